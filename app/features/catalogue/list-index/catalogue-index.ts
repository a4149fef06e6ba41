// The in-memory list index: every listed book's filterable attributes in typed arrays, so that a
// category page can filter, count facets and sort 100,000 books in a millisecond or two. It is a
// cache built from the database (see index-store.server.ts). It also holds what a book card shows
// (title, authors, prices, cover), so list pages and product pages need no query for their cards.
import type { BookFormat, BookPromotion, Cover } from "../types";

export const FORMATS: readonly BookFormat[] = [
  "paperback",
  "hardcover",
  "ebook",
  "audiobook",
  "pack",
  "gift",
];

export type ListOrder = "bestsellers" | "newest" | "price-asc" | "price-desc" | "title";
/** Lists of search results may also keep the search engine's order. */
export type ResultOrder = ListOrder | "relevance";

export interface NamedRef {
  id: number;
  name: string;
  slug: string;
}

export interface CatalogueIndexSource {
  books: {
    id: number;
    price: number;
    salesCount: number;
    publishedOn: string | null;
    availableFrom: string | null;
    stock: number;
    format: BookFormat;
    language: string;
    publisherId: number | null;
    seriesId: number | null;
    title: string;
    subtitle: string;
    isbn13: string | null;
    slug: string;
    oldPrice: number | null;
    /** The first image, if any. */
    cover: Cover | null;
    /** The campaign price in force, if any. */
    promotion?: BookPromotion | null;
    categoryIds: number[];
    /** The category the book is filed under first (book_categories.is_primary), if marked. */
    primaryCategoryId?: number | null;
    authorIds: number[];
  }[];
  categories: IndexedCategory[];
  authors: NamedRef[];
  publishers: NamedRef[];
}

export interface IndexedCategory {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  icon: string;
  position: number;
}

/** "2024-05-17" → 20240517 (0 when absent), so dates compare as integers. */
export function dayNumber(isoDate: string | null): number {
  return isoDate ? Number(isoDate.slice(0, 10).replaceAll("-", "")) : 0;
}

const titleCollator = new Intl.Collator("ro", { sensitivity: "base", numeric: true });

export class CatalogueIndex {
  readonly size: number;
  readonly ids: Int32Array;
  readonly price: Int32Array;
  readonly sales: Int32Array;
  readonly published: Int32Array;
  readonly availableFrom: Int32Array;
  readonly stock: Int32Array;
  readonly format: Uint8Array;
  readonly language: Uint16Array;
  readonly publisher: Int32Array;
  readonly series: Int32Array;
  /** Each book's primary category id, 0 for none. */
  readonly primaryCategory: Int32Array;
  readonly languages: string[];
  readonly authorOffsets: Int32Array;
  readonly authorIds: Int32Array;
  /** authorIds as dense numbers 0..authorCount-1 (facet counts index arrays with them). */
  readonly authorDense: Int32Array;
  readonly authorIdOfDense: Int32Array;
  /** Each book's publisher as a dense number, -1 for none. */
  readonly publisherDense: Int32Array;
  readonly publisherIdOfDense: Int32Array;
  /** Each book's categories, ancestors included (book i: categoryIds[categoryOffsets[i]..[i+1]]). */
  readonly categoryOffsets: Int32Array;
  readonly categoryIds: Int32Array;
  readonly indexOfId = new Map<number, number>();
  readonly titles: string[];
  readonly subtitles: string[];
  readonly isbns: (string | null)[];
  readonly slugs: string[];
  /** Recommended retail price (PRP), -1 when none. */
  readonly oldPrices: Int32Array;
  readonly covers: (Cover | null)[];
  /** Campaign prices in force by book position: few books have one, so a map. */
  readonly promotions = new Map<number, BookPromotion>();
  /** availableFrom as the database gives it ("2026-12-01"), for cards. */
  readonly availableFromDates: (string | null)[];
  readonly categories = new Map<number, IndexedCategory>();
  readonly authors = new Map<number, NamedRef>();
  readonly publishers = new Map<number, NamedRef>();
  readonly categoryIdBySlug = new Map<string, number>();
  readonly authorIdBySlug = new Map<string, number>();
  readonly publisherIdBySlug = new Map<string, number>();
  /** Book positions per category, sub-categories included, ascending. */
  readonly categoryMembers = new Map<number, Int32Array>();
  /** Book positions per author, ascending. */
  readonly authorMembers = new Map<number, Int32Array>();
  /** Book positions per series, ascending. */
  readonly seriesMembers = new Map<number, Int32Array>();
  /** Book positions in each order, and each book's rank in it. */
  readonly orders: Record<ListOrder, Int32Array>;
  readonly ranks: Record<ListOrder, Int32Array>;

