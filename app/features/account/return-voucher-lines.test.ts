// A returned copy is worth what it cost: a voucher's discount comes off the lines it covered
// (its books, its categories, lines not at a campaign price, the book-price voucher's one book),
// never off the others. Orders are placed through checkout, as shoppers place them.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook, createVoucherRow } from "../../../db/factories";
import { orderLines, orders, returnRequests } from "../../../db/schema-orders";
import { bookPromotions, type vouchers } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import { readyCheckout } from "../orders/checkout-test-kit";
import { moveOrder } from "../orders/order-status.server";
import { placeOrder } from "../orders/place-order.server";
import { returnableOrders, startReturn } from "./returns.server";
import { createCustomer } from "./test-factories";

const TODAY = "2026-11-22";
const NOW = new Date("2026-11-22T10:00:00Z");

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const voucher = (values: Partial<typeof vouchers.$inferInsert>) =>
  createVoucherRow(database.db, values);

let orderCount = 0;

/** A customer's order of `lines` with the voucher, placed, then delivered. */
async function deliveredOrder(lines: { id: number; quantity: number }[], voucherCode: string) {
  orderCount += 1;
  const customer = await createCustomer(database.db);
  const { tokenHash } = await readyCheckout(database.db, {
    lines,
    now: NOW,
    today: TODAY,
    details: { email: `retur${orderCount}@example.ro` },
    voucherCode,
  });
  const placed = await placeOrder(database.db, {
    tokenHash,
    idempotencyKey: `retur-${orderCount}`,
    now: NOW,
    today: TODAY,
    customerId: customer.id,
  });
  if (!placed.ok) throw new Error(`not placed: ${JSON.stringify(placed)}`);
  for (const to of ["confirmed", "packed", "shipped", "delivered"] as const) {
    await moveOrder(database.db, { orderId: placed.order.id, to, actor: "test", now: NOW });
  }
  const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.order.id));
  if (!order) throw new Error("no order");
  return { customerId: customer.id, order };
}

/** What the return form offers a copy of each book for. */
async function offeredRefunds(customerId: number) {
  const [offered] = await returnableOrders(database.db, customerId, NOW);
  return Object.fromEntries((offered?.lines ?? []).map((line) => [line.bookId, line.refund]));
}

/** Asks to return copies of one book, refunded by bank transfer; the return's row. */
async function returnCopies(
  customerId: number,
  orderPublicId: string,
  bookId: number,
  copies: number,
) {
  const started = await startReturn(
    database.db,
    customerId,
    {
      orderPublicId,
      quantities: { [bookId]: copies },
      reason: "nu-mai-vreau",
      refundMethod: "bank",
      iban: "RO49 AAAA 1B31 0075 9384 0000",
    },
    NOW,
    null,
  );
  if (!started.ok) throw new Error(JSON.stringify(started.errors));
  const [row] = await database.db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.id, started.returnId));
  if (!row) throw new Error("no return");
  return row;
}

