// GET and POST /api/consent: the policy and trackers; recording a choice with its cookie.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { siteSettings } from "../../../db/schema";
import { consentRecords } from "../../../db/schema-content";
import { createTestDatabase } from "../../../db/testing";
import { visitorDigest } from "../../features/consent/consent.server";
import { consentFromCookies } from "../../features/consent/consent-cookie";
import { parseEnv, publicStore } from "../../lib/env.server";
import { countHit } from "../../lib/throttle.server";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { action, loader } from "./consent";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function context(clientAddress = "198.51.100.10") {
  const env = parseEnv({ NODE_ENV: "test" });
  return {
    db: database.db,
    env,
    store: publicStore(env),
    logger: pino({ level: "silent" }),
    requestId: "test",
    clientAddress,
  };
}

async function post(
  body: string,
  {
    cookie,
    type = "application/json",
    client,
  }: { cookie?: string; type?: string; client?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { "Content-Type": type };
  if (cookie) headers.Cookie = cookie;
  const request = new Request("http://localhost/api/consent", { method: "POST", headers, body });
  return action({ request, params: {}, context: context(client) } as unknown as Parameters<
    typeof action
  >[0]).catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });
}

describe("the consent call", () => {
  it("answers the policy version and no trackers by default, cacheable by anyone", async () => {
    const response = await loader({
      request: new Request("http://localhost/api/consent"),
      params: {},
      context: context(),
    } as unknown as Parameters<typeof loader>[0]);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(await response.json()).toEqual({ version: "2026-01", trackers: [] });
  });

  it("records a choice with the policy version and answers it in the cookie", async () => {
    const response = await post(JSON.stringify({ analytics: false, marketing: true }));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^coperta_consent=v=2026-01&d=[^;]+&a=0&m=1&id=[\w-]+; Path=\/; /);
    expect(setCookie).toContain(`Max-Age=${180 * 86_400}`);
    expect(setCookie).toContain("SameSite=Lax");
    // The page's scripts read it to decide what may load.
    expect(setCookie).not.toContain("HttpOnly");
    const consent = consentFromCookies(setCookie.split(";")[0]);
    expect(await response.json()).toEqual({
      consent: { version: "2026-01", date: consent?.date, analytics: false, marketing: true },
    });
    const rows = await database.db.select().from(consentRecords);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      visitor: visitorDigest(consent?.id ?? ""),
      version: "2026-01",
      analytics: false,
      marketing: true,
    });
    // Only the digest: the table cannot be turned back into the cookie.
    expect(JSON.stringify(rows)).not.toContain(consent?.id);

    // A change of mind from the same browser keeps its id; a new policy version is recorded.
    await database.db
      .insert(siteSettings)
      .values({ key: "consent.policy", value: { version: "2026-07", maxAgeDays: 365 } });
    const again = await post(JSON.stringify({ analytics: true, marketing: false }), {
      cookie: setCookie.split(";")[0],
    });
    const second = consentFromCookies((again.headers.get("Set-Cookie") ?? "").split(";")[0]);
    expect(second).toMatchObject({ version: "2026-07", id: consent?.id, analytics: true });
    expect(again.headers.get("Set-Cookie")).toContain(`Max-Age=${365 * 86_400}`);
    expect(await database.db.select().from(consentRecords)).toHaveLength(2);
  });

  it("refuses a malformed choice, a form post and other methods, recording nothing", async () => {
    const before = (await database.db.select().from(consentRecords)).length;
    for (const body of ["{}", '{"analytics":true}', '{"analytics":"da","marketing":true}', "[]"]) {
      const response = await post(body);
      expect(response.status, body).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "invalid_consent" } });
    }
    const extra = await post('{"analytics":true,"marketing":true,"admin":true}');
    expect(extra.status).toBe(400);
    expect((await post("nu e json")).status).toBe(400);
    // Another site's form (text/plain that happens to be JSON) cannot consent for a visitor.
    const form = await post('{"analytics":true,"marketing":true}', { type: "text/plain" });
    expect(form.status).toBe(415);
    expect((await database.db.select().from(consentRecords)).length).toBe(before);
  });

  it("past the client's limit, refuses to record a consent but still answers a refusal, unrecorded", async () => {
    const client = "203.0.113.9";
    // A mobile carrier's address, whose other visitors have used up the hour's choices.
    const rule = THROTTLE_RULES.consentPerClient;
    await countHit(database.db, rule, [client], { weight: rule.limit });
    const before = (await database.db.select().from(consentRecords)).length;
    const accepted = await post('{"analytics":true,"marketing":true}', { client });
    expect(accepted.status).toBe(429);
    expect(accepted.headers.get("Set-Cookie")).toBeNull();
    const refused = await post('{"analytics":false,"marketing":false}', { client });
    expect(refused.status).toBe(200);
    const consent = consentFromCookies((refused.headers.get("Set-Cookie") ?? "").split(";")[0]);
    expect(consent).toMatchObject({ analytics: false, marketing: false });
    expect((await database.db.select().from(consentRecords)).length).toBe(before);
  });
});
