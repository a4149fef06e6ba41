// Who a customer is: registration with e-mail confirmation, login, password reset and change,
// logout. Expected outcomes (a wrong password, a used link, a throttle) are typed results, never
// throws. Whether an e-mail has an account is never told by an answer or its timing: register,
// login and reset answer the same for both, and only the mailbox's owner learns more, by e-mail.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { accountTokens, customers } from "../../../db/schema-accounts";
import { orders } from "../../../db/schema-orders";
import type { PublicStore } from "../../lib/store";
import {
  countHit,
  clientKey as foldClientKey,
  tooManyRequestsMessage,
} from "../../lib/throttle.server";
import { THROTTLE_RULES, type ThrottleRule } from "../../lib/throttle-rules";
import { DETAILS_MESSAGES } from "../checkout/details-form";
import { parseEmail, parsePersonName } from "../checkout/identity-rules";
import { enqueueEmail } from "../email/outbox.server";
import { alreadyRegisteredEmail } from "./emails/already-registered";
import { confirmEmailEmail } from "./emails/confirm-email";
import { resetPasswordEmail } from "./emails/reset-password";
import {
  dummyPasswordHash,
  hashPassword,
  needsRehash,
  passwordProblem,
  verifyPassword,
} from "./password.server";
import {
  createSession,
  hashToken,
  isTokenShaped,
  newToken,
  revokeAllSessions,
  revokeSession,
} from "./sessions.server";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const HOUR_MS = 60 * 60_000;
/** The confirmation link waits a week: people register and read their mail another day. */
export const CONFIRM_EMAIL_DAYS = 7;
/** The reset link is valid an hour: it is asked for and used at once, and it grants the account. */
export const RESET_PASSWORD_HOURS = 1;

export const ACCOUNT_MESSAGES = {
  acceptTerms: "Ca să îți creezi contul, acceptă termenii și condițiile.",
  resetLinkInvalid:
    "Linkul de resetare nu mai este valabil: a expirat sau a fost deja folosit. Cere unul nou.",
  currentPasswordWrong: "Parola actuală nu este corectă.",
  newPasswordSame: "Parola nouă trebuie să fie diferită de cea actuală.",
} as const;

export interface Throttled {
  ok: false;
  reason: "throttled";
  retryAfterSeconds: number;
}

function throttled(retryAfterSeconds: number): Throttled {
  return { ok: false, reason: "throttled", retryAfterSeconds };
}

/** Counts a hit on each rule in turn; the first refusal stops (later rules are not counted). */
async function throttle(
  db: Database,
  now: Date,
  checks: readonly (readonly [ThrottleRule, string])[],
): Promise<Throttled | null> {
  for (const [rule, key] of checks) {
    const verdict = await countHit(db, rule, [key], { now });
    if (!verdict.allowed) return throttled(verdict.retryAfterSeconds);
  }
  return null;
}

/**
 * The throttle key of an e-mail as typed: the address lower-cased when it parses, else the text,
 * so "Ana@X.ro " and "ana@x.ro" share a counter whether or not an account has that address.
 */
function emailKey(email: string): string {
  return (parseEmail(email) ?? email.trim()).toLowerCase();
}

/** Accounts are found by the whole address in lower case (customers.email is stored so). */
function accountEmail(email: string): string | null {
  return parseEmail(email)?.toLowerCase() ?? null;
}

