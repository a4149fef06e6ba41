// Moving an account to another e-mail address: asked for with the password, done only when the
// link e-mailed to the new address is opened (so nobody moves an account to a mistyped or
// someone else's address), and told to the old address afterwards.
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { accountTokens, customers } from "../../../db/schema-accounts";
import { isUniqueViolation } from "../../../db/unique-violation";
import { mailboxOf } from "../../lib/mailbox";
import type { PublicStore } from "../../lib/store";
import { countHit, tooManyRequestsMessage } from "../../lib/throttle.server";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { DETAILS_MESSAGES } from "../checkout/details-form";
import { parseEmail } from "../checkout/identity-rules";
import { enqueueEmail } from "../email/outbox.server";
import { EMAIL_CHANGE_MESSAGES } from "./account-messages";
import { dedupeSuffix, issueToken, retireTokens } from "./account-tokens.server";
import { attachGuestOrders } from "./email-confirmation.server";
import { changeEmailEmail } from "./emails/change-email";
import { emailChangedEmail } from "./emails/email-changed";
import { verifyPassword } from "./password.server";
import { hashToken, isTokenShaped } from "./sessions.server";

/** A day: the new mailbox may be one the customer reads at work, or tomorrow. */
export const CHANGE_EMAIL_HOURS = 24;
const HOUR_MS = 60 * 60_000;

export type EmailChangeField = "newEmail" | "emailPassword";

export type RequestEmailChangeResult =
  | { ok: true; email: string }
  | { ok: false; errors: Partial<Record<EmailChangeField, string>> };

/**
 * Checks the password and e-mails a single-use link to the new address (earlier unused links
 * stop working). Whether the new address already has an account is not said here: its owner
 * learns it from the link, nobody else.
 */
export async function requestEmailChange(
  db: Database,
  customerId: number,
  { newEmail, password }: { newEmail: string; password: string },
  { now, store }: { now: Date; store: PublicStore },
): Promise<RequestEmailChangeResult> {
  const errors: Partial<Record<EmailChangeField, string>> = {};
  const email = parseEmail(newEmail)?.toLowerCase() ?? null;
  if (!email) {
    errors.newEmail = newEmail.trim()
      ? DETAILS_MESSAGES.emailInvalid
      : EMAIL_CHANGE_MESSAGES.emailMissing;
  }
  if (!password) errors.emailPassword = EMAIL_CHANGE_MESSAGES.passwordMissing;
  const [customer] = await db
    .select({
      email: customers.email,
      firstName: customers.firstName,
      passwordHash: customers.passwordHash,
    })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
  if (customer && email === customer.email) errors.newEmail = EMAIL_CHANGE_MESSAGES.sameEmail;
  if (!email || !customer?.passwordHash || Object.keys(errors).length > 0) {
    return { ok: false, errors };
  }
  const verdict = await countHit(db, THROTTLE_RULES.loginPerAccount, [customer.email], { now });
  if (!verdict.allowed) {
    return {
      ok: false,
      errors: { emailPassword: tooManyRequestsMessage(verdict.retryAfterSeconds) },
    };
  }
  if (!(await verifyPassword(customer.passwordHash, password))) {
    return { ok: false, errors: { emailPassword: EMAIL_CHANGE_MESSAGES.passwordWrong } };
  }
  // The link goes to whatever address was typed: a few accounts must not fill a stranger's inbox.
  const sent = await countHit(db, THROTTLE_RULES.emailChangePerRecipient, [mailboxOf(email)], {
    now,
  });
  if (!sent.allowed) {
    return { ok: false, errors: { newEmail: tooManyRequestsMessage(sent.retryAfterSeconds) } };
  }
  await db.transaction(async (tx) => {
    await retireTokens(tx, customerId, ["change-email"], now);
    const expiresAt = new Date(now.getTime() + CHANGE_EMAIL_HOURS * HOUR_MS);
    const { token, tokenHash } = await issueToken(tx, customerId, "change-email", expiresAt, now, {
      email,
    });
    await enqueueEmail(tx, {
      dedupeKey: `change-email:${dedupeSuffix(tokenHash)}`,
      to: email,
      ...changeEmailEmail(
        {
          firstName: customer.firstName,
          link: `${store.publicUrl}/account/confirmare-email?token=${token}`,
          validHours: CHANGE_EMAIL_HOURS,
        },
        store,
      ),
    });
  });
  return { ok: true, email };
}