  constructor(source: CatalogueIndexSource) {
    const n = source.books.length;
    this.size = n;
    this.ids = new Int32Array(n);
    this.price = new Int32Array(n);
    this.sales = new Int32Array(n);
    this.published = new Int32Array(n);
    this.availableFrom = new Int32Array(n);
    this.stock = new Int32Array(n);
    this.format = new Uint8Array(n);
    this.language = new Uint16Array(n);
    this.publisher = new Int32Array(n);
    this.series = new Int32Array(n);
    this.primaryCategory = new Int32Array(n);
    this.authorOffsets = new Int32Array(n + 1);
    this.categoryOffsets = new Int32Array(n + 1);
    this.languages = [];
    this.titles = source.books.map((b) => b.title);
    this.subtitles = source.books.map((b) => b.subtitle);
    this.isbns = source.books.map((b) => b.isbn13);
    this.slugs = source.books.map((b) => b.slug);
    this.oldPrices = Int32Array.from(source.books, (b) => b.oldPrice ?? -1);
    this.covers = source.books.map((b) => b.cover);
    this.availableFromDates = source.books.map((b) => b.availableFrom);
    const languageIndex = new Map<string, number>();

    for (const c of source.categories) {
      this.categories.set(c.id, c);
      this.categoryIdBySlug.set(c.slug, c.id);
    }
    for (const a of source.authors) {
      this.authors.set(a.id, a);
      this.authorIdBySlug.set(a.slug, a.id);
    }
    for (const p of source.publishers) {
      this.publishers.set(p.id, p);
      this.publisherIdBySlug.set(p.slug, p.id);
    }

    const categoryLists = new Map<number, number[]>();
    const authorLists = new Map<number, number[]>();
    const seriesLists = new Map<number, number[]>();
    const authorFlat: number[] = [];
    const categoryFlat: number[] = [];
    source.books.forEach((book, i) => {
      this.ids[i] = book.id;
      this.indexOfId.set(book.id, i);
      if (book.promotion) this.promotions.set(i, book.promotion);
      this.price[i] = book.price;
      this.sales[i] = book.salesCount;
      this.published[i] = dayNumber(book.publishedOn);
      this.availableFrom[i] = dayNumber(book.availableFrom);
      this.stock[i] = book.stock;
      this.format[i] = Math.max(0, FORMATS.indexOf(book.format));
      let lang = languageIndex.get(book.language);
      if (lang === undefined) {
        lang = this.languages.push(book.language) - 1;
        languageIndex.set(book.language, lang);
      }
      this.language[i] = lang;
      this.publisher[i] = book.publisherId ?? 0;
      this.series[i] = book.seriesId ?? 0;
      if (book.seriesId) pushTo(seriesLists, book.seriesId, i);
      this.primaryCategory[i] = book.primaryCategoryId ?? 0;
      // A book counts in its categories and in every ancestor of them, once.
      const seen = new Set<number>();
      for (const categoryId of book.categoryIds) {
        let current: number | null | undefined = categoryId;
        while (current && !seen.has(current)) {
          seen.add(current);
          current = this.categories.get(current)?.parentId;
        }
      }
      this.categoryOffsets[i] = categoryFlat.length;
      for (const categoryId of seen) {
        pushTo(categoryLists, categoryId, i);
        categoryFlat.push(categoryId);
      }
      this.authorOffsets[i] = authorFlat.length;
      for (const authorId of book.authorIds) {
        authorFlat.push(authorId);
        pushTo(authorLists, authorId, i);
      }
    });
    this.authorOffsets[n] = authorFlat.length;
    this.authorIds = Int32Array.from(authorFlat);
    const denseOf = (ids: Iterable<number>) => {
      const dense = new Map<number, number>();
      for (const id of ids) if (!dense.has(id)) dense.set(id, dense.size);
      return dense;
    };
    const authorDenseOf = denseOf(this.authorIds);
    this.authorDense = this.authorIds.map((id) => authorDenseOf.get(id) ?? 0);
    this.authorIdOfDense = Int32Array.from(authorDenseOf.keys());
    const publisherDenseOf = denseOf([...this.publisher].filter((id) => id !== 0));
    this.publisherDense = this.publisher.map((id) =>
      id === 0 ? -1 : (publisherDenseOf.get(id) ?? -1),
    );
    this.publisherIdOfDense = Int32Array.from(publisherDenseOf.keys());
    this.categoryOffsets[n] = categoryFlat.length;
    this.categoryIds = Int32Array.from(categoryFlat);
    for (const [id, list] of categoryLists) this.categoryMembers.set(id, Int32Array.from(list));
    for (const [id, list] of authorLists) this.authorMembers.set(id, Int32Array.from(list));
    for (const [id, list] of seriesLists) this.seriesMembers.set(id, Int32Array.from(list));

    const positions = () => Array.from({ length: n }, (_, i) => i);
    const byId = (a: number, b: number) => (this.ids[a] ?? 0) - (this.ids[b] ?? 0);
    const sales = this.sales;
    const published = this.published;
    const price = this.price;
    const titles = this.titles;
    const orders: Record<ListOrder, number[]> = {
      bestsellers: positions().sort((a, b) => (sales[b] ?? 0) - (sales[a] ?? 0) || byId(a, b)),
      newest: positions().sort((a, b) => (published[b] ?? 0) - (published[a] ?? 0) || byId(b, a)),
      "price-asc": positions().sort((a, b) => (price[a] ?? 0) - (price[b] ?? 0) || byId(a, b)),
      "price-desc": positions().sort((a, b) => (price[b] ?? 0) - (price[a] ?? 0) || byId(a, b)),
      title: positions().sort(
        (a, b) => titleCollator.compare(titles[a] ?? "", titles[b] ?? "") || byId(a, b),
      ),
    };
    const toOrder = (list: number[]) => Int32Array.from(list);
    const toRank = (list: number[]) => {
      const rank = new Int32Array(n);
      list.forEach((position, r) => {
        rank[position] = r;
      });
      return rank;
    };
    this.orders = {
      bestsellers: toOrder(orders.bestsellers),
      newest: toOrder(orders.newest),
      "price-asc": toOrder(orders["price-asc"]),
      "price-desc": toOrder(orders["price-desc"]),
      title: toOrder(orders.title),
    };
    this.ranks = {
      bestsellers: toRank(orders.bestsellers),
      newest: toRank(orders.newest),
      "price-asc": toRank(orders["price-asc"]),
      "price-desc": toRank(orders["price-desc"]),
      title: toRank(orders.title),
    };
  }

