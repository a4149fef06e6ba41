// "Bought together" recommendations: the books that shared orders with a product, topped up from
// its series, its authors and its category when orders say too little; and the promo packs that
// contain it, offered in the cart as replacements.
import { and, asc, desc, eq, ne, notInArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type MemoCache, memoryCache } from "~/lib/memory-cache.server";
import type { Database } from "../../../db/client.server";
import { books, packItems } from "../../../db/schema";
import { orderLines, orders } from "../../../db/schema-orders";
import { type ApiProduct, apiProductsByIds } from "../catalogue/api-product.server";
import { bookCardsByIds } from "../catalogue/book-cards.server";
import { bestRanked } from "../catalogue/list-index/best-ranked";
import { type CatalogueIndex, dayNumber, FORMATS } from "../catalogue/list-index/catalogue-index";
import { catalogueIndex } from "../catalogue/list-index/index-store.server";
import { readSetting } from "../settings/settings.server";
import { type ShownProduct, shownProductOfCard } from "./shown-product";

/** Books in a "frequently bought together" list and in the add-to-cart popup. */
export const RECOMMENDATION_LIMIT = 12;
/** Packs in the cart's replacement-pack carousel. */
export const PACK_LIMIT = 10;
/** Orders and settings change without moving the catalogue version: results live this long. */
export const RECOMMENDATION_TTL_MS = 10 * 60_000;
/** One cache per catalogue index: a new index (the catalogue changed) starts an empty one. */
const caches = new WeakMap<CatalogueIndex, MemoCache<unknown>>();

async function memo<T>(
  db: Database,
  key: string,
  load: (index: CatalogueIndex) => Promise<T>,
): Promise<T> {
  const index = await catalogueIndex(db);
  let cache = caches.get(index);
  if (!cache) {
    cache = memoryCache("recommendations", { ttlMs: RECOMMENDATION_TTL_MS });
    caches.set(index, cache);
  }
  return cache.memo(key, () => load(index)) as Promise<T>;
}

/** Whether the id is a product the shop lists (the routes answer 404 otherwise). */
export async function isListedProduct(db: Database, productId: number): Promise<boolean> {
  return (await catalogueIndex(db)).indexOfId.has(productId);
}

/** A shopper can order it today: in stock, or a pre-order. */
const orderable = (today: string) =>
  sql<boolean>`(${books.stock} > 0 or coalesce(${books.availableFrom} > ${today}, false))`;

export interface Candidates {
  /** Book ids, best first. */
  orderable: number[];
  outOfStock: number[];
}

/**
 * The candidates' statement, prepared once per database (a product page asks it cold). The
 * product's primary category comes from the catalogue index, so this is the page's one query
 * beyond the book's own.
 */
function candidateStatements(db: Database) {
  const other = alias(orderLines, "other");
  const canOrder = sql<boolean>`(${books.stock} > 0 or coalesce(${books.availableFrom} > ${sql.placeholder("today")}, false))`;
  const coPurchased = db
    .select({ id: books.id, canOrder })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(
      other,
      and(eq(other.orderId, orderLines.orderId), ne(other.bookId, orderLines.bookId)),
    )
    .innerJoin(books, eq(books.id, other.bookId))
    .where(
      and(
        eq(orderLines.bookId, sql.placeholder("productId")),
        ne(orders.status, "cancelled"),
        eq(books.isListed, true),
        notInArray(books.format, ["pack", "gift"]),
      ),
    )
    .groupBy(books.id)
    .orderBy(desc(canOrder), desc(sql`count(*)`), desc(books.salesCount), asc(books.id))
    .limit(RECOMMENDATION_LIMIT)
    .prepare("co_purchased");
  return { coPurchased };
}

const statements = new WeakMap<Database, ReturnType<typeof candidateStatements>>();

async function loadCandidates(
  db: Database,
  index: CatalogueIndex,
  productId: number,
  today: string,
): Promise<Candidates> {
  const self = index.indexOfId.get(productId);
  const found: Candidates = { orderable: [], outOfStock: [] };
  if (self === undefined) return found;

  let prepared = statements.get(db);
  if (!prepared) {
    prepared = candidateStatements(db);
    statements.set(db, prepared);
  }
  const coPurchased = await prepared.coPurchased.execute({ productId, today });

  const taken = new Set<number>([self]);
  for (const row of coPurchased) {
    const i = index.indexOfId.get(row.id);
    if (i !== undefined) taken.add(i);
    (row.canOrder ? found.orderable : found.outOfStock).push(row.id);
  }

  // Fallbacks, from the closest kin to the loosest, each best-selling first: the orderable books
  // the list still needs, and the out-of-stock ones ranked before the last of those.
  const todayNumber = dayNumber(today);
  const rank = index.ranks.bestsellers;
  const usable = (i: number) => !taken.has(i) && isSingle(index, i);
  const canOrderAt = (i: number) =>
    (index.stock[i] ?? 0) > 0 || (index.availableFrom[i] ?? 0) > todayNumber;
  const addBest = (members: ArrayLike<number> | undefined) => {
    const wanted = RECOMMENDATION_LIMIT - found.orderable.length;
    if (!members || wanted <= 0) return;
    const orderableBest = bestRanked(members, wanted, rank, (i) => usable(i) && canOrderAt(i));
    const last = orderableBest[wanted - 1];
    const before = last === undefined ? Number.POSITIVE_INFINITY : (rank[last] ?? 0);
    const outOfStockBest = bestRanked(
      members,
      RECOMMENDATION_LIMIT - found.outOfStock.length,
      rank,
      (i) => (rank[i] ?? 0) < before && usable(i) && !canOrderAt(i),
    );
    for (const i of orderableBest) found.orderable.push(index.ids[i] ?? 0);
    for (const i of outOfStockBest) found.outOfStock.push(index.ids[i] ?? 0);
    for (const i of [...orderableBest, ...outOfStockBest]) taken.add(i);
  };
  const seriesId = index.series[self] ?? 0;
  if (seriesId) addBest(index.seriesMembers.get(seriesId));
  const authorIds = index.authorIds.subarray(
    index.authorOffsets[self] ?? 0,
    index.authorOffsets[self + 1] ?? 0,
  );
  for (const authorId of authorIds) addBest(index.authorMembers.get(authorId));
  const primaryCategoryId = index.primaryCategory[self] ?? 0;
  if (primaryCategoryId) {
    addBest(index.categoryMembers.get(primaryCategoryId));
    // A small sub-category may not fill the list: its parent's best sellers may.
    const parentId = index.categories.get(primaryCategoryId)?.parentId;
    if (parentId) addBest(index.categoryMembers.get(parentId));
  }
  return found;
}

