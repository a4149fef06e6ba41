// A gift voucher spent on an order is a payment, not a promotion: its code was bought with money.
// Returns give its share back (refund-split.server.ts), and a whole order returned gives the code
// back (order-status.server.ts), where a promotion's discount would simply be gone.
import { eq, inArray, sql } from "drizzle-orm";
import type { Database, Tx } from "../../../db/client.server";
import { giftCards } from "../../../db/schema-gift-cards";
import { voucherRedemptions } from "../../../db/schema-promotions";

/** What of each order's discount a gift voucher paid, in bani (orders that used none are absent). */
export async function giftCardPaid(
  db: Database | Tx,
  orderIds: readonly number[],
): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: voucherRedemptions.orderId,
      paid: sql<number>`sum(${voucherRedemptions.discount})::int`,
    })
    .from(voucherRedemptions)
    .innerJoin(giftCards, eq(giftCards.voucherId, voucherRedemptions.voucherId))
    .where(inArray(voucherRedemptions.orderId, [...orderIds]))
    .groupBy(voucherRedemptions.orderId);
  return new Map(rows.map((row) => [row.orderId, row.paid]));
}
