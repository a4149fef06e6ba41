// Card payments of orders, whatever the provider: each attempt is a `payments` row, and the
// provider's verified notification moves that row and the order's payment status. Notifications
// are applied under the payment row's lock and only along the transition table, so a repeated or
// concurrent one changes nothing the second time, and nothing waits for the shopper's return.
// An order has at most one attempt the shopper can pay: starting again goes back to it, and a new
// one replaces an expired one only once the provider has voided it (startCardPayment).
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, ne, notInArray } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { orders, payments } from "../../../db/schema-orders";
import { movePayment, type OnMoved } from "../orders/order-status.server";
import { canMovePayment, type OrderStatus, type PaymentStatus } from "../orders/transitions";
import { lockPayment } from "./locked-payment.server";
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
  | {
      ok: true;
      redirectUrl: string;
      providerRef: string;
      paymentId: number;
      /** The order's open attempt rather than a new one: a second click goes back to its page. */
      reused: boolean;
    }
  | { ok: false; reason: CannotPayReason | "attempt-unsettled" };

/**
 * How long an attempt stays open to go back to, about as long as providers keep a hosted payment
 * page; an older one is voided and replaced.
 */
export const OPEN_ATTEMPT_MINUTES = 30;

/**
 * Opens the order's card payment: the attempt already open if there is one (a second tab, the
 * back button), else a new one (the provider's hosted payment, then our `payments` row, pending)
 * once every older pending attempt is voided at the provider and here. So an order has at most one
 * attempt the shopper can pay. A retry after a decline moves the order's payment failed → pending.
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
  const returnUrl = `${base}/order-confirmation/${order.publicId}`;
  const reuse = async (attempt: {
    id: number;
    providerRef: string;
  }): Promise<StartPaymentResult | null> => {
    const page = await provider.paymentPage(attempt.providerRef, { returnUrl });
    if (page === null) return null;
    const { id: paymentId, providerRef } = attempt;
    return { ok: true, redirectUrl: page, providerRef, paymentId, reused: true };
  };

  // Provider calls are network calls, never made holding a row lock: what they are based on is
  // read here without one, and read again under the locks below.
  const pending = await db
    .select({
      id: payments.id,
      providerRef: payments.providerRef,
      amount: payments.amount,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, "pending")))
    .orderBy(desc(payments.id));
  const newest = pending[0];
  const openSince = new Date(input.now.getTime() - OPEN_ATTEMPT_MINUTES * 60_000);
  if (newest && newest.createdAt > openSince && newest.amount === order.total) {
    const reused = await reuse(newest);
    if (reused) return reused;
  }
  // Before the new one exists, so that the shopper never has two attempts to pay. One the
  // provider cannot void may have been paid, its notification still on the way.
  for (const attempt of pending) {
    const cancelled = await provider.cancelPayment(attempt.providerRef);
    if (!cancelled.ok) return { ok: false, reason: "attempt-unsettled" };
  }
  const voided = new Set(pending.map((attempt) => attempt.id));

  const created = await provider.createPayment({
    orderNumber: order.number,
    amount: order.total,
    currency: "RON",
    description: `Comanda ${order.number}`,
    returnUrl,
    notifyUrl: `${base}/api/payments/${provider.name}/notify`,
    reference: `${order.number}-${randomBytes(4).toString("hex")}`,
  });

  type Recorded =
    | { kind: "created"; paymentId: number }
    | { kind: "raced"; attempt: { id: number; providerRef: string } }
    | { kind: "refused"; reason: CannotPayReason };
  const recorded = await db.transaction(async (tx): Promise<Recorded> => {
    // The pending attempts, then the order: the order in which handleNotification (and the
    // sandbox's decision) locks them, so that none of them can deadlock with this.
    const locked = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "pending")))
      .orderBy(asc(payments.id))
      .for("update");
    // Every start inserts under the order's lock: two at once queue here, and the second finds
    // the first's attempt below. A notification or the sweeper may have moved the order since.
    const [row] = await tx
      .select({
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        paymentMethod: orders.paymentMethod,
        payBy: orders.payBy,
      })
      .from(orders)
      .where(eq(orders.id, order.id))
      .for("update");
    if (!row) return { kind: "refused", reason: "not-found" };
    const superseded = locked.map((attempt) => attempt.id).filter((id) => voided.has(id));
    if (superseded.length > 0) {
      // Failed, as the provider now refuses them: to the order, payments that did not happen (it
      // does not move: the new attempt is pending). Money that still arrives for one is recorded
      // by handleNotification (failed → paid), for an operator to refund if the order was paid.
      await tx
        .update(payments)
        .set({ status: "failed", updatedAt: input.now })
        .where(inArray(payments.id, superseded));
    }
    const refusedNow = cannotPayReason(row, input.now);
    if (refusedNow) return { kind: "refused", reason: refusedNow };
    const [raced] = await tx
      .select({ id: payments.id, providerRef: payments.providerRef })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, order.id),
          eq(payments.status, "pending"),
          voided.size > 0 ? notInArray(payments.id, [...voided]) : undefined,
        ),
      )
      .orderBy(desc(payments.id))
      .limit(1);
    if (raced) return { kind: "raced", attempt: raced };

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
    if (row.paymentStatus === "failed") {
      const moved = await movePayment(tx, {
        orderId: order.id,
        to: "pending",
        actor: "shopper",
        note: "plată reluată",
        now: input.now,
      });
      if (!moved.ok) throw new Error(`cannot move payment of order ${order.id} to pending`);
    }
    return { kind: "created", paymentId: payment.id };
  });

  if (recorded.kind === "created") {
    return {
      ok: true,
      redirectUrl: created.redirectUrl,
      providerRef: created.providerRef,
      paymentId: recorded.paymentId,
      reused: false,
    };
  }
  // The page just made is nobody's: voided, or left to expire if the provider cannot.
  await provider.cancelPayment(created.providerRef).catch(() => undefined);
  if (recorded.kind === "refused") return { ok: false, reason: recorded.reason };
  return (await reuse(recorded.attempt)) ?? { ok: false, reason: "attempt-unsettled" };
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
    const payment = await lockPayment(tx, provider.name, verified.providerRef);
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