async function findLiveCustomer(db: Database | Tx, where: { email: string } | { id: number }) {
  const [row] = await db
    .select({
      id: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      passwordHash: customers.passwordHash,
      emailConfirmedAt: customers.emailConfirmedAt,
    })
    .from(customers)
    .where(
      and(
        "email" in where ? eq(customers.email, where.email) : eq(customers.id, where.id),
        isNull(customers.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** A new single-use link's token; its hash is stored with the purpose and expiry. */
async function issueToken(
  tx: Tx,
  customerId: number,
  purpose: "confirm-email" | "reset-password",
  expiresAt: Date,
  now: Date,
  payload: unknown = null,
): Promise<{ token: string; tokenHash: string }> {
  const token = newToken();
  const tokenHash = hashToken(token);
  await tx
    .insert(accountTokens)
    .values({ tokenHash, customerId, purpose, payload, expiresAt, createdAt: now });
  return { token, tokenHash };
}

/** Marks the customer's unused links of `purpose` used: only the newest one may work. */
async function retireTokens(
  tx: Tx,
  customerId: number,
  purpose: "confirm-email" | "reset-password",
  now: Date,
): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.customerId, customerId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

/** The first 16 hex digits of a token's hash: enough to tell its e-mail from any other. */
function dedupeSuffix(tokenHash: string): string {
  return tokenHash.slice(0, 16);
}

// ---------------------------------------------------------------- registration

export type RegisterField = "email" | "password" | "firstName" | "lastName" | "acceptTerms";
export type RegisterErrors = Partial<Record<RegisterField, string>>;

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  newsletter: boolean;
  acceptTerms: boolean;
}

export interface RegisterOptions {
  now: Date;
  store: PublicStore;
  /**
   * The client's throttle key (`clientKey(context.clientAddress)`; a bare address is folded
   * too). Without it registerPerClient is not counted: the caller throttles.
   */
  clientKey?: string;
}

export type RegisterResult =
  | { ok: true }
  | { ok: false; reason: "invalid"; errors: RegisterErrors }
  /** `errors.email` carries the Romanian "try again in N minutes", for forms that show fields. */
  | (Throttled & { errors: RegisterErrors });

interface ValidRegistration {
  email: string;
  firstName: string;
  lastName: string;
}

function validateRegistration(
  input: RegisterInput,
): { ok: true; values: ValidRegistration } | { ok: false; errors: RegisterErrors } {
  const errors: RegisterErrors = {};
  const email = accountEmail(input.email);
  if (!email) {
    errors.email = input.email.trim()
      ? DETAILS_MESSAGES.emailInvalid
      : DETAILS_MESSAGES.emailMissing;
  }
  const firstName = parsePersonName(input.firstName);
  if (!firstName) {
    errors.firstName = input.firstName.trim()
      ? DETAILS_MESSAGES.firstNameInvalid
      : DETAILS_MESSAGES.firstNameMissing;
  }
  const lastName = parsePersonName(input.lastName);
  if (!lastName) {
    errors.lastName = input.lastName.trim()
      ? DETAILS_MESSAGES.lastNameInvalid
      : DETAILS_MESSAGES.lastNameMissing;
  }
  const problem = passwordProblem(input.password, {
    email: email ?? input.email,
    firstName: firstName ?? input.firstName,
    lastName: lastName ?? input.lastName,
  });
  if (problem) errors.password = problem;
  if (!input.acceptTerms) errors.acceptTerms = ACCOUNT_MESSAGES.acceptTerms;
  if (!email || !firstName || !lastName || Object.keys(errors).length > 0) {
    return { ok: false, errors };
  }
  return { ok: true, values: { email, firstName, lastName } };
}

/**
 * Creates the account and e-mails the confirmation link, or, when the address already has an
 * account, creates nothing and e-mails its owner that someone tried. Both answer `{ ok: true }`,
 * after the same work (the password is hashed either way), so the page cannot tell them apart.
 */
export async function registerCustomer(
  db: Database,
  input: RegisterInput,
  { now, store, clientKey }: RegisterOptions,
): Promise<RegisterResult> {
  const valid = validateRegistration(input);
  if (!valid.ok) return { ok: false, reason: "invalid", errors: valid.errors };
  // Only valid forms count: a shopper fixing a typo is not the script this stops.
  if (clientKey !== undefined) {
    const refused = await throttle(db, now, [
      [THROTTLE_RULES.registerPerClient, foldClientKey(clientKey)],
    ]);
    if (refused) {
      return { ...refused, errors: { email: tooManyRequestsMessage(refused.retryAfterSeconds) } };
    }
  }
  const { email, firstName, lastName } = valid.values;
  const passwordHash = await hashPassword(input.password);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customers)
      .values({
        email,
        passwordHash,
        firstName,
        lastName,
        newsletter: input.newsletter,
        newsletterConsentAt: input.newsletter ? now : null,
        termsAcceptedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      // The unique index covers live accounts only (deleted ones keep their rows).
      .onConflictDoNothing({ target: customers.email, where: sql`${customers.deletedAt} IS NULL` })
      .returning({ id: customers.id });
    if (!row) return false;
    await sendConfirmation(tx, { id: row.id, email, firstName }, store, now);
    return true;
  });
  if (!created) {
    const existing = await findLiveCustomer(db, { email });
    if (existing) await sendAlreadyRegistered(db, existing, store, now);
  }
  return { ok: true };
}

async function sendConfirmation(
  tx: Tx,
  customer: { id: number; email: string; firstName: string },
  store: PublicStore,
  now: Date,
): Promise<void> {
  const expiresAt = new Date(now.getTime() + CONFIRM_EMAIL_DAYS * 24 * HOUR_MS);
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

/** At most one an hour per account, however often someone registers with its address. */
async function sendAlreadyRegistered(
  db: Database,
  customer: { id: number; email: string; firstName: string },
  store: PublicStore,
  now: Date,
): Promise<void> {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  await enqueueEmail(db, {
    dedupeKey: `account-exists:${customer.id}:${hour}`,
    to: customer.email,
    ...alreadyRegisteredEmail({ firstName: customer.firstName }, store),
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

// ---------------------------------------------------------------- e-mail confirmation

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
async function markEmailConfirmed(
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

/** The confirmation link: single use, 7 days. Confirms the address and attaches guest orders. */
export async function confirmEmail(
  db: Database,
  token: string,
  now: Date,
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

// ---------------------------------------------------------------- login and logout

export interface LogInOptions {
  now: Date;
  /** `clientKey(context.clientAddress)`; a bare address is folded the same way. */
  clientKey: string;
  userAgent?: string | null;
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
 * there is no account), and all count against both throttles.
 */
export async function logIn(
  db: Database,
  { email, password }: { email: string; password: string },
  { now, clientKey, userAgent }: LogInOptions,
): Promise<LogInResult> {
  const refused = await throttle(db, now, [
    [THROTTLE_RULES.loginPerClient, foldClientKey(clientKey)],
    [THROTTLE_RULES.loginPerAccount, emailKey(email)],
  ]);
  if (refused) return refused;
  const address = accountEmail(email);
  const customer = address ? await findLiveCustomer(db, { email: address }) : undefined;
  const stored = customer?.passwordHash ?? dummyPasswordHash();
  const matches = await verifyPassword(stored, password);
  if (!customer?.passwordHash || !matches) return { ok: false, reason: "invalid" };
  if (needsRehash(customer.passwordHash)) {
    // Parameters raised since this hash was made: the password is at hand only now.
    await db
      .update(customers)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(customers.id, customer.id));
  }
  const session = await createSession(db, customer.id, { now, userAgent: userAgent ?? null });
  return {
    ok: true,
    token: session.token,
    tokenHash: session.tokenHash,
    expiresAt: session.expiresAt,
    customer: { id: customer.id, email: customer.email, firstName: customer.firstName },
  };
}

/** Ends one session (the one whose token hash readSession gave). */
export async function logOut(db: Database, tokenHash: string, now: Date): Promise<void> {
  await revokeSession(db, tokenHash, now);
}

// ---------------------------------------------------------------- password reset

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
    await retireTokens(tx, customer.id, "reset-password", now);
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
    await retireTokens(tx, used.customerId, "reset-password", now);
    await revokeAllSessions(tx, used.customerId, now);
    return { ok: true, customerId: used.customerId };
  });
}

// ---------------------------------------------------------------- password change

export interface ChangePasswordInput {
  customerId: number;
  currentPassword: string;
  newPassword: string;
  /** The session making the change (SessionCustomer.tokenHash): it stays; every other ends. */
  keepTokenHash?: string;
}

export type ChangePasswordResult =
  | { ok: true }
  | { ok: false; errors: { currentPassword?: string; newPassword?: string } };

/**
 * Changes the password of a logged-in customer who knows the current one. Attempts count
 * against loginPerAccount: a stolen session must not become a way to guess the password.
 */
export async function changePassword(
  db: Database,
  { customerId, currentPassword, newPassword, keepTokenHash }: ChangePasswordInput,
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
    // A reset link asked for before the change must not undo it.
    await retireTokens(tx, customerId, "reset-password", now);
    await revokeAllSessions(tx, customerId, now, keepTokenHash ? { except: keepTokenHash } : {});
  });
  return { ok: true };
}
