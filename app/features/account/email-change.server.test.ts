import { and, eq, ilike } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { accountTokens, customers } from "../../../db/schema-accounts";
import { orders, outboxEmails } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { parseEnv, publicStore } from "../../lib/env.server";
import { EMAIL_CHANGE_MESSAGES } from "./account-messages";
import {
  CHANGE_EMAIL_HOURS,
  confirmEmailChange,
  pendingEmailChange,
  requestEmailChange,
} from "./email-change.server";
import { linkToken } from "./identity-test-helpers";
import { logIn } from "./login.server";
import { createCustomerOrder } from "./order-test-factory";
import { changePassword } from "./password-change.server";
import { requestPasswordReset, resetPassword } from "./password-reset.server";
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
    expect(await pendingEmailChange(db, second, now)).toEqual({
      email: "mihai.nou@example.ro",
      customerId: customer.id,
    });

    // Nothing changed yet.
    expect((await logInAs(customer.email, customer.password)).ok).toBe(true);
    // The link expires after a day.
    const tooLate = new Date(now.getTime() + CHANGE_EMAIL_HOURS * 3_600_000 + 1);
    const asker = { store, customerId: customer.id };
    expect((await confirmEmailChange(db, second, { ...asker, now: tooLate })).ok).toBe(false);

    expect(await confirmEmailChange(db, second, { ...asker, now: new Date() })).toEqual({
      ok: true,
      email: "mihai.nou@example.ro",
    });
    expect((await confirmEmailChange(db, second, { ...asker, now: new Date() })).ok).toBe(false);
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
    expect(
      await confirmEmailChange(db, token, { now: new Date(), store, customerId: ana.id }),
    ).toEqual({
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

  it("moves an account only from its own session: another account holding the link cannot", async () => {
    const db = database.db;
    const asker = await createCustomer(db);
    const stranger = await createCustomer(db);
    // The stranger's guest order and a code issued to their address must not change hands.
    const guestOrder = await createCustomerOrder(db, null, { email: "victima@example.ro" });
    await requestEmailChange(
      db,
      asker.id,
      { newEmail: "victima@example.ro", password: asker.password },
      { now: new Date(), store },
    );
    const token = await linkTokenSentTo("victima@example.ro");
    expect(
      await confirmEmailChange(db, token, { now: new Date(), store, customerId: stranger.id }),
    ).toEqual({
      ok: false,
      reason: "other-account",
      message: EMAIL_CHANGE_MESSAGES.otherAccount,
    });
    const [still] = await db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, asker.id));
    expect(still?.email).toBe(asker.email);
    const [order] = await db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.id, guestOrder.order.id));
    expect(order?.customerId).toBeNull();
    // The link still works for the account that asked.
    expect(await pendingEmailChange(db, token, new Date())).not.toBeNull();
  });

  it("a password reset or change ends a pending move to another address", async () => {
    const db = database.db;
    for (const how of ["reset", "change"] as const) {
      const customer = await createCustomer(db);
      const target = `preluare.${how}@example.ro`;
      await requestEmailChange(
        db,
        customer.id,
        { newEmail: target, password: customer.password },
        { now: new Date(), store },
      );
      const token = await linkTokenSentTo(target);
      const newPassword = `O parolă cu totul nouă ${how} 2026`;
      if (how === "change") {
        expect(
          await changePassword(
            db,
            { customerId: customer.id, currentPassword: customer.password, newPassword },
            new Date(),
          ),
        ).toEqual({ ok: true, session: null });
      } else {
        await requestPasswordReset(db, customer.email, {
          now: new Date(),
          store,
          clientKey: `10.2.0.${++client}`,
        });
        const reset = await linkToken(db, customer.email, "/resetare-parola?token=");
        expect(
          (await resetPassword(db, { token: reset, password: newPassword }, new Date())).ok,
        ).toBe(true);
      }
      expect(await pendingEmailChange(db, token, new Date())).toBeNull();
      expect(
        await confirmEmailChange(db, token, { now: new Date(), store, customerId: customer.id }),
      ).toMatchObject({ ok: false, reason: "invalid" });
    }
  });

  it("sends at most three change links a day to one mailbox, however it is spelled", async () => {
    const db = database.db;
    const accounts = await Promise.all([1, 2].map(() => createCustomer(db)));
    const ask = (customer: (typeof accounts)[number], newEmail: string) =>
      requestEmailChange(
        db,
        customer.id,
        { newEmail, password: customer.password },
        { now: new Date(), store },
      );
    const [first, second] = accounts as [(typeof accounts)[number], (typeof accounts)[number]];
    expect((await ask(first, "inbox@example.org")).ok).toBe(true);
    expect((await ask(first, "Inbox+1@example.org")).ok).toBe(true);
    expect((await ask(second, "inbox+2@example.org")).ok).toBe(true);
    const refused = await ask(second, "INBOX@example.org");
    expect(refused.ok).toBe(false);
    expect(refused.ok ? null : refused.errors.newEmail).toMatch(/^Prea multe cereri/);
    const sent = await db
      .select({ to: outboxEmails.recipient })
      .from(outboxEmails)
      .where(ilike(outboxEmails.recipient, "inbox%@example.org"));
    expect(sent).toHaveLength(3);
  });
});