  /**
   * Copies stock and sales counts that orders moved (db/stock-feed.ts) into the arrays, in
   * place. Returns whether any book changed between in stock and out of stock (list results that
   * filter or count by availability are then out of date); the bestseller order is re-sorted
   * separately (resortBestsellers), as it may lag.
   */
  applyStockUpdates(updates: readonly { id: number; stock: number; salesCount: number }[]): {
    availabilityChanged: boolean;
    salesChanged: boolean;
  } {
    let availabilityChanged = false;
    let salesChanged = false;
    for (const update of updates) {
      const i = this.indexOfId.get(update.id);
      if (i === undefined) continue;
      if ((this.stock[i] ?? 0) > 0 !== update.stock > 0) availabilityChanged = true;
      if (this.sales[i] !== update.salesCount) salesChanged = true;
      this.stock[i] = update.stock;
      this.sales[i] = update.salesCount;
    }
    return { availabilityChanged, salesChanged };
  }

  /** Sorts the bestseller order again from the current sales counts, in place. */
  resortBestsellers(): void {
    const sales = this.sales;
    const ids = this.ids;
    const sorted = Array.from(this.orders.bestsellers).sort(
      (a, b) => (sales[b] ?? 0) - (sales[a] ?? 0) || (ids[a] ?? 0) - (ids[b] ?? 0),
    );
    this.orders.bestsellers.set(sorted);
    sorted.forEach((position, r) => {
      this.ranks.bestsellers[position] = r;
    });
  }
}

/** Ids of the categories of book i (ancestors included). */
export function categoriesOf(index: CatalogueIndex, i: number): Int32Array {
  return index.categoryIds.subarray(
    index.categoryOffsets[i] ?? 0,
    index.categoryOffsets[i + 1] ?? 0,
  );
}

function pushTo(map: Map<number, number[]>, key: number, value: number) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
