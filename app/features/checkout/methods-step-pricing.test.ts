// Step 2 (/cos/detalii-comanda-2) prices the checkout as step 3 and the order do: the voucher saved
// on it, the logged-in account's tier and the clock count at step 2 too, in the totals its page
// shows (priceSavedCheckout, the loader's call) and in cash on delivery's limit (validateMethods).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook, createVoucherRow, putSetting } from "../../../db/factories";
import { createTestDatabase } from "../../../db/testing";
import { SETTINGS } from "../settings/settings.server";
import { bibliophile, savedCheckout } from "./checkout-test-kit";
import { validateMethods } from "./methods.server";
import { PAYMENT_REFUSALS, priceSavedCheckout } from "./pricing.server";
import { reviewCheckout } from "./review.server";

const TODAY = "2026-11-22";
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A checkout for one book at `price` to Cluj-Napoca by courier, paid on delivery. */
async function checkoutWith(input: {
  price?: number;
  voucherCode?: string;
  email?: string;
  now: Date;
}) {
  const book = await createBook(database.db, { price: input.price ?? 4999, stock: 5 });
  return savedCheckout(database.db, {
    lines: [{ id: book.id, quantity: 1 }],
    now: input.now,
    today: TODAY,
    voucherCode: input.voucherCode,
    details: input.email ? { email: input.email } : {},
  });
}

const RAMBURS = { delivery: "curier", payment: "ramburs" };

describe("step 2's totals", () => {
  it("count the checkout's vouchers as step 3 does", async () => {
    const { db } = database;
    const now = new Date();
    const free = await createVoucherRow(db, { kind: "free-shipping", value: 0 });
    const percent = await createVoucherRow(db, { kind: "percent", value: 10 });
    for (const [voucherCode, price, expected] of [
      [free.code, 4999, { shipping: 0, total: 4999 }],
      [percent.code, 10_000, { discount: 1000, total: 9000 + 1999 }],
    ] as const) {
      const state = await checkoutWith({ voucherCode, price, now });
      const step3 = await reviewCheckout(db, state, TODAY, { now, customerId: null });
      const step2 = await priceSavedCheckout(db, state, { today: TODAY, now, customerId: null });
      expect(step3?.totals).toMatchObject(expected);
      expect(step2.totals).toEqual(step3?.totals);
      expect(step2.delivery?.cost).toBe(step3?.totals.shipping);
    }
  });

  it("count the logged-in account's tier free shipping as step 3 does", async () => {
    const { db } = database;
    const now = new Date();
    const member = await bibliophile(db, now);
    const state = await checkoutWith({ price: 12_000, email: member.email, now });
    const step3 = await reviewCheckout(db, state, TODAY, { now, customerId: member.id });
    const step2 = await priceSavedCheckout(db, state, { today: TODAY, now, customerId: member.id });
    expect(step3?.totals).toMatchObject({ shipping: 0, total: 12_000 });
    expect(step2.totals).toEqual(step3?.totals);
  });
});

describe("cash on delivery at step 2", () => {
  it("is allowed when a voucher or the tier brings the total under codMaxTotal", async () => {
    const { db } = database;
    const now = new Date();
    const payment = SETTINGS["checkout.payment"].fallback;
    await putSetting(db, "checkout.payment", { ...payment, codMaxTotal: 12_000 });
    try {
      // 110 lei + 19,99 lei shipping is above 120 lei: refused as it stands.
      const plain = await checkoutWith({ price: 11_000, now });
      expect(await validateMethods(db, plain, RAMBURS, TODAY, false, { now })).toMatchObject({
        ok: false,
        errors: { payment: PAYMENT_REFUSALS.rambursTotal },
      });

      // 20 lei off: 109,99 lei to pay.
      const lei20 = await createVoucherRow(db, { kind: "amount", value: 2000 });
      const discounted = await checkoutWith({ price: 11_000, voucherCode: lei20.code, now });
      expect(await validateMethods(db, discounted, RAMBURS, TODAY, false, { now })).toEqual({
        ok: true,
        methods: RAMBURS,
      });

      // The tier's free shipping from 100 lei: 110 lei to pay.
      const member = await bibliophile(db, now);
      const tier = await checkoutWith({ price: 11_000, email: member.email, now });
      expect(
        await validateMethods(db, tier, RAMBURS, TODAY, false, { now, customerId: member.id }),
      ).toEqual({ ok: true, methods: RAMBURS });
    } finally {
      await putSetting(db, "checkout.payment", payment);
    }
  });
});
