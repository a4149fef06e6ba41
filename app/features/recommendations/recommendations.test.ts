import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../../db/client.server";
import { createBook, createCategory, createContributor } from "../../../db/factories";
import { packItems, series, siteSettings } from "../../../db/schema";
import { orderLines, orders } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { refreshCatalogueIndex } from "../catalogue/list-index/index-store.server";
import {
  frequentlyBoughtShown,
  frequentlyBoughtSingles,
  isListedProduct,
  packsContainingShown,
  recommendedFor,
  topSoldPackagesContaining,
} from "./recommendations.server";
import { toShownProduct } from "./shown-product";

const TODAY = "2026-11-22";
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

type Status = (typeof orders.$inferInsert)["status"];

/** An order of the given books, one of each at its price. */
async function order(db: Database, items: { id: number; price: number }[], status?: Status) {
  const subtotal = items.reduce((sum, item) => sum + item.price, 0);
  const [row] = await db.insert(orders).values({ status, subtotal, total: subtotal }).returning();
  await db.insert(orderLines).values(
    items.map((item) => ({
      orderId: row!.id,
      bookId: item.id,
      quantity: 1,
      unitPrice: item.price,
    })),
  );
}

const ids = (products: { id: number }[]) => products.map((p) => p.id);

describe("books bought together", () => {
  const book: Record<string, { id: number; price: number }> = {};

  beforeAll(async () => {
    const { db } = database;
    const genre = await createCategory(db, { slug: "genul-test", name: "Genul test" });
    const sub = await createCategory(db, {
      slug: "subgenul-test",
      name: "Subgenul test",
      parentId: genre.id,
    });
    const otherGenre = await createCategory(db, { slug: "alt-gen", name: "Alt gen" });
    const author = await createContributor(db);
    const stranger = await createContributor(db);
    const [saga] = await db.insert(series).values({ slug: "saga", name: "Saga" }).returning();
    const make = (key: string, options: Parameters<typeof createBook>[1]) =>
      createBook(db, { categoriesOf: [otherGenre], authors: [stranger], ...options }).then(
        (created) => {
          book[key] = created;
        },
      );

    await make("product", {
      authors: [author],
      categoriesOf: [sub],
      seriesId: saga!.id,
      seriesVolume: 1,
    });
    // Bought with the product: often, once, twice but out of stock, only in cancelled orders.
    await make("often", { salesCount: 5 });
    await make("once", { salesCount: 900 });
    await make("soldOut", { stock: 0, salesCount: 50 });
    await make("cancelledOnly", { salesCount: 10_000 });
    await make("unlisted", { isListed: false });
    await make("pack", { format: "pack", isbn13: null, salesCount: 100 });
    // Kin without orders: the next volume, another book by the author, genre best sellers.
    await make("volume2", {
      authors: [author],
      categoriesOf: [sub],
      seriesId: saga!.id,
      seriesVolume: 2,
      salesCount: 1,
    });
    await make("sameAuthor", { authors: [author], salesCount: 2 });
    await make("genreTop", { categoriesOf: [sub], salesCount: 300 });
    await make("genreSecond", { categoriesOf: [sub], salesCount: 200 });
    await make("genreSoldOut", { categoriesOf: [sub], stock: 0, salesCount: 5_000 });
    await make("parentGenre", { categoriesOf: [genre], salesCount: 100 });
    await make("preorder", {
      categoriesOf: [genre],
      stock: 0,
      availableFrom: "2026-12-10",
      publishedOn: "2026-12-10",
      salesCount: 50,
    });
    await make("unrelated", { salesCount: 20_000 });

    const { product, often, once, soldOut, cancelledOnly, unlisted, pack } = book;
    await order(db, [product!, often!]);
    await order(db, [product!, often!, soldOut!], "delivered");
    await order(db, [often!, product!, pack!], "returned");
    await order(db, [product!, once!, unlisted!]);
    await order(db, [product!, soldOut!]);
    await order(db, [product!, cancelledOnly!], "cancelled");
    await order(db, [product!, cancelledOnly!], "cancelled");
    await order(db, [book.unrelated!, book.genreTop!]);
    await refreshCatalogueIndex(db);
  });

  it("ranks co-purchases first, then the series, the author and the category", async () => {
    const found = await frequentlyBoughtSingles(database.db, book.product!.id, TODAY);
    const expected = [
      "often",
      "once",
      "volume2",
      "sameAuthor",
      "genreTop",
      "genreSecond",
      "parentGenre",
      "preorder",
      "soldOut",
      "genreSoldOut",
    ];
    expect(ids(found)).toEqual(expected.map((key) => book[key]!.id));
    expect(found[0]).toMatchObject({ productId: book.often!.id, isUnavailable: false });
    expect(found.find((p) => p.id === book.soldOut!.id)?.isUnavailable).toBe(true);
  });

  it("shows the product page the same list, built from the catalogue index", async () => {
    const found = await frequentlyBoughtSingles(database.db, book.product!.id, TODAY);
    const shown = await frequentlyBoughtShown(database.db, book.product!.id, TODAY);
    expect(shown).toEqual(found.map(toShownProduct));
    expect(shown.length).toBeGreaterThan(5);
  });

  it("leaves out-of-stock books out of the add-to-cart popup", async () => {
    const found = await recommendedFor(database.db, book.product!.id, TODAY);
    const expected = [
      "often",
      "once",
      "volume2",
      "sameAuthor",
      "genreTop",
      "genreSecond",
      "parentGenre",
      "preorder",
    ];
    expect(ids(found)).toEqual(expected.map((key) => book[key]!.id));
    expect(found.every((p) => !p.isUnavailable)).toBe(true);
  });

  it("works both ways: the product is bought with what it is bought with", async () => {
    const found = await recommendedFor(database.db, book.often!.id, TODAY);
    expect(ids(found)[0]).toBe(book.product!.id);
    expect(ids(found)).not.toContain(book.often!.id);
    expect(ids(found)).not.toContain(book.pack!.id);
    expect(new Set(ids(found)).size).toBe(found.length);
  });

  it("answers nothing for unknown and unlisted products", async () => {
    expect(await frequentlyBoughtSingles(database.db, 987_654, TODAY)).toEqual([]);
    expect(await recommendedFor(database.db, book.unlisted!.id, TODAY)).toEqual([]);
    expect(await isListedProduct(database.db, book.unlisted!.id)).toBe(false);
    expect(await isListedProduct(database.db, book.product!.id)).toBe(true);
  });
});

