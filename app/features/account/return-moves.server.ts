// The shop's side of a return: moving it along its table. Received, its copies come back
// (return-stock.server.ts); refunded, the ledger gets its credit and points; each step the
// shopper waits on is e-mailed (return-notices.server.ts).
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { returnRequests } from "../../../db/schema-orders";
import type { PublicStore } from "../../lib/store";
import { record, reverseReturnPoints } from "../loyalty/ledger.server";
import { notifyReturn } from "./return-notices.server";
import { restockReturn } from "./return-stock.server";
import type { ReturnStatus } from "./returns";

const RETURN_TRANSITIONS: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ["approved", "rejected"],
  approved: ["received", "rejected"],
  received: ["refunded"],
  refunded: [],
  rejected: [],
};

/**
 * The shop moves a return along its table. Received, its copies stop counting as sales and the
 * resellable ones go back on the shelf (return-stock.server.ts). Refunded, the ledger gets once
 * what comes back as credit (the money's share too when that is the method chosen), the points
 * given back and the points taken; a card or bank refund of the money's share is the shop's to
 * make. The return's row is locked first, then (received) its order's: startReturn and moveOrder
 * take only the order's, so the two orders of locking never cross.
 */
export async function moveReturn(
  db: Database,
  returnId: number,
  to: ReturnStatus,
  now: Date,
  /** As for startReturn: the shopper hears of approval, refund and refusal. */
  store: PublicStore | null,
  /**
   * Received: whether the shop's inspection found the copies fit to sell again. Unsaid, the
   * shopper's reason decides (only „M-am răzgândit” copies go back on the shelf).
   */
  inspection: { resellable?: boolean } = {},
): Promise<{ ok: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.id, returnId))
      .for("update");
    if (!row || !RETURN_TRANSITIONS[row.status].includes(to)) return { ok: false };
    await tx
      .update(returnRequests)
      .set({ status: to, updatedAt: now })
      .where(eq(returnRequests.id, returnId));
    if (to === "received") await restockReturn(tx, row, inspection.resellable);
    if (store && (to === "approved" || to === "rejected")) {
      await notifyReturn(tx, store, row.id, to);
    }
    if (to !== "refunded") return { ok: true };
    const reason = `Returul nr. ${row.id}`;
    const credit = (row.refundMethod === "credit" ? row.amount : 0) + row.creditBack;
    if (credit > 0) {
      await record(
        tx,
        row.customerId,
        { kind: "credit", amount: credit, reason, reference: `return:${row.id}` },
        now,
      );
    }
    await reverseReturnPoints(
      tx,
      row.customerId,
      {
        orderId: row.orderId,
        returnId: row.id,
        back: row.pointsBack,
        taken: row.pointsTaken,
        reason,
      },
      now,
    );
    if (store) await notifyReturn(tx, store, row.id, "refunded");
    return { ok: true };
  });
}
