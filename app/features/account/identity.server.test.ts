import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { accountTokens, customers } from "../../../db/schema-accounts";
import { orders, outboxEmails } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { createPublicStore } from "../orders/order-view-factory";
import {
  ACCOUNT_MESSAGES,
  changePassword,
  confirmEmail,
  logIn,
  logOut,
  type RegisterInput,
  registerCustomer,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  resetTokenIsValid,
} from "./identity.server";
import { PASSWORD_MESSAGES, verifyPassword } from "./password.server";
import { createSession, hashToken, readSessionToken } from "./sessions.server";
import { createCustomer, TEST_PASSWORD } from "./test-factories";

let database: DatabaseHandle;
const store = createPublicStore({ publicUrl: "https://www.coperta.ro" });
const t0 = new Date("2026-11-22T10:00:00.000Z");
const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);
const days = (n: number) => new Date(t0.getTime() + n * 86_400_000);

let clients = 0;
/** A client address of its own for each use, so throttles of one test never reach another. */
const newClient = () => `198.51.100.${++clients}`;
let addresses = 0;
const newEmail = (name = "cititor") => `${name}.${++addresses}@example.ro`;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

function registration(overrides: Partial<RegisterInput> = {}): RegisterInput {
  return {
    email: newEmail(),
    password: "ceai-verde-și-Rebreanu",
    firstName: "Maria",
    lastName: "Georgescu",
    newsletter: false,
    acceptTerms: true,
    ...overrides,
  };
}

async function emailsTo(recipient: string) {
  return database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.recipient, recipient))
    .orderBy(asc(outboxEmails.id));
}

