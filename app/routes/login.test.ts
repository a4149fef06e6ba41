// The login page. The confirmation e-mail's link there: opening it confirms nothing (a mail
// scanner opens links); logging in with the account's password confirms the address and brings
// its guest orders into the account. And the mark it leaves on the browser it logs in
// (device-cookie.server.ts): strangers filling the account's bound on failed logins do not lock
// its owner out there.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { orders } from "../../db/schema-orders";
import { createTestDatabase } from "../../db/testing";
import { DEVICE_COOKIE } from "../features/account/device-cookie.server";
import {
  customerByEmail,
  linkToken,
  newEmail,
  registration,
  store,
} from "../features/account/identity-test-helpers";
import { registerCustomer } from "../features/account/registration.server";
import { createCustomer, TEST_PASSWORD } from "../features/account/test-factories";
import { countHit } from "../lib/throttle.server";
import { THROTTLE_RULES } from "../lib/throttle-rules";
import { testLoadContext } from "../test-load-context";
import { action, loader } from "./login";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

let clients = 0;
const context = () =>
  testLoadContext(database.db, { store, clientAddress: `198.51.100.${++clients}` });

async function logInWith(
  email: string,
  password: string,
  { confirmare = "", cookie }: { confirmare?: string; cookie?: string } = {},
) {
  const request = new Request("http://localhost/login", {
    method: "POST",
    headers: {
      Origin: "http://localhost",
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams({ intent: "login", email, password, confirmare, inapoi: "/" }),
  });
  return (await action({ request, context: context(), params: {} } as never)) as unknown as {
    data: { kind: string; next?: string };
    init: { status?: number; headers: Headers };
  };
}

describe("the confirmation link", () => {
  it("confirms nothing when opened, and only for the one who knows the account's password", async () => {
    const victim = newEmail("victima");
    await database.db
      .insert(orders)
      .values({ subtotal: 5000, total: 5000, email: victim, firstName: "Ana" });
    // Someone registers the victim's address with a password of their own.
    await registerCustomer(
      database.db,
      registration({ email: victim, password: "parola-intrusului-1" }),
      {
        now: new Date(),
        store,
      },
    );
    const token = await linkToken(database.db, victim, "confirmare=");

    // The victim's mail scanner (or the victim) opens the link: the page asks for the password.
    const page = (await loader({
      request: new Request(`http://localhost/login?confirmare=${token}`),
      context: context(),
      params: {},
    } as never)) as unknown as { data: { confirmation: string | false | null } };
    expect(page.data.confirmation).toBe(token);
    const [unconfirmed] = await customerByEmail(database.db, victim);
    expect(unconfirmed?.emailConfirmedAt).toBeNull();

    // A wrong password on that page confirms nothing either.
    expect((await logInWith(victim, "nu-stiu-parola-1", { confirmare: token })).data.kind).toBe(
      "login",
    );
    const [still] = await customerByEmail(database.db, victim);
    expect(still?.emailConfirmedAt).toBeNull();
    const guestOrders = await database.db.select({ customerId: orders.customerId }).from(orders);
    expect(guestOrders.every((order) => order.customerId === null)).toBe(true);

    // The account's password together with the link confirms, and the orders come in.
    const loggedIn = await logInWith(victim, "parola-intrusului-1", { confirmare: token });
    expect(loggedIn.data).toMatchObject({
      kind: "logged-in",
      next: "/account/account?confirmat=1",
    });
    const [confirmed] = await customerByEmail(database.db, victim);
    expect(confirmed?.emailConfirmedAt).not.toBeNull();
    const [attached] = await database.db.select({ customerId: orders.customerId }).from(orders);
    expect(attached?.customerId).toBe(confirmed?.id);
  });
});

describe("the login page", () => {
  it("marks the browser, which then gets in when the account's bound on failures is full", async () => {
    const customer = await createCustomer(database.db);
    const first = await logInWith(customer.email, TEST_PASSWORD);
    expect(first.data.kind).toBe("logged-in");
    const set = first.init.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    expect(set).toMatch(/HttpOnly; SameSite=Lax/);
    const mark = (set ?? "").split(";")[0] ?? "";

    const rule = THROTTLE_RULES.loginFailuresPerAccount;
    await countHit(database.db, rule, customer.email, { weight: rule.limit });
    const stranger = await logInWith(customer.email, TEST_PASSWORD);
    expect(stranger.init.status).toBe(429);
    expect((await logInWith(customer.email, TEST_PASSWORD, { cookie: mark })).data.kind).toBe(
      "logged-in",
    );
  });
});
