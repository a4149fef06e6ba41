import { asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { books, siteSettings } from "../../../db/schema";
import { ledgerEntries } from "../../../db/schema-accounts";
import { giftCards } from "../../../db/schema-gift-cards";
import { orderEvents, orderLines, orders, outboxEmails } from "../../../db/schema-orders";
import { voucherRedemptions, vouchers } from "../../../db/schema-promotions";
import { DEMO_COMPANY } from "../../../db/seed/data/company";
import { createTestDatabase } from "../../../db/testing";
import { parseEnv, publicStore } from "../../lib/env.server";
import type { PublicStore } from "../../lib/store";
import { balances, pointsFor, record } from "../loyalty/ledger.server";
import { loyaltyStatus } from "../loyalty/tiers.server";
import { moveOrder } from "../orders/order-status.server";
import { createCustomerOrder } from "./order-test-factory";
import { refundPerCopy } from "./refund-split.server";
import {
  listReturns,
  moveReturn,
  parseRomanianIban,
  returnableOrders,
  startReturn,
} from "./returns.server";
import { createCustomer } from "./test-factories";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const NOW = new Date("2026-11-20T10:00:00Z");

interface OrderShape {
  quantity?: number;
  discount?: number;
  /** Paid from store credit and with points (bani); the rest is paid on delivery. */
  creditUsed?: number;
  bonusUsed?: number;
}

async function deliveredOrder(
  customerId: number,
  deliveredDaysAgo: number,
  { quantity = 2, discount = 0, creditUsed = 0, bonusUsed = 0 }: OrderShape = {},
) {
  const book = await createBook(database.db, { price: 4_000, title: "Enigma Otiliei" });
  const [order] = await database.db
    .insert(orders)
    .values({
      customerId,
      status: "delivered",
      email: "retur@example.ro",
      delivery: {
        kind: "address",
        county: "CJ",
        sector: null,
        locality: "Cluj-Napoca",
        street: "Str. A 1",
        postalCode: "400001",
      },
      invoice: { kind: "person" },
      deliveryMethod: "curier",
      paymentMethod: "ramburs",
      subtotal: 4_000 * quantity,
      discount,
      creditUsed,
      bonusUsed,
      total: 4_000 * quantity - discount - creditUsed - bonusUsed,
      placedAt: new Date(NOW.getTime() - (deliveredDaysAgo + 3) * 86_400_000),
    })
    .returning({ id: orders.id, publicId: orders.publicId });
  if (!order) throw new Error("no order");
  await database.db.insert(orderLines).values({
    orderId: order.id,
    bookId: book.id,
    quantity,
    unitPrice: 4_000,
    title: "Enigma Otiliei",
    stockTaken: quantity,
  });
  await database.db.insert(orderEvents).values({
    orderId: order.id,
    kind: "status",
    toValue: "delivered",
    actor: "curier",
    at: new Date(NOW.getTime() - deliveredDaysAgo * 86_400_000),
  });
  return { ...order, bookId: book.id };
}

async function orderId(publicId: string): Promise<number> {
  const [row] = await database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.publicId, publicId));
  if (!row) throw new Error("no order");
  return row.id;
}

/** A gift voucher as its purchase issues it: a single-use `amount` code, used once already. */
async function giftVoucher(code: string, value: number): Promise<number> {
  const { order: bought } = await createCustomerOrder(database.db, null);
  const [voucher] = await database.db
    .insert(vouchers)
    .values({ code, kind: "amount", value, maxUses: 1, usedCount: 1 })
    .returning({ id: vouchers.id });
  if (!voucher) throw new Error("no voucher");
  await database.db.insert(giftCards).values({
    ref: `ref-${code}`,
    status: "issued",
    value,
    recipientName: "Ana",
    recipientEmail: "ana@example.ro",
    senderName: "Ion",
    orderId: bought.id,
    voucherId: voucher.id,
  });
  return voucher.id;
}

/** Moves a return to refunded through the shop's steps (e-mailing the shopper with a store). */
async function refund(returnId: number, store: PublicStore | null = null) {
  for (const to of ["approved", "received", "refunded"] as const) {
    expect((await moveReturn(database.db, returnId, to, NOW, store)).ok).toBe(true);
  }
}