/** The token of the last e-mailed link to `recipient` that contains `marker`. */
async function linkToken(recipient: string, marker: string): Promise<string> {
  const emails = await emailsTo(recipient);
  const text = emails.at(-1)?.text ?? "";
  const match = new RegExp(`${marker.replace(/[?]/g, "\\?")}([A-Za-z0-9_-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`No link with ${marker} in: ${text}`);
  return match[1];
}

async function customerByEmail(email: string) {
  return database.db.select().from(customers).where(eq(customers.email, email));
}

describe("registerCustomer", () => {
  it("creates the account with a hashed password and e-mails a confirmation link valid 7 days", async () => {
    const input = registration({ email: " Maria.Georgescu@Example.RO ", newsletter: true });
    const result = await registerCustomer(database.db, input, { now: t0, store });
    expect(result).toEqual({ ok: true });

    const [customer, ...others] = await customerByEmail("maria.georgescu@example.ro");
    expect(others).toEqual([]);
    expect(customer).toMatchObject({
      firstName: "Maria",
      lastName: "Georgescu",
      newsletter: true,
      newsletterConsentAt: t0,
      termsAcceptedAt: t0,
      emailConfirmedAt: null,
      deletedAt: null,
    });
    expect(customer?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(customer?.passwordHash ?? "", input.password)).toBe(true);

    const [email, ...more] = await emailsTo("maria.georgescu@example.ro");
    expect(more).toEqual([]);
    expect(email?.subject).toBe("Confirmă adresa de e-mail pentru contul Coperta");
    expect(email?.dedupeKey).toMatch(/^confirm-email:[0-9a-f]{16}$/);
    expect(email?.text).toContain("Bine ai venit la Coperta, Maria!");
    const token = await linkToken(
      "maria.georgescu@example.ro",
      "https://www.coperta.ro/login?confirmare=",
    );
    expect(email?.html).toContain(`https://www.coperta.ro/login?confirmare=${token}`);
    const [stored] = await database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    expect(stored).toMatchObject({
      customerId: customer?.id,
      purpose: "confirm-email",
      expiresAt: days(7),
      usedAt: null,
    });
  });

  it("answers the same for an address that has an account, creates nothing and tells its owner", async () => {
    const owner = await createCustomer(database.db, { firstName: "Ion" });
    const result = await registerCustomer(
      database.db,
      registration({ email: owner.email.toUpperCase(), firstName: "Altcineva" }),
      { now: t0, store },
    );
    expect(result).toEqual({ ok: true });
    expect(await customerByEmail(owner.email)).toHaveLength(1);
    const [email, ...more] = await emailsTo(owner.email);
    expect(more).toEqual([]);
    expect(email?.subject).toBe("Ai deja un cont Coperta");
    expect(email?.text).toContain("Ai deja un cont la noi, Ion");
    expect(email?.text).toContain("https://www.coperta.ro/resetare-parola");
    expect(email?.text).not.toContain("Altcineva");
    // Its password is untouched.
    const [after] = await customerByEmail(owner.email);
    expect(after?.passwordHash).toBe(owner.passwordHash);

    // Trying again within the hour sends nothing more.
    await registerCustomer(database.db, registration({ email: owner.email }), {
      now: minutes(10),
      store,
    });
    expect(await emailsTo(owner.email)).toHaveLength(1);
  });

  it("gives a Romanian message per wrong field and creates nothing", async () => {
    const email = newEmail("gresit");
    const result = await registerCustomer(
      database.db,
      registration({
        email: "nu-e-adresa",
        password: "parola1234",
        firstName: "",
        lastName: "X<script>",
        acceptTerms: false,
      }),
      { now: t0, store },
    );
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      errors: {
        email: "Adresa de e-mail nu pare corectă: verifică ce ai scris.",
        password: PASSWORD_MESSAGES.common,
        firstName: "Scrie prenumele.",
        lastName:
          "Numele poate avea doar litere, spații, cratime, apostrofuri și puncte (cel mult 60).",
        acceptTerms: ACCOUNT_MESSAGES.acceptTerms,
      },
    });
    const personal = await registerCustomer(
      database.db,
      registration({ email, password: "Georgescu-1990" }),
      { now: t0, store },
    );
    expect(personal).toMatchObject({ ok: false, errors: { password: PASSWORD_MESSAGES.personal } });
    expect(await customerByEmail(email)).toEqual([]);
  });

  it("throttles registrations per client", async () => {
    const client = newClient();
    const { limit } = THROTTLE_RULES.registerPerClient;
    for (let i = 0; i < limit; i++) {
      const result = await registerCustomer(database.db, registration(), {
        now: minutes(i),
        store,
        clientKey: client,
      });
      expect(result.ok).toBe(true);
    }
    const email = newEmail();
    const refused = await registerCustomer(database.db, registration({ email }), {
      now: minutes(limit),
      store,
      clientKey: client,
    });
    expect(refused).toMatchObject({ ok: false, reason: "throttled" });
    if (refused.ok || refused.reason !== "throttled") throw new Error("not throttled");
    expect(refused.retryAfterSeconds).toBe(60 * 60 - limit * 60);
    expect(refused.errors.email).toMatch(/^Prea multe cereri\. Încearcă din nou peste/);
    expect(await customerByEmail(email)).toEqual([]);
  });
});

