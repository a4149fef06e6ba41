// Stock and sales counts move with orders in one statement per order. The books trigger logs
// these moves to stock_changes (not a catalogue change), so indexes update in place.
import { sql } from "drizzle-orm";
import type { Database, Tx } from "../../../db/client.server";
import { books } from "../../../db/schema";

export interface StockMove {
  id: number;
  /** Copies leaving stock (negative: coming back). */
  taken: number;
  /** Copies sold (negative: a cancelled sale). */
  sold: number;
}

const intArray = (values: number[]) => `{${values.join(",")}}`;

export async function moveStock(tx: Tx | Database, requested: readonly StockMove[]): Promise<void> {
  if (requested.length === 0) return;
  // One row per book: an UPDATE … FROM would apply only one of two rows naming the same book.
  const merged = new Map<number, StockMove>();
  for (const move of requested) {
    const seen = merged.get(move.id);
    merged.set(
      move.id,
      seen ? { id: move.id, taken: seen.taken + move.taken, sold: seen.sold + move.sold } : move,
    );
  }
  const moves = [...merged.values()];
  await tx.execute(sql`
    UPDATE ${books} SET
      stock = ${books.stock} - moved.taken,
      sales_count = greatest(0, ${books.salesCount} + moved.sold)
    FROM (
      SELECT unnest(${intArray(moves.map((m) => m.id))}::int[]) AS id,
             unnest(${intArray(moves.map((m) => m.taken))}::int[]) AS taken,
             unnest(${intArray(moves.map((m) => m.sold))}::int[]) AS sold
    ) AS moved
    WHERE ${books.id} = moved.id`);
}
