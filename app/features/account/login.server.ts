// Login and logout. An unknown e-mail, a deleted account and a wrong password get the same
// answer after the same work, so neither the answer nor its timing tells whether an account exists.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { customers } from "../../../db/schema-accounts";
import { countHit, clientKey as foldClientKey, standing } from "../../lib/throttle.server";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { emailKey, type Throttled, throttle, throttled } from "./account-throttle.server";
import { accountEmail, findLiveCustomer } from "./live-customer.server";
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from "./password.server";
import { openLoginSession, revokeSession } from "./sessions.server";

export interface LogInOptions {
  now: Date;
  /** `clientKey(context.clientAddress)`; a bare address is folded the same way. */
  clientKey: string;
  userAgent?: string | null;
  /**
   * The browser's device id when it carries the mark of a login to this e-mail
   * (device-cookie.server.ts `knownDevice`): the account's bound on failures from everywhere does
   * not refuse it; its own failures have their own bound.
   */
  device?: string | null;
}

export type LogInResult =
  | {
      ok: true;
      token: string;
      tokenHash: string;
      expiresAt: Date;
      customer: { id: number; email: string; firstName: string };
    }
  | { ok: false; reason: "invalid" }
  | Throttled;

/**
 * Checks the password and opens a session. An unknown e-mail, a deleted account and a wrong
 * password all answer `invalid`, after an argon2 verification each (against a dummy hash when
 * there is no account). Every attempt counts against the client's throttle and the (e-mail,
 * client) one; failures also against the e-mail's, which then refuses every attempt when full,
 * except from a browser that logged in to the account before (`device`), whose failures count
 * against its own bound instead.
 */
export async function logIn(
  db: Database,
  { email, password }: { email: string; password: string },
  { now, clientKey, userAgent, device = null }: LogInOptions,
): Promise<LogInResult> {
  const client = foldClientKey(clientKey);
  const account = emailKey(email);
  const refused = await throttle(db, now, [
    [THROTTLE_RULES.loginPerClient, client],
    [THROTTLE_RULES.loginPerAccount, [account, client]],
  ]);
  if (refused) return refused;
  const failures = await failureBound(db, account, device, now);
  if (!failures.verdict.allowed) return throttled(failures.verdict.retryAfterSeconds);
  const address = accountEmail(email);
  const customer = address ? await findLiveCustomer(db, { email: address }) : undefined;
  const stored = customer?.passwordHash ?? dummyPasswordHash();
  const matches = await verifyPassword(stored, password);
  if (!customer?.passwordHash || !matches) {
    await countHit(db, failures.rule, failures.key, { now });
    return { ok: false, reason: "invalid" };
  }
  let passwordHash = customer.passwordHash;
  if (needsRehash(passwordHash)) {
    // Parameters raised since this hash was made: the password is at hand only now. Only over
    // the hash just checked: a password changed meanwhile stays changed.
    const rehashed = await hashPassword(password);
    const [updated] = await db
      .update(customers)
      .set({ passwordHash: rehashed })
      .where(and(eq(customers.id, customer.id), eq(customers.passwordHash, passwordHash)))
      .returning({ id: customers.id });
    if (updated) passwordHash = rehashed;
  }
  const session = await openLoginSession(
    db,
    { id: customer.id, passwordHash },
    { now, userAgent: userAgent ?? null },
  );
  // The password changed (a reset, a change) while this one was being checked.
  if (!session) return { ok: false, reason: "invalid" };
  return {
    ok: true,
    token: session.token,
    tokenHash: session.tokenHash,
    expiresAt: session.expiresAt,
    customer: { id: customer.id, email: customer.email, firstName: customer.firstName },
  };
}

/**
 * The bound a failed login counts against: a known browser's own while it holds (past it, the
 * browser is a stranger again), else the account's.
 */
async function failureBound(db: Database, account: string, device: string | null, now: Date) {
  if (device !== null) {
    const rule = THROTTLE_RULES.loginFailuresPerDevice;
    const verdict = await standing(db, rule, device, { now });
    if (verdict.allowed) return { rule, key: device, verdict };
  }
  const rule = THROTTLE_RULES.loginFailuresPerAccount;
  return { rule, key: account, verdict: await standing(db, rule, account, { now }) };
}

/** Ends one session (the one whose token hash readSession gave). */
export async function logOut(db: Database, tokenHash: string, now: Date): Promise<void> {
  await revokeSession(db, tokenHash, now);
}