describe("confirmEmail", () => {
  it("confirms the address once and attaches that address's guest orders", async () => {
    const address = newEmail("oaspete");
    const [mine, shouty, someoneElses, stranger] = await database.db
      .insert(orders)
      .values([
        { subtotal: 1000, total: 1000, email: address },
        { subtotal: 2000, total: 2000, email: address.replace("oaspete", "OASPETE") },
        { subtotal: 3000, total: 3000, email: address },
        { subtotal: 4000, total: 4000, email: newEmail("strain") },
      ])
      .returning({ id: orders.id });
    const earlier = await createCustomer(database.db);
    await database.db
      .update(orders)
      .set({ customerId: earlier.id })
      .where(eq(orders.id, someoneElses?.id ?? 0));

    await registerCustomer(database.db, registration({ email: address }), { now: t0, store });
    const token = await linkToken(address, "confirmare=");
    const result = await confirmEmail(database.db, token, days(6));
    const [customer] = await customerByEmail(address);
    expect(result).toEqual({ ok: true, customerId: customer?.id });
    expect(customer?.emailConfirmedAt).toEqual(days(6));

    const owners = await database.db
      .select({ id: orders.id, customerId: orders.customerId })
      .from(orders)
      .where(
        inArray(
          orders.id,
          [mine, shouty, someoneElses, stranger].map((o) => o?.id ?? 0),
        ),
      )
      .orderBy(asc(orders.id));
    expect(owners.map((o) => o.customerId)).toEqual([customer?.id, customer?.id, earlier.id, null]);

    expect(await confirmEmail(database.db, token, days(6))).toEqual({ ok: false });
  });

  it("refuses an expired link, a forged one and one of another purpose", async () => {
    const address = newEmail();
    await registerCustomer(database.db, registration({ email: address }), { now: t0, store });
    const token = await linkToken(address, "confirmare=");
    expect(await confirmEmail(database.db, token, days(7))).toEqual({ ok: false });
    expect(await confirmEmail(database.db, "A".repeat(43), t0)).toEqual({ ok: false });
    expect(await confirmEmail(database.db, "nu-e-token", t0)).toEqual({ ok: false });
    const [customer] = await customerByEmail(address);
    expect(customer?.emailConfirmedAt).toBeNull();

    await requestPasswordReset(database.db, address, { now: t0, store, clientKey: newClient() });
    const reset = await linkToken(address, "resetare-parola?token=");
    expect(await confirmEmail(database.db, reset, t0)).toEqual({ ok: false });
  });

  it("sends the link again on request while the address is unconfirmed", async () => {
    const customer = await createCustomer(database.db, { confirmed: false });
    expect(await resendConfirmation(database.db, customer.id, { now: t0, store })).toEqual({
      ok: true,
    });
    const token = await linkToken(customer.email, "confirmare=");
    expect((await confirmEmail(database.db, token, minutes(1))).ok).toBe(true);
    expect(await resendConfirmation(database.db, customer.id, { now: t0, store })).toEqual({
      ok: false,
      reason: "already-confirmed",
    });
  });
});

describe("logIn", () => {
  it("opens a session for the right password, whatever the e-mail's case", async () => {
    const customer = await createCustomer(database.db, { firstName: "Ana" });
    const result = await logIn(
      database.db,
      { email: ` ${customer.email.toUpperCase()}`, password: TEST_PASSWORD },
      { now: t0, clientKey: newClient(), userAgent: "Firefox" },
    );
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    expect(result.customer).toEqual({ id: customer.id, email: customer.email, firstName: "Ana" });
    expect(result.expiresAt).toEqual(days(30));
    const session = await readSessionToken(database.db, result.token, minutes(1));
    expect(session?.customerId).toBe(customer.id);
  });

  it("lets an unconfirmed account in (the pages ask it to confirm)", async () => {
    const customer = await createCustomer(database.db, { confirmed: false });
    const result = await logIn(
      database.db,
      { email: customer.email, password: TEST_PASSWORD },
      { now: t0, clientKey: newClient() },
    );
    expect(result.ok).toBe(true);
  });

  it("answers the same for a wrong password, an unknown e-mail and a deleted account", async () => {
    const customer = await createCustomer(database.db);
    const deleted = await createCustomer(database.db, { deletedAt: t0 });
    const attempts = [
      { email: customer.email, password: "nu-e-parola-buna" },
      { email: customer.email, password: "" },
      { email: newEmail("nimeni"), password: TEST_PASSWORD },
      { email: "nu-e-adresa", password: TEST_PASSWORD },
      { email: deleted.email, password: TEST_PASSWORD },
    ];
    for (const attempt of attempts) {
      const result = await logIn(database.db, attempt, { now: t0, clientKey: newClient() });
      expect(result, attempt.email).toEqual({ ok: false, reason: "invalid" });
    }
  });

  it("throttles one account after 10 attempts from anywhere, existing or not", async () => {
    const customer = await createCustomer(database.db);
    const unknown = newEmail("nimeni");
    const { limit, windowSeconds } = THROTTLE_RULES.loginPerAccount;
    for (const email of [customer.email, unknown]) {
      for (let i = 0; i < limit; i++) {
        const result = await logIn(
          database.db,
          { email, password: `gresit-${i}-abcdef` },
          { now: minutes(i), clientKey: newClient() },
        );
        expect(result).toEqual({ ok: false, reason: "invalid" });
      }
      // Even the right password, from a new client, waits for the window to end.
      const refused = await logIn(
        database.db,
        { email: email.toUpperCase(), password: TEST_PASSWORD },
        { now: minutes(limit), clientKey: newClient() },
      );
      expect(refused).toEqual({
        ok: false,
        reason: "throttled",
        retryAfterSeconds: windowSeconds - limit * 60,
      });
    }
    const later = await logIn(
      database.db,
      { email: customer.email, password: TEST_PASSWORD },
      { now: minutes(16), clientKey: newClient() },
    );
    expect(later.ok).toBe(true);
  });

  it("throttles one client after 20 attempts, whatever the e-mails", async () => {
    const client = newClient();
    const customer = await createCustomer(database.db);
    const { limit } = THROTTLE_RULES.loginPerClient;
    for (let i = 0; i < limit; i++) {
      const result = await logIn(
        database.db,
        { email: newEmail("lista"), password: "parola-ghicita-1" },
        { now: t0, clientKey: client },
      );
      expect(result.ok).toBe(false);
    }
    const refused = await logIn(
      database.db,
      { email: customer.email, password: TEST_PASSWORD },
      { now: minutes(1), clientKey: client },
    );
    expect(refused).toMatchObject({ ok: false, reason: "throttled", retryAfterSeconds: 14 * 60 });
    // Another client is not concerned.
    const elsewhere = await logIn(
      database.db,
      { email: customer.email, password: TEST_PASSWORD },
      { now: minutes(1), clientKey: newClient() },
    );
    expect(elsewhere.ok).toBe(true);
  });

  it("folds an IPv6 client into its /64", async () => {
    const { limit } = THROTTLE_RULES.loginPerClient;
    for (let i = 0; i < limit; i++) {
      await logIn(
        database.db,
        { email: newEmail("v6"), password: "parola-ghicita-2" },
        { now: t0, clientKey: `2001:db8:5:7::${i.toString(16)}` },
      );
    }
    const refused = await logIn(
      database.db,
      { email: newEmail("v6"), password: "parola-ghicita-2" },
      { now: t0, clientKey: "2001:db8:5:7:ffff::1" },
    );
    expect(refused).toMatchObject({ reason: "throttled" });
  });
});

