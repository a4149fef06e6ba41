import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createTestDatabase } from "../../../db/testing";
import { countHit } from "../../lib/throttle.server";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { days, minutes, newClient, newEmail, t0 } from "./identity-test-helpers";
import { logIn, logOut } from "./login.server";
import { readSessionToken } from "./sessions.server";
import { createCustomer, TEST_PASSWORD } from "./test-factories";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
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

  it("throttles one e-mail from one client after 10 attempts, existing or not; the owner elsewhere still logs in", async () => {
    const customer = await createCustomer(database.db);
    const unknown = newEmail("nimeni");
    const { limit, windowSeconds } = THROTTLE_RULES.loginPerAccount;
    for (const email of [customer.email, unknown]) {
      const attacker = newClient();
      for (let i = 0; i < limit; i++) {
        const result = await logIn(
          database.db,
          { email, password: `gresit-${i}-abcdef` },
          { now: minutes(i), clientKey: attacker },
        );
        expect(result).toEqual({ ok: false, reason: "invalid" });
      }
      // From that client even the right password waits for the window to end...
      const refused = await logIn(
        database.db,
        { email: email.toUpperCase(), password: TEST_PASSWORD },
        { now: minutes(limit), clientKey: attacker },
      );
      expect(refused).toEqual({
        ok: false,
        reason: "throttled",
        retryAfterSeconds: windowSeconds - limit * 60,
      });
    }
    // ...while the owner, from their own address, is not locked out by someone else's failures.
    const owner = await logIn(
      database.db,
      { email: customer.email, password: TEST_PASSWORD },
      { now: minutes(limit), clientKey: newClient() },
    );
    expect(owner.ok).toBe(true);
  });

  it("refuses every attempt on an e-mail once 200 have failed from anywhere; successes count nothing", async () => {
    const customer = await createCustomer(database.db);
    const rule = THROTTLE_RULES.loginFailuresPerAccount;
    // 199 failures already counted from many clients (argon2 200 times would only slow the test).
    await countHit(database.db, rule, customer.email, { now: t0, weight: rule.limit - 1 });
    for (let i = 0; i < 3; i++) {
      const right = await logIn(
        database.db,
        { email: customer.email, password: TEST_PASSWORD },
        { now: minutes(1), clientKey: newClient() },
      );
      expect(right.ok).toBe(true);
    }
    const wrong = await logIn(
      database.db,
      { email: customer.email, password: "gresit-ultima-data" },
      { now: minutes(2), clientKey: newClient() },
    );
    expect(wrong).toEqual({ ok: false, reason: "invalid" });
    const refused = await logIn(
      database.db,
      { email: customer.email, password: TEST_PASSWORD },
      { now: minutes(3), clientKey: newClient() },
    );
    expect(refused).toEqual({
      ok: false,
      reason: "throttled",
      retryAfterSeconds: rule.windowSeconds - 3 * 60,
    });
  });

  it("lets a browser that logged in before past the account's full bound; its own failures are bounded", async () => {
    const customer = await createCustomer(database.db);
    const rule = THROTTLE_RULES.loginFailuresPerAccount;
    // Someone filled the account's bound from many addresses.
    await countHit(database.db, rule, customer.email, { now: t0, weight: rule.limit });
    const attempt = (password: string, device: string | null, at: Date) =>
      logIn(
        database.db,
        { email: customer.email, password },
        { now: at, clientKey: newClient(), device },
      );
    expect(await attempt(TEST_PASSWORD, null, minutes(1))).toMatchObject({ reason: "throttled" });
    const device = "browser-of-the-owner-01";
    expect((await attempt(TEST_PASSWORD, device, minutes(1))).ok).toBe(true);

    // The owner mistyping counts against the browser, not against the account.
    const own = THROTTLE_RULES.loginFailuresPerDevice;
    await countHit(database.db, own, device, { now: minutes(2), weight: own.limit - 1 });
    expect(await attempt("gresit", device, minutes(3))).toEqual({ ok: false, reason: "invalid" });
    // Past its own bound the browser is a stranger again, refused by the account's full bound.
    expect(await attempt(TEST_PASSWORD, device, minutes(4))).toMatchObject({
      reason: "throttled",
    });
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
