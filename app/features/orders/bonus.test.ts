// Bonus points pay part of an order at step 3 (after the credit), come back when it is cancelled
// or returned, and expire oldest first; the expiry job writes off each earning once. On
// PostgreSQL, two orders at once cannot spend the same points.
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook, createCustomerRow } from "../../../db/factories";
import { ledgerEntries } from "../../../db/schema-accounts";
import { orders } from "../../../db/schema-orders";
import { createTestDatabase, openInstances } from "../../../db/testing";
import { parseEnv, publicStore } from "../../lib/env.server";
import { loadCheckout } from "../checkout/checkout.server";
import { reviewCheckout } from "../checkout/review.server";
import {
  balances,
  bonusStatus,
  expireBonusPoints,
  record,
  spendableBonus,
} from "../loyalty/ledger.server";
import { loyaltyStatus } from "../loyalty/tiers.server";
import { readyCheckout } from "./checkout-test-kit";
import { totalRows } from "./emails/order-content";
import { moveOrder } from "./order-status.server";
import { loadOrderView } from "./order-view.server";
import { placeOrder } from "./place-order.server";
import { placeOrderJson } from "./place-order-request.server";

const TODAY = "2026-11-22";
const DAY = 86_400_000;
const store = publicStore(parseEnv({}));
type Db = DatabaseHandle["db"];

/** Points earned `createdAt`, valid a year from then unless told. */
async function earn(
  db: Db,
  customerId: number,
  amount: number,
  reference: string,
  createdAt: Date,
  expiresAt = new Date(createdAt.getTime() + 365 * DAY),
) {
  await record(
    db,
    customerId,
    { kind: "bonus", amount, reason: "Test", reference, expiresAt },
    createdAt,
  );
}

async function bonusRows(db: Db, customerId: number) {
  return db
    .select({
      id: ledgerEntries.id,
      amount: ledgerEntries.amount,
      reason: ledgerEntries.reason,
      reference: ledgerEntries.reference,
      expiresAt: ledgerEntries.expiresAt,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.customerId, customerId), eq(ledgerEntries.kind, "bonus")))
    .orderBy(ledgerEntries.id);
}

let database: DatabaseHandle & { url: string | null };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A checkout ready for step 3 with one copy of the book; its token. */
async function checkoutFor(db: Db, bookId: number) {
  const { token, tokenHash } = await readyCheckout(db, {
    lines: [{ id: bookId, quantity: 1 }],
    now: new Date(),
    today: TODAY,
    details: { email: "bonus@example.ro", firstName: "Ilinca", lastName: "Pop" },
  });
  return { token, tokenHash };
}

async function order(
  db: Db,
  customerId: number,
  bookId: number,
  key: string,
  pay: { useCredit?: boolean; useBonus?: boolean } = { useBonus: true },
) {
  const { tokenHash } = await checkoutFor(db, bookId);
  const placed = await placeOrder(db, {
    tokenHash,
    idempotencyKey: key,
    now: new Date(),
    today: TODAY,
    customerId,
    ...pay,
  });
  if (!placed.ok) throw new Error(`not placed: ${placed.reason}`);
  const [row] = await db.select().from(orders).where(eq(orders.id, placed.order.id));
  if (!row) throw new Error("no order row");
  return row;
}

