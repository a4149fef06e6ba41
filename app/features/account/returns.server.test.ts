// Asking for a return: which orders and copies, who may, and what a copy is worth.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { orderLines, orders } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { balances } from "../loyalty/ledger.server";
import { moveReturn } from "./return-moves.server";
import { NOW, type ReturnKit, returnKit } from "./return-test-kit";
import { listReturns, parseRomanianIban, returnableOrders, startReturn } from "./returns.server";
import { createCustomer } from "./test-factories";

let database: DatabaseHandle;
let kit: ReturnKit;
beforeAll(async () => {
  database = await createTestDatabase();
  kit = returnKit(database.db);
});
afterAll(async () => {
  await database.close();
});

describe("returns", () => {
  it("offers lines of orders delivered within 30 days, up to what was received, and refunds to credit once", async () => {
    const customer = await createCustomer(database.db);
    const recent = await kit.deliveredOrder(customer.id, 5);
    await kit.deliveredOrder(customer.id, 31);
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
    await kit.refund(started.returnId);
    expect((await balances(database.db, customer.id)).credit).toBe(8_000);
  });

  it("says copies asked for again are already on a return, not that none were chosen", async () => {
    const customer = await createCustomer(database.db);
    const order = await kit.deliveredOrder(customer.id, 5);
    // A second book in the order keeps it returnable after the first is on its way back.
    const other = await createBook(database.db, { price: 2_000 });
    await database.db.insert(orderLines).values({
      orderId: order.id,
      bookId: other.id,
      quantity: 1,
      unitPrice: 2_000,
      title: other.title,
      stockTaken: 1,
    });
    const form = {
      orderPublicId: order.publicId,
      reason: "deteriorat",
      refundMethod: "credit",
      iban: "",
      quantities: { [order.bookId]: 2 },
    };
    expect((await startReturn(database.db, customer.id, form, NOW, null)).ok).toBe(true);
    // The same form again (a double click, the back button).
    expect(await startReturn(database.db, customer.id, form, NOW, null)).toEqual({
      ok: false,
      errors: {
        lines:
          "Exemplarele alese sunt deja într-o cerere de retur: o găsești în lista retururilor.",
      },
    });
  });

  it("refuses another customer's order, a card refund for a cash order and a wrong IBAN", async () => {
    const owner = await createCustomer(database.db);
    const stranger = await createCustomer(database.db);
    const order = await kit.deliveredOrder(owner.id, 2, { quantity: 1 });
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
    const order = await kit.deliveredOrder(customer.id, 2, { quantity: 3, discount: 3_000 });
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
    for (const id of [first.returnId, rest.returnId]) await kit.refund(id);
    // Everything returned gives back what the order paid for its books, no more.
    expect((await balances(database.db, customer.id)).credit).toBe(9_000);
  });

  it("keeps digital books out of returns and refunds the shipping with the order's last books", async () => {
    const customer = await createCustomer(database.db);
    // Two paperbacks at 40 lei, an eBook at 20 lei and 15 lei shipping, paid on delivery.
    const order = await kit.deliveredOrder(customer.id, 2);
    const ebook = await createBook(database.db, { price: 2_000, format: "ebook" });
    await database.db.insert(orderLines).values({
      orderId: await kit.orderId(order.publicId),
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
});
