// A return received: its copies are no longer sales, and those fit to sell again go back on the
// shelf: as the shop's inspection of the parcel finds, or, without its word, those the shopper
// simply changed their mind about (not a damaged or faulty book; the whole-order return of
// order-status.server.ts puts back everything). A shopper who received another title than the one
// ordered ("gresit") never had the ordered copies: they stayed on the shelf while the records took
// them, so they come back whatever the parcel holds (the parcel's copy is another title, whose
// records never counted it out). Only copies the order took from stock come back: a pre-order's
// copies never left it.
import { and, eq, ne, sql } from "drizzle-orm";
import type { Tx } from "../../../db/client.server";
import { independentQueries } from "../../../db/independent-queries";
import { orderLines, orders, returnLines, returnRequests } from "../../../db/schema-orders";
import { moveStock } from "../orders/stock-moves.server";
import type { ReturnReason } from "./returns";

/** The reason whose books come back fit to sell again. */
const RESELLABLE_REASON: ReturnReason = "nu-mai-vreau";
/** The reason whose ordered copies never left the shelf. */
const WRONG_TITLE_REASON: ReturnReason = "gresit";

/**
 * Received copies are restocked when the shop, inspecting the parcel, finds them fit to sell
 * again; without its word, when the shopper simply changed their mind. A wrong title's ordered
 * copies are restocked whatever the inspection found.
 */
export async function restockReturn(
  tx: Tx,
  ret: { id: number; orderId: number; reason: ReturnReason },
  inspectedResellable?: boolean,
): Promise<void> {
  const resellable =
    ret.reason === WRONG_TITLE_REASON || (inspectedResellable ?? ret.reason === RESELLABLE_REASON);
  // The order's lock: two of its returns received at once count each other's copies.
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, ret.orderId)).for("update");
  const [lines, taken, shelved] = await independentQueries(tx, [
    () =>
      tx
        .select({ bookId: returnLines.bookId, quantity: returnLines.quantity })
        .from(returnLines)
        .where(eq(returnLines.returnId, ret.id)),
    () =>
      tx
        .select({ bookId: orderLines.bookId, stockTaken: orderLines.stockTaken })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, ret.orderId), eq(orderLines.isGift, false))),
    () =>
      tx
        .select({
          bookId: returnLines.bookId,
          restocked: sql<number>`sum(${returnLines.restocked})::int`,
        })
        .from(returnLines)
        .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
        .where(and(eq(returnRequests.orderId, ret.orderId), ne(returnRequests.id, ret.id)))
        .groupBy(returnLines.bookId),
  ]);
  const moves = lines.map((line) => {
    const left =
      (taken.find((row) => row.bookId === line.bookId)?.stockTaken ?? 0) -
      (shelved.find((row) => row.bookId === line.bookId)?.restocked ?? 0);
    const back = resellable ? Math.max(0, Math.min(line.quantity, left)) : 0;
    return { id: line.bookId, taken: -back, sold: -line.quantity };
  });
  for (const move of moves) {
    if (move.taken === 0) continue;
    await tx
      .update(returnLines)
      .set({ restocked: -move.taken })
      .where(and(eq(returnLines.returnId, ret.id), eq(returnLines.bookId, move.id)));
  }
  await moveStock(tx, moves);
}
