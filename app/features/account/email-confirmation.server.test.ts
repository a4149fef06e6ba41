import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { orders } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { confirmEmail, resendConfirmation } from "./email-confirmation.server";
import {
  customerByEmail,
  days,
  linkToken,
  minutes,
  newClient,
  newEmail,
  registration,
  store,
  t0,
} from "./identity-test-helpers";
import { requestPasswordReset } from "./password-reset.server";
import { registerCustomer } from "./registration.server";
import { createCustomer } from "./test-factories";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
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
    const token = await linkToken(database.db, address, "confirmare=");
    const [registered] = await customerByEmail(database.db, address);
    const owner = { customerId: registered?.id ?? 0 };
    // Another account logging in with the link confirms nothing (the link is not theirs).
    const other = await createCustomer(database.db);
    expect(await confirmEmail(database.db, token, days(6), { customerId: other.id })).toEqual({
      ok: false,
    });
    const result = await confirmEmail(database.db, token, days(6), owner);
    const [customer] = await customerByEmail(database.db, address);
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

    expect(await confirmEmail(database.db, token, days(6), owner)).toEqual({ ok: false });
  });

  it("refuses an expired link, a forged one and one of another purpose", async () => {
    const address = newEmail();
    await registerCustomer(database.db, registration({ email: address }), { now: t0, store });
    const token = await linkToken(database.db, address, "confirmare=");
    const [registered] = await customerByEmail(database.db, address);
    const owner = { customerId: registered?.id ?? 0 };
    expect(await confirmEmail(database.db, token, days(7), owner)).toEqual({ ok: false });
    expect(await confirmEmail(database.db, "A".repeat(43), t0, owner)).toEqual({ ok: false });
    expect(await confirmEmail(database.db, "nu-e-token", t0, owner)).toEqual({ ok: false });
    const [customer] = await customerByEmail(database.db, address);
    expect(customer?.emailConfirmedAt).toBeNull();

    await requestPasswordReset(database.db, address, { now: t0, store, clientKey: newClient() });
    const reset = await linkToken(database.db, address, "resetare-parola?token=");
    expect(await confirmEmail(database.db, reset, t0, owner)).toEqual({ ok: false });
  });

  it("sends the link again on request while the address is unconfirmed", async () => {
    const customer = await createCustomer(database.db, { confirmed: false });
    expect(await resendConfirmation(database.db, customer.id, { now: t0, store })).toEqual({
      ok: true,
    });
    const token = await linkToken(database.db, customer.email, "confirmare=");
    expect(
      (await confirmEmail(database.db, token, minutes(1), { customerId: customer.id })).ok,
    ).toBe(true);
    expect(await resendConfirmation(database.db, customer.id, { now: t0, store })).toEqual({
      ok: false,
      reason: "already-confirmed",
    });
  });
});
