import { eq, sql } from "drizzle-orm";
import pino from "pino";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/client.server";
import { createBook, createContributor } from "../../db/factories";
import { searchQueries, throttleCounters } from "../../db/schema";
import { createTestDatabase } from "../../db/testing";
import { refreshCatalogueIndex } from "../features/catalogue/list-index/index-store.server";
import { recordSearch } from "../features/search/search-log.server";
import { todayInShop } from "../lib/dates";
import { loader as suggestionsLoader } from "./api/search";
import { loader as resultsLoader } from "./search";

let database: DatabaseHandle;
const today = todayInShop();
const t0 = new Date("2026-11-22T10:00:00.000Z");
const hoursLater = (hours: number) => new Date(t0.getTime() + hours * 3600_000);

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const rebreanu = await createContributor(db, { name: "Liviu Rebreanu", slug: "liviu-rebreanu" });
  const slavici = await createContributor(db, { name: "Ioan Slavici", slug: "ioan-slavici" });
  await createBook(db, { title: "Ion", slug: "ion", authors: [rebreanu], salesCount: 90 });
  await createBook(db, {
    title: "Pădurea spânzuraților",
    slug: "padurea-spanzuratilor",
    authors: [rebreanu],
    salesCount: 50,
  });
  await createBook(db, { title: "Moara cu noroc", slug: "moara-cu-noroc", authors: [slavici] });
  await createBook(db, { title: "Mara", slug: "mara", authors: [slavici] });
});

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  await database.db.delete(searchQueries);
  await database.db.delete(throttleCounters);
});

function context(clientAddress: string): AppLoadContext {
  return {
    db: database.db,
    clientAddress,
    logger: pino({ level: "silent" }),
    store: { publicUrl: "http://shop.test" },
  } as unknown as AppLoadContext;
}

/** The results page /cautare?term=… as loaded by one client. */
async function loadResults(term: string, clientAddress: string) {
  const request = new Request(`http://shop.test/cautare?term=${encodeURIComponent(term)}`);
  const answer = await resultsLoader({
    request,
    params: {},
    context: context(clientAddress),
  } as unknown as Parameters<typeof resultsLoader>[0]);
  return answer.data;
}

/** GET /api/search?q=… as the box asks it, once the engine has read the log again. */
async function suggestions(query: string): Promise<string[]> {
  // The engine reads the log when it is built, once per catalogue version.
  await database.db.execute(sql`update catalogue_state set version = version + 1`);
  await refreshCatalogueIndex(database.db);
  const response = await suggestionsLoader({
    request: new Request(`http://shop.test/api/search?q=${encodeURIComponent(query)}`),
    params: {},
    context: context("192.0.2.1"),
  } as unknown as Parameters<typeof suggestionsLoader>[0]);
  const body = (await response.json()) as { suggestions: { searchedText: string }[] };
  return body.suggestions.map((s) => s.searchedText);
}

async function logged() {
  return database.db
    .select({
      normalized: searchQueries.normalized,
      text: searchQueries.text,
      searches: searchQueries.searches,
    })
    .from(searchQueries)
    .orderBy(searchQueries.normalized);
}

describe("the searches log, fed by the results page", () => {
  it("counts 300 loads of the results page from one client once", async () => {
    for (let i = 0; i < 300; i++) await loadResults("rebreanu ☠☠☠ !!! <<<>>>", "203.0.113.7");
    expect(await logged()).toEqual([{ normalized: "rebreanu", text: "Rebreanu", searches: 1 }]);
  });

  it("counts two clients twice", async () => {
    await loadResults("moara cu noroc", "203.0.113.7");
    await loadResults("moara cu noroc", "198.51.100.20");
    expect(await logged()).toEqual([
      { normalized: "moara cu noroc", text: "Moara cu noroc", searches: 2 },
    ]);
  });

  it("never shows a query's symbols in the default suggestions", async () => {
    for (let client = 1; client <= 20; client++) {
      await loadResults("rebreanu ☠☠☠ !!! <<<>>>", `203.0.113.${client}`);
    }
    await loadResults("mara", "198.51.100.20");
    const defaults = await suggestions("");
    expect(defaults).toEqual(["Rebreanu", "Mara"]);
    for (const text of defaults) expect(text).toMatch(/^[\p{L}\p{N} ]+$/u);
  });

  it("does not let a later searcher's spelling rewrite how an entry is shown", async () => {
    await loadResults("Liviu Rebreanu", "203.0.113.7");
    await loadResults("LIVIU rebreanu!!! <<<", "198.51.100.20");
    await loadResults("liviu REBREANU 😈", "198.51.100.21");
    expect(await logged()).toEqual([
      { normalized: "liviu rebreanu", text: "Liviu Rebreanu", searches: 3 },
    ]);
    expect(await suggestions("liviu")).toContain("Liviu Rebreanu");
    expect(await suggestions("")).toEqual(["Liviu Rebreanu"]);
  });

  it("answers the results page the same when the log declines to count it", async () => {
    const first = await loadResults("padurea spanzuratilor", "203.0.113.7");
    const again = await loadResults("padurea spanzuratilor", "203.0.113.7");
    expect(again.result?.list.total).toBe(1);
    expect(again.result?.list).toEqual(first.result?.list);
    // Not catalogue words: found by the typo tolerance, shown, never logged.
    const typo = await loadResults("rebrenu", "203.0.113.7");
    expect(typo.result?.list.total).toBe(2);
    expect(await logged()).toEqual([
      { normalized: "padurea spanzuratilor", text: "Pădurea spânzuraților", searches: 1 },
    ]);
  });
});

