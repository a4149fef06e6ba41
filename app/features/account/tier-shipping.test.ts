// A loyalty tier's free-shipping minimum (`loyalty.tiers`, freeShippingFrom): the tier's page
// promises it, and the cart, the checkout and the order charge it for the account's shopper.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { orders } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { quoteCart } from "../cart/quote.server";
import { loadCheckout } from "../checkout/checkout.server";
import { reviewCheckout } from "../checkout/review.server";
import { record } from "../loyalty/ledger.server";
import { loyaltyStatus } from "../loyalty/tiers.server";
import { readyCheckout } from "../orders/checkout-test-kit";
import { placeOrder } from "../orders/place-order.server";
import { createCustomer } from "./test-factories";

const TODAY = "2026-11-27";
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A customer who earned `points` this year. */
async function customerWith(points: number) {
  const { db } = database;
  const customer = await createCustomer(db);
  if (points > 0) {
    await record(
      db,
      customer.id,
      {
        kind: "bonus",
        amount: points,
        reason: "Comenzi livrate",
        reference: `tier-${customer.id}`,
      },
      new Date(),
    );
  }
  return customer;
}

describe("a loyalty tier's free shipping", () => {
  it("is charged for its members from the tier's minimum, and only for them", async () => {
    const { db } = database;
    // 160 lei: above the "Cititor pasionat" 150 lei, below the shop's 500 lei.
    const book = await createBook(db, { price: 16_000, stock: 10 });
    const lines = [{ id: book.id, quantity: 1 }];
    const passionate = await customerWith(600);
    const reader = await customerWith(100);
    expect((await loyaltyStatus(db, passionate.id, new Date())).tier.name).toBe("Cititor pasionat");
    const quoteFor = (customerId: number | null) =>
      quoteCart(db, { lines, voucherCode: null }, TODAY, {
        now: new Date(),
        shopper: customerId === null ? null : { customerId, email: null },
      });

    const member = await quoteFor(passionate.id);
    expect(member.shipping).toMatchObject({ cost: 0, free: true, freeShippingMinimum: 15_000 });
    expect(member.total).toBe(16_000);
    for (const other of [await quoteFor(reader.id), await quoteFor(null)]) {
      expect(other.shipping).toMatchObject({ cost: 1999, freeShippingMinimum: 50_000 });
      expect(other.total).toBe(16_000 + 1999);
    }
  });

  it("is what the review shows and the order charges", async () => {
    const { db } = database;
    const book = await createBook(db, { price: 12_000, stock: 10 });
    // 2,000 points: "Bibliofil", free shipping from 100 lei.
    const bibliophile = await customerWith(2_000);
    const now = new Date();
    const checkout = await readyCheckout(db, {
      lines: [{ id: book.id, quantity: 1 }],
      now,
      today: TODAY,
      details: { email: bibliophile.email },
    });
    const state = await loadCheckout(db, checkout.tokenHash);
    const review = await reviewCheckout(db, state!, TODAY, { now, customerId: bibliophile.id });
    expect(review?.totals).toMatchObject({ shipping: 0, total: 12_000 });
    const placed = await placeOrder(db, {
      tokenHash: checkout.tokenHash,
      idempotencyKey: "tier-shipping-1",
      now,
      today: TODAY,
      customerId: bibliophile.id,
      expectedTotal: review?.totals.total,
    });
    if (!placed.ok) throw new Error(`not placed: ${placed.reason}`);
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(order).toMatchObject({ shippingCost: 0, total: 12_000, customerId: bibliophile.id });
  });
});