describe("packs containing a book", () => {
  it("lists the orderable packs that contain it, best-selling first", async () => {
    const { db } = database;
    const single = await createBook(db);
    const excluded = await createBook(db);
    const pack = (salesCount: number, extra: Parameters<typeof createBook>[1] = {}) =>
      createBook(db, { format: "pack", isbn13: null, isPromo: true, salesCount, ...extra });
    const modest = await pack(10);
    const popular = await pack(500);
    const hidden = await pack(900, { isListed: false });
    const soldOut = await pack(800, { stock: 0 });
    const elsewhere = await pack(1000);
    await db
      .insert(packItems)
      .values([
        ...[modest, popular, hidden, soldOut].map((p) => ({ packId: p.id, bookId: single.id })),
        { packId: elsewhere.id, bookId: excluded.id },
        { packId: popular.id, bookId: excluded.id },
      ]);
    await db.insert(siteSettings).values({
      key: "cart.packExclusions",
      value: { productIds: [excluded.id] },
    });
    await refreshCatalogueIndex(db);

    const found = await topSoldPackagesContaining(db, single.id, TODAY);
    expect(ids(found)).toEqual([popular.id, modest.id]);
    expect(found[0]?.productTypeId).toBe(4);
    expect(found[0]?.products.map((p) => p.id)).toContain(single.id);
    expect(await topSoldPackagesContaining(db, excluded.id, TODAY)).toEqual([]);
    expect(await topSoldPackagesContaining(db, 987_654, TODAY)).toEqual([]);
    // The product page's copy, from the index: the same packs.
    expect(await packsContainingShown(db, single.id, TODAY)).toEqual(found.map(toShownProduct));
    expect(await packsContainingShown(db, excluded.id, TODAY)).toEqual([]);

    // A book put in a pack later is found once the catalogue index follows the change.
    const later = await createBook(db);
    expect(await topSoldPackagesContaining(db, later.id, TODAY)).toEqual([]);
    await db.insert(packItems).values({ packId: modest.id, bookId: later.id });
    await refreshCatalogueIndex(db);
    expect(ids(await topSoldPackagesContaining(db, later.id, TODAY))).toEqual([modest.id]);
  });
});
