// Filtering, facet counts, sorting and paging over the in-memory catalogue index.
// Within a facet the chosen values are alternatives (OR); facets combine with AND. A facet's
// counts apply every other filter, so each number is what choosing that value would give.
import type { Availability, BookFormat } from "../types";
import { type CatalogueIndex, FORMATS, type ResultOrder } from "./catalogue-index";

export interface ListFilters {
  /** Base set: these book positions only, ascending (search results). */
  positions?: Int32Array;
  categoryId?: number;
  /** Base set of an author page (not a facet). */
  contributorId?: number;
  seriesId?: number;
  /** Facets. */
  authorIds?: number[];
  publisherIds?: number[];
  formats?: BookFormat[];
  languages?: string[];
  availability?: Availability[];
  /** Bani, inclusive. */
  priceMin?: number;
  priceMax?: number;
  /** Day numbers (YYYYMMDD), inclusive. */
  publishedFrom?: number;
  publishedTo?: number;
}

export interface ListRequest {
  filters: ListFilters;
  /** "relevance" needs `relevance`: each position's rank in the search results. */
  order: ResultOrder;
  relevance?: Map<number, number>;
  page: number;
  pageSize: number;
  /** Today as a day number, for availability. */
  today: number;
}

export interface FacetCount<V extends string | number> {
  value: V;
  count: number;
}

export interface ListFacets {
  authors: FacetCount<number>[];
  publishers: FacetCount<number>[];
  formats: FacetCount<BookFormat>[];
  languages: FacetCount<string>[];
  availability: FacetCount<Availability>[];
  /** Price span of the books matching every other filter, in bani (null when none). */
  priceSpan: { min: number; max: number } | null;
}

/** A page of a list: which books, out of how many. */
export interface ListPage {
  total: number;
  page: number;
  pageCount: number;
  ids: number[];
}

export interface ListResult extends ListPage {
  facets: ListFacets;
}

/**
 * A list before its order and page: the matching books' positions, ascending, and the facets.
 * It is what every page and order of one list shares.
 */
export interface FilteredList {
  matched: Int32Array;
  facets: ListFacets;
}

export type PageRequest = Pick<ListRequest, "order" | "relevance" | "page" | "pageSize">;

/** How many author and publisher values a facet lists (chosen ones are always listed). */
export const FACET_LIMIT = 15;

const AUTHOR = 1;
const PUBLISHER = 2;
const FORMAT = 4;
const LANGUAGE = 8;
const AVAILABILITY = 16;
const PRICE = 32;
const AVAILABILITIES: Availability[] = ["in-stock", "preorder", "out-of-stock"];

/** A lookup table over `size` values: 1 for the chosen ones (null when none is chosen). */
function maskOf(size: number, chosen: number[] | undefined): Uint8Array | null {
  if (!chosen?.length) return null;
  const mask = new Uint8Array(size);
  for (const value of chosen) if (value >= 0 && value < size) mask[value] = 1;
  return mask;
}

/** The dense numbers of the chosen ids (ids not in the index match nothing). */
function denseOf(idOfDense: Int32Array, ids: number[] | undefined): number[] | undefined {
  if (!ids?.length) return undefined;
  const wanted = new Set(ids);
  const dense: number[] = [];
  idOfDense.forEach((id, k) => {
    if (wanted.has(id)) dense.push(k);
  });
  return dense.length ? dense : [-1];
}

export function queryList(index: CatalogueIndex, request: ListRequest): ListResult {
  const { matched, facets } = filterList(index, request.filters, request.today);
  return { ...pageOfList(index, matched, request), facets };
}

