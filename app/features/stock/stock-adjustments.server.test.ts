// The shop moving stock outside orders: deliveries, stocktakes, damaged copies, each recorded.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { books, catalogueState } from "../../../db/schema";
import { stockAdjustments } from "../../../db/schema-stock";
import { stockFeed } from "../../../db/stock-feed";
import { createTestDatabase } from "../../../db/testing";
import { enterCheckout } from "../checkout/checkout.server";
import { adjustStock, stockReport } from "./stock-adjustments.server";

const NOW = new Date("2026-11-27T09:00:00Z");
const TODAY = "2026-11-27";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const stockOf = async (bookId: number) =>
  (await database.db.select({ stock: books.stock }).from(books).where(eq(books.id, bookId)))[0]
    ?.stock;

describe("adjusting stock", () => {
  it("adds a delivery, records the count before and after, and leaves sales alone", async () => {
    const book = await createBook(database.db, { stock: 3, salesCount: 7 });
    const result = await adjustStock(database.db, {
      book: { id: book.id },
      change: { kind: "add", copies: 20 },
      reason: "received",
      note: "Factura 1042",
      recordedBy: "ana",
      now: NOW,
    });
    expect(result).toMatchObject({
      ok: true,
      book: { id: book.id },
      adjustment: {
        reason: "received",
        delta: 20,
        stockBefore: 3,
        stockAfter: 23,
        note: "Factura 1042",
        recordedBy: "ana",
      },
      held: 0,
    });
    const [row] = await database.db
      .select({ stock: books.stock, sales: books.salesCount })
      .from(books)
      .where(eq(books.id, book.id));
    expect(row).toEqual({ stock: 23, sales: 7 });
  });

  it("finds the book by ISBN or slug as well as by id", async () => {
    const book = await createBook(database.db, { stock: 5, isbn13: "9786068000117" });
    await adjustStock(database.db, {
      book: { isbn13: "9786068000117" },
      change: { kind: "remove", copies: 1 },
      reason: "damaged",
      now: NOW,
    });
    await adjustStock(database.db, {
      book: { slug: book.slug },
      change: { kind: "add", copies: 2 },
      reason: "received",
      now: NOW,
    });
    expect(await stockOf(book.id)).toBe(6);
  });

  it("sets the count a stocktake found, recording a count that was right as well", async () => {
    const book = await createBook(database.db, { stock: 12 });
    const found = await adjustStock(database.db, {
      book: { id: book.id },
      change: { kind: "set", count: 9 },
      reason: "stocktake",
      now: NOW,
    });
    expect(found).toMatchObject({
      ok: true,
      adjustment: { delta: -3, stockBefore: 12, stockAfter: 9 },
    });
    const confirmed = await adjustStock(database.db, {
      book: { id: book.id },
      change: { kind: "set", count: 9 },
      reason: "stocktake",
      now: NOW,
    });
    expect(confirmed).toMatchObject({
      ok: true,
      adjustment: { delta: 0, stockBefore: 9, stockAfter: 9 },
    });
    expect(await stockOf(book.id)).toBe(9);
  });

  it("refuses to take more copies than the shelf has, and changes nothing", async () => {
    const book = await createBook(database.db, { stock: 2 });
    const result = await adjustStock(database.db, {
      book: { id: book.id },
      change: { kind: "remove", copies: 3 },
      reason: "lost",
      now: NOW,
    });
    expect(result).toEqual({ ok: false, reason: "not-enough-stock", stock: 2 });
    expect(await stockOf(book.id)).toBe(2);
    const recorded = await database.db
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.bookId, book.id));
    expect(recorded).toEqual([]);
  });

  it("refuses a reason that goes the other way, and an unknown book", async () => {
    const book = await createBook(database.db, { stock: 2 });
    const cases = [
      { change: { kind: "add", copies: 1 }, reason: "damaged" },
      { change: { kind: "remove", copies: 1 }, reason: "received" },
      { change: { kind: "set", count: 4 }, reason: "correction" },
      { change: { kind: "add", copies: 1 }, reason: "stocktake" },
    ] as const;
    for (const { change, reason } of cases) {
      const result = await adjustStock(database.db, {
        book: { id: book.id },
        change,
        reason,
        now: NOW,
      });
      expect(result, `${change.kind} ${reason}`).toEqual({
        ok: false,
        reason: "reason-does-not-fit",
      });
    }
    expect(await stockOf(book.id)).toBe(2);
    expect(
      await adjustStock(database.db, {
        book: { slug: "nu-exista-cartea-asta" },
        change: { kind: "add", copies: 1 },
        reason: "received",
        now: NOW,
      }),
    ).toEqual({ ok: false, reason: "unknown-book" });
  });

  it("says how many copies live checkouts hold, which a removal may leave unserved", async () => {
    const book = await createBook(database.db, { stock: 4 });
    await enterCheckout(database.db, {
      token: null,
      lines: [{ id: book.id, quantity: 3 }],
      now: NOW,
      today: TODAY,
    });
    const result = await adjustStock(database.db, {
      book: { id: book.id },
      change: { kind: "remove", copies: 2 },
      reason: "damaged",
      now: NOW,
    });
    expect(result).toMatchObject({ ok: true, adjustment: { stockAfter: 2 }, held: 3 });
    // Twenty-one minutes later the hold has run out.
    const later = new Date(NOW.getTime() + 21 * 60_000);
    expect(await stockReport(database.db, { id: book.id }, later)).toMatchObject({
      stock: 2,
      held: 0,
    });
  });

  it("reaches the indexes as a stock move, not as a catalogue change", async () => {
    const book = await createBook(database.db, { stock: 1 });
    const feed = stockFeed(database.db);
    await feed.read();
    const versionBefore = (await database.db.select().from(catalogueState))[0]?.version;
    await adjustStock(database.db, {
      book: { id: book.id },
      change: { kind: "add", copies: 9 },
      reason: "received",
      now: NOW,
    });
    const updates = await feed.read();
    expect(updates).toContainEqual(expect.objectContaining({ id: book.id, stock: 10 }));
    expect((await database.db.select().from(catalogueState))[0]?.version).toBe(versionBefore);
  });
});

describe("a book's stock report", () => {
  it("lists the latest adjustments first, at most the number asked", async () => {
    const book = await createBook(database.db, { stock: 0 });
    for (const copies of [5, 6, 7]) {
      await adjustStock(database.db, {
        book: { id: book.id },
        change: { kind: "add", copies },
        reason: "received",
        now: NOW,
      });
    }
    const report = await stockReport(database.db, { id: book.id }, NOW, 2);
    expect(report).toMatchObject({ book: { id: book.id, slug: book.slug }, stock: 18, held: 0 });
    expect(report?.adjustments.map((a) => [a.delta, a.stockAfter])).toEqual([
      [7, 18],
      [6, 11],
    ]);
    expect(await stockReport(database.db, { slug: "nu-exista-cartea-asta" }, NOW)).toBeNull();
  });
});
