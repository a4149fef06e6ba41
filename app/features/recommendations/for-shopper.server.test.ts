import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../../db/client.server";
import { createBook, createContributor } from "../../../db/factories";
import { series } from "../../../db/schema";
import { orderLines, orders } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { refreshCatalogueIndex } from "../catalogue/list-index/index-store.server";
import { frequentlyBoughtForShopper } from "./for-shopper.server";
import { frequentlyBoughtSingles } from "./recommendations.server";

const TODAY = "2026-11-22";
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function order(db: Database, items: { id: number; price: number }[], times: number) {
  for (let n = 0; n < times; n++) {
    const subtotal = items.reduce((sum, item) => sum + item.price, 0);
    const [row] = await db.insert(orders).values({ subtotal, total: subtotal }).returning();
    await db
      .insert(orderLines)
      .values(
        items.map((item) => ({ orderId: row!.id, bookId: item.id, quantity: 1, unitPrice: 1 })),
      );
  }
}

const ids = (products: { id: number }[]) => products.map((p) => p.id);

describe("bought together, for a logged-in shopper", () => {
  const book: Record<string, { id: number; price: number }> = {};

  beforeAll(async () => {
    const { db } = database;
    const [saga] = await db.insert(series).values({ slug: "ciclul", name: "Ciclul" }).returning();
    const loved = await createContributor(db);
    const make = async (key: string, options: Parameters<typeof createBook>[1] = {}) => {
      book[key] = await createBook(db, { authors: [await createContributor(db)], ...options });
    };
    await make("product");
    await make("owned");
    await make("plain");
    await make("byLovedAuthor", { authors: [loved] });
    await make("inLovedSeries", { seriesId: saga!.id, seriesVolume: 2 });
    await make("favouriteByAuthor", { authors: [loved] });
    await make("favouriteInSeries", { seriesId: saga!.id, seriesVolume: 1 });
    const { product, owned, plain, byLovedAuthor, inLovedSeries } = book;
    await order(db, [product!, owned!], 4);
    await order(db, [product!, plain!], 3);
    await order(db, [product!, byLovedAuthor!], 2);
    await order(db, [product!, inLovedSeries!], 1);
    await refreshCatalogueIndex(db);
  });

  it("is everyone's list when the shopper has no orders and no favourites", async () => {
    const everyone = await frequentlyBoughtSingles(database.db, book.product!.id, TODAY);
    const mine = await frequentlyBoughtForShopper(database.db, book.product!.id, TODAY, {
      ordered: [],
      favourites: [],
    });
    expect(ids(mine)).toEqual(ids(everyone));
    expect(ids(mine).slice(0, 4)).toEqual(
      ["owned", "plain", "byLovedAuthor", "inLovedSeries"].map((key) => book[key]!.id),
    );
  });

  it("leaves out what the shopper ordered and puts their favourites' kin first", async () => {
    const mine = await frequentlyBoughtForShopper(database.db, book.product!.id, TODAY, {
      ordered: [book.owned!.id],
      favourites: [book.favouriteByAuthor!.id, book.favouriteInSeries!.id],
    });
    expect(ids(mine)).toEqual(
      ["byLovedAuthor", "inLovedSeries", "plain"].map((key) => book[key]!.id),
    );
  });

  it("answers nothing for an unknown product", async () => {
    expect(
      await frequentlyBoughtForShopper(database.db, 987_654, TODAY, {
        ordered: [],
        favourites: [],
      }),
    ).toEqual([]);
  });
});
