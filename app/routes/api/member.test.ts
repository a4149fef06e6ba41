// POST /api/member/login and /logout: only our own pages (or a client sending no Origin) may set
// or clear the session cookie. GET /api/member/me keeps the cookie alive with the session.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createTestDatabase } from "../../../db/testing";
import { DEVICE_COOKIE } from "../../features/account/device-cookie.server";
import { createSession } from "../../features/account/sessions.server";
import { createCustomer, TEST_PASSWORD } from "../../features/account/test-factories";
import { countHit } from "../../lib/throttle.server";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { testLoadContext } from "../../test-load-context";
import { action, loader } from "./member";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

let clients = 0;
function call(
  path: "login" | "logout",
  body: string,
  headers: Record<string, string>,
  client = `198.51.100.${++clients}`,
) {
  const request = new Request(`http://localhost:3000/api/member/${path}`, {
    method: "POST",
    headers,
    body,
  });
  const context = testLoadContext(database.db, { clientAddress: client });
  return action({ request, params: { call: path }, context } as unknown as Parameters<
    typeof action
  >[0]).catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });
}

describe("logging in over JSON", () => {
  it("opens a session for our own pages and for clients that send no Origin", async () => {
    const customer = await createCustomer(database.db);
    const body = JSON.stringify({ email: customer.email, password: TEST_PASSWORD });
    const origins: Record<string, string>[] = [{ Origin: "http://localhost:3000" }, {}];
    for (const origin of origins) {
      const answer = await call("login", body, { "Content-Type": "application/json", ...origin });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Set-Cookie")).toMatch(/^sesiune=/);
    }
  });

  it("marks the browser, which keeps its owner in when strangers have filled the account's bound", async () => {
    const customer = await createCustomer(database.db);
    const other = await createCustomer(database.db);
    const login = (email: string, cookie?: string) =>
      call("login", JSON.stringify({ email, password: TEST_PASSWORD }), {
        "Content-Type": "application/json",
        ...(cookie ? { Cookie: cookie } : {}),
      });
    const markOf = (answer: Response) => {
      const set = answer.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
      expect(set).toMatch(/; Max-Age=31536000; HttpOnly; SameSite=Lax/);
      return (set ?? "").split(";")[0] ?? "";
    };
    const mark = markOf(await login(customer.email));
    const otherMark = markOf(await login(other.email));

    const rule = THROTTLE_RULES.loginFailuresPerAccount;
    await countHit(database.db, rule, customer.email, { weight: rule.limit });
    expect((await login(customer.email)).status).toBe(429);
    // Another account's mark, or one altered, is no mark.
    expect((await login(customer.email, otherMark)).status).toBe(429);
    const dot = mark.indexOf(".") + 1;
    const altered = `${mark.slice(0, dot)}${mark[dot] === "A" ? "B" : "A"}${mark.slice(dot + 1)}`;
    expect((await login(customer.email, altered)).status).toBe(429);
    const owner = await login(customer.email, `cos=1; ${mark}`);
    expect(owner.status).toBe(200);
    // The same browser keeps its id: the mark is renewed, not replaced.
    expect(markOf(owner)).toBe(mark);
  });

  it("refuses another site's form, which posts text that parses as JSON", async () => {
    const customer = await createCustomer(database.db);
    // What <form enctype="text/plain"> sends for <input name='{"email":…,"x":"' value='"}'>.
    const body = `{"email":"${customer.email}","password":"${TEST_PASSWORD}","x":"="}`;
    expect(JSON.parse(body).email).toBe(customer.email);
    const attempts: Record<string, string>[] = [
      { "Content-Type": "text/plain", Origin: "https://rau.example" },
      // Even without its Origin (an old browser, a privacy extension), the type gives it away.
      { "Content-Type": "text/plain" },
      { "Content-Type": "application/json", Origin: "https://rau.example" },
    ];
    for (const headers of attempts) {
      const answer = await call("login", body, headers);
      expect(answer.status, JSON.stringify(headers)).toBeGreaterThanOrEqual(400);
      expect(answer.headers.get("Set-Cookie")).toBeNull();
    }
    const plain = await call("login", body, { "Content-Type": "text/plain" });
    expect(plain.status).toBe(415);
    expect((await plain.json()).error.code).toBe("unsupported_media_type");
    const foreign = await call("login", body, {
      "Content-Type": "application/json",
      Origin: "https://rau.example",
    });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.code).toBe("foreign_origin");
  });

  it("answers the throttle's 429 in the API's shape, with the wait", async () => {
    const customer = await createCustomer(database.db);
    const wrong = JSON.stringify({ email: customer.email, password: "nu-e-parola-ei" });
    const json = { "Content-Type": "application/json" };
    for (let i = 0; i < 10; i++) {
      expect((await call("login", wrong, json, "203.0.113.77")).status).toBe(400);
    }
    const refused = await call("login", wrong, json, "203.0.113.77");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const { error } = await refused.json();
    expect(error.code).toBe("too_many_requests");
    expect(error.message).toMatch(/^Prea multe cereri\. Încearcă din nou peste \d+ minute\.$/);
  });

  it("lets only our own pages log a visitor out", async () => {
    const foreign = await call("logout", "", { Origin: "https://rau.example" });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("Set-Cookie")).toBeNull();
    const own = await call("logout", "", { Origin: "http://localhost:3000" });
    expect(own.status).toBe(204);
    // The session and the checkout begun with it (its step 1 holds the contact and address).
    expect(own.headers.getSetCookie().map((cookie) => cookie.split(";")[0])).toEqual([
      "sesiune=",
      "checkout=",
    ]);
  });

  it("sends a form posted without JavaScript to the home page, logged out", async () => {
    const customer = await createCustomer(database.db);
    const { token } = await createSession(database.db, customer.id, { now: new Date() });
    const answer = await call("logout", "", {
      Origin: "http://localhost:3000",
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `sesiune=${token}`,
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/");
    expect(answer.headers.get("Set-Cookie")).toMatch(/^sesiune=;/);
    const me = await loader({
      request: new Request("http://localhost:3000/api/member/me", {
        headers: { Cookie: `sesiune=${token}` },
      }),
      params: { call: "me" },
      context: testLoadContext(database.db),
    } as unknown as Parameters<typeof loader>[0]);
    expect(me.status).toBe(401);
  });
});

