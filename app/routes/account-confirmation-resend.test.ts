// „Trimite din nou linkul”: a new confirmation link for the logged-in account's address, at most
// three an hour, and nothing for an address already confirmed.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { outboxEmails } from "../../db/schema-orders";
import { createTestDatabase } from "../../db/testing";
import { createSession } from "../features/account/sessions.server";
import { createCustomer } from "../features/account/test-factories";
import { postForm, testLoadContext } from "../test-load-context";
import { action } from "./account-confirmation-resend";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function loggedIn(confirmed: boolean) {
  const customer = await createCustomer(database.db, { confirmed });
  const { token } = await createSession(database.db, customer.id, { now: new Date() });
  return { customer, cookie: `sesiune=${token}` };
}

const post = (cookie: string) =>
  postForm(action, "/account/retrimite-confirmarea", {
    cookie,
    fields: {},
    context: testLoadContext(database.db),
  }) as Promise<Response>;

async function linksSentTo(email: string): Promise<number> {
  const rows = await database.db
    .select({ text: outboxEmails.text })
    .from(outboxEmails)
    .where(eq(outboxEmails.recipient, email));
  return rows.filter((row) => row.text.includes("/login?confirmare=")).length;
}

describe("sending the confirmation link again", () => {
  it("e-mails a new link to an unconfirmed account, three times an hour", async () => {
    const { customer, cookie } = await loggedIn(false);
    for (let sent = 1; sent <= 3; sent++) {
      const answer = await post(cookie);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/account/account?confirmare=trimisa");
      expect(await linksSentTo(customer.email)).toBe(sent);
    }
    // Thrown as React Router's data(): the root error page shows the wait.
    const refused = (await post(cookie)) as unknown as {
      data: string;
      init: { status: number; headers: Record<string, string> };
    };
    expect(refused.init.status).toBe(429);
    expect(Number(refused.init.headers["Retry-After"])).toBeGreaterThan(0);
    expect(refused.data).toMatch(/^Prea multe cereri/);
    expect(await linksSentTo(customer.email)).toBe(3);
  });

  it("sends nothing for a confirmed address, and asks a visitor without a session to log in", async () => {
    const { customer, cookie } = await loggedIn(true);
    const answer = await post(cookie);
    expect(answer.headers.get("Location")).toBe("/account/account");
    expect(await linksSentTo(customer.email)).toBe(0);
    const anonymous = await post("");
    expect(anonymous.headers.get("Location")).toMatch(/^\/login\?inapoi=/);
  });
});
