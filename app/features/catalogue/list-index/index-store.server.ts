// Keeps one CatalogueIndex per database, rebuilt when the catalogue version moves (a trigger bumps
// catalogue_state.version on every catalogue change, whichever instance made it; the process's one
// reader of it is db/catalogue-version.ts).
import { eq, sql } from "drizzle-orm";
import {
  type CatalogueVersionWatch,
  catalogueVersionWatch,
} from "../../../../db/catalogue-version";
import type { Database } from "../../../../db/client.server";
import {
  bookCategories,
  bookContributors,
  bookImages,
  books,
  categories,
  contributors,
  publishers,
} from "../../../../db/schema";
import { bookPromotions } from "../../../../db/schema-promotions";
import { type StockUpdate, stockFeed } from "../../../../db/stock-feed";
import { CATALOGUE_VERSION_HEADER } from "../../../lib/http";
import { type MemoCache, memoryCache } from "../../../lib/memory-cache.server";
import { versionedCover } from "../cover-version.server";
import type { BookPromotion, Cover } from "../types";
import { CatalogueIndex, type CatalogueIndexSource } from "./catalogue-index";

export async function loadIndexSource(db: Database): Promise<CatalogueIndexSource> {
  const [
    bookRows,
    categoryLinks,
    authorLinks,
    categoryRows,
    authorRows,
    publisherRows,
    images,
    promotionRows,
  ] = await Promise.all([
    db
      .select({
        id: books.id,
        price: books.price,
        salesCount: books.salesCount,
        publishedOn: books.publishedOn,
        availableFrom: books.availableFrom,
        stock: books.stock,
        format: books.format,
        language: books.language,
        publisherId: books.publisherId,
        seriesId: books.seriesId,
        title: books.title,
        subtitle: books.subtitle,
        isbn13: books.isbn13,
        slug: books.slug,
        oldPrice: books.oldPrice,
      })
      .from(books)
      .where(eq(books.isListed, true))
      .orderBy(books.id),
    db
      .select({
        bookId: bookCategories.bookId,
        categoryId: bookCategories.categoryId,
        isPrimary: bookCategories.isPrimary,
      })
      .from(bookCategories),
    db
      .select({ bookId: bookContributors.bookId, contributorId: bookContributors.contributorId })
      .from(bookContributors)
      .where(eq(bookContributors.role, "author"))
      .orderBy(bookContributors.bookId, bookContributors.position),
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        name: categories.name,
        slug: categories.slug,
        icon: categories.icon,
        position: categories.position,
      })
      .from(categories),
    db
      .select({ id: contributors.id, name: contributors.name, slug: contributors.slug })
      .from(contributors),
    db.select({ id: publishers.id, name: publishers.name, slug: publishers.slug }).from(publishers),
    // Each book's first image, for its card.
    db
      .selectDistinctOn([bookImages.bookId], {
        bookId: bookImages.bookId,
        smallUrl: bookImages.smallUrl,
        smallUrlWebp: bookImages.smallUrlWebp,
        largeUrl: bookImages.largeUrl,
        largeUrlWebp: bookImages.largeUrlWebp,
        width: bookImages.width,
        height: bookImages.height,
        // Generated covers' URLs carry the book's last change (cover-version.server.ts).
        updatedAt: sql<string>`extract(epoch from ${books.updatedAt})::bigint::text`,
      })
      .from(bookImages)
      .innerJoin(books, eq(books.id, bookImages.bookId))
      .orderBy(bookImages.bookId, bookImages.position),
    db
      .select({
        bookId: bookPromotions.bookId,
        label: bookPromotions.label,
        lowestPriorPrice: bookPromotions.lowestPriorPrice,
        endsAt: bookPromotions.endsAt,
      })
      .from(bookPromotions),
  ]);
  const coverOf = new Map<number, Cover>();
  for (const { bookId, updatedAt, ...cover } of images) {
    coverOf.set(bookId, versionedCover(cover, Number(updatedAt)));
  }
  const promotionOf = new Map<number, BookPromotion>();
  for (const { bookId, endsAt, ...promotion } of promotionRows) {
    promotionOf.set(bookId, { ...promotion, endsAt: endsAt.toISOString() });
  }
  const categoriesOf = new Map<number, number[]>();
  const primaryOf = new Map<number, number>();
  for (const link of categoryLinks) {
    group(categoriesOf, link.bookId, link.categoryId);
    if (link.isPrimary && !primaryOf.has(link.bookId)) primaryOf.set(link.bookId, link.categoryId);
  }
  const authorsOf = new Map<number, number[]>();
  for (const link of authorLinks) group(authorsOf, link.bookId, link.contributorId);
  return {
    books: bookRows.map((b) => ({
      ...b,
      cover: coverOf.get(b.id) ?? null,
      promotion: promotionOf.get(b.id) ?? null,
      categoryIds: categoriesOf.get(b.id) ?? [],
      primaryCategoryId: primaryOf.get(b.id) ?? null,
      authorIds: authorsOf.get(b.id) ?? [],
    })),
    categories: categoryRows,
    authors: authorRows,
    publishers: publisherRows,
  };
}

function group(map: Map<number, number[]>, key: number, value: number) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Query results that depend only on the catalogue, in one budget (see CACHE_BUDGETS). */
function resultsCache(): MemoCache<unknown> {
  return memoryCache("catalogueResults");
}

/** The bestseller order may lag sales by this much (re-sorting 100,000 books takes ~40 ms). */
export const BESTSELLER_RESORT_MS = 5 * 60_000;

