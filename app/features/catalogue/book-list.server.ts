// A page of a book list (category, author, publisher, series, landing, monthly launches): the
// in-memory index filters, counts and sorts; the database supplies the page's cards.
import type { Database } from "../../../db/client.server";
import { todayInShop } from "../../lib/dates";
import { bookCardsByIds } from "./book-cards.server";
import type { BookListPage } from "./book-list";
import { FORMAT_LABELS, languageLabel } from "./labels";
import { type CatalogueIndex, dayNumber } from "./list-index/catalogue-index";
import { cachedByCatalogue, catalogueIndex } from "./list-index/index-store.server";
import { filterList, type ListFilters, pageOfList } from "./list-index/list-query";
import {
  AVAILABILITY_PARAMS,
  type AvailabilityParam,
  FORMAT_PARAMS,
  type FormatParam,
  type ListParams,
  listQuery,
  listRefinements,
  ORDER_PARAMS,
  type OrderParam,
  PAGE_SIZE,
} from "./list-params";
import { parseListParams } from "./list-params.server";

/** What a page lists before the shopper's filters: a category, an author, a series... */
export type BookListBase = Pick<
  ListFilters,
  "categoryId" | "contributorId" | "seriesId" | "publishedFrom" | "publishedTo"
> & { publisherId?: number };

export const AVAILABILITY_LABELS: Record<AvailabilityParam, string> = {
  "in-stoc": "În stoc",
  precomanda: "Precomandă",
  "stoc-epuizat": "Stoc epuizat",
};

const formatParamOf = Object.fromEntries(
  Object.entries(FORMAT_PARAMS).map(([k, v]) => [v, k]),
) as Record<string, FormatParam | undefined>;
const availabilityParamOf = Object.fromEntries(
  Object.entries(AVAILABILITY_PARAMS).map(([k, v]) => [v, k]),
) as Record<string, AvailabilityParam>;

/** A page of a list; the same list asked again is served from the catalogue cache. */
export function bookListPage(
  db: Database,
  params: ListParams,
  base: BookListBase,
  today: string,
  pageSize = PAGE_SIZE,
): Promise<BookListPage> {
  const key = `list:${JSON.stringify([params, base, today, pageSize])}`;
  return cachedByCatalogue(db, key, () => loadBookListPage(db, params, base, today, pageSize));
}

/**
 * The list without the page cache (search results vary too much to keep): `relevance` ranks book
 * positions for the "relevanta" order; lists without it fall back to bestsellers. Without search
 * positions, the filtered list is kept in the catalogue cache, so that the list's other pages and
 * orders (a crawler walking pages 1, 2, 3..., a shopper re-sorting) only sort and page it.
 */
export async function loadBookListPage(
  db: Database,
  params: ListParams,
  base: BookListBase & { positions?: Int32Array },
  today: string,
  pageSize: number,
  relevance?: Map<number, number>,
): Promise<BookListPage> {
  const index = await catalogueIndex(db);
  const filtered = base.positions
    ? labelledList(index, params, base, today)
    : await cachedByCatalogue(db, filteredKey(index, params, base, today), async () =>
        labelledList(index, params, base, today),
      );
  const result = pageOfList(index, filtered.matched, {
    order: params.order === "relevanta" && !relevance ? "bestsellers" : ORDER_PARAMS[params.order],
    ...(relevance ? { relevance } : {}),
    page: params.page,
    pageSize,
  });
  return {
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    books: await bookCardsByIds(db, result.ids, today),
    facets: filtered.facets,
  };
}

/**
 * The key of a list's filtered books: its filters without order and page, and the index they
 * were computed in. Positions only mean something in their own index: should a rebuild land while
 * a list is computed, its entry (filed in the new cache) is never read with the new index.
 */
function filteredKey(
  index: CatalogueIndex,
  params: ListParams,
  base: BookListBase,
  today: string,
): string {
  const { order: _order, page: _page, ...filters } = params;
  return `filtered:${serialOf(index)}:${JSON.stringify([filters, base, today])}`;
}

const indexSerials = new WeakMap<CatalogueIndex, number>();
let lastSerial = 0;

