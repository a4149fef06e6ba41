// A logged-in customer changing their password: the current one is asked for, and every session
// ends; the one making the change is replaced by a new one, so a stolen copy of its token does
// not outlive the new password.
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { customers } from "../../../db/schema-accounts";
import { tooManyRequestsMessage } from "../../lib/throttle.server";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { ACCOUNT_MESSAGES } from "./account-messages";
import { throttle } from "./account-throttle.server";
import { retireTokens } from "./account-tokens.server";
import { findLiveCustomer } from "./live-customer.server";
import { hashPassword, passwordProblem, verifyPassword } from "./password.server";
import { createSession, type NewSession, revokeAllSessions } from "./sessions.server";

export interface ChangePasswordInput {
  customerId: number;
  currentPassword: string;
  newPassword: string;
  /** Made from a logged-in page: a new session replaces the one making the change. */
  renewSession?: { userAgent: string | null };
}

export type ChangePasswordResult =
  | { ok: true; session: NewSession | null }
  | { ok: false; errors: { currentPassword?: string; newPassword?: string } };

/**
 * Changes the password of a logged-in customer who knows the current one. Attempts count
 * against loginPerAccount: a stolen session must not become a way to guess the password.
 */
export async function changePassword(
  db: Database,
  { customerId, currentPassword, newPassword, renewSession }: ChangePasswordInput,
  now: Date,
): Promise<ChangePasswordResult> {
  const customer = await findLiveCustomer(db, { id: customerId });
  if (!customer?.passwordHash) {
    return { ok: false, errors: { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong } };
  }
  const refused = await throttle(db, now, [[THROTTLE_RULES.loginPerAccount, customer.email]]);
  if (refused) {
    return {
      ok: false,
      errors: { currentPassword: tooManyRequestsMessage(refused.retryAfterSeconds) },
    };
  }
  if (!(await verifyPassword(customer.passwordHash, currentPassword))) {
    return { ok: false, errors: { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong } };
  }
  const problem =
    newPassword.normalize("NFC") === currentPassword.normalize("NFC")
      ? ACCOUNT_MESSAGES.newPasswordSame
      : passwordProblem(newPassword, customer);
  if (problem) return { ok: false, errors: { newPassword: problem } };
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ passwordHash, updatedAt: now })
      .where(eq(customers.id, customerId));
    // A reset link asked for before the change must not undo it, nor a pending move of the
    // account to another address (asked for by whoever knew the old password).
    await retireTokens(tx, customerId, ["reset-password", "change-email"], now);
    await revokeAllSessions(tx, customerId, now);
  });
  const session = renewSession
    ? await createSession(db, customerId, { now, userAgent: renewSession.userAgent })
    : null;
  return { ok: true, session };
}
