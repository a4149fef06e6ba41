// A fresh, migrated in-memory PGlite database and a raw SQL query returning its rows: what the
// tests of the seeded catalogue, content and reference date build on.
import { sql } from "drizzle-orm";
import { type DatabaseHandle, openDatabase } from "../client.server";

type Row = Record<string, unknown>;

export async function freshDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  return handle;
}

export async function query<T = Row>(handle: DatabaseHandle, text: string): Promise<T[]> {
  const result = (await handle.db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}
