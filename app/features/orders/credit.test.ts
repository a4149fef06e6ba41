// Store credit pays part of an order and comes back when it is cancelled; delivered orders earn
// bonus points, taken back on a return. On PostgreSQL, two orders cannot spend one credit twice.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook, createCustomerRow, putSetting } from "../../../db/factories";
import { ledgerEntries } from "../../../db/schema-accounts";
import { orderEvents, orders } from "../../../db/schema-orders";
import { createTestDatabase, openInstances } from "../../../db/testing";
import { balances, record } from "../loyalty/ledger.server";
import { SETTINGS } from "../settings/settings.server";
import { readyCheckout } from "./checkout-test-kit";
import { moveOrder } from "./order-status.server";
import { placeOrder } from "./place-order.server";

const TODAY = "2026-11-22";
let database: DatabaseHandle & { url: string | null };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function order(
  db: DatabaseHandle["db"],
  customerId: number,
  bookId: number,
  key: string,
  payment: "ramburs" | "card" = "ramburs",
) {
  const now = new Date();
  const { tokenHash } = await readyCheckout(db, {
    lines: [{ id: bookId, quantity: 1 }],
    now,
    today: TODAY,
    details: { email: "credit@example.ro", firstName: "Dan", lastName: "Radu" },
    payment,
  });
  return placeOrder(db, {
    tokenHash,
    idempotencyKey: key,
    now,
    today: TODAY,
    customerId,
    useCredit: true,
  });
}

describe("store credit and bonus points", () => {
  it("pays part of an order, comes back on cancel; a delivered order earns points, a return takes them", async () => {
    const { db } = database;
    const customer = await createCustomerRow(db);
    const now = new Date();
    await record(
      db,
      customer.id,
      { kind: "credit", amount: 3_000, reason: "Test", reference: "operator:test" },
      now,
    );
    const book = await createBook(db, { price: 10_000, stock: 5 });

    const placed = await order(db, customer.id, book.id, "credit-1");
    if (!placed.ok) throw new Error("not placed");
    const [row] = await db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(row?.creditUsed).toBe(3_000);
    expect(row?.total).toBe(10_000 - 3_000 + (row?.shippingCost ?? 0));
    expect(await balances(db, customer.id)).toEqual({ credit: 0, bonus: 0 });

    await moveOrder(db, { orderId: placed.order.id, to: "cancelled", actor: "test", now });
    // A second cancel is refused by the table; the credit came back exactly once.
    await moveOrder(db, { orderId: placed.order.id, to: "cancelled", actor: "test", now });
    expect(await balances(db, customer.id)).toEqual({ credit: 3_000, bonus: 0 });

    const again = await order(db, customer.id, book.id, "credit-2");
    if (!again.ok) throw new Error("not placed");
    for (const to of ["confirmed", "packed", "shipped", "delivered"] as const) {
      await moveOrder(db, { orderId: again.order.id, to, actor: "test", now });
    }
    expect(await balances(db, customer.id)).toEqual({ credit: 0, bonus: 100 });
    await moveOrder(db, { orderId: again.order.id, to: "returned", actor: "test", now });
    expect(await balances(db, customer.id)).toEqual({ credit: 3_000, bonus: 0 });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "never spends one credit twice from two instances at once",
    async () => {
      const [other] = await openInstances(database, 1, 4);
      if (!other) throw new Error("no second instance");
      try {
        const customer = await createCustomerRow(database.db);
        await record(
          database.db,
          customer.id,
          { kind: "credit", amount: 4_000, reason: "Test", reference: "operator:race" },
          new Date(),
        );
        // A different book each: the books' row locks must not be what serialises them.
        const books = await Promise.all(
          Array.from({ length: 6 }, () => createBook(database.db, { price: 3_000, stock: 20 })),
        );
        const results = await Promise.all(
          books.map((book, n) =>
            order(n % 2 ? other.db : database.db, customer.id, book.id, `race-${n}`),
          ),
        );
        expect(results.every((result) => result.ok)).toBe(true);
        const used = await database.db
          .select({ creditUsed: orders.creditUsed })
          .from(orders)
          .where(eq(orders.customerId, customer.id));
        expect(used.reduce((sum, row) => sum + row.creditUsed, 0)).toBe(4_000);
        expect((await balances(database.db, customer.id)).credit).toBe(0);
      } finally {
        await other.close();
      }
    },
  );

  it("a card order that credit pays in full waits for no card: paid, no deadline", async () => {
    const { db } = database;
    const customer = await createCustomerRow(db);
    const book = await createBook(db, { price: 2000, stock: 5 });
    await db.insert(ledgerEntries).values({
      customerId: customer.id,
      kind: "credit",
      amount: 50_000,
      reason: "Cadou",
      reference: "gift:full",
    });
    const placed = await order(db, customer.id, book.id, "credit-full-card", "card");
    if (!placed.ok) throw new Error(`not placed: ${placed.reason}`);
    expect(placed.order.total).toBe(0);
    const [row] = await db
      .select({
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        payBy: orders.payBy,
        total: orders.total,
      })
      .from(orders)
      .where(eq(orders.id, placed.order.id));
    // Paid, so confirmed at once, as a card payment confirms an order.
    expect(row).toEqual({ status: "confirmed", paymentStatus: "paid", payBy: null, total: 0 });
    const history = await db
      .select({ toValue: orderEvents.toValue })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, placed.order.id))
      .orderBy(orderEvents.id);
    expect(history.map((event) => event.toValue)).toEqual(["placed", "confirmed"]);
  });

  it("charges no cash-on-delivery fee when credit pays all the rest, and the fee when it does not", async () => {
    const { db } = database;
    const payment = SETTINGS["checkout.payment"].fallback;
    await putSetting(db, "checkout.payment", { ...payment, codFee: 700 });
    try {
      const book = await createBook(db, { price: 10_000, stock: 5 });
      const shipping = 1_999;
      const rows = [];
      for (const [key, credit] of [
        ["cod-covered", 10_000 + shipping],
        ["cod-short", 10_000 + shipping - 1],
      ] as const) {
        const customer = await createCustomerRow(db);
        await record(
          db,
          customer.id,
          { kind: "credit", amount: credit, reason: "Test", reference: `operator:${key}` },
          new Date(),
        );
        const placed = await order(db, customer.id, book.id, key);
        if (!placed.ok) throw new Error(`not placed: ${placed.reason}`);
        const [row] = await db
          .select({
            shippingCost: orders.shippingCost,
            paymentFee: orders.paymentFee,
            creditUsed: orders.creditUsed,
            total: orders.total,
            paymentStatus: orders.paymentStatus,
          })
          .from(orders)
          .where(eq(orders.id, placed.order.id));
        rows.push(row);
        expect(await balances(db, customer.id)).toMatchObject({ credit: 0 });
      }
      expect(rows[0]).toEqual({
        shippingCost: shipping,
        paymentFee: 0,
        creditUsed: 10_000 + shipping,
        total: 0,
        paymentStatus: "paid",
      });
      // One ban short: the courier collects it, with the fee.
      expect(rows[1]).toEqual({
        shippingCost: shipping,
        paymentFee: 700,
        creditUsed: 10_000 + shipping - 1,
        total: 701,
        paymentStatus: "pending",
      });
    } finally {
      await putSetting(db, "checkout.payment", payment);
    }
  });
});
