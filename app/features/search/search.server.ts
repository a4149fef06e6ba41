// Search over the catalogue: the in-memory engine (built from the catalogue index once per
// catalogue version, with the searches log), the suggestions answer and the results page. The
// log itself is written by search-log.server.ts.
import { desc } from "drizzle-orm";
import { type PreparedJson, prepareJson } from "~/lib/api.server";
import { type MemoCache, memoryCache } from "~/lib/memory-cache.server";
import { authorPath, bookPath, categoryPath } from "~/lib/paths";
import type { Database } from "../../../db/client.server";
import { searchQueries } from "../../../db/schema";
import { bookCardsByIds } from "../catalogue/book-cards.server";
import type { BookListPage } from "../catalogue/book-list";
import { loadBookListPage } from "../catalogue/book-list.server";
import { dayNumber } from "../catalogue/list-index/catalogue-index";
import { catalogueIndex, derivedFromCatalogue } from "../catalogue/list-index/index-store.server";
import type { ListParams } from "../catalogue/list-params";
import { MAX_QUERY_LENGTH, normaliseText } from "./normalise";
import { DEFAULTS_LIMITS, SEARCH_LIMITS, SearchEngine, type SearchSource } from "./search-engine";
import type { Suggestions } from "./types";

/** Searches of the log that feed suggestions (the most frequent). */
export const SEARCH_LOG_SIZE = 5_000;
/** The results page ranks at most this many books. */
export const MAX_RESULTS = 2_000;

export function searchEngine(db: Database, today: string): Promise<SearchEngine> {
  return derivedFromCatalogue(db, "search-engine", async (index) => {
    // The folded text only: the engine writes each entry as the catalogue does.
    const searches = await db
      .select({ text: searchQueries.normalized, count: searchQueries.searches })
      .from(searchQueries)
      .orderBy(desc(searchQueries.searches))
      .limit(SEARCH_LOG_SIZE);
    const todayNumber = dayNumber(today);
    const authorSales = new Map<number, number>();
    const books: SearchSource["books"] = [];
    for (let i = 0; i < index.size; i++) {
      const authorIds = [
        ...index.authorIds.subarray(index.authorOffsets[i] ?? 0, index.authorOffsets[i + 1] ?? 0),
      ];
      const sales = index.sales[i] ?? 0;
      for (const id of authorIds) authorSales.set(id, (authorSales.get(id) ?? 0) + sales);
      const preorder = (index.availableFrom[i] ?? 0) > todayNumber;
      books.push({
        id: index.ids[i] ?? 0,
        title: index.titles[i] ?? "",
        subtitle: index.subtitles[i] ?? "",
        slug: index.slugs[i] ?? "",
        isbn13: index.isbns[i] ?? null,
        salesCount: sales,
        available: preorder || (index.stock[i] ?? 0) > 0,
        authorIds,
      });
    }
    return new SearchEngine({
      books,
      authors: [...authorSales].flatMap(([id, salesCount]) => {
        const author = index.authors.get(id);
        return author ? [{ id, name: author.name, slug: author.slug, salesCount }] : [];
      }),
      categories: [...index.categories.values()].map((c) => ({
        id: c.id,
        name: c.name,
        slug: c.slug,
        bookCount: index.categoryMembers.get(c.id)?.length ?? 0,
      })),
      searches,
    });
  });
}

/** The answer of GET /api/search (spec section 3, search response). Money in bani. */

/** Answers kept per engine (so per catalogue version): shoppers type the same few prefixes. */
const answers = new WeakMap<SearchEngine, MemoCache<PreparedJson>>();

/** `suggest` as a ready JSON body with its ETag, kept while the engine lives. */
export async function suggestAnswer(
  db: Database,
  query: string,
  today: string,
): Promise<PreparedJson> {
  const engine = await searchEngine(db, today);
  let cache = answers.get(engine);
  if (!cache) {
    cache = memoryCache<PreparedJson>("searchAnswers", { sizeOf: (answer) => answer.body.length });
    answers.set(engine, cache);
  }
  // The engine reads no further than MAX_QUERY_LENGTH characters, so neither does the key.
  const cut = query.trimStart().slice(0, MAX_QUERY_LENGTH);
  return cache.memo(`${today}\0${cut}`, async () => prepareJson(await suggest(db, cut, today)));
}

export async function suggest(db: Database, query: string, today: string): Promise<Suggestions> {
  const engine = await searchEngine(db, today);
  const catalogue = await catalogueIndex(db);
  const result = normaliseText(query)
    ? engine.search(query, SEARCH_LIMITS)
    : engine.defaults(DEFAULTS_LIMITS);
  const cards = await bookCardsByIds(db, result.books, today);
  return {
    suggestions: result.suggestions.map((searchedText) => ({ searchedText })),
    categories: result.categories.flatMap((id) => {
      const c = catalogue.categories.get(id);
      return c ? [{ value: c.name, url: categoryPath(c.slug) }] : [];
    }),
    authors: result.authors.flatMap((id) => {
      const a = catalogue.authors.get(id);
      return a ? [{ name: a.name, url: authorPath(a.slug) }] : [];
    }),
    titles: cards.map((card) => ({
      title: card.title,
      url: bookPath(card.slug),
      price: card.price,
      oldPrice: card.oldPrice,
      mainImageUrl: card.cover?.smallUrl ?? null,
    })),
  };
}

export interface SearchPage {
  term: string;
  list: BookListPage;
  authors: { name: string; slug: string }[];
  categories: { name: string; slug: string }[];
  /** For an empty result: a close spelling that finds something, and popular books. */
  didYouMean: string | null;
}

export async function searchPage(
  db: Database,
  term: string,
  params: ListParams,
  today: string,
  pageSize: number,
) {
  const engine = await searchEngine(db, today);
  const catalogue = await catalogueIndex(db);
  const result = engine.search(term, { ...SEARCH_LIMITS, titles: MAX_RESULTS });
  const relevance = new Map<number, number>();
  const positions: number[] = [];
  result.books.forEach((id, rank) => {
    const position = catalogue.indexOfId.get(id);
    if (position !== undefined) {
      relevance.set(position, rank);
      positions.push(position);
    }
  });
  const list = await loadBookListPage(
    db,
    params,
    { positions: Int32Array.from(positions).sort() },
    today,
    pageSize,
    relevance,
  );
  const suggestion =
    list.total === 0
      ? (result.suggestions.find((s) => normaliseText(s) !== normaliseText(term)) ?? null)
      : null;
  return {
    term,
    list,
    authors: result.authors.flatMap((id) => {
      const a = catalogue.authors.get(id);
      return a ? [{ name: a.name, slug: a.slug }] : [];
    }),
    categories: result.categories.flatMap((id) => {
      const c = catalogue.categories.get(id);
      return c ? [{ name: c.name, slug: c.slug }] : [];
    }),
    didYouMean: suggestion,
  } satisfies SearchPage;
}
