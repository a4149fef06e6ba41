// Moving an order or its payment: only along the transition table, each move recorded with who
// made it. Cancelling puts the copies the order took back on the shelf.
import { and, eq, lt, ne, sql } from "drizzle-orm";
import type { Database, Tx } from "../../../db/client.server";
import { orderEvents, orderLines, orders, returnRequests } from "../../../db/schema-orders";
import { voidGiftCards } from "../gift-cards/issue.server";
import { giftCardPaid } from "../gift-cards/redeemed.server";
import {
  BONUS_VALID_DAYS,
  pointsFor,
  record,
  reverseOrderMovements,
} from "../loyalty/ledger.server";
import { releaseVoucher } from "../promotions/vouchers.server";
import { moveStock } from "./stock-moves.server";
import {
  canMoveOrder,
  canMovePayment,
  type OrderStatus,
  type PaymentStatus,
  releasesStock,
} from "./transitions";

export type MoveResult<S> =
  | { ok: true; from: S; to: S }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "not-allowed"; from: S; to: S }
  /** The order has returns: its books come back through them, not as a whole order. */
  | { ok: false; reason: "has-returns"; from: S; to: S };

/** Runs inside the move's transaction once it is made (e-mails are written there). */
export type OnMoved = (tx: Tx, orderId: number) => Promise<void>;

export async function moveOrder(
  db: Database,
  input: {
    orderId: number;
    to: OrderStatus;
    actor: string;
    note?: string;
    now: Date;
    onMoved?: OnMoved;
  },
): Promise<MoveResult<OrderStatus>> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: orders.status,
        customerId: orders.customerId,
        number: orders.number,
        subtotal: orders.subtotal,
        discount: orders.discount,
      })
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for("update");
    if (!row) return { ok: false, reason: "not-found" };
    const from = row.status;
    if (!canMoveOrder(from, input.to))
      return { ok: false, reason: "not-allowed", from, to: input.to };
    // Returning the whole order gives back everything it spent and earned: after a return (under
    // the same row lock startReturn takes) that would give the return's share back twice.
    if (input.to === "returned" && (await hasReturns(tx, input.orderId)))
      return { ok: false, reason: "has-returns", from, to: input.to };
    await tx
      .update(orders)
      .set({ status: input.to, updatedAt: input.now, payBy: null })
      .where(eq(orders.id, input.orderId));
    if (releasesStock(input.to)) {
      const lines = await tx
        .select({
          id: orderLines.bookId,
          taken: orderLines.stockTaken,
          // A voucher's gift book left stock but was never a sale.
          sold: sql<number>`case when ${orderLines.isGift} then 0 else ${orderLines.quantity} end`,
        })
        .from(orderLines)
        .where(eq(orderLines.orderId, input.orderId))
        .orderBy(orderLines.bookId);
      await moveStock(
        tx,
        lines.map((line) => ({ id: line.id, taken: -line.taken, sold: -line.sold })),
      );
    }
    // A cancelled order's voucher use comes back (a single-use code works again); a returned
    // order's only when it was a gift voucher, bought with money (a promotion's is spent).
    if (
      input.to === "cancelled" ||
      (input.to === "returned" && (await giftCardPaid(tx, [input.orderId])).size > 0)
    ) {
      await releaseVoucher(tx, input.orderId);
    }
    // Its gift vouchers are void: a code not used yet stops working (see voidGiftCards).
    if (input.to === "cancelled" || input.to === "returned") {
      await voidGiftCards(tx, input.orderId, input.now);
    }
    if (row.customerId !== null) await moveLedger(tx, row, input.orderId, input.to, input.now);
    await tx.insert(orderEvents).values({
      orderId: input.orderId,
      kind: "status",
      fromValue: from,
      toValue: input.to,
      actor: input.actor,
      note: input.note ?? null,
      at: input.now,
    });
    await input.onMoved?.(tx, input.orderId);
    return { ok: true, from, to: input.to };
  });
}

