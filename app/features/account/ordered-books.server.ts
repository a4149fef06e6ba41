// The books a customer already has from the shop, for recommendations that should not offer
// them again.
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { orderLines, orders } from "../../../db/schema-orders";

/** Books in the customer's orders that were not cancelled, the books inside packs included. */
export async function orderedBookIds(db: Database, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ bookId: orderLines.bookId, packContents: orderLines.packContents })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.customerId, customerId), ne(orders.status, "cancelled")));
  const ids = new Set<number>();
  for (const row of rows) {
    ids.add(row.bookId);
    // Frozen at ordering time as [{ id, title, quantity }]; older rows may lack the id.
    if (!Array.isArray(row.packContents)) continue;
    for (const item of row.packContents as unknown[]) {
      const id = (item as { id?: unknown } | null)?.id;
      if (typeof id === "number" && Number.isSafeInteger(id)) ids.add(id);
    }
  }
  return [...ids];
}
