// The shop's stock moves outside orders and returns (deliveries, stocktakes, damaged or lost
// copies), each recorded with the count before and after. The book's row is locked as orders lock
// it (reservation.server.ts), so an adjustment and an order of the same title queue instead of
// overwriting each other's count; the books trigger logs the move to stock_changes, so every
// instance's index updates in place as it does for orders.
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Database, Tx } from "../../../db/client.server";
import { books } from "../../../db/schema";
import { stockReservations } from "../../../db/schema-orders";
import { stockAdjustments } from "../../../db/schema-stock";
import type { BookRef } from "../catalogue/book-ref";
import { whereBookRef } from "../catalogue/book-ref.server";
import { reasonFits, type StockChange, type StockReason } from "./stock-reasons";

export interface Adjustment {
  id: number;
  reason: StockReason;
  delta: number;
  stockBefore: number;
  stockAfter: number;
  note: string;
  recordedBy: string;
  createdAt: Date;
}

export interface AdjustStockInput {
  book: BookRef;
  change: StockChange;
  reason: StockReason;
  note?: string;
  recordedBy?: string;
  now: Date;
}

export type AdjustStockResult =
  | {
      ok: true;
      book: { id: number; title: string };
      adjustment: Adjustment;
      /** Copies live checkouts hold now; above the new stock, some of them cannot be served. */
      held: number;
    }
  | { ok: false; reason: "unknown-book" }
  | { ok: false; reason: "reason-does-not-fit" }
  | { ok: false; reason: "not-enough-stock"; stock: number };

/** Moves a book's stock and records why, in one transaction. */
export async function adjustStock(
  db: Database,
  input: AdjustStockInput,
): Promise<AdjustStockResult> {
  const { change, reason } = input;
  if (!reasonFits(reason, change)) return { ok: false, reason: "reason-does-not-fit" };
  return db.transaction(async (tx): Promise<AdjustStockResult> => {
    const [book] = await tx
      .select({ id: books.id, title: books.title, stock: books.stock })
      .from(books)
      .where(whereBookRef(input.book))
      .for("update");
    if (!book) return { ok: false, reason: "unknown-book" };
    const after =
      change.kind === "set"
        ? change.count
        : book.stock + (change.kind === "add" ? change.copies : -change.copies);
    if (after < 0) return { ok: false, reason: "not-enough-stock", stock: book.stock };
    if (after !== book.stock) {
      await tx.update(books).set({ stock: after }).where(eq(books.id, book.id));
    }
    const [recorded] = await tx
      .insert(stockAdjustments)
      .values({
        bookId: book.id,
        reason,
        delta: after - book.stock,
        stockBefore: book.stock,
        stockAfter: after,
        note: input.note ?? "",
        recordedBy: input.recordedBy ?? "",
        createdAt: input.now,
      })
      .returning();
    if (!recorded) throw new Error("the adjustment was not recorded");
    return {
      ok: true,
      book: { id: book.id, title: book.title },
      adjustment: toAdjustment(recorded),
      held: await heldNow(tx, book.id, input.now),
    };
  });
}

export interface StockReport {
  book: { id: number; title: string; isbn13: string | null; slug: string; format: string };
  stock: number;
  held: number;
  salesCount: number;
  /** The latest first. */
  adjustments: Adjustment[];
}

/** A book's stock, what live checkouts hold of it and its latest adjustments. */
export async function stockReport(
  db: Database,
  ref: BookRef,
  now: Date,
  limit = 10,
): Promise<StockReport | null> {
  const [book] = await db
    .select({
      id: books.id,
      title: books.title,
      isbn13: books.isbn13,
      slug: books.slug,
      format: books.format,
      stock: books.stock,
      salesCount: books.salesCount,
    })
    .from(books)
    .where(whereBookRef(ref));
  if (!book) return null;
  const adjustments = await db
    .select()
    .from(stockAdjustments)
    .where(eq(stockAdjustments.bookId, book.id))
    .orderBy(desc(stockAdjustments.id))
    .limit(limit);
  const { stock, salesCount, ...identity } = book;
  return {
    book: identity,
    stock,
    salesCount,
    held: await heldNow(db, book.id, now),
    adjustments: adjustments.map(toAdjustment),
  };
}

async function heldNow(db: Tx | Database, bookId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ held: sql<number>`coalesce(sum(${stockReservations.quantity}), 0)::int` })
    .from(stockReservations)
    .where(and(eq(stockReservations.bookId, bookId), gt(stockReservations.expiresAt, now)));
  return row?.held ?? 0;
}

function toAdjustment({
  bookId: _,
  ...adjustment
}: typeof stockAdjustments.$inferSelect): Adjustment {
  return adjustment;
}