/** A number for each index this process built, in the order it first lists from them. */
function serialOf(index: CatalogueIndex): number {
  let serial = indexSerials.get(index);
  if (serial === undefined) {
    serial = ++lastSerial;
    indexSerials.set(index, serial);
  }
  return serial;
}

/** The id an unknown author or publisher slug filters by: no book has it, so none matches. */
const UNKNOWN_ID = -1;

/** The books matching a list's filters, and its facets as the page shows them. */
function labelledList(
  index: CatalogueIndex,
  params: ListParams,
  base: BookListBase & { positions?: Int32Array },
  today: string,
): { matched: Int32Array; facets: BookListPage["facets"] } {
  // An unknown slug stays in the filter as an id no book has: the list is empty (as for an
  // unknown language) rather than the filter switching off and listing every book.
  const known = (slugs: string[], map: Map<string, number>) =>
    slugs.map((slug) => map.get(slug) ?? UNKNOWN_ID);
  const publisherIds = known(params.publishers, index.publisherIdBySlug);
  if (base.publisherId) publisherIds.splice(0, publisherIds.length, base.publisherId);
  const { matched, facets } = filterList(
    index,
    {
      ...base,
      authorIds: known(params.authors, index.authorIdBySlug),
      publisherIds,
      formats: params.formats.map((f) => FORMAT_PARAMS[f]),
      languages: params.languages,
      availability: params.availability.map((a) => AVAILABILITY_PARAMS[a]),
      ...(params.priceMin !== undefined ? { priceMin: params.priceMin } : {}),
      ...(params.priceMax !== undefined ? { priceMax: params.priceMax } : {}),
    },
    dayNumber(today),
  );
  return {
    matched,
    facets: {
      authors: facets.authors.flatMap(({ value, count }) => {
        const author = index.authors.get(value);
        return author
          ? [
              {
                value: author.slug,
                label: author.name,
                count,
                selected: params.authors.includes(author.slug),
              },
            ]
          : [];
      }),
      publishers: base.publisherId
        ? []
        : facets.publishers.flatMap(({ value, count }) => {
            const publisher = index.publishers.get(value);
            return publisher
              ? [
                  {
                    value: publisher.slug,
                    label: publisher.name,
                    count,
                    selected: params.publishers.includes(publisher.slug),
                  },
                ]
              : [];
          }),
      formats: facets.formats.flatMap(({ value, count }) => {
        const param = formatParamOf[value];
        return param
          ? [
              {
                value: param,
                label: FORMAT_LABELS[value],
                count,
                selected: params.formats.includes(param),
              },
            ]
          : [];
      }),
      languages: facets.languages.map(({ value, count }) => ({
        value,
        label: languageLabel(value),
        count,
        selected: params.languages.includes(value),
      })),
      availability: facets.availability.map(({ value, count }) => {
        const param = availabilityParamOf[value] as AvailabilityParam;
        return {
          value: param,
          label: AVAILABILITY_LABELS[param],
          count,
          selected: params.availability.includes(param),
        };
      }),
      priceSpan: facets.priceSpan,
    },
  };
}

/** What every list route's loader returns: the page of books and the links around it. */
export async function listRouteData(
  context: { db: Database; store: { publicUrl: string } },
  request: Request,
  path: string,
  base: BookListBase,
  defaultOrder: OrderParam = "cele-mai-vandute",
) {
  const parsed = parseListParams(new URL(request.url).searchParams, defaultOrder);
  // A publisher's page lists that publisher whatever `editura` says: the parameter is ignored, so
  // neither the canonical address nor the page's links carry it.
  const listParams = base.publisherId ? { ...parsed, publishers: [] } : parsed;
  const list = await bookListPage(context.db, listParams, base, todayInShop());
  return {
    list,
    listParams,
    path,
    defaultOrder,
    storeUrl: context.store.publicUrl,
    // The page shown: a page number past the end shows the last page, whose address it is.
    canonical: `${context.store.publicUrl}${path}${listQuery(listParams, { page: list.page }, defaultOrder)}`,
    /** Filtered or re-sorted: the same books again, not offered for indexing (noindex, follow). */
    refined: listRefinements(listParams, defaultOrder).length > 0,
    /** Position of the first book of the page, for JSON-LD ItemList. */
    offset: (list.page - 1) * PAGE_SIZE,
  };
}
