import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { customers } from "../../../db/schema-accounts";
import { createTestDatabase } from "../../../db/testing";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { ACCOUNT_MESSAGES } from "./account-messages";
import { minutes, newClient, t0 } from "./identity-test-helpers";
import { logIn } from "./login.server";
import { verifyPassword } from "./password.server";
import { changePassword } from "./password-change.server";
import { createSession, readSessionToken } from "./sessions.server";
import { createCustomer, TEST_PASSWORD } from "./test-factories";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("changePassword", () => {
  it("needs the current password, then ends every session and opens a new one for this browser", async () => {
    const customer = await createCustomer(database.db);
    const here = await createSession(database.db, customer.id, { now: t0 });
    const elsewhere = await createSession(database.db, customer.id, { now: t0 });

    const wrong = await changePassword(
      database.db,
      {
        customerId: customer.id,
        currentPassword: "nu-e-cea-buna",
        newPassword: "o-parolă-nouă-bună",
        renewSession: { userAgent: "Test" },
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
        renewSession: { userAgent: "Test" },
      },
      minutes(2),
    );
    if (!changed.ok || !changed.session) throw new Error("no new session");
    // Every session ends, this one too (a stolen copy of its token must not outlive the new
    // password); a new one replaces it for the browser that made the change.
    expect(await readSessionToken(database.db, here.token, minutes(3))).toBeNull();
    expect(await readSessionToken(database.db, elsewhere.token, minutes(3))).toBeNull();
    expect(await readSessionToken(database.db, changed.session.token, minutes(3))).toMatchObject({
      customerId: customer.id,
    });
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
