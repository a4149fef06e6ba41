// The order's e-mails, written to the outbox inside the transaction that decides them: placed,
// payment received, cancelled. One of each per order (the dedupe key), however often asked.
import type { Database } from "../../../db/client.server";
import type { PublicStore } from "../../lib/store";
import { enqueueEmail } from "../email/outbox.server";
import { issueGiftCards } from "../gift-cards/issue.server";
import { orderCancelledEmail } from "./emails/order-cancelled";
import { orderPlacedEmail } from "./emails/order-placed";
import { paymentReceivedEmail } from "./emails/payment-received";
import { loadOrderView } from "./order-view.server";

const TEMPLATES = {
  placed: orderPlacedEmail,
  paid: paymentReceivedEmail,
  cancelled: orderCancelledEmail,
} as const;

export type OrderEmailKind = keyof typeof TEMPLATES;

export async function writeOrderEmail(
  db: Database,
  store: PublicStore,
  orderId: number,
  kind: OrderEmailKind,
): Promise<void> {
  const view = await loadOrderView(db, { id: orderId }, store);
  // Seeded history has no contact: nothing to send.
  if (!view) return;
  const email = TEMPLATES[kind](view, store);
  await enqueueEmail(db, { dedupeKey: `order-${kind}:${orderId}`, to: view.email, ...email });
}

/**
 * The order was placed: its gift vouchers' codes when it is already paid (store credit or points
 * covered it), then its e-mail. Runs in the placing transaction.
 */
export async function afterOrderPlaced(
  db: Database,
  store: PublicStore,
  orderId: number,
  now: Date,
): Promise<void> {
  await issueGiftCards(db, store, orderId, now);
  await writeOrderEmail(db, store, orderId, "placed");
}

/**
 * The order became paid (the provider's notification, or an operator for cash and transfers):
 * its gift vouchers' codes go to their recipients, and the shopper gets "payment received". Runs
 * in the transaction that moves the payment, so both happen exactly when it does.
 */
export async function afterOrderPaid(
  db: Database,
  store: PublicStore,
  orderId: number,
  now: Date,
): Promise<void> {
  await issueGiftCards(db, store, orderId, now);
  await writeOrderEmail(db, store, orderId, "paid");
}
