// Each instance runs this loop once a minute: unpaid card orders past their deadline are
// cancelled (their copies go back, the shopper gets the e-mail), long-expired holds, abandoned
// checkouts and gift voucher drafts no order took are deleted. Every step is safe with several instances (row locks, plain deletes).
import type { Logger } from "pino";
import type { Database } from "../../../db/client.server";
import type { PublicStore } from "../../lib/store";
import { sweepExpiredHolds } from "../checkout/reservation.server";
import { deleteAbandonedDrafts } from "../gift-cards/drafts.server";
import { readSetting } from "../settings/settings.server";
import { writeOrderEmail } from "./order-emails.server";
import { cancelUnpaidOrders } from "./order-status.server";

export interface Housekeeping {
  stop(): Promise<void>;
}

/** One round; exported for tests and tools. */
export async function runOrderHousekeeping(
  db: Database,
  store: PublicStore,
  now: Date,
): Promise<{ cancelled: number }> {
  const cancelled = await cancelUnpaidOrders(db, now, (tx, orderId) =>
    writeOrderEmail(tx, store, orderId, "cancelled"),
  );
  await sweepExpiredHolds(db, now);
  const { draftDays } = await readSetting(db, "giftCards.purchase");
  await deleteAbandonedDrafts(db, now, draftDays);
  return { cancelled };
}

export function startOrderHousekeeping({
  db,
  store,
  logger,
  intervalMs = 60_000,
  also,
}: {
  db: Database;
  store: PublicStore;
  logger: Logger;
  intervalMs?: number;
  /** More tidying for the same round (expired sessions and links of accounts). */
  also?: (now: Date) => Promise<unknown>;
}): Housekeeping {
  let current: Promise<void> | null = null;
  const round = () => {
    const now = new Date();
    current ??= runOrderHousekeeping(db, store, now)
      .then(async ({ cancelled }) => {
        await also?.(now);
        if (cancelled > 0) logger.info({ cancelled }, "unpaid card orders cancelled");
      })
      // The database is away: the next round tries again.
      .catch((error: unknown) => logger.warn({ err: error }, "order housekeeping failed"))
      .finally(() => {
        current = null;
      });
  };
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
