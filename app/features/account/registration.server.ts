// Registration. An address that already has an account gets the same answer, after the same
// work, as a new one: only the mailbox's owner learns, by e-mail, that someone tried.
import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { customers } from "../../../db/schema-accounts";
import type { PublicStore } from "../../lib/store";
import { clientKey as foldClientKey, tooManyRequestsMessage } from "../../lib/throttle.server";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { DETAILS_MESSAGES } from "../checkout/details-form";
import { parsePersonName } from "../checkout/identity-rules";
import { enqueueEmail } from "../email/outbox.server";
import { ACCOUNT_MESSAGES } from "./account-messages";
import { type Throttled, throttle } from "./account-throttle.server";
import { sendConfirmation } from "./email-confirmation.server";
import { alreadyRegisteredEmail } from "./emails/already-registered";
import { accountEmail, findLiveCustomer } from "./live-customer.server";
import { hashPassword, passwordProblem } from "./password.server";

const HOUR_MS = 60 * 60_000;

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
