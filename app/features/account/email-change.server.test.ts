import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { accountTokens, customers } from "../../../db/schema-accounts";
import { orders, outboxEmails } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { parseEnv, publicStore } from "../../lib/env.server";
import {
  CHANGE_EMAIL_HOURS,
  confirmEmailChange,
  EMAIL_CHANGE_MESSAGES,
  pendingEmailChange,
  requestEmailChange,
} from "./email-change.server";
import { logIn } from "./login.server";
import { createCustomerOrder } from "./order-test-factory";
import { createCustomer } from "./test-factories";

const store = publicStore(parseEnv({}));
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

let client = 0;
const logInAs = (email: string, password: string) =>
  logIn(database.db, { email, password }, { now: new Date(), clientKey: `10.1.0.${++client}` });

/** The token of the newest change link e-mailed to `to`. */
async function linkTokenSentTo(to: string): Promise<string> {
  const rows = await database.db
    .select({ text: outboxEmails.text })
    .from(outboxEmails)
    .where(eq(outboxEmails.recipient, to));
  const tokens = rows.flatMap((row) => [
    ...row.text.matchAll(/\/account\/confirmare-email\?token=([A-Za-z0-9_-]{43})/g),
  ]);
  const token = tokens.at(-1)?.[1];
  if (!token) throw new Error(`no link sent to ${to}`);
  return token;
}

describe("changing the e-mail", () => {
  it("refuses a bad address, the same one, and a wrong password", async () => {
    const customer = await createCustomer(database.db);
    const ask = (newEmail: string, password: string) =>
      requestEmailChange(
        database.db,
        customer.id,
        { newEmail, password },
        { now: new Date(), store },
      );
    expect(await ask("", "")).toEqual({
      ok: false,
      errors: {
        newEmail: EMAIL_CHANGE_MESSAGES.emailMissing,
        emailPassword: EMAIL_CHANGE_MESSAGES.passwordMissing,
      },
    });
    expect((await ask("nu-e-adresa", customer.password)).ok).toBe(false);
    expect(await ask(customer.email.toUpperCase(), customer.password)).toEqual({
      ok: false,
      errors: { newEmail: EMAIL_CHANGE_MESSAGES.sameEmail },
    });
    expect(await ask("alta@example.ro", "nu e parola")).toEqual({
      ok: false,
      errors: { emailPassword: EMAIL_CHANGE_MESSAGES.passwordWrong },
    });
    const [unchanged] = await database.db
      .select({ n: accountTokens.tokenHash })
      .from(accountTokens)
      .where(
        and(eq(accountTokens.customerId, customer.id), eq(accountTokens.purpose, "change-email")),
      );
    expect(unchanged).toBeUndefined();
  });

  it("moves the account only when the link is opened, once; the old address is told", async () => {
    const db = database.db;
    const customer = await createCustomer(db, { firstName: "Mihai" });
    const newEmail = "Mihai.Nou@Example.ro";
    const guestOrder = await createCustomerOrder(db, null, { email: "mihai.nou@example.ro" });
    const now = new Date();
    expect(
      await requestEmailChange(
        db,
        customer.id,
        { newEmail, password: customer.password },
        { now, store },
      ),
    ).toEqual({ ok: true, email: "mihai.nou@example.ro" });
    const first = await linkTokenSentTo("mihai.nou@example.ro");
    // A second request: only its link works.
    await requestEmailChange(
      db,
      customer.id,
      { newEmail, password: customer.password },
      { now, store },
    );
    const second = await linkTokenSentTo("mihai.nou@example.ro");
    expect(second).not.toBe(first);
    expect(await pendingEmailChange(db, first, now)).toBeNull();
    expect(await pendingEmailChange(db, second, now)).toBe("mihai.nou@example.ro");

    // Nothing changed yet.
    expect((await logInAs(customer.email, customer.password)).ok).toBe(true);
    // The link expires after a day.
    const tooLate = new Date(now.getTime() + CHANGE_EMAIL_HOURS * 3_600_000 + 1);
    expect((await confirmEmailChange(db, second, { now: tooLate, store })).ok).toBe(false);

    expect(await confirmEmailChange(db, second, { now: new Date(), store })).toEqual({
      ok: true,
      email: "mihai.nou@example.ro",
    });
    expect((await confirmEmailChange(db, second, { now: new Date(), store })).ok).toBe(false);
    expect((await logInAs("mihai.nou@example.ro", customer.password)).ok).toBe(true);
    expect(await logInAs(customer.email, customer.password)).toEqual({
      ok: false,
      reason: "invalid",
    });
    const [moved] = await db.select().from(customers).where(eq(customers.id, customer.id));
    expect(moved?.emailConfirmedAt).not.toBeNull();
    // The new address's guest orders join the account; the old address hears of the change.
    const [attached] = await db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.id, guestOrder.order.id));
    expect(attached?.customerId).toBe(customer.id);
    const told = await db
      .select({ subject: outboxEmails.subject })
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, customer.email));
    expect(told.map((mail) => mail.subject)).toContain(
      "Adresa de e-mail a contului Coperta a fost schimbată",
    );
  });

  it("does not move an account to an address another account has", async () => {
    const db = database.db;
    const ana = await createCustomer(db);
    const ion = await createCustomer(db);
    expect(
      (
        await requestEmailChange(
          db,
          ana.id,
          { newEmail: ion.email, password: ana.password },
          { now: new Date(), store },
        )
      ).ok,
    ).toBe(true);
    const token = await linkTokenSentTo(ion.email);
    expect(await confirmEmailChange(db, token, { now: new Date(), store })).toEqual({
      ok: false,
      reason: "taken",
      message: EMAIL_CHANGE_MESSAGES.taken,
    });
    const [still] = await db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, ana.id));
    expect(still?.email).toBe(ana.email);
  });
});
