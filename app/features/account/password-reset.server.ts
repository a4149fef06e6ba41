// "Forgot my password": a reset link e-mailed to the account's address, valid an hour and once.
// The request answers the same whether or not the address has an account.
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { accountTokens, customers } from "../../../db/schema-accounts";
import type { PublicStore } from "../../lib/store";
import { clientKey as foldClientKey } from "../../lib/throttle.server";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { enqueueEmail } from "../email/outbox.server";
import { ACCOUNT_MESSAGES } from "./account-messages";
import { emailKey, type Throttled, throttle } from "./account-throttle.server";
import { dedupeSuffix, issueToken, retireTokens } from "./account-tokens.server";
import { markEmailConfirmed } from "./email-confirmation.server";
import { resetPasswordEmail } from "./emails/reset-password";
import { accountEmail, findLiveCustomer } from "./live-customer.server";
import { hashPassword, passwordProblem } from "./password.server";
import { hashToken, isTokenShaped, revokeAllSessions } from "./sessions.server";

const HOUR_MS = 60 * 60_000;
/** The reset link is valid an hour: it is asked for and used at once, and it grants the account. */
export const RESET_PASSWORD_HOURS = 1;

export interface ResetRequestOptions {
  now: Date;
  store: PublicStore;
  /** `clientKey(context.clientAddress)`; a bare address is folded the same way. */
  clientKey: string;
}

/**
 * "Forgot my password": e-mails a reset link valid an hour when the address has an account
 * (earlier unused links stop working), and nothing otherwise; the answer is the same.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  { now, store, clientKey }: ResetRequestOptions,
): Promise<{ ok: true } | Throttled> {
  const refused = await throttle(db, now, [
    [THROTTLE_RULES.resetPerClient, foldClientKey(clientKey)],
    [THROTTLE_RULES.resetPerEmail, emailKey(email)],
  ]);
  if (refused) return refused;
  const address = accountEmail(email);
  const customer = address ? await findLiveCustomer(db, { email: address }) : undefined;
  if (!customer) return { ok: true };
  await db.transaction(async (tx) => {
    await retireTokens(tx, customer.id, ["reset-password"], now);
    const expiresAt = new Date(now.getTime() + RESET_PASSWORD_HOURS * HOUR_MS);
    const { token, tokenHash } = await issueToken(
      tx,
      customer.id,
      "reset-password",
      expiresAt,
      now,
    );
    const link = `${store.publicUrl}/resetare-parola?token=${token}`;
    await enqueueEmail(tx, {
      dedupeKey: `reset-password:${dedupeSuffix(tokenHash)}`,
      to: customer.email,
      ...resetPasswordEmail({ firstName: customer.firstName, link }, store),
    });
  });
  return { ok: true };
}

async function findResetToken(db: Database, token: string, now: Date) {
  if (!isTokenShaped(token)) return undefined;
  const [row] = await db
    .select({
      customerId: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(accountTokens)
    .innerJoin(customers, eq(customers.id, accountTokens.customerId))
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, "reset-password"),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
        isNull(customers.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Whether a reset link still works: the page shows its form, or "ask for a new link". */
export async function resetTokenIsValid(db: Database, token: string, now: Date): Promise<boolean> {
  return (await findResetToken(db, token, now)) !== undefined;
}

export type ResetPasswordResult =
  | { ok: true; customerId: number }
  | { ok: false; errors: { token?: string; password?: string } };

/**
 * Sets a new password from a reset link: single use, within the hour. Every session ends (a
 * thief logged in is logged out), and the address counts as confirmed, since the link reached it.
 */
export async function resetPassword(
  db: Database,
  { token, password }: { token: string; password: string },
  now: Date,
): Promise<ResetPasswordResult> {
  const found = await findResetToken(db, token, now);
  if (!found) return { ok: false, errors: { token: ACCOUNT_MESSAGES.resetLinkInvalid } };
  const problem = passwordProblem(password, found);
  // The link stays usable while the new password is refused: the customer tries another.
  if (problem) return { ok: false, errors: { password: problem } };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx): Promise<ResetPasswordResult> => {
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
    // Used by a concurrent request between the check and here.
    if (!used) return { ok: false, errors: { token: ACCOUNT_MESSAGES.resetLinkInvalid } };
    await tx
      .update(customers)
      .set({ passwordHash, updatedAt: now })
      .where(eq(customers.id, used.customerId));
    await markEmailConfirmed(tx, used.customerId, now);
    // Other reset links, and a pending move of the account to another address: whoever asked
    // for it knew the password the owner is replacing.
    await retireTokens(tx, used.customerId, ["reset-password", "change-email"], now);
    await revokeAllSessions(tx, used.customerId, now);
    return { ok: true, customerId: used.customerId };
  });
}