class IndexStore {
  private index: CatalogueIndex | null = null;
  /** Query results that depend only on the catalogue; a new cache with every rebuild. */
  results = resultsCache();
  /** Structures derived from the whole index (the search engine), dropped with every rebuild. */
  readonly derived = new Map<string, Promise<unknown>>();
  private version = -1;
  private pending: Promise<CatalogueIndex> | null = null;
  private readonly watch: CatalogueVersionWatch;
  private salesMovedAt: number | null = null;

  constructor(private readonly db: Database) {
    this.watch = catalogueVersionWatch(db);
  }

  /** The catalogue version the index was built from (-1 before the first build). */
  get builtVersion(): number {
    return this.version;
  }

  async get(): Promise<CatalogueIndex> {
    return this.index ?? this.rebuild();
  }

  /** Rebuilds now if the catalogue changed (tests and admin tools call this to see changes at once). */
  async refreshIfChanged(): Promise<CatalogueIndex> {
    const version = await this.watch.read();
    if (this.index && version === this.version) return this.index;
    return this.rebuild();
  }

  private rebuild(): Promise<CatalogueIndex> {
    if (this.pending) return this.pending;
    this.pending = (async () => {
      try {
        const version = await this.watch.read();
        const index = new CatalogueIndex(await loadIndexSource(this.db));
        const first = this.index === null;
        this.index = index;
        this.results = resultsCache();
        this.derived.clear();
        this.version = version;
        // From now on the watch polls, and a new version rebuilds the index in the background
        // while requests keep the one they have.
        if (first) {
          this.watch.subscribe((next) => {
            if (next !== this.version) void this.rebuild().catch(() => {});
          });
          stockFeed(this.db).subscribe((updates) => this.applyStock(updates));
        }
        return index;
      } finally {
        this.pending = null;
      }
    })();
    return this.pending;
  }

  /** Orders moved stock or sales: update the books in place, never rebuild. */
  applyStock(updates: readonly StockUpdate[]): void {
    const index = this.index;
    if (!index) return;
    const { availabilityChanged, salesChanged } = index.applyStockUpdates(updates);
    const now = Date.now();
    if (salesChanged) this.salesMovedAt ??= now;
    const resort = this.salesMovedAt !== null && now - this.salesMovedAt >= BESTSELLER_RESORT_MS;
    if (resort) {
      index.resortBestsellers();
      this.salesMovedAt = null;
    }
    // Results that filter, count or sort by what moved are recomputed on demand. Derived
    // structures (the search engine) read stock from the index when asked, so they stay.
    if (availabilityChanged || resort) this.results = resultsCache();
  }

  /** Applies pending stock changes now and re-sorts bestsellers (tests, tools). */
  async catchUpStock(): Promise<void> {
    await this.get();
    const updates = await stockFeed(this.db).read();
    this.applyStock(updates);
    this.index?.resortBestsellers();
    this.salesMovedAt = null;
    this.results = resultsCache();
  }
}

const stores = new WeakMap<Database, IndexStore>();

function storeFor(db: Database): IndexStore {
  let store = stores.get(db);
  if (!store) {
    store = new IndexStore(db);
    stores.set(db, store);
  }
  return store;
}

export function catalogueIndex(db: Database): Promise<CatalogueIndex> {
  return storeFor(db).get();
}

export interface CatalogueCache {
  get<T>(key: string): T | undefined;
  /** Ignored when the catalogue changed since this view was taken. */
  set<T>(key: string, value: T): void;
}

/**
 * A view of the cache of results that depend on nothing but the catalogue (never on the
 * shopper, the date or the time); it empties whenever the catalogue changes.
 */
export async function catalogueCache(db: Database): Promise<CatalogueCache> {
  const store = storeFor(db);
  await store.get();
  // The cache of this catalogue version: after a rebuild, writes land in the old one, unread.
  const results = store.results;
  return {
    get: <T>(key: string) => results.get(key) as T | undefined,
    set: <T>(key: string, value: T) => results.set(key, value),
  };
}

/** Memoises `load` under `key` until the catalogue changes; concurrent callers share one load. */
export async function cachedByCatalogue<T>(
  db: Database,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const store = storeFor(db);
  await store.get();
  return store.results.memo(key, load) as Promise<T>;
}

/** A structure built from the whole index (once per catalogue version), e.g. the search engine. */
export async function derivedFromCatalogue<T>(
  db: Database,
  key: string,
  build: (index: CatalogueIndex) => Promise<T>,
): Promise<T> {
  const store = storeFor(db);
  const index = await store.get();
  let pending = store.derived.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = build(index);
    store.derived.set(key, pending);
    pending.catch(() => store.derived.delete(key));
  }
  return pending;
}

/**
 * The catalogue version this instance's pages are built from, or null before its index exists:
 * answers carry it so that the shared HTTP cache knows them out of date when the catalogue moves.
 */
function catalogueVersionOf(db: Database): number | null {
  const version = stores.get(db)?.builtVersion ?? -1;
  return version < 0 ? null : version;
}

/** The internal header that tells the shared HTTP cache that version (none before the index). */
export function catalogueVersionHeaders(db: Database): Record<string, string> {
  const version = catalogueVersionOf(db);
  return version === null ? {} : { [CATALOGUE_VERSION_HEADER]: String(version) };
}

/** Applies stock and sales changes now instead of at the next poll (tests, tools). */
export function catchUpStock(db: Database): Promise<void> {
  return storeFor(db).catchUpStock();
}

export function refreshCatalogueIndex(db: Database): Promise<CatalogueIndex> {
  return storeFor(db).refreshIfChanged();
}
