// The login page marks the browser it logs in (device-cookie.server.ts): strangers filling the
// account's bound on failed logins do not lock its owner out there.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { createTestDatabase } from "../../db/testing";
import { DEVICE_COOKIE } from "../features/account/device-cookie.server";
import { store } from "../features/account/identity-test-helpers";
import { createCustomer, TEST_PASSWORD } from "../features/account/test-factories";
import { countHit } from "../lib/throttle.server";
import { THROTTLE_RULES } from "../lib/throttle-rules";
import { testLoadContext } from "../test-load-context";
import { action } from "./login";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

let clients = 0;
async function logInWith(email: string, cookie?: string) {
  const request = new Request("http://localhost/login", {
    method: "POST",
    headers: {
      Origin: "http://localhost",
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams({ intent: "login", email, password: TEST_PASSWORD, inapoi: "/" }),
  });
  const context = testLoadContext(database.db, { store, clientAddress: `203.0.113.${++clients}` });
  return (await action({ request, context, params: {} } as never)) as unknown as {
    data: { kind: string };
    init: { status?: number; headers: Headers };
  };
}

describe("the login page", () => {
  it("marks the browser, which then gets in when the account's bound on failures is full", async () => {
    const customer = await createCustomer(database.db);
    const first = await logInWith(customer.email);
    expect(first.data.kind).toBe("logged-in");
    const set = first.init.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    expect(set).toMatch(/HttpOnly; SameSite=Lax/);
    const mark = (set ?? "").split(";")[0] ?? "";

    const rule = THROTTLE_RULES.loginFailuresPerAccount;
    await countHit(database.db, rule, customer.email, { weight: rule.limit });
    const stranger = await logInWith(customer.email);
    expect(stranger.init.status).toBe(429);
    expect((await logInWith(customer.email, mark)).data.kind).toBe("logged-in");
  });
});