describe("logOut", () => {
  it("ends that session only", async () => {
    const customer = await createCustomer(database.db);
    const login = (at: Date) =>
      logIn(
        database.db,
        { email: customer.email, password: TEST_PASSWORD },
        { now: at, clientKey: newClient() },
      );
    const first = await login(t0);
    const second = await login(t0);
    if (!first.ok || !second.ok) throw new Error("login refused");
    await logOut(database.db, first.tokenHash, minutes(1));
    expect(await readSessionToken(database.db, first.token, minutes(2))).toBeNull();
    expect(await readSessionToken(database.db, second.token, minutes(2))).not.toBeNull();
  });
});

describe("password reset", () => {
  it("answers the same whether the address has an account, e-mailing only an account's owner", async () => {
    const customer = await createCustomer(database.db, { firstName: "Ion" });
    const unknown = newEmail("nimeni");
    const options = { now: t0, store, clientKey: newClient() };
    expect(await requestPasswordReset(database.db, customer.email, options)).toEqual({ ok: true });
    expect(await requestPasswordReset(database.db, unknown, options)).toEqual({ ok: true });
    expect(await requestPasswordReset(database.db, "nu-e-adresa", options)).toEqual({ ok: true });
    expect(await emailsTo(unknown)).toEqual([]);
    const [email] = await emailsTo(customer.email);
    expect(email?.subject).toBe("Resetează parola contului Coperta");
    expect(email?.text).toContain("Salut, Ion!");
    expect(email?.text).toContain("valabil o oră");
    expect(email?.dedupeKey).toMatch(/^reset-password:[0-9a-f]{16}$/);
    const token = await linkToken(customer.email, "https://www.coperta.ro/resetare-parola?token=");
    expect(await resetTokenIsValid(database.db, token, minutes(59))).toBe(true);
    expect(await resetTokenIsValid(database.db, token, minutes(60))).toBe(false);
  });

  it("sets the new password once, ends every session and confirms the address", async () => {
    const customer = await createCustomer(database.db, { confirmed: false });
    const guestOrder = await database.db
      .insert(orders)
      .values({ subtotal: 500, total: 500, email: customer.email })
      .returning({ id: orders.id });
    const sessions = await Promise.all([
      createSession(database.db, customer.id, { now: t0 }),
      createSession(database.db, customer.id, { now: t0 }),
    ]);
    await requestPasswordReset(database.db, customer.email, {
      now: t0,
      store,
      clientKey: newClient(),
    });
    const token = await linkToken(customer.email, "resetare-parola?token=");

    const weak = await resetPassword(database.db, { token, password: "1234567890" }, minutes(5));
    expect(weak).toEqual({ ok: false, errors: { password: PASSWORD_MESSAGES.common } });

    const result = await resetPassword(
      database.db,
      { token, password: "o-parolă-nouă-bună" },
      minutes(6),
    );
    expect(result).toEqual({ ok: true, customerId: customer.id });
    for (const session of sessions) {
      expect(await readSessionToken(database.db, session.token, minutes(7))).toBeNull();
    }
    const [after] = await customerByEmail(customer.email);
    expect(after?.emailConfirmedAt).toEqual(minutes(6));
    expect(await verifyPassword(after?.passwordHash ?? "", "o-parolă-nouă-bună")).toBe(true);
    expect(await verifyPassword(after?.passwordHash ?? "", TEST_PASSWORD)).toBe(false);
    const [order] = await database.db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.id, guestOrder[0]?.id ?? 0));
    expect(order?.customerId).toBe(customer.id);

    const again = await resetPassword(
      database.db,
      { token, password: "încă-o-parolă-nouă" },
      minutes(8),
    );
    expect(again).toEqual({ ok: false, errors: { token: ACCOUNT_MESSAGES.resetLinkInvalid } });
  });

  it("refuses a link after its hour, and an earlier link once a newer one is sent", async () => {
    const customer = await createCustomer(database.db);
    const ask = (at: Date) =>
      requestPasswordReset(database.db, customer.email, { now: at, store, clientKey: newClient() });
    await ask(t0);
    const first = await linkToken(customer.email, "resetare-parola?token=");
    const late = await resetPassword(
      database.db,
      { token: first, password: "o-parolă-nouă-bună" },
      minutes(61),
    );
    expect(late).toEqual({ ok: false, errors: { token: ACCOUNT_MESSAGES.resetLinkInvalid } });

    await ask(minutes(70));
    const second = await linkToken(customer.email, "resetare-parola?token=");
    await ask(minutes(71));
    const third = await linkToken(customer.email, "resetare-parola?token=");
    expect(new Set([first, second, third]).size).toBe(3);
    const stale = await resetPassword(
      database.db,
      { token: second, password: "o-parolă-nouă-bună" },
      minutes(72),
    );
    expect(stale.ok).toBe(false);
    const fresh = await resetPassword(
      database.db,
      { token: third, password: "o-parolă-nouă-bună" },
      minutes(72),
    );
    expect(fresh.ok).toBe(true);
  });

  it("throttles requests per e-mail and per client, for addresses with and without accounts", async () => {
    const customer = await createCustomer(database.db);
    for (const email of [customer.email, newEmail("nimeni")]) {
      const { limit } = THROTTLE_RULES.resetPerEmail;
      for (let i = 0; i < limit; i++) {
        const result = await requestPasswordReset(database.db, email, {
          now: minutes(i),
          store,
          clientKey: newClient(),
        });
        expect(result).toEqual({ ok: true });
      }
      const refused = await requestPasswordReset(database.db, email, {
        now: minutes(limit),
        store,
        clientKey: newClient(),
      });
      expect(refused).toEqual({
        ok: false,
        reason: "throttled",
        retryAfterSeconds: 3600 - limit * 60,
      });
    }
    expect(await emailsTo(customer.email)).toHaveLength(THROTTLE_RULES.resetPerEmail.limit);

    const client = newClient();
    for (let i = 0; i < THROTTLE_RULES.resetPerClient.limit; i++) {
      await requestPasswordReset(database.db, newEmail(), { now: t0, store, clientKey: client });
    }
    const byClient = await requestPasswordReset(database.db, newEmail(), {
      now: t0,
      store,
      clientKey: client,
    });
    expect(byClient).toMatchObject({ ok: false, reason: "throttled" });
  });
});

