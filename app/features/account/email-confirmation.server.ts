// Proving a customer's address: the confirmation link (sent at registration, sent again on
// request), and what a proven address brings: the guest orders placed with it join the account.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database, Tx } from "../../../db/client.server";
import { accountTokens, customers } from "../../../db/schema-accounts";
import { orders } from "../../../db/schema-orders";
import type { PublicStore } from "../../lib/store";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { enqueueEmail } from "../email/outbox.server";
import { type Throttled, throttle } from "./account-throttle.server";
import { dedupeSuffix, issueToken } from "./account-tokens.server";
import { confirmEmailEmail } from "./emails/confirm-email";
import { findLiveCustomer } from "./live-customer.server";
import { hashToken, isTokenShaped } from "./sessions.server";

const DAY_MS = 24 * 60 * 60_000;
/** The confirmation link waits a week: people register and read their mail another day. */
export const CONFIRM_EMAIL_DAYS = 7;

/** E-mails a new confirmation link for the customer's current address. */
export async function sendConfirmation(
  tx: Tx,
  customer: { id: number; email: string; firstName: string },
  store: PublicStore,
  now: Date,
): Promise<void> {
  const expiresAt = new Date(now.getTime() + CONFIRM_EMAIL_DAYS * DAY_MS);
  // The link proves this address: it must not confirm another one the account moves to later.
  const { token, tokenHash } = await issueToken(tx, customer.id, "confirm-email", expiresAt, now, {
    email: customer.email,
  });
  const link = `${store.publicUrl}/login?confirmare=${token}`;
  await enqueueEmail(tx, {
    dedupeKey: `confirm-email:${dedupeSuffix(tokenHash)}`,
    to: customer.email,
    ...confirmEmailEmail(
      { firstName: customer.firstName, link, validDays: CONFIRM_EMAIL_DAYS },
      store,
    ),
  });
}

export type ResendConfirmationResult =
  | { ok: true }
  | { ok: false; reason: "already-confirmed" | "no-account" }
  | Throttled;

/** "Send the confirmation e-mail again", for a logged-in customer whose address is unconfirmed. */
export async function resendConfirmation(
  db: Database,
  customerId: number,
  { now, store }: { now: Date; store: PublicStore },
): Promise<ResendConfirmationResult> {
  const customer = await findLiveCustomer(db, { id: customerId });
  if (!customer) return { ok: false, reason: "no-account" };
  if (customer.emailConfirmedAt) return { ok: false, reason: "already-confirmed" };
  const refused = await throttle(db, now, [
    [THROTTLE_RULES.confirmEmailResend, String(customerId)],
  ]);
  if (refused) return refused;
  await db.transaction((tx) => sendConfirmation(tx, customer, store, now));
  return { ok: true };
}

/**
 * Attaches the guest orders placed with the customer's address to the account. Called once the
 * address is proven (confirmation link, reset link); returns how many orders it attached.
 */
export async function attachGuestOrders(
  db: Database | Tx,
  customerId: number,
  email: string,
): Promise<number> {
  // Checkout keeps the local part as typed; accounts store the address in lower case.
  const attached = await db
    .update(orders)
    .set({ customerId })
    .where(and(sql`lower(${orders.email}) = ${email.toLowerCase()}`, isNull(orders.customerId)))
    .returning({ id: orders.id });
  return attached.length;
}

/** Sets the confirmation date if not set yet; then (and only then) attaches the guest orders. */
export async function markEmailConfirmed(
  tx: Tx,
  customerId: number,
  now: Date,
  onlyIfEmail?: string,
): Promise<boolean> {
  const [customer] = await tx
    .select({ email: customers.email, emailConfirmedAt: customers.emailConfirmedAt })
    .from(customers)
    .where(
      and(
        eq(customers.id, customerId),
        isNull(customers.deletedAt),
        onlyIfEmail === undefined ? undefined : eq(customers.email, onlyIfEmail),
      ),
    )
    .limit(1)
    .for("update");
  if (!customer) return false;
  if (customer.emailConfirmedAt) return true;
  await tx
    .update(customers)
    .set({ emailConfirmedAt: now, updatedAt: now })
    .where(eq(customers.id, customerId));
  await attachGuestOrders(tx, customerId, customer.email);
  return true;
}

/** Whether a confirmation link can still be used (nothing is used up by asking). */
export async function confirmationLinkValid(
  db: Database,
  token: string,
  now: Date,
): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  const [row] = await db
    .select({ customerId: accountTokens.customerId })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, "confirm-email"),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The confirmation link: single use, 7 days. Confirms the address and attaches guest orders, for
 * the account that has just proven its password (`customerId`, from a login on the link's page).
 *
 * The link alone is not enough: anyone may register a stranger's address with a password of
 * their own, and a mail scanner following the link would have confirmed it, bringing that
 * address's guest orders into the registrant's account. Holding the link proves the mailbox;
 * logging in proves the password; only both together confirm.
 */
export async function confirmEmail(
  db: Database,
  token: string,
  now: Date,
  { customerId }: { customerId: number },
): Promise<{ ok: true; customerId: number } | { ok: false }> {
  if (!isTokenShaped(token)) return { ok: false };
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.tokenHash, tokenHash),
          eq(accountTokens.purpose, "confirm-email"),
          eq(accountTokens.customerId, customerId),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
        ),
      )
      .returning({ customerId: accountTokens.customerId, payload: accountTokens.payload });
    if (!used) return { ok: false as const };
    const email = (used.payload as { email?: unknown } | null)?.email;
    const confirmed = await markEmailConfirmed(
      tx,
      used.customerId,
      now,
      typeof email === "string" ? email : undefined,
    );
    return confirmed ? { ok: true as const, customerId: used.customerId } : { ok: false as const };
  });
}
