// Returns: lines of a delivered order may be sent back within 30 days of delivery (the shop's
// policy, spec section 1). A return moves along its own table; once the books are received and the
// refund made, the ledger gets what comes back as credit or points, and loses the points the books
// earned (once per return; return-moves.server.ts). What comes back, and how, is
// refund-split.server.ts.
import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Database, Tx } from "../../../db/client.server";
import { independentQueries } from "../../../db/independent-queries";
import { books } from "../../../db/schema";
import {
  orderEvents,
  orderLines,
  orders,
  returnLines,
  returnRequests,
} from "../../../db/schema-orders";
import type { PublicStore } from "../../lib/store";
import { giftCardPaid } from "../gift-cards/redeemed.server";
import { earnedByOrder } from "../loyalty/ledger.server";
import {
  pointsTakenBack,
  recordedShares,
  refundColumns,
  refundPerCopy,
  splitRefund,
} from "./refund-split.server";
import { notifyReturn } from "./return-notices.server";
import {
  NOT_RETURNABLE_FORMATS,
  type OrderPaid,
  REFUND_METHOD_NAMES,
  REFUND_METHODS,
  RETURN_DAYS,
  RETURN_REASONS,
  RETURN_STATUS_LABELS,
  type RefundMethod,
  type ReturnableOrder,
  type ReturnReason,
} from "./returns";

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
      total: orders.total,
      creditUsed: orders.creditUsed,
      bonusUsed: orders.bonusUsed,
      paymentMethod: orders.paymentMethod,
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
  const [lines, requested, giftPaid, shares] = await Promise.all([
    db
      .select({
        orderId: orderLines.orderId,
        bookId: orderLines.bookId,
        title: orderLines.title,
        quantity: orderLines.quantity,
        unitPrice: orderLines.unitPrice,
        discount: orderLines.discount,
      })
      .from(orderLines)
      .innerJoin(books, eq(books.id, orderLines.bookId))
      .where(and(inArray(orderLines.orderId, ids), returnableLine)),
    alreadyReturned(db, ids),
    giftCardPaid(db, ids),
    discountShares(db, ids),
  ]);
  return delivered
    .map((order) => {
      const recorded = recordedShares(shares.get(order.id) ?? [], order.discount);
      return {
        publicId: order.publicId,
        number: order.number,
        deliveredAt: new Date(order.deliveredAt).toISOString(),
        paid: paidOf(order, giftPaid.get(order.id) ?? 0),
        paidByCard: order.paymentMethod === "card",
        lines: lines
          .filter((line) => line.orderId === order.id)
          .map((line) => ({
            bookId: line.bookId,
            title: line.title,
            unitPrice: line.unitPrice,
            // What the form shows a copy at: the same worth the return's refund is counted by.
            refund: refundPerCopy(
              { ...line, discount: recorded ? line.discount : null },
              order,
              order.discount - (giftPaid.get(order.id) ?? 0),
            ),
            returnable: line.quantity - (requested.get(`${order.id}:${line.bookId}`) ?? 0),
          }))
          .filter((line) => line.returnable > 0),
      };
    })
    .filter((order) => order.lines.length > 0);
}

/** Lines a return may take: bought (not a voucher's gift book), and not digital content. */
const returnableLine = and(
  eq(orderLines.isGift, false),
  notInArray(books.format, [...NOT_RETURNABLE_FORMATS]),
);

/**
 * How the order was paid. A gift voucher's part of its discount was paid with a bought code: it
 * comes back as credit, like the store credit spent (features/gift-cards/redeemed.server.ts).
 */
function paidOf(
  order: { total: number; creditUsed: number; bonusUsed: number },
  giftCard: number,
): OrderPaid {
  return { money: order.total, credit: order.creditUsed + giftCard, bonus: order.bonusUsed };
}

/**
 * Each order's lines' shares of its discount (order_lines.discount), all its lines, gift books and
 * digital ones too: whether they account for the order's discount is recordedShares.
 */
async function discountShares(
  db: Database | Tx,
  orderIds: number[],
): Promise<Map<number, (number | null)[]>> {
  const rows = await db
    .select({ orderId: orderLines.orderId, discount: orderLines.discount })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds));
  const shares = new Map<number, (number | null)[]>();
  for (const row of rows)
    shares.set(row.orderId, [...(shares.get(row.orderId) ?? []), row.discount]);
  return shares;
}

