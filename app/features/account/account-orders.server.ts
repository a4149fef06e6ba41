// A customer's own orders: the list, one order, its status history. Another customer's order is
// absent (the caller answers 404), never shown.
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { orderEvents, orders } from "../../../db/schema-orders";
import type { PublicStore } from "../../lib/store";
import type { OrderView } from "../orders/order-view";
import { isOrderPublicId, loadOrderView } from "../orders/order-view.server";
import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
} from "../orders/transitions";

export const ORDERS_PER_PAGE = 10;

export interface OrderSummary {
  publicId: string;
  number: number;
  placedAt: string;
  status: string;
  payment: string;
  total: number;
}

export async function listCustomerOrders(
  db: Database,
  customerId: number,
  page: number,
): Promise<{ orders: OrderSummary[]; total: number; pages: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        publicId: orders.publicId,
        number: orders.number,
        placedAt: orders.placedAt,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        total: orders.total,
      })
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(ORDERS_PER_PAGE)
      .offset((page - 1) * ORDERS_PER_PAGE),
    db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId)),
  ]);
  const total = counted?.n ?? 0;
  return {
    orders: rows.map((row) => ({
      publicId: row.publicId,
      number: row.number,
      placedAt: row.placedAt.toISOString(),
      status: ORDER_STATUS_LABELS[row.status as OrderStatus],
      payment: PAYMENT_STATUS_LABELS[row.paymentStatus as PaymentStatus],
      total: row.total,
    })),
    total,
    pages: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)),
  };
}

export interface OrderTimelineEntry {
  at: string;
  kind: "status" | "payment";
  label: string;
}

/** The customer's order with its history, or null when it is not theirs (or does not exist). */
export async function findCustomerOrder(
  db: Database,
  customerId: number,
  publicId: string,
  store: PublicStore,
): Promise<{ order: OrderView; timeline: OrderTimelineEntry[] } | null> {
  if (!isOrderPublicId(publicId)) return null;
  const [owned] = await db
    .select({ id: orders.id, updatedAt: orders.updatedAt })
    .from(orders)
    .where(and(eq(orders.publicId, publicId), eq(orders.customerId, customerId)))
    .limit(1);
  if (!owned) return null;
  const [order, recorded] = await Promise.all([
    loadOrderView(db, { id: owned.id }, store),
    db
      .select({ at: orderEvents.at, kind: orderEvents.kind, toValue: orderEvents.toValue })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, owned.id))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
  ]);
  if (!order) return null;
  // Orders from before the history was kept (the seeded ones) show when they were placed and
  // where they are now, dated by the order's last change: placedAt would date a delivery to the
  // day of ordering. The same holds for a status that no event recorded.
  const events: { at: Date; kind: "status" | "payment"; toValue: string }[] =
    recorded.length > 0
      ? [...recorded]
      : [{ at: new Date(order.placedAt), kind: "status", toValue: "placed" }];
  const lastStatus = events.findLast((event) => event.kind === "status");
  if (lastStatus?.toValue !== order.status) {
    events.push({ at: owned.updatedAt, kind: "status", toValue: order.status });
  }
  return {
    order,
    timeline: events.map((event) => ({
      at: event.at.toISOString(),
      kind: event.kind,
      label:
        event.kind === "status"
          ? (ORDER_STATUS_LABELS[event.toValue as OrderStatus] ?? event.toValue)
          : `Plată: ${PAYMENT_STATUS_LABELS[event.toValue as PaymentStatus] ?? event.toValue}`,
    })),
  };
}

/** Where /o/{publicId} leads: the account's order page for an order with an account. */
export async function orderBelongsToAccount(db: Database, publicId: string): Promise<boolean> {
  if (!isOrderPublicId(publicId)) return false;
  const [row] = await db
    .select({ customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.publicId, publicId))
    .limit(1);
  return row?.customerId != null;
}
