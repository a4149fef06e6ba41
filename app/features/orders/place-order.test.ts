import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueVersionWatch } from "../../../db/catalogue-version";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { books } from "../../../db/schema";
import { orderEvents, orderLines, orders, stockReservations } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { quoteCart } from "../cart/quote.server";
import {
  catalogueIndex,
  catchUpStock,
  refreshCatalogueIndex,
} from "../catalogue/list-index/index-store.server";
import { enterCheckout } from "../checkout/checkout.server";
import { readyCheckout as readyTestCheckout } from "./checkout-test-kit";
import { cancelUnpaidOrders, moveOrder, movePayment } from "./order-status.server";
import { placeOrder } from "./place-order.server";

const TODAY = "2026-11-22";
const NOW = new Date("2026-11-22T10:00:00Z");
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A shopper who entered checkout with `lines` and filled steps 1 and 2. */
function readyCheckout(
  lines: { id: number; quantity: number }[],
  payment: "ramburs" | "card" | "ordin-plata" = "ramburs",
  now = NOW,
) {
  return readyTestCheckout(database.db, { lines, payment, now, today: TODAY });
}

async function stockOf(id: number) {
  const [row] = await database.db
    .select({ stock: books.stock, sales: books.salesCount })
    .from(books)
    .where(eq(books.id, id));
  return row;
}

describe("placing an order", () => {
  it("charges the database's prices, takes the stock and records the order", async () => {
    const { db } = database;
    const book = await createBook(db, { price: 3999, oldPrice: 4999, stock: 5, salesCount: 10 });
    const checkout = await readyCheckout([{ id: book.id, quantity: 2 }]);
    expect(checkout.short).toEqual([]);

    const result = await placeOrder(db, {
      tokenHash: checkout.tokenHash,
      idempotencyKey: "key-1",
      now: NOW,
      today: TODAY,
    });
    expect(result).toMatchObject({ ok: true, created: true });
    if (!result.ok) return;
    const [order] = await db.select().from(orders).where(eq(orders.id, result.order.id));
    const quote = await quoteCart(
      db,
      { lines: [{ id: book.id, quantity: 2 }], voucherCode: null },
      TODAY,
    );
    expect(order).toMatchObject({
      status: "placed",
      paymentStatus: "pending",
      subtotal: 7998,
      shippingCost: quote.shipping.cost,
      total: quote.total,
      email: "ana.pop@example.ro",
      paymentMethod: "ramburs",
    });
    expect(order?.number).toBeGreaterThan(100_000);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, result.order.id));
    expect(lines).toMatchObject([
      { bookId: book.id, quantity: 2, unitPrice: 3999, oldPrice: 4999, stockTaken: 2 },
    ]);
    expect(await stockOf(book.id)).toEqual({ stock: 3, sales: 12 });
    const holds = await db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.checkoutTokenHash, checkout.tokenHash));
    expect(holds).toEqual([]);
  });

  it("creates one order however often the same form is sent", async () => {
    const { db } = database;
    const book = await createBook(db, { stock: 5 });
    const checkout = await readyCheckout([{ id: book.id, quantity: 1 }]);
    const place = (key: string) =>
      placeOrder(db, {
        tokenHash: checkout.tokenHash,
        idempotencyKey: key,
        now: NOW,
        today: TODAY,
      });
    const results = await Promise.all([place("same"), place("same"), place("same")]);
    const ids = new Set(results.map((result) => (result.ok ? result.order.id : null)));
    expect(ids.size).toBe(1);
    // Another key on a placed checkout still answers with its order.
    const again = await place("other");
    expect(again.ok && again.order.id).toBe([...ids][0]);
    expect(await stockOf(book.id)).toMatchObject({ stock: 4 });
  });

  it("holds copies for one checkout, so another sees only what is left", async () => {
    const { db } = database;
    const book = await createBook(db, { stock: 3 });
    const first = await readyCheckout([{ id: book.id, quantity: 2 }]);
    const second = await readyCheckout([{ id: book.id, quantity: 2 }]);
    expect(first.short).toEqual([]);
    expect(second.short).toMatchObject([{ id: book.id, requested: 2, available: 1 }]);
    const refused = await placeOrder(db, {
      tokenHash: second.tokenHash,
      idempotencyKey: "second",
      now: NOW,
      today: TODAY,
    });
    expect(refused).toMatchObject({
      ok: false,
      reason: "not-in-stock",
      missing: [{ id: book.id, requested: 2, available: 1 }],
    });
    const placed = await placeOrder(db, {
      tokenHash: first.tokenHash,
      idempotencyKey: "first",
      now: NOW,
      today: TODAY,
    });
    expect(placed.ok).toBe(true);
    expect(await stockOf(book.id)).toMatchObject({ stock: 1 });
  });

  it("renews a checkout entered again instead of holding twice", async () => {
    const { db } = database;
    const book = await createBook(db, { stock: 2 });
    const entered = await enterCheckout(db, {
      token: null,
      lines: [{ id: book.id, quantity: 2 }],
      now: NOW,
      today: TODAY,
    });
    const again = await enterCheckout(db, {
      token: entered.token,
      lines: [{ id: book.id, quantity: 2 }],
      now: new Date(NOW.getTime() + 60_000),
      today: TODAY,
    });
    expect(again.token).toBe(entered.token);
    expect(again.short).toEqual([]);
    expect(again.hold.reservedUntil.getTime() - NOW.getTime()).toBe(60_000 + 1_200_000);
  });

  it("refuses an expired hold, and others may then take its copies", async () => {
    const { db } = database;
    const book = await createBook(db, { stock: 1 });
    const late = await readyCheckout([{ id: book.id, quantity: 1 }]);
    const after = new Date(NOW.getTime() + 1_200_001);
    const refused = await placeOrder(db, {
      tokenHash: late.tokenHash,
      idempotencyKey: "late",
      now: after,
      today: TODAY,
    });
    expect(refused).toEqual({ ok: false, reason: "expired" });
    const other = await readyCheckout([{ id: book.id, quantity: 1 }], "ramburs", after);
    expect(other.short).toEqual([]);
  });

  it("takes no stock for pre-orders, within their maximum per order", async () => {
    const { db } = database;
    const book = await createBook(db, { stock: 0, availableFrom: "2027-01-15", maxPerOrder: 3 });
    const checkout = await readyCheckout([{ id: book.id, quantity: 3 }]);
    expect(checkout.short).toEqual([]);
    const result = await placeOrder(db, {
      tokenHash: checkout.tokenHash,
      idempotencyKey: "pre",
      now: NOW,
      today: TODAY,
    });
    expect(result.ok).toBe(true);
    expect(await stockOf(book.id)).toMatchObject({ stock: 0, sales: 3 });
  });
});

