import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { orders } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { ACCOUNT_MESSAGES } from "./account-messages";
import {
  customerByEmail,
  emailsTo,
  linkToken,
  minutes,
  newClient,
  newEmail,
  store,
  t0,
} from "./identity-test-helpers";
import { PASSWORD_MESSAGES, verifyPassword } from "./password.server";
import { requestPasswordReset, resetPassword, resetTokenIsValid } from "./password-reset.server";
import { createSession, readSessionToken } from "./sessions.server";
import { createCustomer, TEST_PASSWORD } from "./test-factories";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("password reset", () => {
  it("answers the same whether the address has an account, e-mailing only an account's owner", async () => {
    const customer = await createCustomer(database.db, { firstName: "Ion" });
    const unknown = newEmail("nimeni");
    const options = { now: t0, store, clientKey: newClient() };
    expect(await requestPasswordReset(database.db, customer.email, options)).toEqual({ ok: true });
    expect(await requestPasswordReset(database.db, unknown, options)).toEqual({ ok: true });
    expect(await requestPasswordReset(database.db, "nu-e-adresa", options)).toEqual({ ok: true });
    expect(await emailsTo(database.db, unknown)).toEqual([]);
    const [email] = await emailsTo(database.db, customer.email);
    expect(email?.subject).toBe("Resetează parola contului Coperta");
    expect(email?.text).toContain("Salut, Ion!");
    expect(email?.text).toContain("valabil o oră");
    expect(email?.dedupeKey).toMatch(/^reset-password:[0-9a-f]{16}$/);
    const token = await linkToken(
      database.db,
      customer.email,
      "https://www.coperta.ro/resetare-parola?token=",
    );
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
    const token = await linkToken(database.db, customer.email, "resetare-parola?token=");

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
    const [after] = await customerByEmail(database.db, customer.email);
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
    const first = await linkToken(database.db, customer.email, "resetare-parola?token=");
    const late = await resetPassword(
      database.db,
      { token: first, password: "o-parolă-nouă-bună" },
      minutes(61),
    );
    expect(late).toEqual({ ok: false, errors: { token: ACCOUNT_MESSAGES.resetLinkInvalid } });

    await ask(minutes(70));
    const second = await linkToken(database.db, customer.email, "resetare-parola?token=");
    await ask(minutes(71));
    const third = await linkToken(database.db, customer.email, "resetare-parola?token=");
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
    expect(await emailsTo(database.db, customer.email)).toHaveLength(
      THROTTLE_RULES.resetPerEmail.limit,
    );

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

describe("at the same time (several instances; raced for real on PostgreSQL)", () => {
  it("lets one reset link set one password", async () => {
    const customer = await createCustomer(database.db);
    await requestPasswordReset(database.db, customer.email, {
      now: t0,
      store,
      clientKey: newClient(),
    });
    const token = await linkToken(database.db, customer.email, "resetare-parola?token=");
    const results = await Promise.all(
      ["prima-parolă-nouă", "a-doua-parolă-nouă", "a-treia-parolă-nouă"].map((password) =>
        resetPassword(database.db, { token, password }, minutes(1)),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });
});
