// Forwards stored conversion events to the configured endpoint (setting `tracking.conversions`),
// as the e-mail outbox delivers e-mails: claim → send → mark. Claiming takes due rows with
// FOR UPDATE SKIP LOCKED and pushes their next attempt a claim's length ahead, so instances
// share the table without sending an event twice and no transaction stays open during the call.
// A batch goes in one request, in the Conversions API's shape; a failure is retried with
// backoff and then given up (spec section 8: tracking errors are ignored, here logged).
import { and, asc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { trackingEvents } from "../../../db/schema-content";
import {
  type ConversionsSetting,
  conversionsActive,
  conversionsSetting,
  type StoredPayload,
} from "./tracking-events.server";

export const FORWARDER = {
  /** Attempts before an event is given up: with the backoff below, about half an hour. */
  maxAttempts: 5,
  firstRetryMs: 60_000,
  maxRetryMs: 30 * 60_000,
  /** Longer than a request may take (timeoutMs), so a live sender is never overtaken. */
  claimMs: 5 * 60_000,
  timeoutMs: 10_000,
  batchSize: 50,
  maxErrorLength: 1_000,
} as const;

/** The endpoint refused the batch for good (a 4xx other than 408/429): retrying cannot help. */
class PermanentRejection extends Error {
  override name = "PermanentRejection";
}

export interface ForwardResult {
  sent: number;
  retried: number;
  failed: number;
}

export interface ForwardOptions {
  now?: Date;
  batchSize?: number;
  /** The HTTP client (tests may pass their own); global fetch by default. */
  fetch?: typeof fetch;
  /** Told of a batch that could not be sent (the worker logs it). */
  onFailure?: (failure: { events: number; error: unknown; retryAt: Date | null }) => void;
}

/** Claims due events and sends them in one request; nothing happens while not configured. */
export async function forwardDueEvents(
  db: Database,
  options: ForwardOptions = {},
): Promise<ForwardResult> {
  const result: ForwardResult = { sent: 0, retried: 0, failed: 0 };
  const setting = await conversionsSetting(db);
  if (!conversionsActive(setting) || !setting.endpoint) return result;
  const now = options.now ?? new Date();
  const claimed = await claimDue(db, now, options.batchSize ?? FORWARDER.batchSize);
  if (claimed.length === 0) return result;
  try {
    await post(setting, claimed, options.fetch ?? fetch);
  } catch (error) {
    // One batch, one attempt count: the rows of a batch were claimed together.
    const attempts = Math.max(...claimed.map((event) => event.attempts));
    const giveUp = error instanceof PermanentRejection || attempts >= FORWARDER.maxAttempts;
    const retryAt = giveUp ? null : new Date(now.getTime() + retryDelayMs(attempts));
    for (const event of claimed) {
      await db
        .update(trackingEvents)
        .set({
          status: giveUp ? "failed" : "pending",
          lastError: describeError(error),
          ...(retryAt ? { nextAttemptAt: retryAt } : {}),
        })
        // Only while the claim is still ours.
        .where(and(eq(trackingEvents.id, event.id), eq(trackingEvents.attempts, event.attempts)));
    }
    if (giveUp) result.failed += claimed.length;
    else result.retried += claimed.length;
    options.onFailure?.({ events: claimed.length, error, retryAt });
    return result;
  }
  await db
    .update(trackingEvents)
    .set({ status: "sent", sentAt: new Date(), lastError: null })
    .where(
      inArray(
        trackingEvents.id,
        claimed.map((event) => event.id),
      ),
    );
  result.sent = claimed.length;
  return result;
}

/** The wait before attempt `attempts + 1`: a minute, doubling, ±20 %, at most half an hour. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = FORWARDER.firstRetryMs * 2 ** Math.max(0, attempts - 1);
  return Math.round(Math.min(FORWARDER.maxRetryMs, base * (0.8 + 0.4 * random())));
}

/**
 * Deletes up to `batch` events older than the setting's retention, whatever their state (sent,
 * given up, or waiting for an endpoint that was switched off); returns how many.
 */
export async function deleteOldEvents(
  db: Database,
  { now = new Date(), batch = 1_000 }: { now?: Date; batch?: number } = {},
): Promise<number> {
  const setting = await conversionsSetting(db);
  const before = new Date(now.getTime() - setting.retentionDays * 86_400_000);
  const old = db
    .select({ id: trackingEvents.id })
    .from(trackingEvents)
    .where(lt(trackingEvents.createdAt, before))
    .limit(batch)
    .for("update", { skipLocked: true });
  const deleted = await db
    .delete(trackingEvents)
    .where(inArray(trackingEvents.id, old))
    .returning({ id: trackingEvents.id });
  return deleted.length;
}

type ClaimedEvent = Awaited<ReturnType<typeof claimDue>>[number];

async function claimDue(db: Database, now: Date, batchSize: number) {
  const due = db
    .select({ id: trackingEvents.id })
    .from(trackingEvents)
    .where(and(eq(trackingEvents.status, "pending"), lte(trackingEvents.nextAttemptAt, now)))
    .orderBy(asc(trackingEvents.nextAttemptAt), asc(trackingEvents.id))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(trackingEvents)
    .set({
      attempts: sql`${trackingEvents.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + FORWARDER.claimMs),
    })
    .where(inArray(trackingEvents.id, due))
    .returning({
      id: trackingEvents.id,
      eventId: trackingEvents.eventId,
      eventName: trackingEvents.eventName,
      payload: trackingEvents.payload,
      attempts: trackingEvents.attempts,
      createdAt: trackingEvents.createdAt,
    });
  return rows.sort((a, b) => a.id - b.id);
}

/** One event as the Conversions API reads it (server events, deduplicated by event_id). */
export function conversionEvent(event: ClaimedEvent) {
  const payload = event.payload as StoredPayload;
  const userData: Record<string, unknown> = {};
  if (payload.emailSha256) userData.em = [payload.emailSha256];
  if (payload.fbc) userData.fbc = payload.fbc;
  if (payload.fbp) userData.fbp = payload.fbp;
  const customData: Record<string, unknown> = { currency: "RON" };
  if (payload.value !== null) customData.value = payload.value / 100;
  if (payload.productId !== null) {
    customData.content_ids = [String(payload.productId)];
    customData.content_type = "product";
  }
  if (payload.replacement) customData.replacement_pack = true;
  return {
    event_name: event.eventName,
    event_time: Math.floor(event.createdAt.getTime() / 1000),
    event_id: event.eventId,
    event_source_url: payload.eventSourceUrl,
    action_source: "website",
    user_data: userData,
    custom_data: customData,
  };
}

async function post(
  setting: ConversionsSetting,
  events: ClaimedEvent[],
  client: typeof fetch,
): Promise<void> {
  const body: Record<string, unknown> = { data: events.map(conversionEvent) };
  if (setting.accessToken) body.access_token = setting.accessToken;
  const response = await client(setting.endpoint as string, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(FORWARDER.timeoutMs),
  });
  // The answer's body is not needed; reading it frees the connection.
  const text = await response.text().catch(() => "");
  if (response.ok) return;
  const message = `HTTP ${response.status}: ${text.slice(0, 300)}`;
  const temporary = response.status >= 500 || response.status === 408 || response.status === 429;
  throw temporary ? new Error(message) : new PermanentRejection(message);
}

function describeError(error: unknown): string {
  const text =
    error instanceof Error ? `${error.name}: ${error.message}` : `Error: ${String(error)}`;
  return text.slice(0, FORWARDER.maxErrorLength);
}
