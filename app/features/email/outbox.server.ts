// The e-mail outbox: an e-mail is a row written in the same transaction as the event it tells
// of (an order placed, a payment received), and a worker delivers it later with retries, so a
// slow or absent mail server never blocks or fails what the shopper did.
//
// Delivery is claim → send → mark. Claiming is one statement that takes due rows with
// FOR UPDATE SKIP LOCKED and pushes their next attempt CLAIM_MS ahead: no transaction stays open
// while the mail server talks, two instances never claim the same row, and a row whose sender
// died is claimed again once the claim runs out (at least once; the Message-ID stays the same).
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { outboxEmails } from "../../../db/schema-orders";
import { loadAttachments } from "./attachments.server";
import { type MailTransport, PermanentMailError } from "./transport.server";

export const OUTBOX = {
  /** Attempts before an e-mail is given up: with the backoff below, about four hours of trying. */
  maxAttempts: 10,
  /** The first retry waits a minute, each next one twice as long (±20 %), never over an hour. */
  firstRetryMs: 60_000,
  maxRetryMs: 60 * 60_000,
  /**
   * How long a claimed e-mail belongs to its sender. Longer than a whole batch can take with the
   * SMTP timeouts (10 × about 90 s at worst), so a live sender is never overtaken.
   */
  claimMs: 30 * 60_000,
  batchSize: 10,
  /** What is kept of an error's text. */
  maxErrorLength: 2_000,
} as const;

export interface OutgoingEmail {
  /** One e-mail per event ("order-placed:123"): queuing the same key again does nothing. */
  dedupeKey: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Uploads (`uploads.id`) sent as attachments, read when the e-mail goes out. */
  attachmentUploadIds?: readonly number[];
  /** Not sent before this instant (a gift voucher's chosen day); by default, at once. */
  notBefore?: Date;
}

/**
 * Queues an e-mail; `db` may be the transaction that records the event, so the e-mail exists
 * exactly when the event does. Resolves true when queued now, false when the key already was.
 */
export async function enqueueEmail(db: Database, email: OutgoingEmail): Promise<boolean> {
  const inserted = await db
    .insert(outboxEmails)
    .values({
      dedupeKey: email.dedupeKey,
      recipient: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      attachmentUploadIds: [...(email.attachmentUploadIds ?? [])],
      ...(email.notBefore ? { nextAttemptAt: email.notBefore } : {}),
    })
    .onConflictDoNothing({ target: outboxEmails.dedupeKey })
    .returning({ id: outboxEmails.id });
  return inserted.length > 0;
}

export interface DeliveryFailure {
  id: number;
  dedupeKey: string;
  attempts: number;
  error: unknown;
  /** When it will be tried again; null when it was given up ('failed'). */
  retryAt: Date | null;
}

export interface DeliveryOptions {
  batchSize?: number;
  /** The clock (tests); by default the time of each step. */
  now?: Date;
  /** Told of every e-mail that could not be sent (the worker logs them). */
  onFailure?: (failure: DeliveryFailure) => void;
  /** Once aborted, no further e-mail of the batch is sent; the rest are handed back at once. */
  signal?: AbortSignal;
}

export interface DeliveryResult {
  sent: number;
  retried: number;
  failed: number;
}