/** Filters and counts the facets: the part of a list that its order and page do not change. */
export function filterList(
  index: CatalogueIndex,
  filters: ListFilters,
  today: number,
): FilteredList {
  const base = baseSet(index, filters);
  // Lookup tables instead of sets: the loop below runs for every book of the list.
  const authorMask = maskOf(
    index.authorIdOfDense.length,
    denseOf(index.authorIdOfDense, filters.authorIds),
  );
  const publisherMask = maskOf(
    index.publisherIdOfDense.length,
    denseOf(index.publisherIdOfDense, filters.publisherIds),
  );
  const formatMask = maskOf(
    FORMATS.length,
    filters.formats?.map((f) => FORMATS.indexOf(f)),
  );
  const languageMask = maskOf(
    index.languages.length,
    filters.languages?.map((l) => index.languages.indexOf(l)),
  );
  const availabilityMask = maskOf(
    AVAILABILITIES.length,
    filters.availability?.map((a) => AVAILABILITIES.indexOf(a)),
  );
  const priceMin = filters.priceMin ?? Number.NEGATIVE_INFINITY;
  const priceMax = filters.priceMax ?? Number.POSITIVE_INFINITY;
  const seriesId = filters.seriesId ?? 0;
  const publishedFrom = filters.publishedFrom ?? 0;
  const publishedTo = filters.publishedTo ?? 0;
  const contributorMembers = filters.contributorId
    ? index.authorMembers.get(filters.contributorId)
    : undefined;
  const { series, published, authorOffsets, authorDense, publisherDense, format, language } = index;
  const { availableFrom, stock, price } = index;

  const authorCounts = new Int32Array(index.authorIdOfDense.length);
  const publisherCounts = new Int32Array(index.publisherIdOfDense.length);
  const formatCounts = new Int32Array(FORMATS.length);
  const languageCounts = new Int32Array(index.languages.length);
  const availabilityCounts = new Int32Array(AVAILABILITIES.length);
  let spanMin = Number.POSITIVE_INFINITY;
  let spanMax = Number.NEGATIVE_INFINITY;
  const matched: number[] = [];

  const visit = (i: number) => {
    if (seriesId && series[i] !== seriesId) return;
    const day = published[i] as number;
    if (publishedFrom && day < publishedFrom) return;
    if (publishedTo && day > publishedTo) return;

    let failed = 0;
    const from = authorOffsets[i] as number;
    const to = authorOffsets[i + 1] as number;
    if (authorMask) {
      let hit = false;
      for (let k = from; k < to; k++) if (authorMask[authorDense[k] as number]) hit = true;
      if (!hit) failed |= AUTHOR;
    }
    const publisher = publisherDense[i] as number;
    if (publisherMask && (publisher < 0 || !publisherMask[publisher])) failed |= PUBLISHER;
    const bookFormat = format[i] as number;
    if (formatMask && !formatMask[bookFormat]) failed |= FORMAT;
    const bookLanguage = language[i] as number;
    if (languageMask && !languageMask[bookLanguage]) failed |= LANGUAGE;
    // 0 in stock, 1 pre-order, 2 out of stock (AVAILABILITIES).
    const availability =
      (availableFrom[i] as number) > today ? 1 : (stock[i] as number) > 0 ? 0 : 2;
    if (availabilityMask && !availabilityMask[availability]) failed |= AVAILABILITY;
    const bookPrice = price[i] as number;
    if (bookPrice < priceMin || bookPrice > priceMax) failed |= PRICE;

    if (failed === 0) matched.push(i);
    if ((failed & ~AUTHOR) === 0) {
      for (let k = from; k < to; k++) (authorCounts[authorDense[k] as number] as number)++;
    }
    if ((failed & ~PUBLISHER) === 0 && publisher >= 0) (publisherCounts[publisher] as number)++;
    if ((failed & ~FORMAT) === 0) (formatCounts[bookFormat] as number)++;
    if ((failed & ~LANGUAGE) === 0) (languageCounts[bookLanguage] as number)++;
    if ((failed & ~AVAILABILITY) === 0) (availabilityCounts[availability] as number)++;
    if ((failed & ~PRICE) === 0) {
      if (bookPrice < spanMin) spanMin = bookPrice;
      if (bookPrice > spanMax) spanMax = bookPrice;
    }
  };

  if (base) {
    for (const i of base) if (!contributorMembers || contains(contributorMembers, i)) visit(i);
  } else if (contributorMembers) {
    for (const i of contributorMembers) visit(i);
  } else {
    for (let i = 0; i < index.size; i++) visit(i);
  }

  const chosenAuthors = new Set(filters.authorIds ?? []);
  const chosenPublishers = new Set(filters.publisherIds ?? []);
  return {
    matched: Int32Array.from(matched),
    facets: {
      authors: topCounts(authorCounts, index.authorIdOfDense, chosenAuthors),
      publishers: topCounts(publisherCounts, index.publisherIdOfDense, chosenPublishers),
      formats: FORMATS.map((value, k) => ({ value, count: formatCounts[k] ?? 0 })).filter(
        (f) => f.count > 0,
      ),
      languages: index.languages
        .map((value, k) => ({ value, count: languageCounts[k] ?? 0 }))
        .filter((f) => f.count > 0)
        .sort((a, b) => b.count - a.count),
      availability: AVAILABILITIES.map((value, k) => ({
        value,
        count: availabilityCounts[k] ?? 0,
      })),
      priceSpan: spanMin <= spanMax ? { min: spanMin, max: spanMax } : null,
    },
  };
}