describe("changePassword", () => {
  it("needs the current password, then keeps this session and ends the others", async () => {
    const customer = await createCustomer(database.db);
    const here = await createSession(database.db, customer.id, { now: t0 });
    const elsewhere = await createSession(database.db, customer.id, { now: t0 });

    const wrong = await changePassword(
      database.db,
      {
        customerId: customer.id,
        currentPassword: "nu-e-cea-buna",
        newPassword: "o-parolă-nouă-bună",
        keepTokenHash: here.tokenHash,
      },
      minutes(1),
    );
    expect(wrong).toEqual({
      ok: false,
      errors: { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong },
    });
    const same = await changePassword(
      database.db,
      { customerId: customer.id, currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
      minutes(1),
    );
    expect(same).toEqual({ ok: false, errors: { newPassword: ACCOUNT_MESSAGES.newPasswordSame } });
    expect(await readSessionToken(database.db, elsewhere.token, minutes(1))).not.toBeNull();

    const changed = await changePassword(
      database.db,
      {
        customerId: customer.id,
        currentPassword: TEST_PASSWORD,
        newPassword: "o-parolă-nouă-bună",
        keepTokenHash: here.tokenHash,
      },
      minutes(2),
    );
    expect(changed).toEqual({ ok: true });
    expect(await readSessionToken(database.db, here.token, minutes(3))).not.toBeNull();
    expect(await readSessionToken(database.db, elsewhere.token, minutes(3))).toBeNull();
    const login = await logIn(
      database.db,
      { email: customer.email, password: "o-parolă-nouă-bună" },
      { now: minutes(3), clientKey: newClient() },
    );
    expect(login.ok).toBe(true);
  });

  it("counts wrong current passwords against the account's login throttle", async () => {
    const customer = await createCustomer(database.db);
    const { limit } = THROTTLE_RULES.loginPerAccount;
    for (let i = 0; i < limit; i++) {
      await changePassword(
        database.db,
        { customerId: customer.id, currentPassword: `ghicit-${i}-abcdef`, newPassword: "x" },
        t0,
      );
    }
    const refused = await changePassword(
      database.db,
      {
        customerId: customer.id,
        currentPassword: TEST_PASSWORD,
        newPassword: "o-parolă-nouă-bună",
      },
      t0,
    );
    expect(refused).toMatchObject({ ok: false });
    expect(refused.ok ? "" : refused.errors.currentPassword).toMatch(/^Prea multe cereri/);
    const rows = await database.db
      .select({ hash: customers.passwordHash })
      .from(customers)
      .where(and(eq(customers.id, customer.id)));
    expect(await verifyPassword(rows[0]?.hash ?? "", TEST_PASSWORD)).toBe(true);
  });
});

describe("at the same time (several instances; raced for real on PostgreSQL)", () => {
  it("creates one account for one address, however many registrations arrive together", async () => {
    const email = newEmail("grabit");
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        registerCustomer(database.db, registration({ email }), { now: t0, store }),
      ),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    expect(await customerByEmail(email)).toHaveLength(1);
    const subjects = (await emailsTo(email)).map((row) => row.subject).sort();
    expect(subjects).toEqual([
      "Ai deja un cont Coperta",
      "Confirmă adresa de e-mail pentru contul Coperta",
    ]);
  });

  it("lets one reset link set one password", async () => {
    const customer = await createCustomer(database.db);
    await requestPasswordReset(database.db, customer.email, {
      now: t0,
      store,
      clientKey: newClient(),
    });
    const token = await linkToken(customer.email, "resetare-parola?token=");
    const results = await Promise.all(
      ["prima-parolă-nouă", "a-doua-parolă-nouă", "a-treia-parolă-nouă"].map((password) =>
        resetPassword(database.db, { token, password }, minutes(1)),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });
});