async function alreadyReturned(
  db: Database | Tx,
  orderIds: number[],
): Promise<Map<string, number>> {
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
  /** Whose name the shopper's e-mail carries; null sends none (tests of other things). */
  store: PublicStore | null,
): Promise<StartReturnResult> {
  const errors: Partial<Record<"lines" | "reason" | "refundMethod" | "iban" | "order", string>> =
    {};
  if (!Object.hasOwn(RETURN_REASONS, input.reason)) errors.reason = "Alege motivul returului.";
  const eligible = (await returnableOrders(db, customerId, now)).find(
    (order) => order.publicId === input.orderPublicId,
  );
  if (!eligible)
    errors.order =
      "Comanda nu mai poate fi returnată (au trecut 30 de zile de la livrare) sau nu este a ta.";
  // An order paid wholly from credit and points gets them back: no money, so no method to choose.
  const moneyBack = eligible?.paid.money !== 0;
  const refundMethod: RefundMethod = moneyBack ? (input.refundMethod as RefundMethod) : "credit";
  if (moneyBack && !Object.hasOwn(REFUND_METHODS, input.refundMethod))
    errors.refundMethod = "Alege cum îți dăm banii înapoi.";
  const iban = moneyBack && refundMethod === "bank" ? parseRomanianIban(input.iban) : null;
  if (moneyBack && refundMethod === "bank" && !iban)
    errors.iban = "IBAN-ul nu pare corect: RO, 2 cifre, 4 litere ale băncii și 16 caractere.";
  if (eligible && refundMethod === "card" && !eligible.paidByCard)
    errors.refundMethod = "Comanda nu a fost plătită cu cardul: alege credit sau transfer bancar.";
  const wanted = (eligible?.lines ?? [])
    .map((line) => ({ ...line, quantity: Math.trunc(input.quantities[line.bookId] ?? 0) }))
    .filter((line) => line.quantity > 0);
  if (eligible && wanted.length === 0) {
    // Copies asked for that no line still offers: already on a return (a form sent twice).
    const asked = Object.values(input.quantities).some((quantity) => quantity > 0);
    errors.lines = asked
      ? "Exemplarele alese sunt deja într-o cerere de retur: o găsești în lista retururilor."
      : "Alege cel puțin un produs de returnat.";
  }
  if (wanted.some((line) => line.quantity > line.returnable))
    errors.lines = "Nu poți returna mai multe exemplare decât ai primit.";
  if (Object.keys(errors).length > 0 || !eligible) return { ok: false, errors };

  return db.transaction(async (tx) => {
    // The order's row lock: two return forms sent at once cannot both take the same copies, nor
    // both count themselves first in the order's refunds.
    const [order] = await tx
      .select({
        id: orders.id,
        status: orders.status,
        subtotal: orders.subtotal,
        discount: orders.discount,
        total: orders.total,
        creditUsed: orders.creditUsed,
        bonusUsed: orders.bonusUsed,
        shippingCost: orders.shippingCost,
      })
      .from(orders)
      .where(eq(orders.publicId, input.orderPublicId))
      .for("update");
    if (!order) return { ok: false as const, errors: { order: "Comanda nu există." } };
    // Read again under the lock: the shop may have just marked the whole order returned.
    if (order.status !== "delivered") {
      return {
        ok: false as const,
        errors: { order: "Comanda nu mai poate fi returnată: starea ei tocmai s-a schimbat." },
      };
    }
    // Counted again under the lock: what was bought, less what other returns already took.
    const [lines, taken, earned, giftPaid, shares] = await independentQueries(tx, [
      () =>
        tx
          .select({
            bookId: orderLines.bookId,
            quantity: orderLines.quantity,
            unitPrice: orderLines.unitPrice,
            discount: orderLines.discount,
          })
          .from(orderLines)
          .innerJoin(books, eq(books.id, orderLines.bookId))
          .where(and(eq(orderLines.orderId, order.id), returnableLine)),
      () => alreadyReturned(tx, [order.id]),
      () => earnedByOrder(tx, customerId, order.id),
      () => giftCardPaid(tx, [order.id]),
      () => discountShares(tx, [order.id]),
    ]);
    // Orders placed before the lines' shares were recorded spread the discount over all lines
    // (refundPerCopy's fallback).
    const recorded = recordedShares(shares.get(order.id) ?? [], order.discount);
    const bought = lines.map((line) => ({ ...line, discount: recorded ? line.discount : null }));
    const giftCard = giftPaid.get(order.id) ?? 0;
    const takenOf = (bookId: number) => taken.get(`${order.id}:${bookId}`) ?? 0;
    const over = wanted.some((line) => {
      const quantity = bought.find((b) => b.bookId === line.bookId)?.quantity ?? 0;
      return line.quantity > quantity - takenOf(line.bookId);
    });
    if (over) {
      return {
        ok: false as const,
        errors: { lines: "Nu poți returna mai multe exemplare decât ai primit." },
      };
    }
    // What copies are worth (refundPerCopy, by their line's share of the discount): those of
    // earlier returns, and these. A gift voucher's part of the discount was a payment, so it is
    // spread back; for the points the books earned, every discount counts (they were earned on
    // what was left).
    const worthOf = (spread: number) => (line: (typeof bought)[number], copies: number) =>
      refundPerCopy(line, order, spread) * copies;
    const lineOf = (bookId: number) => bought.find((line) => line.bookId === bookId);
    const sums = (worth: (line: (typeof bought)[number], copies: number) => number) => ({
      before: bought.reduce((sum, line) => sum + worth(line, takenOf(line.bookId)), 0),
      value: wanted.reduce((sum, want) => {
        const line = lineOf(want.bookId);
        return line ? sum + worth(line, want.quantity) : sum;
      }, 0),
    });
    const { before, value } = sums(worthOf(order.discount - giftCard));
    const earning = sums(worthOf(order.discount));
    // The return bringing the order's last books back refunds its shipping too (the returns
    // policy: the products and the initial delivery).
    const left = bought.reduce(
      (sum, line) =>
        sum +
        line.quantity -
        takenOf(line.bookId) -
        (wanted.find((w) => w.bookId === line.bookId)?.quantity ?? 0),
      0,
    );
    const shippingBack = left === 0 ? order.shippingCost : 0;
    const split = splitRefund(paidOf(order, giftCard), before, value + shippingBack);
    const [created] = await tx
      .insert(returnRequests)
      .values({
        customerId,
        orderId: order.id,
        reason: input.reason as ReturnReason,
        refundMethod,
        iban,
        amount: split.money,
        creditBack: split.credit,
        pointsBack: split.points,
        pointsTaken:
          earned > 0
            ? pointsTakenBack(order.subtotal - order.discount, earning.before, earning.value)
            : 0,
        shippingBack,
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
    if (store) await notifyReturn(tx, store, created.id, "requested");
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
      ...refundColumns,
      createdAt: returnRequests.createdAt,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(eq(returnRequests.customerId, customerId))
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
    .limit(50);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    statusLabel: RETURN_STATUS_LABELS[row.status],
    refundLabel: REFUND_METHOD_NAMES[row.refundMethod],
  }));
}
