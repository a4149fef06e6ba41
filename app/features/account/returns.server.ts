// Returns: lines of a delivered order may be sent back within 30 days of delivery (the shop's
// policy, spec section 1). A return moves along its own table; once the books are received and the
// money refunded to credit, the ledger gets the movement (one per return).
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import {
  orderEvents,
  orderLines,
  orders,
  returnLines,
  returnRequests,
} from "../../../db/schema-orders";
import { record } from "../loyalty/ledger.server";

import {
  REFUND_METHODS,
  RETURN_DAYS,
  RETURN_REASONS,
  RETURN_STATUS_LABELS,
  type RefundMethod,
  type ReturnReason,
  type ReturnStatus,
} from "./returns";

const RETURN_TRANSITIONS: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ["approved", "rejected"],
  approved: ["received", "rejected"],
  received: ["refunded"],
  refunded: [],
  rejected: [],
};

export interface ReturnableOrder {
  publicId: string;
  number: number;
  deliveredAt: string;
  lines: {
    bookId: number;
    title: string;
    unitPrice: number;
    /** What a copy returned gives back: its price less its share of the order's discount. */
    refund: number;
    returnable: number;
  }[];
}

/**
 * A copy's share of what the order paid for its books: the order's discount (a voucher) is spread
 * over its lines in proportion to their prices, so returning everything never gives back more
 * than was paid for the books (a 50 % voucher had refunded a book's full price). Rounded down
 * per copy, a ban at most.
 */
export function refundPerCopy(unitPrice: number, subtotal: number, discount: number): number {
  if (subtotal <= 0 || discount <= 0) return unitPrice;
  const paid = Math.max(0, subtotal - discount);
  return Math.floor((unitPrice * paid) / subtotal);
}

/** When the order was delivered: its "delivered" event, or (history without events) its last update. */
const deliveredAt = sql<Date>`coalesce(
  (select max(${orderEvents.at}) from ${orderEvents}
    where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.kind} = 'status' and ${orderEvents.toValue} = 'delivered'),
  ${orders.updatedAt})`;

/** The customer's delivered orders still within the return window, with what can go back. */
export async function returnableOrders(
  db: Database,
  customerId: number,
  now: Date,
): Promise<ReturnableOrder[]> {
  const since = new Date(now.getTime() - RETURN_DAYS * 86_400_000);
  const delivered = await db
    .select({
      id: orders.id,
      publicId: orders.publicId,
      number: orders.number,
      deliveredAt,
      subtotal: orders.subtotal,
      discount: orders.discount,
    })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.status, "delivered"),
        sql`${deliveredAt} >= ${since}`,
      ),
    )
    .orderBy(desc(orders.placedAt))
    .limit(20);
  if (delivered.length === 0) return [];
  const ids = delivered.map((order) => order.id);
  const [lines, requested] = await Promise.all([
    db
      .select({
        orderId: orderLines.orderId,
        bookId: orderLines.bookId,
        title: orderLines.title,
        quantity: orderLines.quantity,
        unitPrice: orderLines.unitPrice,
      })
      .from(orderLines)
      .where(and(inArray(orderLines.orderId, ids), eq(orderLines.isGift, false))),
    alreadyReturned(db, ids),
  ]);
  return delivered
    .map((order) => ({
      publicId: order.publicId,
      number: order.number,
      deliveredAt: new Date(order.deliveredAt).toISOString(),
      lines: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => ({
          bookId: line.bookId,
          title: line.title,
          unitPrice: line.unitPrice,
          refund: refundPerCopy(line.unitPrice, order.subtotal, order.discount),
          returnable: line.quantity - (requested.get(`${order.id}:${line.bookId}`) ?? 0),
        }))
        .filter((line) => line.returnable > 0),
    }))
    .filter((order) => order.lines.length > 0);
}

async function alreadyReturned(db: Database, orderIds: number[]): Promise<Map<string, number>> {
  const rows = await db
    .select({
      orderId: returnRequests.orderId,
      bookId: returnLines.bookId,
      quantity: sql<number>`sum(${returnLines.quantity})::int`,
    })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .where(
      and(inArray(returnRequests.orderId, orderIds), sql`${returnRequests.status} <> 'rejected'`),
    )
    .groupBy(returnRequests.orderId, returnLines.bookId);
  return new Map(rows.map((row) => [`${row.orderId}:${row.bookId}`, row.quantity]));
}

export type StartReturnResult =
  | { ok: true; returnId: number }
  | {
      ok: false;
      errors: Partial<Record<"lines" | "reason" | "refundMethod" | "iban" | "order", string>>;
    };

/** Romanian IBAN: RO, 2 check digits, 4 bank letters, 16 characters; ISO 7064 mod 97. */
export function parseRomanianIban(input: string): string | null {
  const iban = input.replace(/\s+/g, "").toUpperCase();
  if (!/^RO\d{2}[A-Z]{4}[A-Z0-9]{16}$/.test(iban)) return null;
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) =>
    String(c.charCodeAt(0) - 55),
  );
  let rest = 0;
  for (const digit of moved) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1 ? iban : null;
}