function isSingle(index: CatalogueIndex, i: number): boolean {
  const format = FORMATS[index.format[i] ?? 0];
  return format !== "pack" && format !== "gift";
}

/** The product's candidates, shared by every list built from them (and for-shopper.server.ts). */
export function candidates(db: Database, productId: number, today: string): Promise<Candidates> {
  return memo(db, `candidates:${productId}:${today}`, (index) =>
    loadCandidates(db, index, productId, today),
  );
}

/** The ids of the "bought together" list: orderable ones first, then out-of-stock ones. */
async function singleIds(db: Database, productId: number, today: string): Promise<number[]> {
  if (!(await isListedProduct(db, productId))) return [];
  const found = await candidates(db, productId, today);
  return [...found.orderable, ...found.outOfStock].slice(0, RECOMMENDATION_LIMIT);
}

/**
 * Single books (no packs, no gifts) most often bought together with the product, orderable ones
 * first, topped up from its series, authors and category; never the product itself.
 */
export async function frequentlyBoughtSingles(
  db: Database,
  productId: number,
  today: string,
): Promise<ApiProduct[]> {
  if (!(await isListedProduct(db, productId))) return [];
  return memo(db, `singles:${productId}:${today}`, async () =>
    apiProductsByIds(db, await singleIds(db, productId, today), today),
  );
}

/** The same list as the product page shows it, from the catalogue index (no query). */
export async function frequentlyBoughtShown(
  db: Database,
  productId: number,
  today: string,
): Promise<ShownProduct[]> {
  return shownProducts(db, await singleIds(db, productId, today), today);
}

/** What the add-to-cart popup offers: the same books, leaving out those out of stock. */
export async function recommendedFor(
  db: Database,
  productId: number,
  today: string,
): Promise<ApiProduct[]> {
  if (!(await isListedProduct(db, productId))) return [];
  return memo(db, `recommended:${productId}:${today}`, async () => {
    const found = await candidates(db, productId, today);
    return apiProductsByIds(db, found.orderable.slice(0, RECOMMENDATION_LIMIT), today);
  });
}

/** The packs' ids for topSoldPackagesContaining, best-selling first. */
async function packIds(db: Database, productId: number, today: string): Promise<number[]> {
  if (!(await isListedProduct(db, productId))) return [];
  // Most books are in no pack: they need no query.
  if (!(await booksInPacks(db)).has(productId)) return [];
  return memo(db, `packs:${productId}:${today}`, async () => {
    const { productIds } = await readSetting(db, "cart.packExclusions");
    if (productIds.includes(productId)) return [];
    const packs = await db
      .select({ id: books.id })
      .from(packItems)
      .innerJoin(books, eq(books.id, packItems.packId))
      .where(
        and(
          eq(packItems.bookId, productId),
          eq(books.format, "pack"),
          eq(books.isListed, true),
          orderable(today),
        ),
      )
      .orderBy(desc(books.salesCount), asc(books.id))
      .limit(PACK_LIMIT);
    return packs.map((pack) => pack.id);
  });
}

/**
 * Orderable promo packs that contain the book, best-selling first; none for the products the
 * "cart.packExclusions" setting names.
 */
export async function topSoldPackagesContaining(
  db: Database,
  productId: number,
  today: string,
): Promise<ApiProduct[]> {
  return apiProductsByIds(db, await packIds(db, productId, today), today);
}

/** The same packs as the product page shows them, from the catalogue index (no query). */
export async function packsContainingShown(
  db: Database,
  productId: number,
  today: string,
): Promise<ShownProduct[]> {
  return shownProducts(db, await packIds(db, productId, today), today);
}

/** The products' cards as a page shows them; a product the index does not list is left out. */
async function shownProducts(db: Database, ids: number[], today: string): Promise<ShownProduct[]> {
  const index = await catalogueIndex(db);
  const listed = ids.filter((id) => index.indexOfId.has(id));
  return (await bookCardsByIds(db, listed, today)).map(shownProductOfCard);
}

/** One set per catalogue index (pack contents move the catalogue version). */
const packMembers = new WeakMap<CatalogueIndex, Promise<ReadonlySet<number>>>();

/** The books some pack contains. */
async function booksInPacks(db: Database): Promise<ReadonlySet<number>> {
  const index = await catalogueIndex(db);
  let members = packMembers.get(index);
  if (!members) {
    members = db
      .selectDistinct({ bookId: packItems.bookId })
      .from(packItems)
      .then((rows) => new Set(rows.map((row) => row.bookId)));
    members.catch(() => packMembers.delete(index));
    packMembers.set(index, members);
  }
  return members;
}
