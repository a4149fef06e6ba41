import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.server";
import { independentQueries } from "./independent-queries";
import { createTestDatabase } from "./testing";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Tasks that note when they start and end, each a query with a pause in between. */
function tracedTasks(db: DatabaseHandle["db"], log: string[]) {
  const task = (name: string, value: number) => async () => {
    log.push(`${name} starts`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await db.execute(sql`select ${value}::int`);
    log.push(`${name} ends`);
    return value;
  };
  return [task("a", 1), task("b", 2)] as const;
}

describe("independent queries", () => {
  it("run at once on the database", async () => {
    const log: string[] = [];
    const results = await independentQueries(database.db, tracedTasks(database.db, log));
    expect(results).toEqual([1, 2]);
    expect(log.slice(0, 2)).toEqual(["a starts", "b starts"]);
  });

  it("run one after another inside a transaction, whose one connection takes one query at a time", async () => {
    const log: string[] = [];
    const results = await database.db.transaction((tx) =>
      independentQueries(tx, tracedTasks(tx as unknown as DatabaseHandle["db"], log)),
    );
    expect(results).toEqual([1, 2]);
    expect(log).toEqual(["a starts", "a ends", "b starts", "b ends"]);
  });
});
