import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook, createVoucherRow } from "../../../db/factories";
import { books } from "../../../db/schema";
import { orderLines, orders } from "../../../db/schema-orders";
import { campaigns, voucherRedemptions, vouchers } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import { quoteCart } from "../cart/quote.server";
import { readyCheckout } from "./checkout-test-kit";
import { moveOrder } from "./order-status.server";
import { placeOrder } from "./place-order.server";

const TODAY = "2026-11-22";
const NOW = new Date("2026-11-22T10:00:00Z");
const DAY = 86_400_000;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const voucher = (values: Partial<typeof vouchers.$inferInsert> = {}) =>
  createVoucherRow(database.db, values);

const quote = (lines: { id: number; quantity: number }[], voucherCode: string, now = NOW) =>
  quoteCart(database.db, { lines, voucherCode }, TODAY, { now });

describe("vouchers in the cart quote", () => {
  it("takes a percent off and says so, matching the code whatever its case", async () => {
    const book = await createBook(database.db, { price: 5000, stock: 5 });
    const code = await voucher({ value: 10 });
    const answer = await quote([{ id: book.id, quantity: 2 }], code.code.toLowerCase());
    expect(answer.voucher).toMatchObject({ code: code.code, applied: true, discount: 1000 });
    expect(answer.discount).toBe(1000);
    expect(answer.total).toBe(10_000 - 1000 + answer.shipping.cost);
  });

  it("refuses unknown, expired, not yet active, used up and below-minimum codes with the reason", async () => {
    const book = await createBook(database.db, { price: 2000, stock: 5 });
    const lines = [{ id: book.id, quantity: 1 }];
    const expired = await voucher({ endsAt: new Date(NOW.getTime() - DAY) });
    const later = await voucher({ startsAt: new Date(NOW.getTime() + DAY) });
    const used = await voucher({ maxUses: 1, usedCount: 1 });
    const minimum = await voucher({ kind: "amount", value: 1000, minOrder: 3000 });
    const messages = await Promise.all(
      ["NIMIC", expired.code, later.code, used.code, minimum.code].map(async (c) => {
        const answer = await quote(lines, c);
        expect(answer.voucher?.applied).toBe(false);
        expect(answer.discount).toBe(0);
        return answer.voucher?.message;
      }),
    );
    expect(messages).toEqual([
      "Voucherul nu există. Verifică dacă l-ai scris corect.",
      "Voucherul a expirat.",
      "Voucherul nu este încă activ.",
      "Voucherul a fost deja folosit.",
      "Voucherul se aplică pentru comenzi de minimum 30,00 lei.",
    ]);
    // 10 lei off once the order reaches 30 lei.
    const enough = await quote([{ id: book.id, quantity: 2 }], minimum.code);
    expect(enough.voucher).toMatchObject({ applied: true, discount: 1000 });
  });

  it("takes its discount only from the books it names", async () => {
    const covered = await createBook(database.db, { price: 4000, stock: 5 });
    const other = await createBook(database.db, { price: 6000, stock: 5 });
    const only = await voucher({ value: 50, bookIds: [covered.id] });
    const answer = await quote(
      [
        { id: covered.id, quantity: 1 },
        { id: other.id, quantity: 1 },
      ],
      only.code,
    );
    expect(answer.discount).toBe(2000);
  });

  it("grants free shipping and adds a gift book at 0 lei", async () => {
    const book = await createBook(database.db, { price: 2000, stock: 5 });
    const giftBook = await createBook(database.db, { price: 3000, stock: 2, title: "Cadoul" });
    const shipping = await voucher({ kind: "free-shipping", value: 0 });
    const free = await quote([{ id: book.id, quantity: 1 }], shipping.code);
    expect(free.shipping).toMatchObject({ cost: 0, free: true });
    const gift = await voucher({ kind: "gift-book", bookId: giftBook.id });
    const withGift = await quote([{ id: book.id, quantity: 1 }], gift.code);
    expect(withGift.voucher?.gift).toMatchObject({ id: giftBook.id, price: 0, title: "Cadoul" });
    expect(withGift.total).toBe(free.subtotal + withGift.shipping.cost);
  });
});

