import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.server";
import { createBook } from "./factories";
import { createTestDatabase } from "./testing";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function hasBookStatistics(): Promise<boolean> {
  const result = (await database.db.execute(
    sql`select exists (select 1 from pg_stats where tablename = 'books') as present`,
  )) as unknown as { rows: { present: boolean }[] };
  return Boolean(result.rows[0]?.present);
}

describe("planner statistics", () => {
  it("are gathered once on the embedded database, and left to autovacuum on a server", async () => {
    expect(await database.ensureStatistics()).toBe(false); // nothing to analyse yet
    await createBook(database.db, { title: "Ion" });
    if (database.kind === "postgres") {
      expect(await database.ensureStatistics()).toBe(false);
      return;
    }
    expect(await hasBookStatistics()).toBe(false);
    expect(await database.ensureStatistics()).toBe(true);
    expect(await hasBookStatistics()).toBe(true);
    expect(await database.ensureStatistics()).toBe(false);
  });
});
