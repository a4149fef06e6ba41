import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueVersionWatch } from "./catalogue-version";
import type { DatabaseHandle } from "./client.server";
import { createBook } from "./factories";
import { bookImages, series, slugRedirects } from "./schema";
import { createTestDatabase } from "./testing";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("the catalogue version watch", () => {
  it("tells its listeners the version the database is at, and again when the catalogue moves", async () => {
    const watch = catalogueVersionWatch(database.db);
    const seen: number[] = [];
    const unsubscribe = watch.subscribe((v) => seen.push(v));
    try {
      const before = await watch.read();
      await expect.poll(() => seen.at(-1)).toBe(before);
      await createBook(database.db, { title: "Baltagul" });
      const after = await watch.read();
      expect(after).not.toBe(before);
      expect(seen.at(-1)).toBe(after);
      expect(watch.current).toBe(after);
    } finally {
      unsubscribe();
    }
  });

  it("is one per database in the process, whichever copy of the module asks", async () => {
    // The server runs this module from source and the pages from the build: two copies.
    const copy = (await import(
      /* @vite-ignore */ `./catalogue-version.ts?copy=${Date.now()}`
    )) as typeof import("./catalogue-version");
    expect(copy.catalogueVersionWatch).not.toBe(catalogueVersionWatch);
    expect(copy.catalogueVersionWatch(database.db)).toBe(catalogueVersionWatch(database.db));
  });

  it("moves with every table the catalogue caches read: covers, series, old slugs too", async () => {
    const { db } = database;
    const watch = catalogueVersionWatch(db);
    const book = await createBook(db, { title: "Ciuleandra", slug: "ciuleandra" });
    const changes = [
      () => db.update(bookImages).set({ width: 601 }).where(eq(bookImages.bookId, book.id)),
      () =>
        db.insert(series).values({ slug: "romanele-lui-rebreanu", name: "Romanele lui Rebreanu" }),
      () => db.insert(slugRedirects).values({ oldSlug: "ciuleandra-veche", bookId: book.id }),
    ];
    for (const change of changes) {
      const before = await watch.read();
      await change();
      expect(await watch.read()).toBeGreaterThan(before);
    }
  });
});
