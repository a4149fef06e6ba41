// Card payments of orders, whatever the provider: each attempt is a `payments` row, and the
// provider's verified notification moves that row and the order's payment status. Notifications
// are applied under the payment row's lock and only along the transition table, so a repeated or
// concurrent one changes nothing the second time, and nothing waits for the shopper's return.
import { randomBytes } from "node:crypto";
import { and, eq, gt, ne } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { orders, payments } from "../../../db/schema-orders";
import { movePayment, type OnMoved } from "../orders/order-status.server";
import { canMovePayment, type OrderStatus, type PaymentStatus } from "../orders/transitions";
import type {
  IncomingNotification,
  PaymentOutcome,
  PaymentProvider,
  VerifyFailure,
} from "./provider";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The actor of the order events a provider's notification causes. */
export const PAYMENT_PROVIDER_ACTOR = "payment-provider";

export interface OrderPaymentView {
  publicId: string;
  number: number;
  total: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string | null;
  payBy: Date | null;
}

/** What the payment page shows of an order; null for an unknown or malformed public id. */
export async function findOrderForPayment(
  db: Database,
  orderPublicId: string,
): Promise<(OrderPaymentView & { id: number }) | null> {
  // A malformed id would be a database error on the uuid column, not "no such order".
  if (!UUID.test(orderPublicId)) return null;
  const [row] = await db
    .select({
      id: orders.id,
      publicId: orders.publicId,
      number: orders.number,
      total: orders.total,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      payBy: orders.payBy,
    })
    .from(orders)
    .where(eq(orders.publicId, orderPublicId.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export type CannotPayReason = "not-found" | "not-card" | "already-paid" | "cancelled" | "expired";

/** Why this order cannot start a card payment now, or null when it can. */
export function cannotPayReason(
  order: Pick<OrderPaymentView, "status" | "paymentStatus" | "paymentMethod" | "payBy">,
  now: Date,
): Exclude<CannotPayReason, "not-found"> | null {
  if (order.paymentMethod !== "card") return "not-card";
  if (order.status === "cancelled" || order.status === "returned") return "cancelled";
  if (order.paymentStatus === "paid" || order.paymentStatus === "refunded") return "already-paid";
  // Past its deadline the sweeper is about to cancel it and release its books: paying now would
  // race that and leave money on a cancelled order.
  if (order.status === "placed" && order.payBy !== null && order.payBy <= now) return "expired";
  return null;
}

export type StartPaymentResult =
  | { ok: true; redirectUrl: string; providerRef: string; paymentId: number }
  | { ok: false; reason: CannotPayReason };

/**
 * Starts one attempt: the provider's hosted payment, then our `payments` row (pending). A retry
 * after a decline is a new attempt and moves the order's payment status failed → pending.
 */
export async function startCardPayment(
  db: Database,
  provider: PaymentProvider,
  input: { orderPublicId: string; baseUrl: string; now: Date },
): Promise<StartPaymentResult> {
  const order = await findOrderForPayment(db, input.orderPublicId);
  if (!order) return { ok: false, reason: "not-found" };
  const refused = cannotPayReason(order, input.now);
  if (refused) return { ok: false, reason: refused };

  const base = input.baseUrl.replace(/\/$/, "");
  // Outside the transaction: a real provider is a network call, never made holding a row lock.
  // If the checks below then refuse, the provider is left with a page nobody pays, which expires.
  const created = await provider.createPayment({
    orderNumber: order.number,
    amount: order.total,
    currency: "RON",
    description: `Comanda ${order.number}`,
    returnUrl: `${base}/order-confirmation/${order.publicId}`,
    notifyUrl: `${base}/api/payments/${provider.name}/notify`,
    reference: `${order.number}-${randomBytes(4).toString("hex")}`,
  });

  return db.transaction(async (tx): Promise<StartPaymentResult> => {
    // Under the order's lock: a notification or the sweeper may have moved it since.
    const [locked] = await tx
      .select({
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        paymentMethod: orders.paymentMethod,
        payBy: orders.payBy,
        total: orders.total,
      })
      .from(orders)
      .where(eq(orders.id, order.id))
      .for("update");
    if (!locked) return { ok: false, reason: "not-found" };
    const refusedNow = cannotPayReason(locked, input.now);
    if (refusedNow) return { ok: false, reason: refusedNow };
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        provider: provider.name,
        providerRef: created.providerRef,
        // What the provider was asked for: its notification must name the same amount.
        amount: order.total,
        status: "pending",
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning({ id: payments.id });
    if (!payment) throw new Error("payment insert returned nothing");
    if (locked.paymentStatus === "failed") {
      const moved = await movePayment(tx, {
        orderId: order.id,
        to: "pending",
        actor: "shopper",
        note: "plată reluată",
        now: input.now,
      });
      if (!moved.ok) throw new Error(`cannot move payment of order ${order.id} to pending`);
    }
    return {
      ok: true,
      redirectUrl: created.redirectUrl,
      providerRef: created.providerRef,
      paymentId: payment.id,
    };
  });
}

/**
 * Something an operator must look at, logged by the routes: money arrived for an order that was
 * already paid by another attempt, or that was cancelled (its books went back on the shelf).
 * Either way it is recorded and the money is to be refunded by hand.
 */
export type PaymentAttention = "paid-twice" | "paid-after-cancel";

export type NotificationResult =
  | {
      ok: true;
      /**
       * applied: the attempt moved; duplicate: it was already there; ignored: a move the
       * transition table refuses (a decline after a success).
       */
      status: "applied" | "duplicate" | "ignored";
      outcome: PaymentOutcome;
      orderId: number;
      paymentId: number;
      attention: PaymentAttention | null;
    }
  | { ok: false; reason: VerifyFailure | "unknown-payment" | "amount-mismatch" };

/**
 * Verifies a provider's notification and applies it. Idempotent: the same notification twice
 * changes nothing the second time, also when both arrive at once (the attempt's row is locked).
 * `onPaid` runs inside the transaction when the order becomes paid (the e-mail is written there).
 */
export async function handleNotification(
  db: Database,
  provider: PaymentProvider,
  notification: IncomingNotification,
  options: { now: Date; onPaid?: OnMoved },
): Promise<NotificationResult> {
  const { now } = options;
  const verified = await provider.verifyNotification(notification, { now });
  if (!verified.ok) return { ok: false, reason: verified.reason };
  const { outcome } = verified;

  return db.transaction(async (tx): Promise<NotificationResult> => {
    const [payment] = await tx
      .select({
        id: payments.id,
        orderId: payments.orderId,
        amount: payments.amount,
        status: payments.status,
      })
      .from(payments)
      .where(
        and(eq(payments.provider, provider.name), eq(payments.providerRef, verified.providerRef)),
      )
      .limit(1)
      .for("update");
    if (!payment) return { ok: false, reason: "unknown-payment" };
    if (payment.amount !== verified.amount) return { ok: false, reason: "amount-mismatch" };
    const result = { ok: true as const, outcome, orderId: payment.orderId, paymentId: payment.id };
    if (payment.status === outcome) return { ...result, status: "duplicate", attention: null };
    // A decline after a success, a refund of an unpaid attempt: providers do not send these on
    // purpose, and believing one would undo money received.
    if (!canMovePayment(payment.status, outcome)) {
      return { ...result, status: "ignored", attention: null };
    }
    await tx
      .update(payments)
      .set({ status: outcome, updatedAt: now })
      .where(eq(payments.id, payment.id));

    // The order's lock, taken here rather than in movePayment, so that the other attempts read
    // below cannot change before the order moves (startCardPayment inserts under this lock).
    const [order] = await tx
      .select({ status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, payment.orderId))
      .for("update");
    // The payment's foreign key cascades: a payment without its order cannot exist.
    if (!order) throw new Error(`payment ${payment.id} has no order`);
    const move = (to: PaymentStatus, onMoved?: OnMoved) =>
      movePayment(tx, {
        orderId: payment.orderId,
        to,
        actor: PAYMENT_PROVIDER_ACTOR,
        note: `${provider.name} ${verified.providerRef}`,
        now,
        onMoved,
      });

    if (outcome === "paid") {
      if (order.paymentStatus === "paid" || order.paymentStatus === "refunded") {
        return { ...result, status: "applied", attention: "paid-twice" };
      }
      const cancelled = order.status === "cancelled" || order.status === "returned";
      // A "payment received" e-mail for a cancelled order would promise books no longer held.
      await move("paid", cancelled ? undefined : options.onPaid);
      return { ...result, status: "applied", attention: cancelled ? "paid-after-cancel" : null };
    }

    // A decline or a refund speaks for the order only when no other attempt does: a newer attempt
    // is the shopper's retry, and a paid one is money still held.
    const others = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, payment.orderId),
          ne(payments.id, payment.id),
          outcome === "failed" ? gt(payments.id, payment.id) : eq(payments.status, "paid"),
        ),
      )
      .limit(1);
    if (others.length === 0) await move(outcome);
    return { ...result, status: "applied", attention: null };
  });
}