describe("returns", () => {
  it("offers lines of orders delivered within 30 days, up to what was received, and refunds to credit once", async () => {
    const customer = await createCustomer(database.db);
    const recent = await deliveredOrder(customer.id, 5);
    await deliveredOrder(customer.id, 31);
    const offered = await returnableOrders(database.db, customer.id, NOW);
    expect(offered.map((order) => order.publicId)).toEqual([recent.publicId]);

    const base = {
      orderPublicId: recent.publicId,
      reason: "deteriorat",
      refundMethod: "credit",
      iban: "",
    };
    const tooMany = await startReturn(
      database.db,
      customer.id,
      { ...base, quantities: { [recent.bookId]: 3 } },
      NOW,
      null,
    );
    expect(tooMany).toMatchObject({ ok: false, errors: { lines: expect.any(String) } });
    const started = await startReturn(
      database.db,
      customer.id,
      { ...base, quantities: { [recent.bookId]: 2 } },
      NOW,
      null,
    );
    if (!started.ok) throw new Error(JSON.stringify(started.errors));
    // Everything is on its way back: nothing more to return from that order.
    expect(await returnableOrders(database.db, customer.id, NOW)).toEqual([]);
    const again = await startReturn(
      database.db,
      customer.id,
      { ...base, quantities: { [recent.bookId]: 1 } },
      NOW,
      null,
    );
    expect(again.ok).toBe(false);

    expect((await moveReturn(database.db, started.returnId, "refunded", NOW, null)).ok).toBe(false);
    await refund(started.returnId);
    expect((await balances(database.db, customer.id)).credit).toBe(8_000);
  });

  it("refuses another customer's order, a card refund for a cash order and a wrong IBAN", async () => {
    const owner = await createCustomer(database.db);
    const stranger = await createCustomer(database.db);
    const order = await deliveredOrder(owner.id, 2, { quantity: 1 });
    const input = {
      orderPublicId: order.publicId,
      quantities: { [order.bookId]: 1 },
      reason: "gresit",
      iban: "RO00",
    };
    expect(
      await startReturn(database.db, stranger.id, { ...input, refundMethod: "credit" }, NOW, null),
    ).toMatchObject({
      ok: false,
      errors: { order: expect.any(String) },
    });
    expect(
      await startReturn(database.db, owner.id, { ...input, refundMethod: "card" }, NOW, null),
    ).toMatchObject({
      ok: false,
      errors: { refundMethod: expect.any(String) },
    });
    expect(
      await startReturn(database.db, owner.id, { ...input, refundMethod: "bank" }, NOW, null),
    ).toMatchObject({
      ok: false,
      errors: { iban: expect.any(String) },
    });
    expect(parseRomanianIban("RO49 AAAA 1B31 0075 9384 0000")).toBe("RO49AAAA1B31007593840000");
    expect(parseRomanianIban("RO48AAAA1B31007593840000")).toBeNull();
    const [row] = await database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.status).toBe("delivered");
  });

  it("refunds what was paid: a line's price less its share of the order's voucher", async () => {
    const customer = await createCustomer(database.db);
    // Three copies at 40 lei with a 30 lei voucher: 90 lei paid, 30 lei a copy.
    const order = await deliveredOrder(customer.id, 2, { quantity: 3, discount: 3_000 });
    const [offered] = await returnableOrders(database.db, customer.id, NOW);
    expect(offered?.lines).toEqual([
      expect.objectContaining({ bookId: order.bookId, unitPrice: 4_000, refund: 3_000 }),
    ]);
    const base = {
      orderPublicId: order.publicId,
      reason: "deteriorat",
      refundMethod: "credit",
      iban: "",
    };
    const first = await startReturn(
      database.db,
      customer.id,
      { ...base, quantities: { [order.bookId]: 1 } },
      NOW,
      null,
    );
    const rest = await startReturn(
      database.db,
      customer.id,
      { ...base, quantities: { [order.bookId]: 2 } },
      NOW,
      null,
    );
    if (!first.ok || !rest.ok) throw new Error("returns refused");
    for (const id of [first.returnId, rest.returnId]) await refund(id);
    // Everything returned gives back what the order paid for its books, no more.
    expect((await balances(database.db, customer.id)).credit).toBe(9_000);
  });

  it("gives the shares paid from credit and with points back to the account, never as money, and takes back the points the books earned", async () => {
    const customer = await createCustomer(database.db);
    const day = 86_400_000;
    const earlier = new Date(NOW.getTime() - 40 * day);
    const lotExpiry = new Date(NOW.getTime() + 200 * day);
    await record(
      database.db,
      customer.id,
      { kind: "credit", amount: 5_000, reason: "Cadou", reference: "gift:returns" },
      earlier,
    );
    await record(
      database.db,
      customer.id,
      {
        kind: "bonus",
        amount: 2_000,
        reason: "Puncte",
        reference: "order:0:earned-before",
        expiresAt: lotExpiry,
      },
      earlier,
    );
    // Two books at 40 lei: 40 lei from credit, 20 with points, 20 paid on delivery.
    const order = await deliveredOrder(customer.id, 3, { creditUsed: 4_000, bonusUsed: 2_000 });
    const spent = `order:${await orderId(order.publicId)}:spent`;
    const ordered = new Date(NOW.getTime() - 10 * day);
    await record(
      database.db,
      customer.id,
      { kind: "credit", amount: -4_000, reason: "Plată", reference: spent },
      ordered,
    );
    await record(
      database.db,
      customer.id,
      { kind: "bonus", amount: -2_000, reason: "Plată", reference: spent },
      ordered,
    );
    await record(
      database.db,
      customer.id,
      {
        kind: "bonus",
        amount: pointsFor(8_000),
        reason: "Puncte pentru comandă",
        reference: spent.replace(":spent", ":earned"),
        expiresAt: new Date(NOW.getTime() + 360 * day),
      },
      new Date(NOW.getTime() - 3 * day),
    );
    const [offered] = await returnableOrders(database.db, customer.id, NOW);
    expect(offered?.paid).toEqual({ money: 2_000, credit: 4_000, bonus: 2_000 });

    const base = { orderPublicId: order.publicId, reason: "nu-mai-vreau" };
    const byBank = await startReturn(
      database.db,
      customer.id,
      {
        ...base,
        quantities: { [order.bookId]: 1 },
        refundMethod: "bank",
        iban: "RO49 AAAA 1B31 0075 9384 0000",
      },
      NOW,
      null,
    );
    if (!byBank.ok) throw new Error(JSON.stringify(byBank.errors));
    // A quarter of the book's 40 lei was money: 10 lei by transfer, not 40.
    expect(await listReturns(database.db, customer.id)).toEqual([
      expect.objectContaining({
        amount: 1_000,
        creditBack: 2_000,
        pointsBack: 1_000,
        pointsTaken: 40,
      }),
    ]);
    await refund(byBank.returnId);
    expect(await balances(database.db, customer.id)).toEqual({
      credit: 5_000 - 4_000 + 2_000,
      bonus: 2_000 - 2_000 + 80 + 1_000 - 40,
    });
    const [given] = await database.db
      .select({ expiresAt: ledgerEntries.expiresAt })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `${spent}:reversed:return:${byBank.returnId}`));
    // The points come back valid as long as the earning they were paid from.
    expect(given?.expiresAt?.getTime()).toBe(lotExpiry.getTime());

    const toCredit = await startReturn(
      database.db,
      customer.id,
      { ...base, quantities: { [order.bookId]: 1 }, refundMethod: "credit", iban: "" },
      NOW,
      null,
    );
    if (!toCredit.ok) throw new Error(JSON.stringify(toCredit.errors));
    await refund(toCredit.returnId);
    // Both books back: the credit and points spent are whole again, the money (20 lei) came back
    // 10 by transfer and 10 as credit, and the order's 80 points are gone.
    expect(await balances(database.db, customer.id)).toEqual({ credit: 6_000, bonus: 2_000 });
    // Points given back are not earned again.
    expect((await loyaltyStatus(database.db, customer.id, NOW)).earnedThisYear).toBe(2_080);
    // Its books came back through returns: the whole order cannot be returned again.
    expect(
      await moveOrder(database.db, {
        orderId: await orderId(order.publicId),
        to: "returned",
        actor: "operator",
        now: NOW,
      }),
    ).toMatchObject({ ok: false, reason: "has-returns" });
  });

  it("gives an order paid wholly from credit its credit back, with no refund method to choose", async () => {
    const customer = await createCustomer(database.db);
    const order = await deliveredOrder(customer.id, 1, { quantity: 1, creditUsed: 4_000 });
    const started = await startReturn(
      database.db,
      customer.id,
      {
        orderPublicId: order.publicId,
        quantities: { [order.bookId]: 1 },
        reason: "defect",
        refundMethod: "",
        iban: "",
      },
      NOW,
      null,
    );
    if (!started.ok) throw new Error(JSON.stringify(started.errors));
    expect(await listReturns(database.db, customer.id)).toEqual([
      expect.objectContaining({ amount: 0, creditBack: 4_000, refundMethod: "credit" }),
    ]);
    await refund(started.returnId);
    expect((await balances(database.db, customer.id)).credit).toBe(4_000);
  });

  it("keeps digital books out of returns and refunds the shipping with the order's last books", async () => {
    const customer = await createCustomer(database.db);
    // Two paperbacks at 40 lei, an eBook at 20 lei and 15 lei shipping, paid on delivery.
    const order = await deliveredOrder(customer.id, 2);
    const ebook = await createBook(database.db, { price: 2_000, format: "ebook" });
    await database.db.insert(orderLines).values({
      orderId: await orderId(order.publicId),
      bookId: ebook.id,
      quantity: 1,
      unitPrice: 2_000,
      title: ebook.title,
    });
    await database.db
      .update(orders)
      .set({ subtotal: 10_000, shippingCost: 1_500, total: 11_500 })
      .where(eq(orders.publicId, order.publicId));
    const [offered] = await returnableOrders(database.db, customer.id, NOW);
    expect(offered?.lines.map((line) => line.bookId)).toEqual([order.bookId]);

    const input = (bookId: number) => ({
      orderPublicId: order.publicId,
      quantities: { [bookId]: 1 },
      reason: "nu-mai-vreau",
      refundMethod: "bank",
      iban: "RO49AAAA1B31007593840000",
    });
    // The eBook is not offered, and asking for it takes nothing.
    expect(await startReturn(database.db, customer.id, input(ebook.id), NOW, null)).toMatchObject({
      ok: false,
      errors: { lines: expect.any(String) },
    });
    for (let copy = 0; copy < 2; copy++) {
      const started = await startReturn(database.db, customer.id, input(order.bookId), NOW, null);
      if (!started.ok) throw new Error(JSON.stringify(started.errors));
    }
    // The first copy gives back its 40 lei; the last paperback brings the 15 lei shipping too.
    expect(
      (await listReturns(database.db, customer.id)).map(({ amount, shippingBack }) => ({
        amount,
        shippingBack,
      })),
    ).toEqual([
      { amount: 5_500, shippingBack: 1_500 },
      { amount: 4_000, shippingBack: 0 },
    ]);
  });

  it("puts received copies the shopper changed their mind about back on the shelf, and no copy counts as a sale", async () => {
    const customer = await createCustomer(database.db);
    const order = await deliveredOrder(customer.id, 2, { quantity: 3 });
    await database.db.update(books).set({ salesCount: 5 }).where(eq(books.id, order.bookId));
    const shelf = async () => {
      const [row] = await database.db
        .select({ stock: books.stock, sales: books.salesCount })
        .from(books)
        .where(eq(books.id, order.bookId));
      return row;
    };
    const before = await shelf();
    const send = async (reason: string, copies: number) => {
      const started = await startReturn(
        database.db,
        customer.id,
        {
          orderPublicId: order.publicId,
          quantities: { [order.bookId]: copies },
          reason,
          refundMethod: "credit",
          iban: "",
        },
        NOW,
        null,
      );
      if (!started.ok) throw new Error(JSON.stringify(started.errors));
      for (const to of ["approved", "received"] as const) {
        expect((await moveReturn(database.db, started.returnId, to, NOW, null)).ok).toBe(true);
      }
    };
    await send("nu-mai-vreau", 2);
    expect(await shelf()).toEqual({ stock: (before?.stock ?? 0) + 2, sales: 3 });
    // A damaged copy is no longer a sale, but it is not sold again.
    await send("deteriorat", 1);
    expect(await shelf()).toEqual({ stock: (before?.stock ?? 0) + 2, sales: 2 });

    // A pre-order's copy never left stock: it does not come back to it either.
    const preorder = await deliveredOrder(customer.id, 2, { quantity: 1 });
    await database.db
      .update(orderLines)
      .set({ stockTaken: 0 })
      .where(eq(orderLines.orderId, await orderId(preorder.publicId)));
    const [stockBefore] = await database.db
      .select({ stock: books.stock })
      .from(books)
      .where(eq(books.id, preorder.bookId));
    const started = await startReturn(
      database.db,
      customer.id,
      {
        orderPublicId: preorder.publicId,
        quantities: { [preorder.bookId]: 1 },
        reason: "nu-mai-vreau",
        refundMethod: "credit",
        iban: "",
      },
      NOW,
      null,
    );
    if (!started.ok) throw new Error(JSON.stringify(started.errors));
    for (const to of ["approved", "received"] as const) {
      await moveReturn(database.db, started.returnId, to, NOW, null);
    }
    const [stockAfter] = await database.db
      .select({ stock: books.stock })
      .from(books)
      .where(eq(books.id, preorder.bookId));
    expect(stockAfter).toEqual(stockBefore);
  });

  it("gives back what a gift voucher paid as credit, where a promotion's discount stays spent", async () => {
    const customer = await createCustomer(database.db);
    // Two books at 40 lei, 30 lei of them paid with a gift voucher, 50 lei on delivery.
    const order = await deliveredOrder(customer.id, 2, { discount: 3_000 });
    const id = await orderId(order.publicId);
    const voucherId = await giftVoucher(`CADOU-RETUR-${id}`, 3_000);
    await database.db
      .insert(voucherRedemptions)
      .values({ voucherId, orderId: id, email: "retur@example.ro", discount: 3_000 });

    const [offered] = await returnableOrders(database.db, customer.id, NOW);
    // A copy is worth its whole price: the voucher paid for it, it did not discount it.
    expect(offered?.lines).toEqual([expect.objectContaining({ unitPrice: 4_000, refund: 4_000 })]);
    expect(offered?.paid).toEqual({ money: 5_000, credit: 3_000, bonus: 0 });
    const started = await startReturn(
      database.db,
      customer.id,
      {
        orderPublicId: order.publicId,
        quantities: { [order.bookId]: 1 },
        reason: "nu-mai-vreau",
        refundMethod: "bank",
        iban: "RO49AAAA1B31007593840000",
      },
      NOW,
      null,
    );
    if (!started.ok) throw new Error(JSON.stringify(started.errors));
    expect(await listReturns(database.db, customer.id)).toEqual([
      expect.objectContaining({ amount: 2_500, creditBack: 1_500 }),
    ]);
  });

  it("gives a whole order returned its gift voucher back, and keeps a promotion's code spent", async () => {
    const customer = await createCustomer(database.db);
    const voucherOn = async (id: number, gift: boolean) => {
      let voucherId: number;
      if (gift) {
        voucherId = await giftVoucher(`CADOU-INTREG-${id}`, 1_000);
      } else {
        const [code] = await database.db
          .insert(vouchers)
          .values({
            code: `PROMO-INTREG-${id}`,
            kind: "amount",
            value: 1_000,
            maxUses: 1,
            usedCount: 1,
          })
          .returning({ id: vouchers.id });
        if (!code) throw new Error("no voucher");
        voucherId = code.id;
      }
      await database.db
        .insert(voucherRedemptions)
        .values({ voucherId, orderId: id, email: "retur@example.ro", discount: 1_000 });
      return voucherId;
    };
    const usedCount = async (voucherId: number) => {
      const [row] = await database.db
        .select({ used: vouchers.usedCount })
        .from(vouchers)
        .where(eq(vouchers.id, voucherId));
      return row?.used;
    };
    for (const gift of [true, false]) {
      const order = await deliveredOrder(customer.id, 2, { discount: 1_000 });
      const id = await orderId(order.publicId);
      const voucherId = await voucherOn(id, gift);
      expect(
        await moveOrder(database.db, { orderId: id, to: "returned", actor: "operator", now: NOW }),
      ).toMatchObject({ ok: true });
      expect(await usedCount(voucherId)).toBe(gift ? 0 : 1);
    }
  });

  it("e-mails the customer at each step they wait on: received, approved with the address, refunded, refused", async () => {
    const store = publicStore(parseEnv({}));
    const customer = await createCustomer(database.db);
    const order = await deliveredOrder(customer.id, 2, { quantity: 2, creditUsed: 4_000 });
    const input = {
      orderPublicId: order.publicId,
      quantities: { [order.bookId]: 1 },
      reason: "nu-mai-vreau",
      refundMethod: "bank",
      iban: "RO49AAAA1B31007593840000",
    };
    const mails = async (returnId: number) =>
      database.db
        .select({
          to: outboxEmails.recipient,
          subject: outboxEmails.subject,
          text: outboxEmails.text,
        })
        .from(outboxEmails)
        .where(like(outboxEmails.dedupeKey, `return:${returnId}:%`))
        .orderBy(asc(outboxEmails.id));

    const first = await startReturn(database.db, customer.id, input, NOW, store);
    if (!first.ok) throw new Error(JSON.stringify(first.errors));
    await database.db.insert(siteSettings).values({ key: "shop.company", value: DEMO_COMPANY });
    await refund(first.returnId, store);
    const told = await mails(first.returnId);
    expect(told.map((mail) => [mail.to, mail.subject])).toEqual([
      [customer.email, `Am primit cererea de retur nr. ${first.returnId}`],
      [customer.email, `Returul nr. ${first.returnId} a fost aprobat: trimite coletul`],
      [customer.email, `Ți-am dat banii înapoi pentru returul nr. ${first.returnId}`],
    ]);
    // Half the order was paid from credit: the e-mails say what comes back, and how.
    expect(told[0]?.text).toContain(
      "20,00 lei · Transfer bancar în contul meu; 20,00 lei înapoi în credit",
    );
    expect(told[1]?.text).toContain(DEMO_COMPANY.workingAddress);
    expect(told[1]?.text).toContain(`Retur nr. ${first.returnId}`);

    const second = await startReturn(database.db, customer.id, input, NOW, store);
    if (!second.ok) throw new Error(JSON.stringify(second.errors));
    expect((await moveReturn(database.db, second.returnId, "rejected", NOW, store)).ok).toBe(true);
    expect((await mails(second.returnId)).map((mail) => mail.subject)).toEqual([
      `Am primit cererea de retur nr. ${second.returnId}`,
      `Cererea de retur nr. ${second.returnId} a fost refuzată`,
    ]);
  });

  it("never gives back more than the order paid for its books, however its discount divides", () => {
    const lines = [
      { unitPrice: 3_333, quantity: 2 },
      { unitPrice: 1_999, quantity: 1 },
      { unitPrice: 4_950, quantity: 3 },
    ];
    const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    for (const discount of [0, 1, 999, 2_500, subtotal - 1, subtotal, subtotal + 500]) {
      const refunded = lines.reduce(
        (sum, line) => sum + refundPerCopy(line.unitPrice, subtotal, discount) * line.quantity,
        0,
      );
      const paid = Math.max(0, subtotal - discount);
      expect(refunded).toBeLessThanOrEqual(paid);
      // Rounded down a copy at a time: at most a ban a copy short.
      expect(paid - refunded).toBeLessThanOrEqual(6);
    }
  });
});
