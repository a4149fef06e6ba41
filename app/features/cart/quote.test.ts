import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { siteSettings } from "../../../db/schema";
import { createTestDatabase } from "../../../db/testing";
import { type CartQuote, cartQuoteRequestSchema, MAX_QUOTE_LINES } from "./quote";
import { quoteCart } from "./quote.server";

const TODAY = "2026-11-22";
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(siteSettings);
});

/** Parses like the route does, so tests send what a browser would. */
function quote(body: unknown): Promise<CartQuote> {
  return quoteCart(database.db, cartQuoteRequestSchema.parse(body), TODAY);
}

async function setSetting(key: string, value: unknown) {
  await database.db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}

describe("cart quote", () => {
  it("prices every line from the database, ignoring what the browser sent", async () => {
    const { db } = database;
    const book = await createBook(db, { price: 3999, oldPrice: 4999 });
    const result = await quote({
      lines: [
        { id: book.id, quantity: 2, price: 1, oldPrice: 0, title: "Ieftin", isUnavailable: false },
      ],
      total: 2,
    });
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({
      id: book.id,
      quantity: 2,
      requestedQuantity: 2,
      unitPrice: 3999,
      oldPrice: 4999,
      lineTotal: 7998,
      lineSavings: 2000,
      maxQuantityToOrder: 10,
      status: "ok",
      message: null,
    });
    expect(result.lines[0]?.product).toMatchObject({
      id: book.id,
      title: book.title,
      price: 3999,
      url: `/carte/${book.slug}`,
    });
    expect(result).toMatchObject({ subtotal: 7998, prpSavings: 2000, itemCount: 2 });
  });

  it("caps quantities at maxPerOrder and at the stock, with a message", async () => {
    const { db } = database;
    const limited = await createBook(db, { maxPerOrder: 3, stock: 50, price: 1000 });
    const scarce = await createBook(db, { maxPerOrder: 10, stock: 2, price: 1000 });
    const plenty = await createBook(db, { maxPerOrder: 25, stock: 100, price: 1000 });
    const single = await createBook(db, { maxPerOrder: 5, stock: 1, price: 1000 });
    const result = await quote({
      lines: [
        { id: limited.id, quantity: 5 },
        { id: scarce.id, quantity: 4 },
        { id: plenty.id, quantity: 1_000_000_000 },
        { id: single.id, quantity: 3 },
      ],
    });
    const [a, b, c, d] = result.lines;
    expect(a).toMatchObject({
      quantity: 3,
      requestedQuantity: 5,
      maxQuantityToOrder: 3,
      status: "quantity-capped",
      message: "Poți comanda cel mult 3 bucăți.",
      lineTotal: 3000,
    });
    expect(b).toMatchObject({
      quantity: 2,
      maxQuantityToOrder: 2,
      status: "quantity-capped",
      message: "Poți comanda cel mult 2 bucăți.",
    });
    expect(c).toMatchObject({
      quantity: 25,
      requestedQuantity: 1_000_000_000,
      message: "Poți comanda cel mult 25 de bucăți.",
    });
    expect(d).toMatchObject({ quantity: 1, message: "Poți comanda cel mult o bucată." });
    expect(result.subtotal).toBe((3 + 2 + 25 + 1) * 1000);
    expect(result.itemCount).toBe(31);
  });

  it("raises quantities below one to one and says so", async () => {
    const book = await createBook(database.db, { price: 1500 });
    const result = await quote({ lines: [{ id: book.id, quantity: -4 }] });
    expect(result.lines[0]).toMatchObject({
      quantity: 1,
      requestedQuantity: -4,
      status: "quantity-capped",
      message: "Cantitatea minimă este o bucată.",
      lineTotal: 1500,
    });
  });

  it("limits a pre-order only by maxPerOrder, whatever the stock", async () => {
    const book = await createBook(database.db, {
      stock: 0,
      maxPerOrder: 4,
      availableFrom: "2026-12-05",
      price: 2000,
    });
    const result = await quote({ lines: [{ id: book.id, quantity: 6 }] });
    expect(result.lines[0]).toMatchObject({
      quantity: 4,
      maxQuantityToOrder: 4,
      status: "quantity-capped",
    });
    expect(result.subtotal).toBe(8000);
  });

  it("marks out-of-stock books unavailable and leaves them out of every total", async () => {
    const { db } = database;
    const gone = await createBook(db, {
      stock: 0,
      price: 9999,
      oldPrice: 12999,
      freeShipping: true,
    });
    const kept = await createBook(db, { price: 2500 });
    const result = await quote({
      lines: [
        { id: gone.id, quantity: 2 },
        { id: kept.id, quantity: 1 },
      ],
    });
    expect(result.lines[0]).toMatchObject({
      id: gone.id,
      quantity: 0,
      requestedQuantity: 2,
      lineTotal: 0,
      lineSavings: 0,
      maxQuantityToOrder: 0,
      status: "unavailable",
      message: "Produsul nu mai este disponibil.",
    });
    expect(result.lines[0]?.product.isUnavailable).toBe(true);
    // Its free-shipping flag does not count either.
    expect(result).toMatchObject({ subtotal: 2500, prpSavings: 0, itemCount: 1, total: 4499 });
    expect(result.shipping).toMatchObject({ free: false, cost: 1999 });
  });

  it("reports unknown and unlisted ids, and merges duplicates", async () => {
    const { db } = database;
    const book = await createBook(db, { price: 1000, maxPerOrder: 10 });
    const unlisted = await createBook(db, { isListed: false });
    const result = await quote({
      lines: [
        { id: book.id, quantity: 2 },
        { id: 987_654, quantity: 1 },
        { id: unlisted.id, quantity: 1 },
        { id: book.id, quantity: 3 },
        { id: 99_999_999_999, quantity: 1 },
      ],
    });
    expect(result.lines.map((line) => [line.id, line.quantity, line.requestedQuantity])).toEqual([
      [book.id, 5, 5],
    ]);
    expect(result.unknownIds).toEqual([987_654, unlisted.id, 99_999_999_999]);
    expect(result.subtotal).toBe(5000);
  });

  it("adds up subtotal, PRP savings, hidden lines and shipping", async () => {
    const { db } = database;
    const discounted = await createBook(db, { price: 3000, oldPrice: 4000 });
    const above = await createBook(db, { price: 2000, oldPrice: 1500 });
    const hidden = await createBook(db, { price: 500, hideInCart: true });
    const result = await quote({
      lines: [
        { id: discounted.id, quantity: 3 },
        { id: above.id, quantity: 2 },
        { id: hidden.id, quantity: 1 },
      ],
    });
    expect(result.lines.map((line) => line.lineSavings)).toEqual([3000, 0, 0]);
    expect(result).toMatchObject({
      subtotal: 9000 + 4000 + 500,
      prpSavings: 3000,
      // The hidden line is paid for but not counted on the cart badge.
      itemCount: 5,
      total: 13_500 + 1999,
    });
    expect(result.shipping).toEqual({
      cost: 1999,
      standardCost: 1999,
      free: false,
      freeShippingMinimum: 50_000,
      remainingForFreeShipping: 50_000 - 13_500,
      showFreeShippingBar: true,
      promo: null,
    });
  });

  it("ships free from the minimum in the settings, at the cost in the settings below it", async () => {
    const book = await createBook(database.db, { price: 4000 });
    await setSetting("shop.freeShipping", { show: false, minimum: 8000 });
    await setSetting("shop.shipping", { cost: 1500 });

    const below = await quote({ lines: [{ id: book.id, quantity: 1 }] });
    expect(below.shipping).toEqual({
      cost: 1500,
      standardCost: 1500,
      free: false,
      freeShippingMinimum: 8000,
      remainingForFreeShipping: 4000,
      showFreeShippingBar: false,
      promo: null,
    });
    expect(below.total).toBe(5500);

    const atMinimum = await quote({ lines: [{ id: book.id, quantity: 2 }] });
    expect(atMinimum.shipping).toMatchObject({ cost: 0, free: true, remainingForFreeShipping: 0 });
    expect(atMinimum.total).toBe(8000);
  });

  it("ships free when any available line has free shipping", async () => {
    const { db } = database;
    const plain = await createBook(db, { price: 1000 });
    const shipsFree = await createBook(db, { price: 500, freeShipping: true });
    const result = await quote({
      lines: [
        { id: plain.id, quantity: 1 },
        { id: shipsFree.id, quantity: 1 },
      ],
    });
    expect(result.shipping).toMatchObject({ cost: 0, free: true, remainingForFreeShipping: 0 });
    expect(result.total).toBe(1500);
  });

  it("charges nothing for an empty cart", async () => {
    const result = await quote({ lines: [] });
    expect(result).toMatchObject({
      lines: [],
      unknownIds: [],
      subtotal: 0,
      total: 0,
      voucher: null,
    });
    expect(result.shipping).toMatchObject({
      cost: 0,
      free: false,
      remainingForFreeShipping: 50_000,
    });
  });

  it("refuses a code that is not in the vouchers table, trimmed, and ignores a blank one", async () => {
    const book = await createBook(database.db, { price: 1000 });
    const withCode = await quote({
      lines: [{ id: book.id, quantity: 1 }],
      voucherCode: " BF2025 ",
    });
    expect(withCode.voucher).toEqual({
      code: "BF2025",
      applied: false,
      message: "Voucherul nu există. Verifică dacă l-ai scris corect.",
      discount: 0,
      gift: null,
      shipping: null,
      percent: null,
    });
    expect(withCode.discount).toBe(0);
    expect(withCode.total).toBe(1000 + 1999);
    const blank = await quote({ lines: [{ id: book.id, quantity: 1 }], voucherCode: "  " });
    expect(blank.voucher).toBeNull();
  });

  it("quotes 100 lines in a fixed number of queries", async () => {
    const { db } = database;
    const many = [];
    for (let i = 0; i < MAX_QUOTE_LINES; i++) many.push(await createBook(db, { price: 100 + i }));
    // Both drivers (PGlite, pg.Pool) run every statement through their client's query().
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const queries = vi.spyOn(client, "query");
    try {
      const result = await quote({ lines: many.map((book) => ({ id: book.id, quantity: 1 })) });
      expect(result.lines).toHaveLength(MAX_QUOTE_LINES);
      expect(result.subtotal).toBe(many.reduce((total, book) => total + book.price, 0));
      // Prices, products, settings (and pack contents when a pack is in the cart).
      expect(queries.mock.calls.length).toBeGreaterThan(0);
      expect(queries.mock.calls.length).toBeLessThanOrEqual(4);
    } finally {
      queries.mockRestore();
    }
  });
});

describe("request schema", () => {
  it.each([
    ["not an object", [1, 2]],
    ["no lines", {}],
    ["a string quantity", { lines: [{ id: 1, quantity: "2" }] }],
    ["a fractional quantity", { lines: [{ id: 1, quantity: 1.5 }] }],
    ["a negative id", { lines: [{ id: -1, quantity: 1 }] }],
    ["a missing quantity", { lines: [{ id: 1 }] }],
    ["a numeric voucher", { lines: [], voucherCode: 5 }],
    [
      "too many lines",
      { lines: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, quantity: 1 })) },
    ],
  ])("rejects %s", (_, body) => {
    expect(cartQuoteRequestSchema.safeParse(body).success).toBe(false);
  });

  it("accepts absurd whole quantities, for the quote to clamp", () => {
    const parsed = cartQuoteRequestSchema.parse({
      lines: [
        { id: 1, quantity: 0 },
        { id: 2, quantity: 1e30 },
      ],
    });
    expect(parsed.lines.map((line) => line.quantity)).toEqual([0, 1e30]);
  });
});
