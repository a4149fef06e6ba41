// What a return gives back, and how: the shares paid from credit, with points and with gift
// vouchers come back to the account, never as money.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { ledgerEntries } from "../../../db/schema-accounts";
import { voucherRedemptions, vouchers } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import { balances, pointsFor, record } from "../loyalty/ledger.server";
import { loyaltyStatus } from "../loyalty/tiers.server";
import { moveOrder } from "../orders/order-status.server";
import { NOW, type ReturnKit, returnKit } from "./return-test-kit";
import { listReturns, returnableOrders, startReturn } from "./returns.server";
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

describe("return refunds", () => {
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
    const order = await kit.deliveredOrder(customer.id, 3, { creditUsed: 4_000, bonusUsed: 2_000 });
    const spent = `order:${await kit.orderId(order.publicId)}:spent`;
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
    await kit.refund(byBank.returnId);
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
    await kit.refund(toCredit.returnId);
    // Both books back: the credit and points spent are whole again, the money (20 lei) came back
    // 10 by transfer and 10 as credit, and the order's 80 points are gone.
    expect(await balances(database.db, customer.id)).toEqual({ credit: 6_000, bonus: 2_000 });
    // Points given back are not earned again.
    expect((await loyaltyStatus(database.db, customer.id, NOW)).earnedThisYear).toBe(2_080);
    // Its books came back through returns: the whole order cannot be returned again.
    expect(
      await moveOrder(database.db, {
        orderId: await kit.orderId(order.publicId),
        to: "returned",
        actor: "operator",
        now: NOW,
      }),
    ).toMatchObject({ ok: false, reason: "has-returns" });
  });

  it("gives an order paid wholly from credit its credit back, with no refund method to choose", async () => {
    const customer = await createCustomer(database.db);
    const order = await kit.deliveredOrder(customer.id, 1, { quantity: 1, creditUsed: 4_000 });
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
    await kit.refund(started.returnId);
    expect((await balances(database.db, customer.id)).credit).toBe(4_000);
  });

  it("gives back what a gift voucher paid as credit, where a promotion's discount stays spent", async () => {
    const customer = await createCustomer(database.db);
    // Two books at 40 lei, 30 lei of them paid with a gift voucher, 50 lei on delivery.
    const order = await kit.deliveredOrder(customer.id, 2, { discount: 3_000 });
    const id = await kit.orderId(order.publicId);
    const voucherId = await kit.giftVoucher(`CADOU-RETUR-${id}`, 3_000);
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
        voucherId = await kit.giftVoucher(`CADOU-INTREG-${id}`, 1_000);
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
      const order = await kit.deliveredOrder(customer.id, 2, { discount: 1_000 });
      const id = await kit.orderId(order.publicId);
      const voucherId = await voucherOn(id, gift);
      expect(
        await moveOrder(database.db, { orderId: id, to: "returned", actor: "operator", now: NOW }),
      ).toMatchObject({ ok: true });
      expect(await usedCount(voucherId)).toBe(gift ? 0 : 1);
    }
  });
});