async function checkoutWith(
  lines: { id: number; quantity: number }[],
  code: string,
  email = "voucher.client@example.ro",
) {
  const checkout = await readyCheckout(database.db, {
    lines,
    now: NOW,
    today: TODAY,
    details: { email },
    voucherCode: code,
  });
  return checkout.tokenHash;
}

describe("vouchers at the order", () => {
  it("charges the quoted discount, records the use, and refuses the code's second use", async () => {
    const { db } = database;
    const book = await createBook(db, { price: 5000, stock: 10 });
    const once = await voucher({ value: 20, maxUses: 1 });
    const first = await placeOrder(db, {
      tokenHash: await checkoutWith([{ id: book.id, quantity: 1 }], once.code),
      idempotencyKey: "voucher-order-1",
      now: NOW,
      today: TODAY,
    });
    if (!first.ok) throw new Error(`not placed: ${first.reason}`);
    const [order] = await db.select().from(orders).where(eq(orders.id, first.order.id));
    expect(order).toMatchObject({ subtotal: 5000, discount: 1000, voucherCode: once.code });
    expect(order?.total).toBe(4000 + (order?.shippingCost ?? 0));
    const [use] = await db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.orderId, first.order.id));
    expect(use).toMatchObject({ voucherId: once.id, discount: 1000 });

    // The code's one use is gone: a second order is placed at full price.
    const second = await placeOrder(db, {
      tokenHash: await checkoutWith([{ id: book.id, quantity: 1 }], once.code, "alt@example.ro"),
      idempotencyKey: "voucher-order-2",
      now: NOW,
      today: TODAY,
    });
    if (!second.ok) throw new Error(`not placed: ${second.reason}`);
    const [full] = await db.select().from(orders).where(eq(orders.id, second.order.id));
    expect(full).toMatchObject({ discount: 0, voucherCode: null });

    // Cancelling the first order gives the use back.
    await moveOrder(db, { orderId: first.order.id, to: "cancelled", actor: "operator", now: NOW });
    const [after] = await db
      .select({ used: vouchers.usedCount })
      .from(vouchers)
      .where(eq(vouchers.id, once.id));
    expect(after?.used).toBe(0);
  });

  it("counts a campaign's codes together: one WOW price or prize per customer, not per visitor", async () => {
    const { db } = database;
    const book = await createBook(db, { price: 5000, stock: 10 });
    const [campaign] = await db
      .insert(campaigns)
      .values({ slug: "wow-familie", type: "wow-bestseller", name: "WOW" })
      .returning({ id: campaigns.id });
    if (!campaign) throw new Error("no campaign");
    // Two visitors' codes, one shopper behind both (the cookies cleared in between).
    const [first, second] = await Promise.all(
      [1, 2].map(() =>
        voucher({
          kind: "amount",
          value: 1000,
          maxUses: 1,
          maxUsesPerCustomer: 1,
          campaignId: campaign.id,
        }),
      ),
    );
    if (!first || !second) throw new Error("no codes");
    const placed = await placeOrder(db, {
      tokenHash: await checkoutWith([{ id: book.id, quantity: 1 }], first.code, "wow@example.ro"),
      idempotencyKey: "campaign-family-1",
      now: NOW,
      today: TODAY,
    });
    expect(placed).toMatchObject({ ok: true });
    const quoteFor = (email: string) =>
      quoteCart(db, { lines: [{ id: book.id, quantity: 1 }], voucherCode: second.code }, TODAY, {
        now: NOW,
        shopper: { customerId: null, email },
      });
    expect((await quoteFor("wow+2@example.ro")).voucher).toMatchObject({
      applied: false,
      message: "Voucherul a fost deja folosit.",
    });
    // Another shopper may use it.
    expect((await quoteFor("altcineva@example.ro")).voucher).toMatchObject({ applied: true });
  });

  it("counts a campaign's gift-book prizes with its other codes: one prize per customer", async () => {
    const { db } = database;
    const book = await createBook(db, { price: 5000, stock: 10 });
    const [giftA, giftB] = await Promise.all(
      [1, 2].map(() => createBook(db, { price: 3000, stock: 5 })),
    );
    const [campaign] = await db
      .insert(campaigns)
      .values({ slug: "noroc-familie", type: "fortune-cookie", name: "Noroc" })
      .returning({ id: campaigns.id });
    if (!campaign || !giftA || !giftB) throw new Error("no campaign");
    // The cookie's prizes for one shopper who cleared the cookies between draws.
    const prize = (bookId: number) =>
      voucher({
        kind: "gift-book",
        bookId,
        maxUses: 1,
        maxUsesPerCustomer: 1,
        campaignId: campaign.id,
      });
    const [first, second] = [await prize(giftA.id), await prize(giftB.id)];
    const percent = await voucher({ maxUses: 1, maxUsesPerCustomer: 1, campaignId: campaign.id });
    const placed = await placeOrder(db, {
      tokenHash: await checkoutWith([{ id: book.id, quantity: 1 }], first.code, "noroc@example.ro"),
      idempotencyKey: "campaign-gift-family-1",
      now: NOW,
      today: TODAY,
    });
    expect(placed).toMatchObject({ ok: true });
    const quoteFor = (code: string, email: string) =>
      quoteCart(db, { lines: [{ id: book.id, quantity: 1 }], voucherCode: code }, TODAY, {
        now: NOW,
        shopper: { customerId: null, email },
      });
    for (const code of [second.code, percent.code]) {
      expect((await quoteFor(code, "noroc@example.ro")).voucher).toMatchObject({
        applied: false,
        message: "Voucherul a fost deja folosit.",
      });
    }
    expect((await quoteFor(second.code, "altcineva@example.ro")).voucher).toMatchObject({
      applied: true,
    });
    // At the order as well: the order goes without the second gift book (step 3 said why).
    const again = await placeOrder(db, {
      tokenHash: await checkoutWith(
        [{ id: book.id, quantity: 1 }],
        second.code,
        "noroc@example.ro",
      ),
      idempotencyKey: "campaign-gift-family-2",
      now: NOW,
      today: TODAY,
    });
    if (!again.ok) throw new Error(`not placed: ${again.reason}`);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, again.order.id));
    expect(lines.map((line) => line.bookId)).toEqual([book.id]);
    const uses = await db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.voucherId, second.id));
    expect(uses).toEqual([]);
  });

  it("counts a code's uses per customer by mailbox: a +tag spelling is the same customer", async () => {
    const { db } = database;
    const book = await createBook(db, { price: 5000, stock: 10 });
    const shared = await voucher({ value: 20, maxUsesPerCustomer: 1 });
    const first = await placeOrder(db, {
      tokenHash: await checkoutWith(
        [{ id: book.id, quantity: 1 }],
        shared.code,
        "pasti@example.ro",
      ),
      idempotencyKey: "per-mailbox-1",
      now: NOW,
      today: TODAY,
    });
    expect(first).toMatchObject({ ok: true });
    for (const email of ["Pasti+2@Example.ro", "pasti+3@example.ro"]) {
      const answer = await quoteCart(
        db,
        { lines: [{ id: book.id, quantity: 1 }], voucherCode: shared.code },
        TODAY,
        { now: NOW, shopper: { customerId: null, email } },
      );
      expect(answer.voucher, email).toMatchObject({ applied: false });
    }
    const again = await placeOrder(db, {
      tokenHash: await checkoutWith(
        [{ id: book.id, quantity: 1 }],
        shared.code,
        "pasti+4@example.ro",
      ),
      idempotencyKey: "per-mailbox-2",
      now: NOW,
      today: TODAY,
    });
    // Placed at the full price the shopper was shown, without the code.
    if (!again.ok) throw new Error(`not placed: ${JSON.stringify(again)}`);
    const [order] = await db.select().from(orders).where(eq(orders.id, again.order.id));
    expect(order).toMatchObject({ discount: 0, voucherCode: null });
  });

  it("takes a first-order code at the shopper's first order, and refuses it at the next", async () => {
    const { db } = database;
    const book = await createBook(db, { price: 5000, stock: 10 });
    const welcome = await voucher({
      value: 10,
      maxUses: 1,
      maxUsesPerCustomer: 1,
      firstOrderOnly: true,
      issuedTo: "nou@example.ro",
    });
    const first = await placeOrder(db, {
      tokenHash: await checkoutWith([{ id: book.id, quantity: 1 }], welcome.code, "nou@example.ro"),
      idempotencyKey: "first-order-1",
      now: NOW,
      today: TODAY,
    });
    if (!first.ok) throw new Error(`not placed: ${JSON.stringify(first)}`);
    const [order] = await db.select().from(orders).where(eq(orders.id, first.order.id));
    expect(order).toMatchObject({ discount: 500, voucherCode: welcome.code });

    // A second welcome code for the same mailbox ("+tag" included) finds that order.
    const again = await voucher({ value: 10, firstOrderOnly: true, issuedTo: "nou@example.ro" });
    const answer = await quoteCart(
      db,
      { lines: [{ id: book.id, quantity: 1 }], voucherCode: again.code },
      TODAY,
      { now: NOW, shopper: { customerId: null, email: "Nou+a@example.ro" } },
    );
    expect(answer.voucher).toMatchObject({ applied: false });
    expect(answer.voucher?.message).toMatch(/prima comandă/);
  });

  it("gives a gift book only from copies beyond those the cart buys", async () => {
    const { db } = database;
    const book = await createBook(db, { price: 5000, stock: 1 });
    const gift = await voucher({ kind: "gift-book", bookId: book.id });
    const lines = [{ id: book.id, quantity: 1 }];
    // The one copy is the cart's: the quote says the gift is not available.
    expect((await quote(lines, gift.code)).voucher).toMatchObject({ applied: false });

    // Two copies, one held by another shopper's checkout: the order finds, under the books'
    // locks, no copy left for the gift, and takes nothing.
    await db.update(books).set({ stock: 2 }).where(eq(books.id, book.id));
    await checkoutWith(lines, "", "alta.clienta@example.ro");
    const placed = await placeOrder(db, {
      tokenHash: await checkoutWith(lines, gift.code, "cadou.unic@example.ro"),
      idempotencyKey: "voucher-gift-same-book",
      now: NOW,
      today: TODAY,
    });
    expect(placed).toMatchObject({ ok: false, reason: "voucher-refused" });
    const [row] = await db.select({ stock: books.stock }).from(books).where(eq(books.id, book.id));
    expect(row?.stock).toBe(2);
  });

  it("sends the gift book with the order, taken from stock", async () => {
    const { db } = database;
    const book = await createBook(db, { price: 5000, stock: 10, salesCount: 0 });
    const giftBook = await createBook(db, { price: 3000, stock: 3, salesCount: 0 });
    const gift = await voucher({ kind: "gift-book", bookId: giftBook.id, maxUses: 1 });
    const placed = await placeOrder(db, {
      tokenHash: await checkoutWith([{ id: book.id, quantity: 1 }], gift.code, "gift@example.ro"),
      idempotencyKey: "voucher-gift-1",
      now: NOW,
      today: TODAY,
    });
    if (!placed.ok) throw new Error(`not placed: ${placed.reason}`);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, placed.order.id));
    expect(lines).toContainEqual(
      expect.objectContaining({ bookId: giftBook.id, isGift: true, unitPrice: 0, quantity: 1 }),
    );
    const [stock] = await db
      .select({ stock: books.stock, sales: books.salesCount })
      .from(books)
      .where(eq(books.id, giftBook.id));
    expect(stock).toEqual({ stock: 2, sales: 0 });
  });
});
