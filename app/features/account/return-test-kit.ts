// Test kit for returns: delivered orders of a customer as checkout and delivery leave them,
// gift vouchers as their purchase issues them, and a return moved through the shop's steps.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../../../db/client.server";
import { giftCards } from "../../../db/schema-gift-cards";
import { orders } from "../../../db/schema-orders";
import { vouchers } from "../../../db/schema-promotions";
import type { PublicStore } from "../../lib/store";
import { createCustomerOrder } from "./order-test-factory";
import { moveReturn } from "./return-moves.server";
import { startReturn } from "./returns.server";

/** The tests' clock: orders are delivered some days before it. */
export const NOW = new Date("2026-11-20T10:00:00Z");

export interface OrderShape {
  quantity?: number;
  discount?: number;
  /** Paid from store credit and with points (bani); the rest is paid on delivery. */
  creditUsed?: number;
  bonusUsed?: number;
}

export function returnKit(db: Database) {
  /** A delivered order paid on delivery, without shipping, of one 40-lei book. */
  async function deliveredOrder(
    customerId: number,
    deliveredDaysAgo: number,
    { quantity = 2, discount = 0, creditUsed = 0, bonusUsed = 0 }: OrderShape = {},
  ) {
    const { order, book } = await createCustomerOrder(db, customerId, {
      unitPrice: 4_000,
      quantity,
      stockTaken: quantity,
      email: "retur@example.ro",
      paymentMethod: "ramburs",
      shippingCost: 0,
      discount,
      creditUsed,
      bonusUsed,
      total: 4_000 * quantity - discount - creditUsed - bonusUsed,
      placedAt: new Date(NOW.getTime() - (deliveredDaysAgo + 3) * 86_400_000),
      deliveredAt: new Date(NOW.getTime() - deliveredDaysAgo * 86_400_000),
    });
    return { id: order.id, publicId: order.publicId, bookId: book.id };
  }

  async function orderId(publicId: string): Promise<number> {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.publicId, publicId));
    if (!row) throw new Error("no order");
    return row.id;
  }

  /** A gift voucher as its purchase issues it: a single-use `amount` code, used once already. */
  async function giftVoucher(code: string, value: number): Promise<number> {
    const { order: bought } = await createCustomerOrder(db, null);
    const [voucher] = await db
      .insert(vouchers)
      .values({ code, kind: "amount", value, maxUses: 1, usedCount: 1 })
      .returning({ id: vouchers.id });
    if (!voucher) throw new Error("no voucher");
    await db.insert(giftCards).values({
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

  /** The shopper asks to return copies of an order's book, refunded as credit; the return's id. */
  async function askReturn(
    customerId: number,
    order: { publicId: string; bookId: number },
    copies: number,
    reason = "nu-mai-vreau",
  ): Promise<number> {
    const started = await startReturn(
      db,
      customerId,
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
    return started.returnId;
  }

  /** Moves a return to received through the shop's steps, with the inspection's verdict if any. */
  async function receive(
    returnId: number,
    store: PublicStore | null = null,
    inspection: { resellable?: boolean } = {},
  ) {
    expect((await moveReturn(db, returnId, "approved", NOW, store)).ok).toBe(true);
    expect((await moveReturn(db, returnId, "received", NOW, store, inspection)).ok).toBe(true);
  }

  /** Moves a return to refunded through the shop's steps (e-mailing the shopper with a store). */
  async function refund(returnId: number, store: PublicStore | null = null) {
    await receive(returnId, store);
    expect((await moveReturn(db, returnId, "refunded", NOW, store)).ok).toBe(true);
  }

  return { deliveredOrder, orderId, giftVoucher, askReturn, receive, refund };
}

export type ReturnKit = ReturnType<typeof returnKit>;