/** Claims the e-mails that are due, sends them one by one, and records each outcome. */
export async function deliverDueEmails(
  db: Database,
  transport: MailTransport,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const clock = () => options.now ?? new Date();
  const claimed = await claimDue(db, clock(), options.batchSize ?? OUTBOX.batchSize);
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0 };
  for (const [index, email] of claimed.entries()) {
    if (options.signal?.aborted) {
      await handBack(db, claimed.slice(index), clock());
      break;
    }
    // The claim holds the batch's texts in memory; the row says whether each is still wanted.
    // One deleted since the claim (a cancelled gift voucher's e-mail, whose code has ended) or
    // claimed again by another sender (ours ran out) is not sent.
    if (!(await stillOurs(db, email))) continue;
    try {
      const attachments = await loadAttachments(db, email.attachmentUploadIds);
      await transport.send({
        to: email.recipient,
        subject: email.subject,
        html: email.html,
        text: email.text,
        // The same on every attempt: a copy delivered twice reads as one e-mail.
        id: `${email.id}-${email.createdAt.getTime().toString(36)}`,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
    } catch (error) {
      const retryAt = await recordFailure(db, email, error, clock());
      if (retryAt) result.retried++;
      else result.failed++;
      options.onFailure?.({
        id: email.id,
        dedupeKey: email.dedupeKey,
        attempts: email.attempts,
        error,
        retryAt,
      });
      continue;
    }
    await db
      .update(outboxEmails)
      .set({ status: "sent", sentAt: clock() })
      .where(eq(outboxEmails.id, email.id));
    result.sent++;
  }
  return result;
}

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = OUTBOX.firstRetryMs * 2 ** Math.max(0, attempts - 1);
  // Jitter, so e-mails that failed together (the server was down) do not all come back together.
  return Math.round(Math.min(OUTBOX.maxRetryMs, base * (0.8 + 0.4 * random())));
}

type ClaimedEmail = Awaited<ReturnType<typeof claimDue>>[number];

async function claimDue(db: Database, now: Date, batchSize: number) {
  const due = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.status, "pending"), lte(outboxEmails.nextAttemptAt, now)))
    .orderBy(asc(outboxEmails.nextAttemptAt), asc(outboxEmails.id))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(outboxEmails)
    // The attempt counts from the claim: an e-mail that kills its sender cannot come back forever.
    .set({
      attempts: sql`${outboxEmails.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + OUTBOX.claimMs),
    })
    .where(inArray(outboxEmails.id, due))
    .returning({
      id: outboxEmails.id,
      dedupeKey: outboxEmails.dedupeKey,
      recipient: outboxEmails.recipient,
      subject: outboxEmails.subject,
      html: outboxEmails.html,
      text: outboxEmails.text,
      attachmentUploadIds: outboxEmails.attachmentUploadIds,
      attempts: outboxEmails.attempts,
      createdAt: outboxEmails.createdAt,
    });
  return rows.sort((a, b) => a.id - b.id);
}

async function stillOurs(db: Database, email: ClaimedEmail): Promise<boolean> {
  const [row] = await db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.id, email.id),
        eq(outboxEmails.status, "pending"),
        eq(outboxEmails.attempts, email.attempts),
      ),
    );
  return row !== undefined;
}

/** Schedules the next attempt, or gives up; returns when it will be retried (null: given up). */
async function recordFailure(
  db: Database,
  email: ClaimedEmail,
  error: unknown,
  now: Date,
): Promise<Date | null> {
  const giveUp = error instanceof PermanentMailError || email.attempts >= OUTBOX.maxAttempts;
  const retryAt = giveUp ? null : new Date(now.getTime() + retryDelayMs(email.attempts));
  await db
    .update(outboxEmails)
    .set({
      status: giveUp ? "failed" : "pending",
      lastError: describeError(error),
      ...(retryAt ? { nextAttemptAt: retryAt } : {}),
    })
    // Only while the claim is still ours: past it another sender owns the row.
    .where(and(eq(outboxEmails.id, email.id), eq(outboxEmails.attempts, email.attempts)));
  return retryAt;
}

/** Gives claimed e-mails back untried (the worker is stopping): due now, the attempt not counted. */
async function handBack(db: Database, emails: ClaimedEmail[], now: Date): Promise<void> {
  for (const email of emails) {
    await db
      .update(outboxEmails)
      .set({ attempts: email.attempts - 1, nextAttemptAt: now })
      .where(and(eq(outboxEmails.id, email.id), eq(outboxEmails.attempts, email.attempts)));
  }
}

function describeError(error: unknown): string {
  const text =
    error instanceof Error ? `${error.name}: ${error.message}` : `Error: ${String(error)}`;
  return text.slice(0, OUTBOX.maxErrorLength);
}
