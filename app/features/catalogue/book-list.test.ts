// Facet counts against the real pipeline: seeded database → catalogue index → list pages.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { books } from "../../../db/schema";
import { seedCatalogue } from "../../../db/seed/catalogue";
import { createTestDatabase } from "../../../db/testing";
import { bookListPage, listRouteData } from "./book-list.server";
import { catchUpStock, refreshCatalogueIndex } from "./list-index/index-store.server";
import { queryList } from "./list-index/list-query";
import { type ListParams, ORDER_PARAMS, UNFILTERED_LIST } from "./list-params";

const TODAY = "2026-11-22";
let database: DatabaseHandle;

const none: ListParams = UNFILTERED_LIST;

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

describe("the pages and orders of one list", () => {
  it("sorts and pages the same filtered books in every order", async () => {
    const { db } = database;
    const base = { categoryId: await categoryId("beletristica") };
    const params = { ...none, formats: ["brosata" as const], priceMax: 8_000 };
    // The first page computes the filtered list; the others reuse it in another order.
    await bookListPage(db, params, base, TODAY, 10);
    const index = await refreshCatalogueIndex(db);
    for (const order of ["pret-crescator", "titlu", "cele-mai-noi"] as const) {
      const page = await bookListPage(db, { ...params, order, page: 2 }, base, TODAY, 10);
      const expected = queryList(index, {
        filters: { ...base, formats: ["paperback"], priceMax: 8_000 },
        order: ORDER_PARAMS[order],
        page: 2,
        pageSize: 10,
        today: 20261122,
      });
      expect(
        page.books.map((b) => b.id),
        order,
      ).toEqual(expected.ids);
      expect(page.total).toBe(expected.total);
    }
  });

  it("counts a book that ran out of stock on the list's next page", async () => {
    const { db } = database;
    const inStock = { ...none, availability: ["in-stoc" as const] };
    const first = await bookListPage(db, inStock, {}, TODAY, 10);
    const sold = first.books[0];
    if (!sold) throw new Error("no book in stock");
    // As an order or an operator would: a stock move, not a catalogue change.
    await db.update(books).set({ stock: 0 }).where(eq(books.id, sold.id));
    await catchUpStock(db);
    const second = await bookListPage(db, { ...inStock, page: 2 }, {}, TODAY, 10);
    expect(second.total).toBe(first.total - 1);
    expect(second.facets.availability.find((a) => a.value === "in-stoc")?.count).toBe(
      first.total - 1,
    );
  });
});

describe("author and publisher filters", () => {
  it.each<[string, keyof ListParams]>([
    ["an unknown author", "authors"],
    ["an unknown publisher", "publishers"],
  ])("%s matches no book, like an unknown language", async (_name, key) => {
    const page = await bookListPage(database.db, { ...none, [key]: ["nu-exista"] }, {}, TODAY);
    expect(page.total).toBe(0);
    expect(page.books).toEqual([]);
    const language = await bookListPage(database.db, { ...none, languages: ["xx"] }, {}, TODAY);
    expect(language.total).toBe(0);
  });

  it("an unknown slug next to a known one lists the known one's books", async () => {
    const index = await refreshCatalogueIndex(database.db);
    const [slug] = index.publisherIdBySlug.keys();
    if (!slug) throw new Error("no publisher");
    const known = await bookListPage(database.db, { ...none, publishers: [slug] }, {}, TODAY);
    const both = await bookListPage(
      database.db,
      { ...none, publishers: [slug, "nu-exista"] },
      {},
      TODAY,
    );
    expect(known.total).toBeGreaterThan(0);
    expect(both.total).toBe(known.total);
  });

  it("a publisher's page ignores `editura` and leaves it out of its canonical address", async () => {
    const index = await refreshCatalogueIndex(database.db);
    const [[slug, publisherId] = []] = index.publisherIdBySlug.entries();
    if (!slug || publisherId === undefined) throw new Error("no publisher");
    const base = "https://www.example.test";
    const path = `/editura/${slug}`;
    const context = { db: database.db, store: { publicUrl: base } };
    const plain = await listRouteData(context, new Request(`${base}${path}`), path, {
      publisherId,
    });
    const withParam = await listRouteData(
      context,
      new Request(`${base}${path}?editura=altceva`),
      path,
      { publisherId },
    );
    expect(withParam.canonical).toBe(`${base}${path}`);
    expect(withParam.refined).toBe(false);
    expect(withParam.listParams.publishers).toEqual([]);
    expect(withParam.list.total).toBe(plain.list.total);
  });
});

async function categoryId(slug: string): Promise<number> {
  const index = await refreshCatalogueIndex(database.db);
  const id = index.categoryIdBySlug.get(slug);
  if (id === undefined) throw new Error(`no category ${slug}`);
  return id;
}
