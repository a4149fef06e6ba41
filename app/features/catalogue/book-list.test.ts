// Facet counts against the real pipeline: seeded database → catalogue index → list pages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { seedCatalogue } from "../../../db/seed/catalogue";
import { createTestDatabase } from "../../../db/testing";
import { bookListPage } from "./book-list.server";
import { refreshCatalogueIndex } from "./list-index/index-store.server";
import type { ListParams } from "./list-params";

const TODAY = "2026-11-22";
let database: DatabaseHandle;

const none: ListParams = {
  order: "cele-mai-vandute",
  page: 1,
  authors: [],
  publishers: [],
  formats: [],
  languages: [],
  availability: [],
};

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db, { books: 400, referenceDate: "2026-11-01" });
  await refreshCatalogueIndex(database.db);
});
afterAll(async () => {
  await database.close();
});

describe("book list pages on a seeded catalogue", () => {
  it.each<[string, string | null]>([
    ["the whole catalogue", null],
    ["a top category with its sub-categories", "beletristica"],
  ])("every facet count is the total that choosing it gives: %s", async (_name, categorySlug) => {
    const { db } = database;
    const base = categorySlug ? { categoryId: await categoryId(categorySlug) } : {};
    const start = { ...none, priceMax: 6_000 };
    const page = await bookListPage(db, start, base, TODAY);
    expect(page.total).toBeGreaterThan(0);
    const checks: [keyof ListParams, { value: string; count: number }[]][] = [
      ["formats", page.facets.formats],
      ["availability", page.facets.availability],
      ["languages", page.facets.languages],
      ["publishers", page.facets.publishers.slice(0, 4)],
      ["authors", page.facets.authors.slice(0, 4)],
    ];
    for (const [key, options] of checks) {
      for (const option of options) {
        const chosen = await bookListPage(db, { ...start, [key]: [option.value] }, base, TODAY);
        expect(chosen.total, `${String(key)}=${option.value}`).toBe(option.count);
      }
    }
  });

  it("keeps every listed book within the price filter and pages without repeats", async () => {
    const { db } = database;
    const params = { ...none, priceMax: 4_000 };
    const first = await bookListPage(db, params, {}, TODAY, 10);
    const second = await bookListPage(db, { ...params, page: 2 }, {}, TODAY, 10);
    const books = [...first.books, ...second.books];
    for (const book of books) expect(book.price).toBeLessThanOrEqual(4_000);
    expect(new Set(books.map((b) => b.id)).size).toBe(books.length);
    expect(first.pageCount).toBe(Math.ceil(first.total / 10));
  });
});

async function categoryId(slug: string): Promise<number> {
  const index = await refreshCatalogueIndex(database.db);
  const id = index.categoryIdBySlug.get(slug);
  if (id === undefined) throw new Error(`no category ${slug}`);
  return id;
}
