// What to reorder: books on sale now with few copies left for shoppers (stock less what live
// checkouts hold), the ones selling best lately first. Pre-orders are left out: they ship from
// future stock and take none now.
import { and, asc, desc, eq, gt, gte, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { books } from "../../../db/schema";
import { orderLines, orders, stockReservations } from "../../../db/schema-orders";

export interface LowStockRow {
  id: number;
  isbn13: string | null;
  title: string;
  stock: number;
  held: number;
  /** Copies ordered in the window (cancelled orders left out, campaign gifts counted). */
  sold: number;
}

export interface LowStockQuery {
  /** Books with at most this many copies free for shoppers. */
  atMost: number;
  /** The sales window, in days up to `now`. */
  days: number;
  now: Date;
  /** The shop's calendar day (YYYY-MM-DD), which decides what is still a pre-order. */
  today: string;
  limit?: number;
}

export async function lowStock(db: Database, query: LowStockQuery): Promise<LowStockRow[]> {
  const since = new Date(query.now.getTime() - query.days * 86_400_000);
  const sold = db.$with("sold").as(
    db
      .select({
        bookId: orderLines.bookId,
        copies: sql<number>`sum(${orderLines.quantity})::int`.as("sold_copies"),
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(gte(orders.placedAt, since), ne(orders.status, "cancelled")))
      .groupBy(orderLines.bookId),
  );
  const held = db.$with("held").as(
    db
      .select({
        bookId: stockReservations.bookId,
        copies: sql<number>`sum(${stockReservations.quantity})::int`.as("held_copies"),
      })
      .from(stockReservations)
      .where(gt(stockReservations.expiresAt, query.now))
      .groupBy(stockReservations.bookId),
  );
  const heldCopies = sql<number>`coalesce(${held.copies}, 0)`;
  const soldCopies = sql<number>`coalesce(${sold.copies}, 0)`;
  return db
    .with(sold, held)
    .select({
      id: books.id,
      isbn13: books.isbn13,
      title: books.title,
      stock: books.stock,
      held: heldCopies.mapWith(Number),
      sold: soldCopies.mapWith(Number),
    })
    .from(books)
    .leftJoin(sold, eq(sold.bookId, books.id))
    .leftJoin(held, eq(held.bookId, books.id))
    .where(
      and(
        eq(books.isListed, true),
        or(isNull(books.availableFrom), lte(books.availableFrom, query.today)),
        lte(sql`${books.stock} - ${heldCopies}`, query.atMost),
      ),
    )
    .orderBy(desc(soldCopies), asc(books.stock), asc(books.id))
    .limit(query.limit ?? 50);
}
