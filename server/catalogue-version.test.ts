import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server";
import { createBook } from "../db/factories";
import { bookImages, series, slugRedirects } from "../db/schema";
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

  it("moves with every table the catalogue caches read: covers, series, old slugs too", async () => {
    const { db } = database;
    const book = await createBook(db, { title: "Ciuleandra", slug: "ciuleandra" });
    const changes = [
      () => db.update(bookImages).set({ width: 601 }).where(eq(bookImages.bookId, book.id)),
      () =>
        db.insert(series).values({ slug: "romanele-lui-rebreanu", name: "Romanele lui Rebreanu" }),
      () => db.insert(slugRedirects).values({ oldSlug: "ciuleandra-veche", bookId: book.id }),
    ];
    for (const change of changes) {
      const before = await readCatalogueVersion(database);
      await change();
      expect(await readCatalogueVersion(database)).toBeGreaterThan(before);
    }
  });
});