export async function startReturn(
  db: Database,
  customerId: number,
  input: {
    orderPublicId: string;
    quantities: Record<number, number>;
    reason: string;
    refundMethod: string;
    iban: string;
  },
  now: Date,
): Promise<StartReturnResult> {
  const errors: Partial<Record<"lines" | "reason" | "refundMethod" | "iban" | "order", string>> =
    {};
  if (!Object.hasOwn(RETURN_REASONS, input.reason)) errors.reason = "Alege motivul returului.";
  if (!Object.hasOwn(REFUND_METHODS, input.refundMethod))
    errors.refundMethod = "Alege cum îți dăm banii înapoi.";
  const iban = input.refundMethod === "bank" ? parseRomanianIban(input.iban) : null;
  if (input.refundMethod === "bank" && !iban)
    errors.iban = "IBAN-ul nu pare corect: RO, 2 cifre, 4 litere ale băncii și 16 caractere.";
  const eligible = (await returnableOrders(db, customerId, now)).find(
    (order) => order.publicId === input.orderPublicId,
  );
  if (!eligible)
    errors.order =
      "Comanda nu mai poate fi returnată (au trecut 30 de zile de la livrare) sau nu este a ta.";
  const wanted = (eligible?.lines ?? [])
    .map((line) => ({ ...line, quantity: Math.trunc(input.quantities[line.bookId] ?? 0) }))
    .filter((line) => line.quantity > 0);
  if (eligible && wanted.length === 0) errors.lines = "Alege cel puțin un produs de returnat.";
  if (wanted.some((line) => line.quantity > line.returnable))
    errors.lines = "Nu poți returna mai multe exemplare decât ai primit.";
  if (input.refundMethod === "card") {
    const [order] = await db
      .select({ method: orders.paymentMethod })
      .from(orders)
      .where(eq(orders.publicId, input.orderPublicId));
    if (order?.method !== "card")
      errors.refundMethod =
        "Comanda nu a fost plătită cu cardul: alege credit sau transfer bancar.";
  }
  if (Object.keys(errors).length > 0 || !eligible) return { ok: false, errors };

  return db.transaction(async (tx) => {
    // The order's row lock: two return forms sent at once cannot both take the same copies.
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.publicId, input.orderPublicId))
      .for("update");
    if (!order) return { ok: false as const, errors: { order: "Comanda nu există." } };
    // Counted again under the lock: what was bought, less what other returns already took.
    const [bought, taken] = await Promise.all([
      tx
        .select({ bookId: orderLines.bookId, quantity: orderLines.quantity })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, order.id), eq(orderLines.isGift, false))),
      alreadyReturned(tx as unknown as Database, [order.id]),
    ]);
    const over = wanted.some((line) => {
      const quantity = bought.find((b) => b.bookId === line.bookId)?.quantity ?? 0;
      return line.quantity > quantity - (taken.get(`${order.id}:${line.bookId}`) ?? 0);
    });
    if (over) {
      return {
        ok: false as const,
        errors: { lines: "Nu poți returna mai multe exemplare decât ai primit." },
      };
    }
    const [created] = await tx
      .insert(returnRequests)
      .values({
        customerId,
        orderId: order.id,
        reason: RETURN_REASONS[input.reason as ReturnReason],
        refundMethod: input.refundMethod as RefundMethod,
        iban,
        amount: wanted.reduce((sum, line) => sum + line.refund * line.quantity, 0),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: returnRequests.id });
    if (!created) throw new Error("return insert returned nothing");
    await tx.insert(returnLines).values(
      wanted.map((line) => ({
        returnId: created.id,
        bookId: line.bookId,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
      })),
    );
    return { ok: true as const, returnId: created.id };
  });
}

export async function listReturns(db: Database, customerId: number) {
  const rows = await db
    .select({
      id: returnRequests.id,
      number: orders.number,
      status: returnRequests.status,
      reason: returnRequests.reason,
      refundMethod: returnRequests.refundMethod,
      amount: returnRequests.amount,
      createdAt: returnRequests.createdAt,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(eq(returnRequests.customerId, customerId))
    .orderBy(desc(returnRequests.createdAt))
    .limit(50);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    statusLabel: RETURN_STATUS_LABELS[row.status],
    refundLabel: REFUND_METHODS[row.refundMethod],
  }));
}

/**
 * The shop moves a return along its table; a refund to credit lands in the ledger once. The refund
 * is the lines' prices less their share of the order's discount (refundPerCopy), whatever paid
 * them: the credit and points the order spent stay spent (only cancelling or returning the whole
 * order gives them back, order-status.server.ts).
 */
export async function moveReturn(
  db: Database,
  returnId: number,
  to: ReturnStatus,
  now: Date,
): Promise<{ ok: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.id, returnId))
      .for("update");
    if (!row || !RETURN_TRANSITIONS[row.status].includes(to)) return { ok: false };
    await tx
      .update(returnRequests)
      .set({ status: to, updatedAt: now })
      .where(eq(returnRequests.id, returnId));
    if (to === "refunded" && row.refundMethod === "credit") {
      await record(
        tx,
        row.customerId,
        {
          kind: "credit",
          amount: row.amount,
          reason: `Returul nr. ${row.id}`,
          reference: `return:${row.id}`,
        },
        now,
      );
    }
    return { ok: true };
  });
}
