// Each instance runs one conversions forwarder, as it runs one outbox worker: it polls for due
// events every few seconds and forwards them; instances share the table safely (see
// conversions-forwarder.server.ts). Now and then it also deletes events past their retention.
import type { Logger } from "pino";
import type { Database } from "../../../db/client.server";
import { deleteOldEvents, FORWARDER, forwardDueEvents } from "./conversions-forwarder.server";

export interface ForwarderWorkerOptions {
  db: Database;
  logger: Logger;
  /** Pause between rounds that found nothing more to do. */
  intervalMs?: number;
  /** How often old events are deleted. */
  cleanupEveryMs?: number;
  fetch?: typeof fetch;
}

/** While the database keeps failing, rounds slow down to this, so the log is not flooded. */
const MAX_ERROR_PAUSE_MS = 60_000;

export function startConversionsForwarder({
  db,
  logger,
  intervalMs = 5_000,
  cleanupEveryMs = 10 * 60_000,
  fetch: client,
}: ForwarderWorkerOptions): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | null = null;
  let consecutiveErrors = 0;
  let lastCleanup = 0;

  const round = async (): Promise<boolean> => {
    let more = false;
    try {
      const result = await forwardDueEvents(db, {
        ...(client ? { fetch: client } : {}),
        onFailure: ({ events, error, retryAt }) => {
          // Spec section 8: tracking failures are ignored by the shop; an operator sees them here.
          if (retryAt)
            logger.warn({ events, err: error, retryAt }, "conversions not sent: will retry");
          else logger.warn({ events, err: error }, "conversions not sent: given up");
        },
      });
      const handled = result.sent + result.retried + result.failed;
      if (result.sent > 0) logger.debug(result, "conversions forwarded");
      more = result.sent >= FORWARDER.batchSize;
      if (Date.now() - lastCleanup >= cleanupEveryMs) {
        lastCleanup = Date.now();
        const deleted = await deleteOldEvents(db);
        if (deleted > 0) logger.info({ deleted }, "old conversion events deleted");
      }
      consecutiveErrors = 0;
      return more && handled > 0;
    } catch (err) {
      consecutiveErrors++;
      logger.error({ err }, "conversions round failed");
      return false;
    }
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
    // A pending poll never keeps the process alive on its own.
    timer.unref();
  };

  function run() {
    if (stopped || current) return;
    current = round().then((again) => {
      current = null;
      const pause =
        consecutiveErrors > 0
          ? Math.min(MAX_ERROR_PAUSE_MS, intervalMs * 2 ** consecutiveErrors)
          : intervalMs;
      // A full batch: more may be waiting, so go on at once.
      schedule(again ? 0 : pause);
    });
  }

  schedule(0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
