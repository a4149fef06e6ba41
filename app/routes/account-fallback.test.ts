// /account and unknown /account/… addresses: the login page for a visitor without a session
// (spec section 2), the account's first page or the 404 page for a customer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { createTestDatabase } from "../../db/testing";
import { createSession } from "../features/account/sessions.server";
import { createCustomer } from "../features/account/test-factories";
import { testLoadContext } from "../test-load-context";
import { loader } from "./account-fallback";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function open(path: string, cookie = ""): Promise<Response> {
  const request = new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
  try {
    await loader({ request, params: {}, context: testLoadContext(database.db) } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("the loader answered nothing");
}

describe("/account and unknown account addresses", () => {
  it("send a visitor without a session to the login page, and back", async () => {
    for (const path of ["/account", "/account/nu-exista"]) {
      const answer = await open(path);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("Location")).toBe(`/login?inapoi=${encodeURIComponent(path)}`);
    }
  });

  it("lead a customer to the account's first page, or to the 404 page", async () => {
    const customer = await createCustomer(database.db);
    const { token } = await createSession(database.db, customer.id, { now: new Date() });
    const cookie = `sesiune=${token}`;
    const root = await open("/account", cookie);
    expect(root.headers.get("Location")).toBe("/account/account");
    expect((await open("/account/nu-exista", cookie)).status).toBe(404);
  });
});
