import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import {
  createBook,
  createCategory,
  createContributor,
  createPublisher,
} from "../../../db/factories";
import { createTestDatabase } from "../../../db/testing";
import { bookCardsByIds, listBookCards } from "./book-cards.server";
import { findBookBySlug } from "./book-page.server";
import { refreshCatalogueIndex } from "./list-index/index-store.server";

const TODAY = "2026-11-22";
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("book pages", () => {
  it("returns a book with contributors in role order, publisher and categories", async () => {
    const { db } = database;
    const publisher = await createPublisher(db, {
      name: "Editura Vlădeasa",
      slug: "editura-vladeasa",
    });
    const category = await createCategory(db, {
      name: "Literatură română",
      slug: "literatura-romana",
    });
    const slavici = await createContributor(db, { name: "Ioan Slavici", slug: "ioan-slavici" });
    const translator = await createContributor(db, { name: "Ana Țurcanu", slug: "ana-turcanu" });
    await createBook(db, {
      slug: "moara-cu-noroc-ioan-slavici",
      title: "Moara cu noroc",
      price: 2499,
      oldPrice: 2999,
      publisherId: publisher.id,
      authors: [slavici],
      translators: [translator],
      categoriesOf: [category],
    });

    const found = await findBookBySlug(db, "moara-cu-noroc-ioan-slavici", TODAY);
    expect(found.kind).toBe("found");
    if (found.kind !== "found") return;
    expect(found.book).toMatchObject({
      title: "Moara cu noroc",
      price: 2499,
      oldPrice: 2999,
      availability: "in-stock",
      publisher: { name: "Editura Vlădeasa", slug: "editura-vladeasa" },
      authors: [{ name: "Ioan Slavici", slug: "ioan-slavici" }],
      categories: [{ name: "Literatură română", slug: "literatura-romana" }],
    });
    expect(found.book.contributors.map((c) => [c.role, c.name])).toEqual([
      ["author", "Ioan Slavici"],
      ["translator", "Ana Țurcanu"],
    ]);
    expect(found.book.cover?.largeUrlWebp).toMatch(/-mare-[0-9a-z]+\.webp$/);
    // What the page sends to the browser: the book's fields and nothing of the query's own.
    expect(Object.keys(found.book).sort()).toEqual(
      [
        ...["id", "slug", "title", "subtitle", "format", "price", "oldPrice", "authors", "cover"],
        ...["availability", "availableFrom", "isbn13", "description", "pageCount", "language"],
        ...["publishedOn", "publisher", "series", "contributors", "categories", "packItems"],
        ...["maxPerOrder", "promotion"],
      ].sort(),
    );
  });

  it("sends an old slug to the book's current slug", async () => {
    const book = await createBook(database.db, { slug: "titlu-nou", oldSlugs: ["titlu-vechi"] });
    expect(await findBookBySlug(database.db, "titlu-vechi", TODAY)).toEqual({
      kind: "moved",
      slug: book.slug,
    });
  });

  it("does not find unknown or unlisted books", async () => {
    await createBook(database.db, { slug: "retrasa", isListed: false });
    expect(await findBookBySlug(database.db, "nu-exista", TODAY)).toEqual({ kind: "missing" });
    expect(await findBookBySlug(database.db, "retrasa", TODAY)).toEqual({ kind: "missing" });
  });

  it("lists pack contents for packs", async () => {
    const { db } = database;
    const a = await createBook(db, { title: "Alfa" });
    const b = await createBook(db, { title: "Beta" });
    const pack = await createBook(db, { format: "pack", isbn13: null, slug: "pachet-alfa-beta" });
    const { packItems } = await import("../../../db/schema");
    await db.insert(packItems).values([
      { packId: pack.id, bookId: b.id },
      { packId: pack.id, bookId: a.id },
    ]);
    const found = await findBookBySlug(db, "pachet-alfa-beta", TODAY);
    expect(found.kind === "found" && found.book.packItems.map((p) => p.title)).toEqual([
      "Alfa",
      "Beta",
    ]);
  });

  it("reads series volumes, the published reviews' summary and the preview with the book", async () => {
    const { db } = database;
    const { bookPreviews, bookReviews, series } = await import("../../../db/schema");
    const [saga] = await db.insert(series).values({ slug: "saga", name: "Saga" }).returning();
    const seriesId = saga?.id;
    const second = await createBook(db, {
      slug: "saga-2",
      title: "Saga 2",
      seriesId,
      seriesVolume: 2,
    });
    await createBook(db, { slug: "saga-1", title: "Saga 1", seriesId, seriesVolume: 1 });
    await createBook(db, { slug: "saga-x", title: "Saga X", seriesId, isListed: false });
    await db.insert(bookReviews).values([
      { bookId: second.id, reviewerName: "Ana", rating: 5, body: "Minunată", status: "published" },
      { bookId: second.id, reviewerName: "Dan", rating: 4, body: "Bună", status: "published" },
      { bookId: second.id, reviewerName: "Ion", rating: 1, body: "Spam", status: "pending" },
    ]);
    await db.insert(bookPreviews).values({ bookId: second.id, excerpt: "Era odată…" });

    const found = await findBookBySlug(db, "saga-2", TODAY);
    expect(found.kind === "found" && found.facts).toEqual({
      volumes: [
        { slug: "saga-1", title: "Saga 1", volume: 1 },
        { slug: "saga-2", title: "Saga 2", volume: 2 },
      ],
      reviewSummary: { count: 2, average: 4.5 },
      hasPreview: true,
    });
    const alone = await findBookBySlug(db, "moara-cu-noroc-ioan-slavici", TODAY);
    expect(alone.kind === "found" && alone.facts).toEqual({
      volumes: [],
      reviewSummary: { count: 0, average: null },
      hasPreview: false,
    });
  });

  it("tells in stock, pre-order and out of stock apart", async () => {
    const { db } = database;
    const pre = await createBook(db, {
      stock: 0,
      availableFrom: "2027-01-10",
      publishedOn: "2027-01-10",
    });
    const out = await createBook(db, { stock: 0 });
    const cards = await bookCardsByIds(db, [pre.id, out.id], TODAY);
    expect(cards.map((c) => c.availability)).toEqual(["preorder", "out-of-stock"]);
  });
});

