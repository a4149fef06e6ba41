// Each instance runs one outbox worker: it polls for due e-mails every few seconds and delivers
// them, and sooner when kicked (the server kicks it after each write request it answered).
// Instances share the outbox safely (see outbox.server.ts), so there is nothing to elect.
import type { Logger } from "pino";
import type { Database } from "../../../db/client.server";
import { type DeliveryFailure, deliverDueEmails, OUTBOX } from "./outbox.server";
import type { MailTransport } from "./transport.server";

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  logger: Logger;
  /** Pause between rounds that found nothing more to do. */
  intervalMs?: number;
  batchSize?: number;
}

export interface OutboxWorker {
  /** Delivers soon rather than at the next poll (a request that just queued an e-mail). */
  kick(): void;
  /** No new round starts; resolves once the current one has ended (after its current e-mail). */
  stop(): Promise<void>;
}

/**
 * Kicks start a round at most this often: the server kicks after every write request, and a burst
 * of them must not turn into a round per request.
 */
export const KICK_GAP_MS = 250;

/** While the database keeps failing, rounds slow down to this, so the log is not flooded. */
const MAX_ERROR_PAUSE_MS = 60_000;

export function startOutboxWorker({
  db,
  transport,
  logger,
  intervalMs = 5_000,
  batchSize = OUTBOX.batchSize,
}: OutboxWorkerOptions): OutboxWorker {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | null = null;
  let runAgain = false;
  /** Kicked while a round ran: its e-mail may have been queued after the round's claim. */
  let kicked = false;
  let consecutiveErrors = 0;
  let lastRoundAt = Number.NEGATIVE_INFINITY;
  let timerDueAt = Number.POSITIVE_INFINITY;

  const onFailure = (failure: DeliveryFailure) => {
    // The dedupe key names the event; the address stays out of the log.
    const fields = {
      outboxId: failure.id,
      dedupeKey: failure.dedupeKey,
      attempts: failure.attempts,
      err: failure.error,
    };
    if (failure.retryAt) {
      logger.warn({ ...fields, retryAt: failure.retryAt }, "e-mail not sent: will retry");
    } else {
      logger.error(fields, "e-mail not sent: given up");
    }
  };

  const round = async () => {
    try {
      const result = await deliverDueEmails(db, transport, {
        batchSize,
        onFailure,
        signal: stopping.signal,
      });
      consecutiveErrors = 0;
      if (result.sent + result.retried + result.failed > 0) logger.info(result, "outbox delivered");
      // A full batch: more may be waiting, so go on at once.
      if (result.sent + result.retried + result.failed >= batchSize) runAgain = true;
    } catch (err) {
      consecutiveErrors++;
      logger.error({ err }, "outbox round failed");
    }
  };

  const schedule = (delayMs: number) => {
    if (stopping.signal.aborted) return;
    clearTimeout(timer);
    timerDueAt = Date.now() + delayMs;
    timer = setTimeout(run, delayMs);
    // A pending poll never keeps the process alive on its own.
    timer.unref();
  };

  function run() {
    if (stopping.signal.aborted) return;
    if (current) {
      runAgain = true;
      return;
    }
    timerDueAt = Number.POSITIVE_INFINITY;
    lastRoundAt = Date.now();
    current = round().finally(() => {
      current = null;
      const again = runAgain;
      const afterKick = kicked;
      runAgain = false;
      kicked = false;
      const pause =
        consecutiveErrors > 0
          ? Math.min(MAX_ERROR_PAUSE_MS, intervalMs * 2 ** consecutiveErrors)
          : intervalMs;
      if (again && consecutiveErrors === 0) schedule(0);
      else if (afterKick && consecutiveErrors === 0) {
        schedule(Math.min(pause, Math.max(0, lastRoundAt + KICK_GAP_MS - Date.now())));
      } else schedule(pause);
    });
  }

  // Whatever was queued while no instance ran goes out now.
  schedule(0);

  return {
    kick() {
      if (current) {
        kicked = true;
        return;
      }
      const delay = Math.max(0, lastRoundAt + KICK_GAP_MS - Date.now());
      // Only ever sooner than the round already planned.
      if (Date.now() + delay < timerDueAt) schedule(delay);
    },
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await current;
    },
  };
}
