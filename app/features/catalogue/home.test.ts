// The home page's „Noutăți” slider against /carti/noutati („Vezi toate”) on a seeded catalogue.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { seedCatalogue } from "../../../db/seed/catalogue";
import { createTestDatabase } from "../../../db/testing";
import { bookListPage } from "./book-list.server";
import { HOME_SECTION_SIZE, homeSections } from "./home.server";
import { refreshCatalogueIndex } from "./list-index/index-store.server";
import { type ListParams, UNFILTERED_LIST } from "./list-params";
import { newBooksWindow } from "./new-books.server";

let database: DatabaseHandle;

const newestFirst: ListParams = { ...UNFILTERED_LIST, order: "cele-mai-noi" };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db, { books: 300, referenceDate: "2026-11-01" });
  await refreshCatalogueIndex(database.db);
});
afterAll(async () => {
  await database.close();
});

/** /carti/noutati's books that can be bought, newest first, as the list page has them. */
async function newBooksPage(today: string) {
  const params: ListParams = { ...newestFirst, availability: ["in-stoc", "precomanda"] };
  return bookListPage(database.db, params, newBooksWindow(today), today, 1_000);
}

describe("the home page's „Noutăți”", () => {
  it.each(["2026-11-22", "2026-12-20", "2026-11-02"])(
    "shows the first books /carti/noutati lists on %s, none older or sold out",
    async (today) => {
      const { newest } = await homeSections(database.db, today);
      const page = await newBooksPage(today);
      expect(newest.length).toBeGreaterThan(0);
      expect(newest.map((b) => b.id)).toEqual(
        page.books.slice(0, HOME_SECTION_SIZE).map((b) => b.id),
      );
      for (const book of newest) expect(book.availability).not.toBe("out-of-stock");
      const all = await bookListPage(database.db, newestFirst, newBooksWindow(today), today, 1_000);
      // Fewer new books than the slider holds: it shows those, nothing older.
      expect(all.total).toBeLessThan(300);
      const listed = new Set(all.books.map((b) => b.id));
      for (const book of newest) expect(listed.has(book.id)).toBe(true);
    },
  );

  it("is empty (the page hides it) when no book is new", async () => {
    const { newest } = await homeSections(database.db, "2035-01-01");
    expect(newest).toEqual([]);
  });
});
