import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook, createContributor } from "../../../db/factories";
import { createTestDatabase } from "../../../db/testing";
import { suggest, suggestAnswer } from "./search.server";

let database: DatabaseHandle;
const today = "2026-11-22";

beforeAll(async () => {
  database = await createTestDatabase();
  const author = await createContributor(database.db, { name: "Ioan Slavici" });
  await createBook(database.db, { title: "Moara cu noroc", authors: [author] });
  await createBook(database.db, { title: "Mara", authors: [author] });
});

afterAll(async () => {
  await database.close();
});

describe("the /api/search answer", () => {
  it("is the JSON of the suggestions, with an ETag", async () => {
    const answer = await suggestAnswer(database.db, "moara cu", today);
    expect(JSON.parse(answer.body)).toEqual(await suggest(database.db, "moara cu", today));
    expect(JSON.parse(answer.body).titles[0].title).toBe("Moara cu noroc");
    expect(answer.etag).toMatch(/^W\/"[\w-]+"$/);
  });

  it("is kept: the same query gives the same prepared answer", async () => {
    const first = await suggestAnswer(database.db, "slavici", today);
    expect(await suggestAnswer(database.db, "slavici", today)).toBe(first);
    expect(await suggestAnswer(database.db, "mara", today)).not.toBe(first);
  });

  it("reads a long query no further than the engine does", async () => {
    const long = `moara ${"x".repeat(300)}`;
    const answer = await suggestAnswer(database.db, long, today);
    expect(await suggestAnswer(database.db, long.slice(0, 100), today)).toBe(answer);
  });
});
