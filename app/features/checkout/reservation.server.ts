// Stock holds. Entering checkout holds the cart's copies for a while (the checkout.reservation
// setting, 20 minutes); available = stock − the live holds of other checkouts. Holding and
// placing lock the books' rows (always in id order, so two checkouts never deadlock), which makes
// concurrent shoppers queue for the same title instead of both getting its last copy.
import { and, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { Database, Tx } from "../../../db/client.server";
import { independentQueries } from "../../../db/independent-queries";
import { books } from "../../../db/schema";
import { checkouts, stockReservations } from "../../../db/schema-orders";
import { availabilityOf } from "../catalogue/availability";

export interface RequestedLine {
  id: number;
  quantity: number;
}

export interface LockedBook {
  id: number;
  title: string;
  price: number;
  oldPrice: number | null;
  stock: number;
  maxPerOrder: number;
  availableFrom: string | null;
}

/** What a line can have now: pre-orders ship from future stock, so only the per-order cap. */
export interface LineAvailability {
  id: number;
  title: string;
  requested: number;
  available: number;
  preorder: boolean;
}

/** Locks the listed books' rows for this transaction, in id order. */
export async function lockBooks(tx: Tx, ids: number[]): Promise<Map<number, LockedBook>> {
  return readBooks(tx, ids, true);
}

async function readBooks(
  tx: Tx | Database,
  ids: number[],
  lock: boolean,
): Promise<Map<number, LockedBook>> {
  if (ids.length === 0) return new Map();
  const query = tx
    .select({
      id: books.id,
      title: books.title,
      price: books.price,
      oldPrice: books.oldPrice,
      stock: books.stock,
      maxPerOrder: books.maxPerOrder,
      availableFrom: books.availableFrom,
    })
    .from(books)
    .where(and(inArray(books.id, ids), eq(books.isListed, true)))
    .orderBy(books.id);
  const rows = lock ? await query.for("update") : await query;
  return new Map(rows.map((row) => [row.id, row]));
}

/** What each line could have now, without holding anything (pages that only show it). */
export async function readAvailability(
  db: Database,
  tokenHash: string,
  lines: readonly RequestedLine[],
  now: Date,
  today: string,
): Promise<LineAvailability[]> {
  const ids = [...new Set(lines.map((line) => line.id))].sort((a, b) => a - b);
  const [found, held] = await independentQueries(db, [
    () => readBooks(db, ids, false),
    () => heldByOthers(db as Tx, ids, tokenHash, now),
  ]);
  return availabilityOfLines(lines, found, held, today);
}

/** Copies held by other checkouts' live reservations, per book. */
export async function heldByOthers(
  tx: Tx | Database,
  ids: number[],
  tokenHash: string,
  now: Date,
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      bookId: stockReservations.bookId,
      held: sql<number>`sum(${stockReservations.quantity})::int`,
    })
    .from(stockReservations)
    .where(
      and(
        inArray(stockReservations.bookId, ids),
        gt(stockReservations.expiresAt, now),
        ne(stockReservations.checkoutTokenHash, tokenHash),
      ),
    )
    .groupBy(stockReservations.bookId);
  return new Map(rows.map((row) => [row.bookId, row.held]));
}

export function availabilityOfLines(
  lines: readonly RequestedLine[],
  locked: Map<number, LockedBook>,
  held: Map<number, number>,
  today: string,
): LineAvailability[] {
  return lines.map((line) => {
    const book = locked.get(line.id);
    if (!book)
      return { id: line.id, title: "", requested: line.quantity, available: 0, preorder: false };
    const preorder = availabilityOf(book, today) === "preorder";
    const free = preorder ? book.maxPerOrder : Math.max(0, book.stock - (held.get(book.id) ?? 0));
    return {
      id: book.id,
      title: book.title,
      requested: line.quantity,
      available: Math.min(free, book.maxPerOrder),
      preorder,
    };
  });
}

export interface HoldResult {
  reservedUntil: Date;
  lines: LineAvailability[];
}

/**
 * Starts or renews the checkout `tokenHash` with `lines` and holds what is available of them
 * until now + holdMs. Entering again with the same cart renews the hold, never doubles it.
 */
export async function holdCart(
  db: Database,
  tokenHash: string,
  lines: readonly RequestedLine[],
  options: { now: Date; holdMs: number; today: string },
): Promise<HoldResult> {
  const reservedUntil = new Date(options.now.getTime() + options.holdMs);
  const ids = [...new Set(lines.map((line) => line.id))].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    await tx
      .insert(checkouts)
      .values({ tokenHash, lines, reservedUntil })
      .onConflictDoUpdate({
        target: checkouts.tokenHash,
        set: { lines, reservedUntil, updatedAt: options.now },
      });
    await tx.delete(stockReservations).where(eq(stockReservations.checkoutTokenHash, tokenHash));
    const locked = await lockBooks(tx, ids);
    const held = await heldByOthers(tx, ids, tokenHash, options.now);
    const availability = availabilityOfLines(lines, locked, held, options.today);
    const holds = availability
      .filter((line) => !line.preorder && line.available > 0)
      .map((line) => ({
        checkoutTokenHash: tokenHash,
        bookId: line.id,
        quantity: Math.min(line.requested, line.available),
        expiresAt: reservedUntil,
      }));
    if (holds.length > 0) await tx.insert(stockReservations).values(holds);
    return { reservedUntil, lines: availability };
  });
}

/** Lets go of a checkout's holds (the reservation expired, or the order took the copies). */
export async function releaseHolds(db: Database | Tx, tokenHash: string): Promise<void> {
  await db.delete(stockReservations).where(eq(stockReservations.checkoutTokenHash, tokenHash));
}

/** Deletes holds that expired long ago and checkouts abandoned for a day (housekeeping). */
export async function sweepExpiredHolds(db: Database, now: Date): Promise<void> {
  const hourAgo = new Date(now.getTime() - 60 * 60_000);
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  await db.delete(stockReservations).where(sql`${stockReservations.expiresAt} < ${hourAgo}`);
  await db
    .delete(checkouts)
    .where(sql`${checkouts.updatedAt} < ${dayAgo} AND ${checkouts.orderId} IS NULL`);
}