async function findChangeToken(db: Database, token: string, now: Date) {
  if (!isTokenShaped(token)) return undefined;
  const [row] = await db
    .select({ customerId: accountTokens.customerId, payload: accountTokens.payload })
    .from(accountTokens)
    .innerJoin(customers, eq(customers.id, accountTokens.customerId))
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, "change-email"),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
        isNull(customers.deletedAt),
      ),
    )
    .limit(1);
  const email = (row?.payload as { email?: unknown } | null)?.email;
  return row && typeof email === "string" ? { customerId: row.customerId, email } : undefined;
}

/**
 * The address a valid link would move an account to, and which account (the page asks before it
 * does, and only that account's session may confirm), or null.
 */
export async function pendingEmailChange(
  db: Database,
  token: string,
  now: Date,
): Promise<{ email: string; customerId: number } | null> {
  return (await findChangeToken(db, token, now)) ?? null;
}

export type ConfirmEmailChangeResult =
  | { ok: true; email: string }
  | { ok: false; reason: "invalid" | "taken" | "other-account"; message: string };

const LINK_INVALID = {
  ok: false,
  reason: "invalid",
  message: EMAIL_CHANGE_MESSAGES.linkInvalid,
} as const satisfies ConfirmEmailChangeResult;
const ADDRESS_TAKEN = {
  ok: false,
  reason: "taken",
  message: EMAIL_CHANGE_MESSAGES.taken,
} as const satisfies ConfirmEmailChangeResult;

/**
 * Opens the link, from a session of the account that asked (`customerId`): holding the link is
 * not enough, or anyone could move their own account to a stranger's address with the stranger's
 * one click, and take over the guest orders and codes of that address. The account moves to the
 * new address, which counts as confirmed (its guest orders join the account); reset links sent to
 * the old address stop working, and the old address is told. Sessions stay: the customer is the
 * one who asked.
 */
export async function confirmEmailChange(
  db: Database,
  token: string,
  { now, store, customerId }: { now: Date; store: PublicStore; customerId: number },
): Promise<ConfirmEmailChangeResult> {
  const found = await findChangeToken(db, token, now);
  if (!found) return LINK_INVALID;
  if (found.customerId !== customerId) {
    return { ok: false, reason: "other-account", message: EMAIL_CHANGE_MESSAGES.otherAccount };
  }
  try {
    return await moveAccount(db, token, found, { now, store });
  } catch (error) {
    // A registration of the address committed between the check and the update.
    if (isUniqueViolation(error)) return ADDRESS_TAKEN;
    throw error;
  }
}

async function moveAccount(
  db: Database,
  token: string,
  found: { customerId: number; email: string },
  { now, store }: { now: Date; store: PublicStore },
): Promise<ConfirmEmailChangeResult> {
  return db.transaction(async (tx): Promise<ConfirmEmailChangeResult> => {
    const [used] = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.tokenHash, hashToken(token)),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
        ),
      )
      .returning({ customerId: accountTokens.customerId });
    if (!used) return LINK_INVALID;
    const [customer] = await tx
      .select({ email: customers.email, firstName: customers.firstName })
      .from(customers)
      .where(and(eq(customers.id, found.customerId), isNull(customers.deletedAt)))
      .for("update");
    if (!customer) return LINK_INVALID;
    // Checked inside the transaction; the unique index still has the last word (a registration
    // committing in between makes the update fail, and the link stays unused: see above).
    const [taken] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.email, found.email),
          isNull(customers.deletedAt),
          ne(customers.id, found.customerId),
        ),
      );
    if (taken) return ADDRESS_TAKEN;
    await tx
      .update(customers)
      .set({ email: found.email, emailConfirmedAt: now, updatedAt: now })
      .where(eq(customers.id, found.customerId));
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.customerId, found.customerId),
          ne(accountTokens.purpose, "change-email"),
          isNull(accountTokens.usedAt),
        ),
      );
    await attachGuestOrders(tx, found.customerId, found.email);
    await enqueueEmail(tx, {
      dedupeKey: `email-changed:${dedupeSuffix(hashToken(token))}`,
      to: customer.email,
      ...emailChangedEmail({ firstName: customer.firstName }, store),
    });
    return { ok: true, email: found.email };
  });
}
