// The shop's own stock moves, outside orders and returns: deliveries received, stocktakes,
// damaged or lost copies, copies sent back to a supplier. Each is one row, with the count before
// and after, so the stock of a book can always be explained.
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { books } from "./schema";

/** Why the stock moved; the labels are app/features/stock/stock-reasons.ts. */
export const stockAdjustmentReason = pgEnum("stock_adjustment_reason", [
  "received",
  "stocktake",
  "damaged",
  "lost",
  "supplier-return",
  "correction",
]);

export const stockAdjustments = pgTable(
  "stock_adjustments",
  {
    id: serial("id").primaryKey(),
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id),
    reason: stockAdjustmentReason("reason").notNull(),
    /** Copies added (negative: taken away). Zero only for a stocktake that found the count right. */
    delta: integer("delta").notNull(),
    stockBefore: integer("stock_before").notNull(),
    stockAfter: integer("stock_after").notNull(),
    note: text("note").notNull().default(""),
    /** Who recorded it: the operator's system user for the command line. */
    recordedBy: text("recorded_by").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stock_adjustments_book_idx").on(t.bookId, t.id),
    check(
      "stock_adjustments_counts_check",
      sql`${t.stockAfter} = ${t.stockBefore} + ${t.delta} AND ${t.stockAfter} >= 0`,
    ),
    check("stock_adjustments_delta_check", sql`${t.delta} <> 0 OR ${t.reason} = 'stocktake'`),
  ],
);
