// What a voucher's shipping (free, or at a price) and a loyalty tier's free shipping do to each
// delivery method: they lower the methods that can be free (the courier, pickup), never the
// international courier, whose fixed price has no free-shipping threshold.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook, createVoucherRow } from "../../../db/factories";
import { createTestDatabase } from "../../../db/testing";
import { VOUCHER_MESSAGES } from "../promotions/voucher-rules";
import { ABROAD, bibliophile, savedCheckout } from "./checkout-test-kit";
import type { CheckoutDetails } from "./details";
import type { CheckoutMethods } from "./methods";
import { reviewCheckout } from "./review.server";

const TODAY = "2026-11-22";
const NOW = new Date("2026-11-22T10:00:00Z");
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const PICKUP: Partial<CheckoutDetails> = {
  delivery: { kind: "pickup", county: "CJ", pickupPointId: 1 },
};
const INTERNATIONAL: CheckoutMethods = { delivery: "international", payment: "ordin-plata" };
const PICKUP_METHODS: CheckoutMethods = { delivery: "punct-ridicare", payment: "ramburs" };

/** Step 3's totals for one book at `price`, sent as `details` say by `methods`. */
async function reviewedTotals(input: {
  price?: number;
  details?: Partial<CheckoutDetails>;
  methods: CheckoutMethods;
  voucherCode?: string;
  customer?: { id: number; email: string };
  now?: Date;
}) {
  const { db } = database;
  const now = input.now ?? NOW;
  const book = await createBook(db, { price: input.price ?? 4999, stock: 5 });
  const state = await savedCheckout(db, {
    lines: [{ id: book.id, quantity: 1 }],
    now,
    today: TODAY,
    details: { ...input.details, ...(input.customer ? { email: input.customer.email } : {}) },
    methods: input.methods,
    voucherCode: input.voucherCode,
  });
  const review = await reviewCheckout(db, state, TODAY, {
    now,
    customerId: input.customer?.id ?? null,
  });
  expect(review?.complete).toBe(true);
  return review?.totals;
}

describe("a voucher's shipping and the delivery methods", () => {
  it("leaves the international courier at 59,99 lei with a free-shipping voucher", async () => {
    const free = await createVoucherRow(database.db, { kind: "free-shipping", value: 0 });
    const totals = await reviewedTotals({
      details: ABROAD,
      methods: INTERNATIONAL,
      voucherCode: free.code,
    });
    expect(totals).toMatchObject({ shipping: 5999, total: 4999 + 5999 });
  });

  it("refuses a shipping-only voucher abroad, so the order does not use it up", async () => {
    const { db } = database;
    const free = await createVoucherRow(db, { kind: "free-shipping", value: 0 });
    const book = await createBook(db, { price: 4999, stock: 5 });
    const state = await savedCheckout(db, {
      lines: [{ id: book.id, quantity: 1 }],
      now: NOW,
      today: TODAY,
      details: ABROAD,
      methods: INTERNATIONAL,
      voucherCode: free.code,
    });
    const review = await reviewCheckout(db, state, TODAY, { now: NOW });
    expect(review?.voucher).toMatchObject({
      code: free.code,
      applied: false,
      message: VOUCHER_MESSAGES["shipping-abroad"],
    });
  });

  it("does not cut the international courier to a voucher's shipping price", async () => {
    const prize = await createVoucherRow(database.db, { kind: "shipping-price", value: 690 });
    const totals = await reviewedTotals({
      details: ABROAD,
      methods: INTERNATIONAL,
      voucherCode: prize.code,
    });
    expect(totals).toMatchObject({ shipping: 5999, total: 4999 + 5999 });
  });

  it("still frees the courier and pickup, and lowers pickup to the voucher's price", async () => {
    const { db } = database;
    const free = await createVoucherRow(db, { kind: "free-shipping", value: 0 });
    const prize = await createVoucherRow(db, { kind: "shipping-price", value: 690 });
    const courier = await reviewedTotals({
      methods: { delivery: "curier", payment: "ramburs" },
      voucherCode: free.code,
    });
    expect(courier).toMatchObject({ shipping: 0, total: 4999 });
    const pickupFree = await reviewedTotals({
      details: PICKUP,
      methods: PICKUP_METHODS,
      voucherCode: free.code,
    });
    expect(pickupFree).toMatchObject({ shipping: 0, total: 4999 });
    const pickupPrize = await reviewedTotals({
      details: PICKUP,
      methods: PICKUP_METHODS,
      voucherCode: prize.code,
    });
    expect(pickupPrize).toMatchObject({ shipping: 690, total: 4999 + 690 });
  });
});

describe("a loyalty tier's free shipping and the delivery methods", () => {
  it("frees pickup above the tier's minimum, never the international courier", async () => {
    const now = new Date();
    const member = await bibliophile(database.db, now);
    // 120 lei: above the tier's 100 lei, below the shop's 500 lei and pickup's own 150 lei.
    const pickup = await reviewedTotals({
      price: 12_000,
      details: PICKUP,
      methods: PICKUP_METHODS,
      customer: member,
      now,
    });
    expect(pickup).toMatchObject({ shipping: 0, total: 12_000 });
    const abroad = await reviewedTotals({
      price: 12_000,
      details: ABROAD,
      methods: INTERNATIONAL,
      customer: member,
      now,
    });
    expect(abroad).toMatchObject({ shipping: 5999, total: 12_000 + 5999 });
  });
});
