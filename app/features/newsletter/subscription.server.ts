// Newsletter subscriptions with double opt-in. Subscribing stores the address as pending, with the
// consent (date, source, wording's version) and the digest of a single-use token, and e-mails the
// confirmation link, whose page asks and whose button confirms (mail scanners open links, so
// opening one changes nothing). The answer never says whether an address is already subscribed:
// a confirmed one gets nothing new, a pending or unsubscribed one a new link.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, ne } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client.server";
import { newsletterSubscriptions } from "../../../db/schema-content";
import { mailboxOf } from "../../lib/mailbox";
import type { PublicStore } from "../../lib/store";
import { countHit, clientKey as foldClientKey } from "../../lib/throttle.server";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { enqueueEmail } from "../email/outbox.server";
import { readSetting } from "../settings/settings.server";
import { confirmSubscriptionEmail } from "./emails/confirm-subscription";
import {
  NEWSLETTER_MESSAGES as MESSAGES,
  NEWSLETTER_EMAIL_MAX,
  type NewsletterSource,
  type SubscribeErrors,
} from "./newsletter-fields";
import { unsubscribeLink } from "./unsubscribe-links.server";

const DAY_MS = 86_400_000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const CONFIRM_PATH = "/newsletter/confirmare";

export interface SubscribeOptions {
  now: Date;
  store: PublicStore;
  /** `clientKey(context.clientAddress)`; a bare address is folded the same way. */
  clientKey: string;
  source: NewsletterSource;
}

export type SubscribeOutcome =
  | { ok: true }
  | { ok: false; reason: "invalid"; errors: SubscribeErrors; email: string }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number; email: string };

const emailSchema = z
  .string()
  .trim()
  .min(1, MESSAGES.emailMissing)
  .max(NEWSLETTER_EMAIL_MAX, MESSAGES.emailInvalid)
  .pipe(z.email(MESSAGES.emailInvalid))
  .transform((email) => email.toLowerCase());

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * The form's `email`, `consent` (the checkbox) and `consentVersion` (the wording the visitor
 * saw: if it changed meanwhile, the visitor is asked to read the new one).
 */
export async function subscribeToNewsletter(
  db: Database,
  form: FormData,
  { now, store, clientKey, source }: SubscribeOptions,
): Promise<SubscribeOutcome> {
  const typed = String(form.get("email") ?? "");
  const optIn = await readSetting(db, "newsletter.optIn");
  const errors: SubscribeErrors = {};
  const parsed = emailSchema.safeParse(typed);
  if (!parsed.success) errors.email = parsed.error.issues[0]?.message ?? MESSAGES.emailInvalid;
  if (form.get("consent") !== "da") errors.consent = MESSAGES.consentMissing;
  else if (form.get("consentVersion") !== optIn.consentVersion) {
    errors.consent = MESSAGES.consentChanged;
  }
  if (!parsed.success || errors.consent) {
    return { ok: false, reason: "invalid", errors, email: typed };
  }
  const email = parsed.data;
  for (const [rule, key] of [
    [THROTTLE_RULES.newsletterPerClient, foldClientKey(clientKey)],
    // Per mailbox: "+tag" spellings of one address would each get a confirmation e-mail.
    [THROTTLE_RULES.newsletterPerEmail, mailboxOf(email)],
  ] as const) {
    const verdict = await countHit(db, rule, [key], { now });
    if (!verdict.allowed) {
      return {
        ok: false,
        reason: "throttled",
        retryAfterSeconds: verdict.retryAfterSeconds,
        email: typed,
      };
    }
  }
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashToken(token);
  const unsubscribe = await unsubscribeLink(db, store, email);
  await db.transaction(async (tx) => {
    const t = newsletterSubscriptions;
    const pending = {
      status: "pending" as const,
      source,
      consentVersion: optIn.consentVersion,
      confirmTokenHash: tokenHash,
      requestedAt: now,
      confirmedAt: null,
      unsubscribedAt: null,
    };
    // One statement, so two requests for one address cannot both insert; a confirmed address is
    // left as it is (no row comes back, and nothing is sent).
    const [row] = await tx
      .insert(t)
      .values({ email, ...pending })
      .onConflictDoUpdate({ target: t.email, set: pending, setWhere: ne(t.status, "confirmed") })
      .returning({ id: t.id });
    if (!row) return;
    await enqueueEmail(tx, {
      dedupeKey: `newsletter-confirm:${tokenHash.slice(0, 16)}`,
      to: email,
      ...confirmSubscriptionEmail(
        {
          confirmLink: `${store.publicUrl}${CONFIRM_PATH}?token=${token}`,
          unsubscribeLink: unsubscribe,
          validDays: optIn.confirmDays,
        },
        store,
      ),
    });
  });
  return { ok: true };
}

export type ConfirmOutcome =
  | { ok: true; email: string }
  | { ok: false; reason: "expired" | "invalid" };

/**
 * The address a link's token would confirm, without using it: its page shows it and asks (link
 * scanners open the page too), or says why the link no longer works.
 */
export async function checkConfirmToken(
  db: Database,
  token: string,
  now: Date,
): Promise<ConfirmOutcome> {
  if (!TOKEN.test(token)) return { ok: false, reason: "invalid" };
  const { confirmDays } = await readSetting(db, "newsletter.optIn");
  const t = newsletterSubscriptions;
  const [pending] = await db
    .select({ email: t.email, requestedAt: t.requestedAt })
    .from(t)
    .where(and(eq(t.confirmTokenHash, hashToken(token)), eq(t.status, "pending")))
    .limit(1);
  if (!pending) return { ok: false, reason: "invalid" };
  return pending.requestedAt.getTime() > now.getTime() - confirmDays * DAY_MS
    ? { ok: true, email: pending.email }
    : { ok: false, reason: "expired" };
}

/** Confirms the subscription a link's token belongs to: once, within the setting's days. */
export async function confirmSubscription(
  db: Database,
  token: string,
  now: Date,
): Promise<ConfirmOutcome> {
  if (!TOKEN.test(token)) return { ok: false, reason: "invalid" };
  const { confirmDays } = await readSetting(db, "newsletter.optIn");
  const issuedAfter = new Date(now.getTime() - confirmDays * DAY_MS);
  const t = newsletterSubscriptions;
  const [confirmed] = await db
    .update(t)
    .set({ status: "confirmed", confirmedAt: now, confirmTokenHash: null })
    .where(
      and(
        eq(t.confirmTokenHash, hashToken(token)),
        eq(t.status, "pending"),
        gt(t.requestedAt, issuedAfter),
      ),
    )
    .returning({ email: t.email });
  if (confirmed) return { ok: true, email: confirmed.email };
  const why = await checkConfirmToken(db, token, now);
  return why.ok ? { ok: false, reason: "invalid" } : why;
}

/**
 * Unsubscribes an address (already verified from its signed link). Pending ones too: their
 * confirmation link stops working. Nothing tells whether the address was subscribed.
 */
export async function unsubscribeFromNewsletter(
  db: Database,
  email: string,
  now: Date,
): Promise<void> {
  const t = newsletterSubscriptions;
  await db
    .update(t)
    .set({ status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null })
    .where(and(eq(t.email, email.toLowerCase()), ne(t.status, "unsubscribed")));
}