describe("refunds of orders with a voucher on some of their lines", () => {
  it("refunds a 50 % voucher's book at half its price and the other book at its full price", async () => {
    const a = await createBook(database.db, { price: 10_000, stock: 5 });
    const b = await createBook(database.db, { price: 10_000, stock: 5 });
    const onlyA = await voucher({ value: 50, bookIds: [a.id] });
    const { customerId, order } = await deliveredOrder(
      [
        { id: a.id, quantity: 1 },
        { id: b.id, quantity: 1 },
      ],
      onlyA.code,
    );
    expect(order.discount).toBe(5_000);

    expect(await offeredRefunds(customerId)).toEqual({ [a.id]: 5_000, [b.id]: 10_000 });
    const first = await returnCopies(customerId, order.publicId, a.id, 1);
    expect(first).toMatchObject({ amount: 5_000, creditBack: 0, shippingBack: 0 });
    // The last books back bring the shipping back with them.
    const last = await returnCopies(customerId, order.publicId, b.id, 1);
    expect(last).toMatchObject({ amount: 10_000 + order.shippingCost, creditBack: 0 });
    expect(last.shippingBack).toBe(order.shippingCost);
  });

  it("spreads the discount over every line of an order placed before the shares were recorded", async () => {
    const a = await createBook(database.db, { price: 10_000, stock: 5 });
    const b = await createBook(database.db, { price: 10_000, stock: 5 });
    const onlyA = await voucher({ value: 50, bookIds: [a.id] });
    const { customerId, order } = await deliveredOrder(
      [
        { id: a.id, quantity: 1 },
        { id: b.id, quantity: 1 },
      ],
      onlyA.code,
    );
    // As migration 0023 left the lines of earlier orders.
    await database.db
      .update(orderLines)
      .set({ discount: null })
      .where(eq(orderLines.orderId, order.id));
    expect(await offeredRefunds(customerId)).toEqual({ [a.id]: 7_500, [b.id]: 7_500 });
  });

  it("refunds a book-price voucher's book at the voucher's price and the others at theirs", async () => {
    const wow = await createBook(database.db, { price: 5_000, stock: 5 });
    const other = await createBook(database.db, { price: 4_000, stock: 5 });
    const bestseller = await voucher({ kind: "book-price", bookId: wow.id, value: 999 });
    const { customerId, order } = await deliveredOrder(
      [
        { id: wow.id, quantity: 1 },
        { id: other.id, quantity: 2 },
      ],
      bestseller.code,
    );
    expect(order.discount).toBe(4_001);

    expect(await offeredRefunds(customerId)).toEqual({ [wow.id]: 999, [other.id]: 4_000 });
    expect(await returnCopies(customerId, order.publicId, other.id, 1)).toMatchObject({
      amount: 4_000,
    });
    expect(await returnCopies(customerId, order.publicId, wow.id, 1)).toMatchObject({
      amount: 999,
    });
  });

  it("leaves books at a campaign price out of a non-combinable voucher's discount", async () => {
    const campaign = await createBook(database.db, { price: 3_000, stock: 5 });
    const regular = await createBook(database.db, { price: 5_000, stock: 5 });
    await database.db.insert(bookPromotions).values({
      bookId: campaign.id,
      regularPrice: 4_000,
      lowestPriorPrice: 4_000,
      label: "Campanie",
      startedAt: new Date(NOW.getTime() - 86_400_000),
      endsAt: new Date(NOW.getTime() + 86_400_000),
    });
    const notCombinable = await voucher({ value: 20, combinable: false });
    const { customerId, order } = await deliveredOrder(
      [
        { id: campaign.id, quantity: 1 },
        { id: regular.id, quantity: 1 },
      ],
      notCombinable.code,
    );
    expect(order.discount).toBe(1_000);
    expect(await offeredRefunds(customerId)).toEqual({ [campaign.id]: 3_000, [regular.id]: 4_000 });
  });

  it("records each line's share of the discount, adding up to the order's to the ban", async () => {
    const covered = await createBook(database.db, { price: 3_333, stock: 9 });
    const alsoCovered = await createBook(database.db, { price: 1_999, stock: 9 });
    const notCovered = await createBook(database.db, { price: 4_950, stock: 9 });
    const tenPercent = await voucher({ value: 10, bookIds: [covered.id, alsoCovered.id] });
    const { customerId, order } = await deliveredOrder(
      [
        { id: covered.id, quantity: 3 },
        { id: alsoCovered.id, quantity: 1 },
        { id: notCovered.id, quantity: 2 },
      ],
      tenPercent.code,
    );
    // 10 % of 99,99 + 19,99 lei.
    expect(order.discount).toBe(1_199);
    const lines = await database.db
      .select({ bookId: orderLines.bookId, discount: orderLines.discount })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    const shares = Object.fromEntries(lines.map((line) => [line.bookId, line.discount]));
    expect(shares[notCovered.id]).toBe(0);
    expect((shares[covered.id] ?? 0) + (shares[alsoCovered.id] ?? 0)).toBe(1_199);
    // In proportion to the covered lines, 999,23 and 199,77 bani: the ban left over goes to the
    // share rounded down the most.
    expect(shares).toEqual({ [covered.id]: 999, [alsoCovered.id]: 200, [notCovered.id]: 0 });
    expect(await offeredRefunds(customerId)).toEqual({
      // (99,99 lei − 9,99 lei) / 3 and 19,99 lei − 2 lei.
      [covered.id]: 3_000,
      [alsoCovered.id]: 1_799,
      [notCovered.id]: 4_950,
    });
  });
});
