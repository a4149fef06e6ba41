// A raw SQL query returning its rows, on a test database (db/testing.ts: PGlite in memory, or a
// throw-away database on TEST_DATABASE_URL's PostgreSQL): what the seed tests read with.
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../client.server";

type Row = Record<string, unknown>;

export async function query<T = Row>(handle: DatabaseHandle, text: string): Promise<T[]> {
  const result = (await handle.db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}