describe("recordSearch", () => {
  const search = (text: string, clientAddress = "203.0.113.7") => ({
    text,
    results: 3,
    clientAddress,
    today,
  });

  it("keeps junk out: symbols only, words the catalogue does not have, searches with no results", async () => {
    const { db } = database;
    for (const text of [
      "☠☠☠ !!! <<<>>>",
      "<script>alert(1)</script>",
      "rebreanu xyzzy",
      "x".repeat(100),
    ]) {
      expect(await recordSearch(db, search(text)), text).toBe("not-catalogue-words");
    }
    expect(await recordSearch(db, { ...search("mara"), results: 0 })).toBe("no-results");
    expect(await logged()).toEqual([]);
  });

  it("counts a client's search again the next day", async () => {
    const { db } = database;
    expect(await recordSearch(db, search("mara"), { now: t0 })).toBe("recorded");
    expect(await recordSearch(db, search("Mara!"), { now: hoursLater(23) })).toBe(
      "counted-already",
    );
    expect(await recordSearch(db, search("mara"), { now: hoursLater(24) })).toBe("recorded");
    expect((await logged())[0]?.searches).toBe(2);
  });

  it("counts an IPv6 client once across its /64", async () => {
    const { db } = database;
    expect(await recordSearch(db, search("ion", "2001:db8:1:2::10"))).toBe("recorded");
    expect(await recordSearch(db, search("ion", "2001:db8:1:2:ffff::99"))).toBe("counted-already");
    expect(await recordSearch(db, search("ion", "2001:db8:1:3::10"))).toBe("recorded");
  });

  it("records at most 30 distinct searches per client and hour", async () => {
    const { db } = database;
    const words = ["ion", "liviu", "rebreanu", "moara", "noroc", "ioan", "slavici", "mara"];
    const pairs = words.flatMap((a) => words.filter((b) => b !== a).map((b) => `${a} ${b}`));
    const outcomes = [];
    for (const text of pairs.slice(0, 31))
      outcomes.push(await recordSearch(db, search(text), { now: t0 }));
    expect(outcomes.filter((o) => o === "recorded")).toHaveLength(30);
    expect(outcomes[30]).toBe("client-limit");
    // Past its allowance a client writes nothing, not even a counter for each new query.
    const counters = async () =>
      (
        (await db.execute(
          sql`select count(*)::int as n from throttle_counters where rule = 'searchLogQuery'`,
        )) as { rows: { n: number }[] }
      ).rows[0]?.n;
    const before = await counters();
    for (const text of pairs.slice(40, 45)) {
      expect(await recordSearch(db, search(text), { now: t0 })).toBe("client-limit");
    }
    expect(await counters()).toBe(before);
    expect(await recordSearch(db, search(pairs[31] ?? "", "198.51.100.20"), { now: t0 })).toBe(
      "recorded",
    );
    expect(await recordSearch(db, search(pairs[32] ?? ""), { now: hoursLater(1) })).toBe(
      "recorded",
    );
  });
});

// PGlite runs one statement at a time, so it cannot show a race: this needs a PostgreSQL server.
describe.skipIf(!process.env.TEST_DATABASE_URL)("on PostgreSQL, several instances at once", () => {
  it("count 60 concurrent results pages of one client once", async () => {
    const { rows } = (await database.db.execute(sql`select current_database() as name`)) as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.TEST_DATABASE_URL ?? "");
    url.pathname = `/${rows[0]?.name ?? ""}`;
    const instances = await Promise.all(
      [1, 2, 3].map(() =>
        openDatabase({ databaseUrl: url.toString(), dataDir: "unused", poolSize: 4 }),
      ),
    );
    try {
      const outcomes = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          recordSearch(instances[i % 3]?.db ?? database.db, search("moara cu noroc")),
        ),
      );
      expect(outcomes.filter((o) => o === "recorded")).toHaveLength(1);
      const [row] = await database.db
        .select({ searches: searchQueries.searches })
        .from(searchQueries)
        .where(eq(searchQueries.normalized, "moara cu noroc"));
      expect(row?.searches).toBe(1);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });

  const search = (text: string) => ({ text, results: 1, clientAddress: "203.0.113.7", today });
});
