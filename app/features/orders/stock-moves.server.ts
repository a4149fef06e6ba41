// Stock and sales counts move with orders in one statement per order. The books trigger logs
// these moves to stock_changes (not a catalogue change), so indexes update in place.
import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { books } from "../../../db/schema";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface StockMove {
  id: number;
  /** Copies leaving stock (negative: coming back). */
  taken: number;
  /** Copies sold (negative: a cancelled sale). */
  sold: number;
}

const intArray = (values: number[]) => `{${values.join(",")}}`;

export async function moveStock(tx: Tx | Database, moves: readonly StockMove[]): Promise<void> {
  if (moves.length === 0) return;
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