/** One page of the filtered books in the asked order (`matched` is left as it is). */
export function pageOfList(
  index: CatalogueIndex,
  matched: Int32Array,
  request: PageRequest,
): ListPage {
  const total = matched.length;
  const pageCount = Math.max(1, Math.ceil(total / request.pageSize));
  const page = Math.min(Math.max(1, request.page), pageCount);
  const start = (page - 1) * request.pageSize;
  const ids = (
    request.order === "relevance"
      ? byRelevance(matched, request.relevance).slice(start, start + request.pageSize)
      : pageOf(index, matched, request.order, start, request.pageSize)
  ).map((i) => index.ids[i] ?? 0);
  return { total, page, pageCount, ids };
}

function baseSet(index: CatalogueIndex, filters: ListFilters): Int32Array | null {
  if (filters.positions) {
    if (filters.categoryId === undefined) return filters.positions;
    const members = index.categoryMembers.get(filters.categoryId) ?? new Int32Array(0);
    return filters.positions.filter((i) => contains(members, i));
  }
  if (filters.categoryId === undefined) {
    // A series' list walks its books, not the whole catalogue.
    return filters.seriesId
      ? (index.seriesMembers.get(filters.seriesId) ?? new Int32Array(0))
      : null;
  }
  return index.categoryMembers.get(filters.categoryId) ?? new Int32Array(0);
}

function byRelevance(matched: Int32Array, relevance: Map<number, number> | undefined): number[] {
  const rank = (i: number) => relevance?.get(i) ?? Number.MAX_SAFE_INTEGER;
  return Array.from(matched).sort((a, b) => rank(a) - rank(b) || a - b);
}

/** Binary search in an ascending list. */
function contains(sorted: Int32Array, value: number): boolean {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = sorted[mid] ?? 0;
    if (v === value) return true;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

function pageOf(
  index: CatalogueIndex,
  matched: Int32Array,
  order: Exclude<ResultOrder, "relevance">,
  start: number,
  size: number,
): number[] {
  if (start >= matched.length) return [];
  const positions = index.orders[order];
  // Many matches: walk the precomputed order and keep the matching ones (page 1 of a big list
  // stops after a few dozen steps).
  if (matched.length * 8 > index.size) {
    const mark = markedPositions(index, matched);
    const page: number[] = [];
    let seen = 0;
    for (const i of positions) {
      if (mark.marks[i] !== mark.stamp) continue;
      if (seen++ >= start) page.push(i);
      if (page.length === size) break;
    }
    return page;
  }
  // Few: their ranks in that order, sorted as plain integers (no comparator), then back to
  // positions through the order itself.
  const rank = index.ranks[order];
  const ranks = new Int32Array(matched.length);
  for (let k = 0; k < matched.length; k++) ranks[k] = rank[matched[k] ?? 0] ?? 0;
  ranks.sort();
  return Array.from(ranks.subarray(start, start + size), (r) => positions[r] ?? 0);
}

/**
 * One array of marks per index, reused by every list: a new stamp instead of a fresh 100,000-byte
 * array each time (the server answers one list at a time between awaits).
 */
const marksOf = new WeakMap<CatalogueIndex, { marks: Uint32Array; stamp: number }>();

function markedPositions(index: CatalogueIndex, matched: Int32Array) {
  let mark = marksOf.get(index);
  if (!mark || mark.stamp === 0xffffffff) {
    mark = { marks: new Uint32Array(index.size), stamp: 0 };
    marksOf.set(index, mark);
  }
  mark.stamp++;
  for (const i of matched) mark.marks[i] = mark.stamp;
  return mark;
}

/** The FACET_LIMIT highest counts (ids from the dense numbering), plus every chosen id. */
function topCounts(
  counts: Int32Array,
  idOfDense: Int32Array,
  chosen: Set<number>,
): FacetCount<number>[] {
  // One pass keeping the best FACET_LIMIT so far, ordered (count desc, then id asc).
  const top: FacetCount<number>[] = [];
  const better = (a: FacetCount<number>, b: FacetCount<number>) =>
    a.count > b.count || (a.count === b.count && a.value < b.value);
  for (let dense = 0; dense < counts.length; dense++) {
    const count = counts[dense] ?? 0;
    if (count === 0) continue;
    const candidate = { value: idOfDense[dense] ?? 0, count };
    const last = top[top.length - 1];
    if (top.length === FACET_LIMIT && last && !better(candidate, last)) continue;
    let at = top.length;
    while (at > 0 && better(candidate, top[at - 1] as FacetCount<number>)) at--;
    top.splice(at, 0, candidate);
    if (top.length > FACET_LIMIT) top.pop();
  }
  for (const value of chosen) {
    if (top.some((f) => f.value === value)) continue;
    const dense = idOfDense.indexOf(value);
    top.push({ value, count: dense >= 0 ? (counts[dense] ?? 0) : 0 });
  }
  return top;
}