describe("paying with bonus points", () => {
  it("takes the points at placement, shows them, and gives them back on cancel", async () => {
    const { db } = database;
    const customer = await createCustomerRow(db);
    const earnedAt = new Date(Date.now() - 10 * DAY);
    await earn(db, customer.id, 2_500, "operator:welcome", earnedAt);
    const book = await createBook(db, { price: 10_000, stock: 5 });

    const row = await order(db, customer.id, book.id, "bonus-1");
    expect(row.bonusUsed).toBe(2_500);
    expect(row.creditUsed).toBe(0);
    expect(row.total).toBe(10_000 - 2_500 + row.shippingCost + row.paymentFee);
    const spent = (await bonusRows(db, customer.id)).at(-1);
    expect(spent).toMatchObject({
      amount: -2_500,
      reference: `order:${row.id}:spent`,
      reason: `Puncte folosite la comanda nr. ${row.number}`,
    });
    expect(await spendableBonus(db, customer.id, new Date())).toBe(0);
    expect(await balances(db, customer.id)).toEqual({ credit: 0, bonus: 0 });

    // Wherever the order's payment shows: the view (pages, JSON) and the e-mails.
    const view = await loadOrderView(db, { id: row.id }, store);
    expect(view?.bonusUsed).toBe(2_500);
    expect(totalRows(view!)).toContainEqual({ label: "Plătit cu puncte", value: "-25,00 lei" });

    const now = new Date();
    await moveOrder(db, { orderId: row.id, to: "cancelled", actor: "test", now });
    await moveOrder(db, { orderId: row.id, to: "cancelled", actor: "test", now });
    expect(await balances(db, customer.id)).toEqual({ credit: 0, bonus: 2_500 });
    expect(await spendableBonus(db, customer.id, now)).toBe(2_500);
    // They come back with the validity they had, and were not earned again.
    const back = (await bonusRows(db, customer.id)).at(-1);
    expect(back).toMatchObject({ amount: 2_500, reference: `order:${row.id}:spent:reversed` });
    expect(back?.expiresAt?.getTime()).toBe(earnedAt.getTime() + 365 * DAY);
    expect((await loyaltyStatus(db, customer.id, now)).earnedThisYear).toBe(2_500);
  });

  it("never takes more than the points or what the credit left to pay", async () => {
    const { db } = database;
    const customer = await createCustomerRow(db);
    const now = new Date();
    await earn(db, customer.id, 50_000, "operator:many", now);
    await record(
      db,
      customer.id,
      { kind: "credit", amount: 3_000, reason: "Test", reference: "operator:credit" },
      now,
    );
    const book = await createBook(db, { price: 10_000, stock: 5 });

    const row = await order(db, customer.id, book.id, "bonus-2", {
      useCredit: true,
      useBonus: true,
    });
    const payable = row.subtotal - row.discount + row.shippingCost + row.paymentFee;
    expect(row.creditUsed).toBe(3_000);
    expect(row.bonusUsed).toBe(payable - 3_000);
    expect(row.total).toBe(0);
    expect(await spendableBonus(db, customer.id, now)).toBe(50_000 - (payable - 3_000));

    // Without the box ticked nothing is taken.
    const plain = await order(db, customer.id, book.id, "bonus-3", {});
    expect(plain.bonusUsed).toBe(0);
    expect(plain.total).toBe(payable);
  });

  it("pays with points over JSON (`useBonus: true`), and a return gives them back", async () => {
    const { db } = database;
    const customer = await createCustomerRow(db);
    await earn(db, customer.id, 1_000, "operator:json", new Date());
    const book = await createBook(db, { price: 4_000, stock: 5 });
    const { token, tokenHash } = await checkoutFor(db, book.id);
    // The total GET /api/checkout shows the logged-in shopper, before the points pay part of it.
    const shown = await reviewCheckout(db, (await loadCheckout(db, tokenHash))!, TODAY, {
      customerId: customer.id,
    });
    const request = new Request("http://localhost/api/checkout/order", {
      method: "POST",
      headers: { "X-Checkout-Token": token },
    });
    const answer = await placeOrderJson(
      request,
      { db, store, clientAddress: "198.51.100.9" } as never,
      {
        idempotencyKey: "bonus-json-0000001",
        acceptTerms: true,
        useBonus: true,
        expectedTotal: shown?.totals.total,
      },
      new Date(),
      customer.id,
    );
    expect(answer.status).toBe(201);
    const { order: placed } = (await answer.json()) as { order: { number: number } };
    const [row] = await db.select().from(orders).where(eq(orders.number, placed.number));
    expect(row?.bonusUsed).toBe(1_000);

    const now = new Date();
    for (const to of ["confirmed", "packed", "shipped", "delivered"] as const) {
      await moveOrder(db, { orderId: row!.id, to, actor: "test", now });
    }
    // Delivered: the points spent are gone, those earned on the products arrive.
    expect((await balances(db, customer.id)).bonus).toBe(40);
    await moveOrder(db, { orderId: row!.id, to: "returned", actor: "test", now });
    expect(await balances(db, customer.id)).toEqual({ credit: 0, bonus: 1_000 });
    expect(await spendableBonus(db, customer.id, now)).toBe(1_000);
  });
});

