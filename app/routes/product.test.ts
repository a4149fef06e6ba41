// The product page's loader: the packs holding the book and the books bought with it come with the
// page (no request after it), always everyone's lists, so the page stays publicly cacheable.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { createBook } from "../../db/factories";
import { packItems, siteSettings } from "../../db/schema";
import { orderLines, orders } from "../../db/schema-orders";
import { createTestDatabase } from "../../db/testing";
import { refreshCatalogueIndex } from "../features/catalogue/list-index/index-store.server";
import { loader } from "./product";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

type LoaderResult = Exclude<Awaited<ReturnType<typeof loader>>, Response>;

async function load(slug: string, headers: HeadersInit = {}) {
  const result = (await loader({
    request: new Request(`http://localhost/carte/${slug}`, { headers }),
    params: { productUrl: slug },
    context: { db: database.db, store: { publicUrl: "http://localhost" } },
  } as unknown as Parameters<typeof loader>[0])) as LoaderResult;
  return {
    data: result.data,
    cacheControl: new Headers(result.init?.headers).get("Cache-Control"),
  };
}

describe("the product page's recommendations", () => {
  it("lists the packs holding the book with their saving, and the books bought with it", async () => {
    const { db } = database;
    const book = await createBook(db, { price: 3000 });
    const partner = await createBook(db, { price: 2500 });
    const pack = await createBook(db, {
      format: "pack",
      isbn13: null,
      price: 4500,
      oldPrice: 5500,
      title: "Pachet promo: doi prieteni",
    });
    const excluded = await createBook(db);
    const excludedPack = await createBook(db, { format: "pack", isbn13: null });
    await db.insert(packItems).values([
      { packId: pack.id, bookId: book.id },
      { packId: pack.id, bookId: partner.id },
      { packId: excludedPack.id, bookId: excluded.id },
    ]);
    const [order] = await db
      .insert(orders)
      .values({ status: "delivered", subtotal: 5500, total: 5500 })
      .returning();
    await db.insert(orderLines).values([
      { orderId: order!.id, bookId: book.id, quantity: 1, unitPrice: 3000 },
      { orderId: order!.id, bookId: partner.id, quantity: 1, unitPrice: 2500 },
    ]);
    await db
      .insert(siteSettings)
      .values({ key: "cart.packExclusions", value: { productIds: [excluded.id] } });
    await refreshCatalogueIndex(db);

    const { data, cacheControl } = await load(book.slug, {
      Authorization: `Bearer ${"a".repeat(43)}`,
    });
    expect(cacheControl).toMatch(/^public/);
    expect(data.packs.map((p) => [p.id, p.price, p.oldPrice])).toEqual([[pack.id, 4500, 5500]]);
    expect(data.boughtTogether[0]?.id).toBe(partner.id);
    // Only what the cards show travels with the page.
    expect(Object.keys(data.packs[0] ?? {})).not.toContain("categories");

    const excludedPage = await load(excluded.slug);
    expect(excludedPage.data.packs).toEqual([]);
  });
});

describe("the product page's address", () => {
  it("moves an old or differently spelled address to the canonical one, keeping its query", async () => {
    const book = await createBook(database.db, {
      slug: "baltagul-mihail-sadoveanu",
      title: "Baltagul",
    });
    const thrown = await loader({
      request: new Request(
        "http://localhost/carte/Baltagul-Mihail-Sadoveanu?utm_source=newsletter&egg=1",
      ),
      params: { productUrl: "Baltagul-Mihail-Sadoveanu" },
      context: { db: database.db, store: { publicUrl: "http://localhost" } },
    } as unknown as Parameters<typeof loader>[0]).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(
      `/carte/${book.slug}?utm_source=newsletter&egg=1`,
    );
  });
});