describe("order life cycle", () => {
  it("refuses moves outside the table and records the allowed ones", async () => {
    const { db } = database;
    const book = await createBook(db, { stock: 4 });
    const checkout = await readyCheckout([{ id: book.id, quantity: 1 }]);
    const placed = await placeOrder(db, {
      tokenHash: checkout.tokenHash,
      idempotencyKey: "life",
      now: NOW,
      today: TODAY,
    });
    if (!placed.ok) throw new Error("not placed");
    const orderId = placed.order.id;
    expect(await moveOrder(db, { orderId, to: "delivered", actor: "test", now: NOW })).toEqual({
      ok: false,
      reason: "not-allowed",
      from: "placed",
      to: "delivered",
    });
    expect(await moveOrder(db, { orderId, to: "confirmed", actor: "ana", now: NOW })).toMatchObject(
      { ok: true },
    );
    expect(
      await movePayment(db, { orderId, to: "refunded", actor: "test", now: NOW }),
    ).toMatchObject({
      ok: false,
      reason: "not-allowed",
    });
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((event) => [event.fromValue, event.toValue, event.actor])).toEqual([
      [null, "placed", "shopper"],
      ["placed", "confirmed", "ana"],
    ]);
  });

  it("puts a cancelled order's copies back, and cancels unpaid card orders after their time", async () => {
    const { db } = database;
    const book = await createBook(db, { stock: 5, salesCount: 0 });
    const checkout = await readyCheckout([{ id: book.id, quantity: 2 }], "card");
    const placed = await placeOrder(db, {
      tokenHash: checkout.tokenHash,
      idempotencyKey: "card",
      now: NOW,
      today: TODAY,
    });
    if (!placed.ok) throw new Error("not placed");
    expect(await stockOf(book.id)).toEqual({ stock: 3, sales: 2 });
    expect(await cancelUnpaidOrders(db, new Date(NOW.getTime() + 59 * 60_000))).toBe(0);
    expect(await cancelUnpaidOrders(db, new Date(NOW.getTime() + 61 * 60_000))).toBe(1);
    expect(await stockOf(book.id)).toEqual({ stock: 5, sales: 0 });
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(order?.status).toBe("cancelled");
  });

  it("puts a whole returned order's copies back on the shelf and out of the sales", async () => {
    const { db } = database;
    const book = await createBook(db, { stock: 4, salesCount: 10 });
    const checkout = await readyCheckout([{ id: book.id, quantity: 2 }]);
    const placed = await placeOrder(db, {
      tokenHash: checkout.tokenHash,
      idempotencyKey: "refused-parcel",
      now: NOW,
      today: TODAY,
    });
    if (!placed.ok) throw new Error("not placed");
    expect(await stockOf(book.id)).toEqual({ stock: 2, sales: 12 });
    // The parcel is refused at the door and comes back to the shop.
    for (const to of ["confirmed", "packed", "shipped", "returned"] as const) {
      expect(
        await moveOrder(db, { orderId: placed.order.id, to, actor: "operator", now: NOW }),
      ).toMatchObject({ ok: true });
    }
    expect(await stockOf(book.id)).toEqual({ stock: 4, sales: 10 });
  });

  it("moves stock without moving the catalogue version (indexes update in place)", async () => {
    const { db } = database;
    const book = await createBook(db, { stock: 5 });
    const watch = catalogueVersionWatch(db);
    const index = await refreshCatalogueIndex(db);
    const before = await watch.read();
    const checkout = await readyCheckout([{ id: book.id, quantity: 1 }]);
    await placeOrder(db, {
      tokenHash: checkout.tokenHash,
      idempotencyKey: "version",
      now: NOW,
      today: TODAY,
    });
    expect(await watch.read()).toBe(before);
    // The same index, its arrays updated in place from the stock feed.
    await catchUpStock(db);
    expect(await catalogueIndex(db)).toBe(index);
    const position = index.indexOfId.get(book.id) ?? -1;
    expect(index.stock[position]).toBe(4);
    expect(index.sales[position]).toBe(1);
    await db.update(books).set({ price: 1234 }).where(eq(books.id, book.id));
    expect(await watch.read()).toBeGreaterThan(before);
  });
});