async function hasReturns(tx: Tx, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.status, "rejected")))
    .limit(1);
  return row !== undefined;
}

export async function movePayment(
  db: Database,
  input: {
    orderId: number;
    to: PaymentStatus;
    actor: string;
    note?: string;
    now: Date;
    onMoved?: OnMoved;
  },
): Promise<MoveResult<PaymentStatus>> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ paymentStatus: orders.paymentStatus, status: orders.status })
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for("update");
    if (!row) return { ok: false, reason: "not-found" };
    const from = row.paymentStatus;
    if (from === input.to) return { ok: true, from, to: input.to };
    if (!canMovePayment(from, input.to)) {
      return { ok: false, reason: "not-allowed", from, to: input.to };
    }
    // A paid order no longer waits for its payment deadline; a paid placed order is confirmed.
    const confirm = input.to === "paid" && row.status === "placed";
    // Money given back: the gift vouchers it bought are void (unused codes stop working).
    if (input.to === "refunded") await voidGiftCards(tx, input.orderId, input.now);
    await tx
      .update(orders)
      .set({
        paymentStatus: input.to,
        updatedAt: input.now,
        ...(input.to === "paid" ? { payBy: null } : {}),
        ...(confirm ? { status: "confirmed" as const } : {}),
      })
      .where(eq(orders.id, input.orderId));
    await tx.insert(orderEvents).values([
      {
        orderId: input.orderId,
        kind: "payment" as const,
        fromValue: from,
        toValue: input.to,
        actor: input.actor,
        note: input.note ?? null,
        at: input.now,
      },
      ...(confirm
        ? [
            {
              orderId: input.orderId,
              kind: "status" as const,
              fromValue: "placed",
              toValue: "confirmed",
              actor: input.actor,
              note: "plată primită",
              at: input.now,
            },
          ]
        : []),
    ]);
    await input.onMoved?.(tx, input.orderId);
    return { ok: true, from, to: input.to };
  });
}

/**
 * Cancels card orders still unpaid after their deadline (their copies go back to stock). Safe
 * with several instances: each order is moved under its row lock and only from `placed`.
 */
export async function cancelUnpaidOrders(
  db: Database,
  now: Date,
  onCancelled?: OnMoved,
): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        lt(orders.payBy, now),
        eq(orders.status, "placed"),
        sql`${orders.paymentStatus} <> 'paid'`,
      ),
    )
    .orderBy(orders.payBy)
    .limit(100);
  let cancelled = 0;
  for (const { id } of due) {
    const result = await moveOrder(db, {
      orderId: id,
      to: "cancelled",
      actor: "system",
      note: "neplătită în termen",
      now,
      onMoved: onCancelled,
    });
    if (result.ok) cancelled++;
  }
  return cancelled;
}

/**
 * The ledger follows the order: a delivered order earns bonus points; a cancelled or returned one
 * gives back the credit it spent and takes back the points it earned.
 */
async function moveLedger(
  tx: Tx,
  order: { customerId: number | null; number: number; subtotal: number; discount: number },
  orderId: number,
  to: OrderStatus,
  now: Date,
): Promise<void> {
  if (order.customerId === null) return;
  if (to === "delivered") {
    const points = pointsFor(order.subtotal - order.discount);
    if (points > 0) {
      await record(
        tx,
        order.customerId,
        {
          kind: "bonus",
          amount: points,
          reason: `Puncte pentru comanda nr. ${order.number}`,
          reference: `order:${orderId}:earned`,
          expiresAt: new Date(now.getTime() + BONUS_VALID_DAYS * 86_400_000),
        },
        now,
      );
    }
  } else if (to === "cancelled" || to === "returned") {
    const reason =
      to === "cancelled"
        ? `Comanda nr. ${order.number} a fost anulată`
        : `Comanda nr. ${order.number} a fost returnată`;
    await reverseOrderMovements(tx, order.customerId, orderId, reason, now);
  }
}
