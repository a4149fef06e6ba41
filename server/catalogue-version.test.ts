import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server";
import { createBook } from "../db/factories";
import { createTestDatabase } from "../db/testing";
import { readCatalogueVersion, watchCatalogueVersion } from "./catalogue-version";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("the catalogue version watch", () => {
  it("tells the cache the version the database is at, and again when the catalogue moves", async () => {
    const seen: number[] = [];
    const stop = watchCatalogueVersion(database, { setCatalogueVersion: (v) => seen.push(v) }, 20);
    try {
      const before = await readCatalogueVersion(database);
      await expect.poll(() => seen.at(-1)).toBe(before);
      await createBook(database.db, { title: "Baltagul" });
      const after = await readCatalogueVersion(database);
      expect(after).not.toBe(before);
      await expect.poll(() => seen.at(-1)).toBe(after);
    } finally {
      stop();
    }
  });
});