describe("book lists", () => {
  it("orders bestsellers by sales and leaves out unpublished and unlisted books", async () => {
    const { db } = database;
    const top = await createBook(db, { salesCount: 9_000_000 });
    const second = await createBook(db, { salesCount: 8_000_000 });
    await createBook(db, { salesCount: 9_500_000, publishedOn: "2027-03-01" });
    await createBook(db, { salesCount: 9_600_000, isListed: false });
    await refreshCatalogueIndex(db);
    const list = await listBookCards(db, { order: "bestsellers", limit: 2, today: TODAY });
    expect(list.map((b) => b.id)).toEqual([top.id, second.id]);
  });

  it("orders newest by publication date", async () => {
    const { db } = database;
    const newest = await createBook(db, { publishedOn: "2026-11-21" });
    await refreshCatalogueIndex(db);
    const list = await listBookCards(db, { order: "newest", limit: 1, today: TODAY });
    expect(list[0]?.id).toBe(newest.id);
  });

  it("gives every card its own authors and cover", async () => {
    const { db } = database;
    const ana = await createContributor(db, { name: "Ana Blandiana" });
    const marin = await createContributor(db, { name: "Marin Preda" });
    const first = await createBook(db, { authors: [ana] });
    const second = await createBook(db, { authors: [marin] });
    const cards = await bookCardsByIds(db, [first.id, second.id], TODAY);
    expect(cards.map((c) => c.authors.map((a) => a.name))).toEqual([
      ["Ana Blandiana"],
      ["Marin Preda"],
    ]);
    // Generated covers' URLs carry a version (cover-version.server.ts).
    expect(cards.map((c) => c.cover?.smallUrl)).toEqual([
      expect.stringMatching(new RegExp(`^/coperti/${first.id}-mica-[0-9a-z]+\\.jpg$`)),
      expect.stringMatching(new RegExp(`^/coperti/${second.id}-mica-[0-9a-z]+\\.jpg$`)),
    ]);
  });

  it("returns cards for ids in the order asked, skipping unknown ids", async () => {
    const { db } = database;
    const a = await createBook(db);
    const b = await createBook(db);
    const cards = await bookCardsByIds(db, [b.id, 999_999, a.id], TODAY);
    expect(cards.map((c) => c.id)).toEqual([b.id, a.id]);
  });
});
