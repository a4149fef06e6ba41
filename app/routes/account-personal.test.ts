// /account/personal's forms as the server answers them: a refused form gives back what was typed,
// so a page without JavaScript shows the shopper's edits next to the message; a password changed
// without JavaScript lands on the page with the new session, not on the login.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { createTestDatabase } from "../../db/testing";
import { createSession } from "../features/account/sessions.server";
import { createCustomer, TEST_PASSWORD } from "../features/account/test-factories";
import { postForm, testLoadContext } from "../test-load-context";
import { action, loader } from "./account-personal";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("the profile form", () => {
  it("gives back what was typed when it refuses a field", async () => {
    const customer = await createCustomer(database.db, { lastName: "Georgescu" });
    const { token } = await createSession(database.db, customer.id, { now: new Date() });
    const answer = (await postForm(action, "/account/personal", {
      cookie: `sesiune=${token}`,
      fields: { intent: "profile", firstName: "<b>", lastName: "Ionescu-Nou", phone: "0755000303" },
      context: testLoadContext(database.db),
    })) as { data: { errors: Record<string, string>; values: Record<string, unknown> } };
    expect(answer.data.errors.firstName).toBeDefined();
    expect(answer.data.values).toEqual({
      firstName: "<b>",
      lastName: "Ionescu-Nou",
      phone: "0755000303",
      newsletter: false,
    });
  });
});

async function loggedIn(fields: Partial<Parameters<typeof createCustomer>[1]> = {}) {
  const customer = await createCustomer(database.db, fields);
  const { token } = await createSession(database.db, customer.id, { now: new Date() });
  return { customer, cookie: `sesiune=${token}` };
}

const post = (cookie: string, fields: Record<string, string>) =>
  postForm(action, "/account/personal", { cookie, fields, context: testLoadContext(database.db) });

describe("the e-mail form", () => {
  it("gives back the new address typed when it refuses the password", async () => {
    const { cookie } = await loggedIn();
    const answer = (await post(cookie, {
      intent: "email",
      newEmail: "maria.noua@example.ro",
      emailPassword: "nu-e-parola-buna",
    })) as { data: { errors: Record<string, string>; newEmail: string } };
    expect(answer.data.errors.emailPassword).toBeDefined();
    expect(answer.data.newEmail).toBe("maria.noua@example.ro");
  });
});

describe("the password form", () => {
  const change = {
    intent: "password",
    currentPassword: TEST_PASSWORD,
    newPassword: "o-parola-noua-2026",
  };

  it("without JavaScript, redirects with the new session's cookie to the page that says it is done", async () => {
    const { cookie } = await loggedIn();
    const answer = (await post(cookie, change)) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/account/personal?gata=parola");
    const renewed = answer.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    expect(renewed).toMatch(/^sesiune=.{43}$/);
    expect(renewed).not.toBe(cookie);
    const page = (await loader({
      request: new Request("http://localhost/account/personal?gata=parola", {
        headers: { Cookie: renewed },
      }),
      params: {},
      context: testLoadContext(database.db),
    } as unknown as Parameters<typeof loader>[0])) as unknown as {
      data: { passwordChanged: boolean; renewed: { token: string } | null };
    };
    expect(page.data.passwordChanged).toBe(true);
    // The browser's stored login (the ended token) takes the new one once the page has its script.
    expect(`sesiune=${page.data.renewed?.token}`).toBe(renewed);
    // Any other visit hands out no token.
    const plain = (await loader({
      request: new Request("http://localhost/account/personal", { headers: { Cookie: renewed } }),
      params: {},
      context: testLoadContext(database.db),
    } as unknown as Parameters<typeof loader>[0])) as unknown as { data: { renewed: unknown } };
    expect(plain.data.renewed).toBeNull();
  });

  it("with the page's script, answers with the new login for the browser to keep", async () => {
    const { cookie } = await loggedIn();
    const answer = (await post(cookie, { ...change, scripted: "da" })) as {
      data: { done: string; login: { token: string } | null };
    };
    expect(answer.data.done).toBe("Parola a fost schimbată. Celelalte sesiuni au fost închise.");
    expect(answer.data.login?.token).toMatch(/^.{43}$/);
  });
});
