// The order's e-mails, written to the outbox inside the transaction that decides them: placed,
// payment received, cancelled. One of each per order (the dedupe key), however often asked.
import type { Database } from "../../../db/client.server";
import type { PublicStore } from "../../lib/store";
import { enqueueEmail } from "../email/outbox.server";
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
