// Who may open an order by its public id (/order-confirmation/{id}, GET /api/orders/{id}). A
// guest's order: whoever holds the link (the id is random). An account's order: that account's
// session, or the browser whose checkout placed it (the pages right after placing, logged in or
// not); anyone else logs in first: /o/{id} leads through the login to the account's order page.
import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import type { Database } from "../../../db/client.server";
import { checkouts, orders } from "../../../db/schema-orders";
import { NO_STORE } from "../../lib/http";
import { checkoutTokenHashOf } from "../checkout/checkout-request.server";
import { isOrderPublicId } from "../orders/order-view.server";
import { readSession } from "./sessions.server";

export async function mayOpenOrder(
  db: Database,
  request: Request,
  publicId: string,
  now: Date,
): Promise<boolean> {
  if (!isOrderPublicId(publicId)) return true;
  const [order] = await db
    .select({ id: orders.id, customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.publicId, publicId))
    .limit(1);
  if (!order || order.customerId === null) return true;
  const session = await readSession(db, request, now);
  if (session?.customerId === order.customerId) return true;
  const tokenHash = checkoutTokenHashOf(request);
  if (!tokenHash) return false;
  const [checkout] = await db
    .select({ orderId: checkouts.orderId })
    .from(checkouts)
    .where(eq(checkouts.tokenHash, tokenHash))
    .limit(1);
  return checkout?.orderId === order.id;
}

/**
 * For an order's pages (its confirmation, its card payment): returns when the request may open the
 * order, else throws the redirect to /o/{id}, which leads through the login to the account's order.
 */
export async function requireOrderAccess(
  db: Database,
  request: Request,
  publicId: string,
): Promise<void> {
  if (!(await mayOpenOrder(db, request, publicId, new Date()))) {
    throw redirect(`/o/${publicId}`, { headers: NO_STORE });
  }
}