describe("bonus points expiry", () => {
  it("expires what spends left of the oldest earnings first, once", async () => {
    const { db } = database;
    const customer = await createCustomerRow(db);
    const t = Date.now();
    await earn(db, customer.id, 1_000, "test:a", new Date(t - 300 * DAY)); // valid until t + 65
    await earn(db, customer.id, 5_000, "test:b", new Date(t - 200 * DAY)); // valid until t + 165
    const book = await createBook(db, { price: 150, stock: 5 });
    const row = await order(db, customer.id, book.id, "bonus-fifo");
    // The book and its shipping: more than A, less than both.
    const spent = row.bonusUsed;
    expect(spent).toBe(row.subtotal + row.shippingCost + row.paymentFee);
    expect(spent).toBeGreaterThan(1_000);
    expect(spent).toBeLessThan(6_000);
    const [, b] = await bonusRows(db, customer.id);

    // Day 70: A was spent first (nothing of it to write off), B keeps what the spend left.
    const day70 = new Date(t + 70 * DAY);
    expect(await expireBonusPoints(db, day70)).toEqual({ customers: 1, points: 0 });
    expect(await spendableBonus(db, customer.id, day70)).toBe(6_000 - spent);
    expect((await balances(db, customer.id)).bonus).toBe(6_000 - spent);
    expect((await bonusStatus(db, customer.id, day70)).expiring).toEqual([
      { points: 6_000 - spent, expiresAt: b?.expiresAt },
    ]);

    // Day 170: B's rest expires, written once however often the job runs.
    const day170 = new Date(t + 170 * DAY);
    expect(await expireBonusPoints(db, day170)).toEqual({ customers: 1, points: 6_000 - spent });
    expect(await expireBonusPoints(db, day170)).toEqual({ customers: 0, points: 0 });
    const expiries = (await bonusRows(db, customer.id)).filter((movement) =>
      movement.reference.startsWith("bonus-expiry:"),
    );
    expect(expiries).toEqual([
      expect.objectContaining({
        amount: -(6_000 - spent),
        reason: "Puncte expirate",
        reference: `bonus-expiry:${b?.id}`,
      }),
    ]);
    expect(await balances(db, customer.id)).toEqual({ credit: 0, bonus: 0 });

    // Cancelled after both expired: the points come back with their old validity and go at once.
    await moveOrder(db, { orderId: row.id, to: "cancelled", actor: "test", now: day170 });
    expect((await balances(db, customer.id)).bonus).toBe(spent);
    expect(await spendableBonus(db, customer.id, day170)).toBe(0);
    expect((await expireBonusPoints(db, new Date(t + 171 * DAY))).points).toBe(spent);
    expect(await balances(db, customer.id)).toEqual({ credit: 0, bonus: 0 });
  });

  it("forgets an earning its order took back, and writes off many customers in batches", async () => {
    const { db } = database;
    const book = await createBook(db, { price: 5_000, stock: 5 });
    const customer = await createCustomerRow(db);
    const row = await order(db, customer.id, book.id, "bonus-taken-back", {});
    const now = new Date();
    for (const to of ["confirmed", "packed", "shipped", "delivered", "returned"] as const) {
      await moveOrder(db, { orderId: row.id, to, actor: "test", now });
    }
    expect(await balances(db, customer.id)).toEqual({ credit: 0, bonus: 0 });

    const others = await Promise.all(Array.from({ length: 7 }, () => createCustomerRow(db)));
    for (const [n, other] of others.entries()) {
      await earn(db, other.id, 10 + n, "test:batch", new Date(now.getTime() - 400 * DAY));
    }
    const result = await expireBonusPoints(db, new Date(now.getTime() + 366 * DAY), {
      batchSize: 3,
    });
    // Every customer with points due (others' tests may have left some too), the returned
    // order's earning without a movement.
    expect(result.points).toBeGreaterThanOrEqual(others.reduce((sum, _, n) => sum + 10 + n, 0));
    for (const other of others) expect((await balances(db, other.id)).bonus).toBe(0);
    const forgotten = await db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.customerId, customer.id),
          like(ledgerEntries.reference, "bonus-expiry:%"),
        ),
      );
    expect(forgotten).toEqual([]);
    expect(await balances(db, customer.id)).toEqual({ credit: 0, bonus: 0 });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "never spends the same points twice from two instances at once",
    async () => {
      const [other] = await openInstances(database, 1, 4);
      if (!other) throw new Error("no second instance");
      try {
        const customer = await createCustomerRow(database.db);
        await earn(database.db, customer.id, 4_000, "operator:race", new Date());
        // A different book each: the books' row locks must not be what serialises them.
        const books = await Promise.all(
          Array.from({ length: 6 }, () => createBook(database.db, { price: 3_000, stock: 20 })),
        );
        const rows = await Promise.all(
          books.map((book, n) =>
            order(n % 2 ? other.db : database.db, customer.id, book.id, `bonus-race-${n}`),
          ),
        );
        expect(rows.reduce((sum, row) => sum + row.bonusUsed, 0)).toBe(4_000);
        expect((await balances(database.db, customer.id)).bonus).toBe(0);
        expect(await spendableBonus(database.db, customer.id, new Date())).toBe(0);
      } finally {
        await other.close();
      }
    },
  );
});
