// Shared by the card payment tests: a card order as checkout leaves it, readers of its state,
// attempts and events, and the two moves of a payment (start it, notify its outcome). The test
// file owns its database and provider; the kit reads them when called, after beforeAll.
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { orderEvents, orders, payments } from "../../../db/schema-orders";
import { handleNotification, startCardPayment } from "./payments.server";
import type { PaymentProvider } from "./provider";
import { sandboxNotification } from "./sandbox-provider.server";

export const NOW = new Date("2026-11-22T10:00:00Z");
export const BASE_URL = "https://coperta.test";

type OnPaid = Parameters<typeof handleNotification>[3]["onPaid"];

export function cardPaymentTestKit(db: () => Database, provider: () => PaymentProvider) {
  /** A card order as checkout leaves it: placed, unpaid, with a payment deadline. */
  async function cardOrder(overrides: Partial<typeof orders.$inferInsert> = {}) {
    const [order] = await db()
      .insert(orders)
      .values({
        email: "ana.pop@example.ro",
        firstName: "Ana",
        lastName: "Pop",
        paymentMethod: "card",
        deliveryMethod: "curier",
        subtotal: 8998,
        shippingCost: 1999,
        total: 10997,
        status: "placed",
        placedAt: NOW,
        updatedAt: NOW,
        payBy: new Date(NOW.getTime() + 60 * 60_000),
        ...overrides,
      })
      .returning({ id: orders.id, publicId: orders.publicId, number: orders.number });
    if (!order) throw new Error("no order");
    return order;
  }

  async function orderState(id: number) {
    const [row] = await db()
      .select({ status: orders.status, paymentStatus: orders.paymentStatus, payBy: orders.payBy })
      .from(orders)
      .where(eq(orders.id, id));
    return row;
  }

  async function attempts(orderId: number) {
    return db()
      .select({
        providerRef: payments.providerRef,
        status: payments.status,
        amount: payments.amount,
      })
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(asc(payments.id));
  }

  async function eventsOf(orderId: number) {
    return db()
      .select({
        kind: orderEvents.kind,
        from: orderEvents.fromValue,
        to: orderEvents.toValue,
        actor: orderEvents.actor,
      })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.id));
  }

  async function start(publicId: string, now = NOW) {
    const started = await startCardPayment(db(), provider(), {
      orderPublicId: publicId,
      baseUrl: BASE_URL,
      now,
    });
    if (!started.ok) throw new Error(`not started: ${started.reason}`);
    return started;
  }

  async function notify(
    providerRef: string,
    outcome: "paid" | "failed" | "refunded",
    amount: number,
    options: { now?: Date; onPaid?: OnPaid } = {},
  ) {
    const now = options.now ?? NOW;
    const notification = await sandboxNotification(db(), {
      providerRef,
      outcome,
      amount,
      now,
    });
    return handleNotification(db(), provider(), notification, { now, onPaid: options.onPaid });
  }

  return { cardOrder, orderState, attempts, eventsOf, start, notify };
}
