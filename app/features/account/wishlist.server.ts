// The server wishlist of a logged-in customer (spec sections 4, 6 and 7): the books they keep,
// in the order they were added, as the browser's `Wishlist` keeps them. The browser's list
// merges into it at login; from then on hearts and "Șterge" change both.
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import type { Database, Tx } from "../../../db/client.server";
import { books } from "../../../db/schema";
import { customers, wishlistItems } from "../../../db/schema-accounts";
import { isDatabaseId } from "../../lib/database-id";
import { type ApiProduct, apiProductsByIds } from "../catalogue/api-product.server";

/** Far above any real wishlist; keeps one account from filling the table (and the answer). */
export const WISHLIST_LIMIT = 500;

export const WISHLIST_MESSAGES = {
  full: `Lista de favorite are deja ${WISHLIST_LIMIT} de produse: șterge unul ca să adaugi altul.`,
  notFound: "Produsul nu a fost găsit.",
} as const;

export interface WishlistAddResult {
  /** Ids that were not in the list and are now, in the order given. */
  added: number[];
  /** Listed books that did not fit under WISHLIST_LIMIT. */
  refused: number[];
  /** Unknown and unlisted ids. */
  ignored: number[];
}

/** The listed books of the wishlist, oldest first (a book taken off sale leaves it quietly). */
export async function listWishlist(db: Database, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ bookId: wishlistItems.bookId })
    .from(wishlistItems)
    .innerJoin(books, eq(books.id, wishlistItems.bookId))
    .where(and(eq(wishlistItems.customerId, customerId), eq(books.isListed, true)))
    .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.bookId));
  return rows.map((row) => row.bookId);
}

/** The wishlist in the spec's product shape, oldest first. */
export async function wishlistProducts(
  db: Database,
  customerId: number,
  today: string,
): Promise<ApiProduct[]> {
  return apiProductsByIds(db, await listWishlist(db, customerId), today);
}

/**
 * Adds the listed books among `bookIds` that are not there yet, as far as WISHLIST_LIMIT allows.
 * Unknown and unlisted ids are ignored; adding a book twice changes nothing.
 */
export async function addToWishlist(
  db: Database,
  customerId: number,
  bookIds: readonly number[],
  now: Date = new Date(),
): Promise<WishlistAddResult> {
  const wanted = [...new Set(bookIds.filter(isDatabaseId))];
  if (wanted.length === 0) return { added: [], refused: [], ignored: [] };
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) return { added: [], refused: [], ignored: [] };
    const listed = await tx
      .select({ id: books.id })
      .from(books)
      .where(and(inArray(books.id, wanted), eq(books.isListed, true)));
    const present = await tx
      .select({ bookId: wishlistItems.bookId })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.customerId, customerId), inArray(wishlistItems.bookId, wanted)));
    const listedIds = new Set(listed.map((row) => row.id));
    const presentIds = new Set(present.map((row) => row.bookId));
    const ignored = wanted.filter((id) => !listedIds.has(id));
    const fresh = wanted.filter((id) => listedIds.has(id) && !presentIds.has(id));
    if (fresh.length === 0) return { added: [], refused: [], ignored };
    const room = Math.max(0, WISHLIST_LIMIT - (await countListed(tx, customerId)));
    const added = fresh.slice(0, room);
    if (added.length > 0) {
      await tx
        .insert(wishlistItems)
        .values(
          // A millisecond apart, ending just before now: a merged list keeps the browser's order
          // and anything added later still comes after it.
          added.map((bookId, i) => ({
            customerId,
            bookId,
            addedAt: new Date(now.getTime() - (added.length - i)),
          })),
        )
        .onConflictDoNothing();
    }
    return { added, refused: fresh.slice(room), ignored };
  });
}

/** Takes the book out of the wishlist; true when it was there. */
export async function removeFromWishlist(
  db: Database,
  customerId: number,
  bookId: number,
): Promise<boolean> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.bookId, bookId)))
    .returning({ bookId: wishlistItems.bookId });
  return removed.length > 0;
}

/**
 * At login: the browser's list joins the server's (nothing is removed on either side), and the
 * answer is the whole list, which the browser then keeps.
 */
export async function mergeWishlist(
  db: Database,
  customerId: number,
  bookIds: readonly number[],
  now: Date = new Date(),
): Promise<number[]> {
  await addToWishlist(db, customerId, bookIds, now);
  return listWishlist(db, customerId);
}

/** Serialises a customer's additions, so concurrent calls cannot pass the limit together. */
async function lockCustomer(tx: Tx, customerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
    .for("update");
  return row !== undefined;
}

/** Only listed books count: one taken off sale does not take a place the shopper cannot see. */
async function countListed(tx: Tx, customerId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(wishlistItems)
    .innerJoin(books, eq(books.id, wishlistItems.bookId))
    .where(and(eq(wishlistItems.customerId, customerId), eq(books.isListed, true)));
  return row?.n ?? 0;
}