describe("GET /api/member/me", () => {
  async function me(headers: Record<string, string>) {
    const request = new Request("http://localhost:3000/api/member/me", { headers });
    const context = testLoadContext(database.db, { clientAddress: "198.51.100.250" });
    return loader({ request, params: { call: "me" }, context } as unknown as Parameters<
      typeof loader
    >[0]);
  }

  it("sends the session cookie again until the session's expiry, by token or by cookie", async () => {
    const customer = await createCustomer(database.db);
    // A login 29 days ago, renewed since: the cookie set at login runs out tomorrow.
    const session = await createSession(database.db, customer.id, {
      now: new Date(Date.now() - 29 * 86_400_000),
    });
    for (const headers of [
      { Authorization: `Bearer ${session.token}` } as Record<string, string>,
      { Cookie: `sesiune=${session.token}` },
    ]) {
      const answer = await me(headers);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
      const cookie = answer.headers.get("Set-Cookie") ?? "";
      expect(cookie).toMatch(new RegExp(`^sesiune=${session.token};`));
      expect(cookie).toMatch(/HttpOnly/i);
      // Read now, the session runs 30 days from now, and so does the cookie.
      const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie)?.[1]);
      expect(maxAge).toBeGreaterThan(29 * 86_400);
    }
  });

  it("sets no cookie without a session", async () => {
    const answer = await me({ Authorization: `Bearer ${"x".repeat(43)}` });
    expect(answer.status).toBe(401);
    expect(answer.headers.get("Set-Cookie")).toBeNull();
  });
});
