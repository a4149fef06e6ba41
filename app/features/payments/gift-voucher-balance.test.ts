// A bought gift voucher keeps a balance: an order takes up to what is left and the rest stays on
// the code for later orders; a cancelled order gives its part back, and cancelling the voucher's
// own order ends what is left.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { vouchers } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import { loadCheckout } from "../checkout/checkout.server";
import { reviewCheckout } from "../checkout/review.server";
import { applyCheckoutVoucher } from "../checkout/voucher.server";
import { readyCheckout } from "../orders/checkout-test-kit";
import { moveOrder } from "../orders/order-status.server";
import { createPublicStore } from "../orders/order-view-factory";
import { giftCardContext, giftCardTestKit, NOW } from "./gift-card-test-kit";

const store = createPublicStore();
let database: DatabaseHandle;
let context: AppLoadContext;
const { draft, placeCheckout, placedWith, codesFor, cardState, markPaid } = giftCardTestKit(
  () => database.db,
  () => context,
  store,
);

beforeAll(async () => {
  database = await createTestDatabase();
  context = giftCardContext(database.db, store);
});
afterAll(async () => {
  await database.close();
});

/** A checkout of `price` bani of books with the code typed at step 3: what review shows. */
async function withCode(code: string, price: number, at: Date) {
  const book = await createBook(database.db, { price, stock: 5 });
  const checkout = await readyCheckout(database.db, {
    lines: [{ id: book.id, quantity: 1 }],
    now: at,
    today: "2026-11-23",
    // A mailbox of its own: the order throttle counts orders by mailbox too.
    details: { email: `sold.${randomUUID()}@example.ro` },
  });
  const state = await loadCheckout(database.db, checkout.tokenHash);
  if (!state) throw new Error("no checkout");
  const applied = await applyCheckoutVoucher(database.db, state, code, {
    now: at,
    customerId: null,
  });
  const saved = await loadCheckout(database.db, checkout.tokenHash);
  if (!saved) throw new Error("no checkout");
  const review = await reviewCheckout(database.db, saved, "2026-11-23", { now: at });
  return { applied, discount: review?.totals.discount, tokenHash: checkout.tokenHash };
}

it("keeps what a smaller order left for the next ones; a cancelled order gives its part back", async () => {
  const card = await draft(10_000);
  const bought = await placedWith(card, "ramburs");
  await markPaid(bought.id);
  const [code] = await codesFor(card.recipientEmail);
  if (!code) throw new Error("no code");
  expect(code).toMatchObject({ keepsBalance: true, maxUses: null, spent: 0 });
  const later = new Date(NOW.getTime() + 86_400_000);
  const spent = async () =>
    (await database.db.select().from(vouchers).where(eq(vouchers.id, code.id)))[0]?.spent;
  const place = (tokenHash: string) => placeCheckout(tokenHash, later);

  // 60 lei of books: 60 off, 40 stay on the code.
  const first = await withCode(code.code, 6000, later);
  expect(first).toMatchObject({ applied: { ok: true }, discount: 6000 });
  const firstOrder = await place(first.tokenHash);
  expect(await spent()).toBe(6000);
  // 75 lei of books: the 40 left.
  const second = await withCode(code.code, 7500, later);
  expect(second).toMatchObject({ applied: { ok: true }, discount: 4000 });
  await place(second.tokenHash);
  expect(await spent()).toBe(10_000);
  // Nothing left.
  expect((await withCode(code.code, 2000, later)).applied).toEqual({
    ok: false,
    message: "Voucherul a fost deja folosit.",
  });

  // The first order cancelled: its 60 come back to the code.
  await moveOrder(database.db, {
    orderId: firstOrder.id,
    to: "cancelled",
    actor: "ana",
    now: later,
  });
  expect(await spent()).toBe(4000);
  expect(await withCode(code.code, 9000, later)).toMatchObject({
    applied: { ok: true },
    discount: 6000,
  });

  // The gift voucher's own order cancelled: what is left stops working; what was spent stays
  // (the card stays issued for the operator to settle).
  const cancelAt = new Date(later.getTime() + 60_000);
  await moveOrder(database.db, {
    orderId: bought.id,
    to: "cancelled",
    actor: "ana",
    now: cancelAt,
  });
  expect(await cardState(card.ref)).toMatchObject({ status: "issued" });
  const after = new Date(cancelAt.getTime() + 60_000);
  expect((await withCode(code.code, 2000, after)).applied).toEqual({
    ok: false,
    message: "Voucherul a expirat.",
  });
});
