// POST /api/facebook/*: malformed events are refused; valid ones are stored (e-mail hashed) only
// with marketing consent and a configured endpoint, and nothing ever leaves without both.
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { siteSettings } from "../../../db/schema";
import { trackingEvents } from "../../../db/schema-content";
import { createTestDatabase } from "../../../db/testing";
import { formatConsentCookie } from "../../features/consent/consent-cookie";
import { forwardDueEvents } from "../../features/tracking/conversions-forwarder.server";
import {
  type FakeConversionsEndpoint,
  startFakeConversionsEndpoint,
} from "../../features/tracking/fake-conversions-endpoint.server";
import { hashEmail } from "../../features/tracking/tracking-events.server";
import { parseEnv, publicStore } from "../../lib/env.server";
import { clientKey, countHit } from "../../lib/throttle.server";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { action } from "./tracking-events";

let database: DatabaseHandle;
let endpoint: FakeConversionsEndpoint;

beforeAll(async () => {
  database = await createTestDatabase();
  endpoint = await startFakeConversionsEndpoint();
});
afterAll(async () => {
  await endpoint.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(trackingEvents);
  await database.db.delete(siteSettings);
  endpoint.received.length = 0;
});

const consentCookie = (marketing: boolean, version = "2026-01") =>
  `coperta_consent=${formatConsentCookie({
    version,
    date: "2026-03-01T10:00:00.000Z",
    analytics: false,
    marketing,
    id: "TestVisitor0123456789",
  })}`;

async function configure(enabled = true) {
  await database.db.insert(siteSettings).values({
    key: "tracking.conversions",
    value: { enabled, endpoint: endpoint.url, accessToken: "secret-token", retentionDays: 30 },
  });
}

let seq = 0;
const pageView = (extra: Record<string, unknown> = {}) => ({
  fbc: "fb.1.1767225600000.IwAR2abc",
  fbp: null,
  event_name: "PageView",
  event_source_url: "https://coperta.ro/carte/ion?fbclid=IwAR2abc",
  user_email: "  Ana.Pop@Example.RO ",
  event_id: `evt-${++seq}-abcdef`,
  ...extra,
});
const addToCart = (extra: Record<string, unknown> = {}) => ({
  ...pageView(),
  event_name: "AddToCart",
  value: 4999,
  product_id: 42,
  ...extra,
});

async function call(
  name: string,
  body: unknown,
  { cookie, client = "198.51.100.20" }: { cookie?: string; client?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (cookie) headers.Cookie = cookie;
  const request = new Request(`http://localhost/api/facebook/${name}`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const env = parseEnv({ NODE_ENV: "test" });
  return action({
    request,
    params: { call: name },
    context: {
      db: database.db,
      env,
      store: publicStore(env),
      logger: pino({ level: "silent" }),
      requestId: "test",
      clientAddress: client,
    },
  } as unknown as Parameters<typeof action>[0]).catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });
}

const stored = () => database.db.select().from(trackingEvents);

describe("the conversion calls", () => {
  it("refuse malformed events with 400 and a message per field", async () => {
    await configure();
    const cookie = consentCookie(true);
    const cases: [string, unknown, string][] = [
      ["addPVEvt", pageView({ event_name: "AddToCart" }), "event_name"],
      ["addATCEvt", addToCart({ event_name: "PageView" }), "event_name"],
      ["addATCReplaceEvt", addToCart({ event_name: "Purchase" }), "event_name"],
      ["addPVEvt", pageView({ event_source_url: "javascript:alert(1)" }), "event_source_url"],
      ["addPVEvt", pageView({ event_source_url: "nu e o adresă" }), "event_source_url"],
      ["addATCEvt", addToCart({ value: "49,99" }), "value"],
      ["addATCEvt", addToCart({ value: 49.99 }), "value"],
      ["addATCEvt", addToCart({ product_id: "42; drop table" }), "product_id"],
      ["addATCEvt", addToCart({ product_id: undefined }), "product_id"],
      ["addPVEvt", pageView({ fbc: "x".repeat(256) }), "fbc"],
      ["addPVEvt", pageView({ user_email: "nu-e-email" }), "user_email"],
      ["addPVEvt", pageView({ event_id: "scurt" }), "event_id"],
      ["addPVEvt", pageView({ event_id: undefined }), "event_id"],
      [
        "addPVEvt",
        pageView({ event_source_url: `https://coperta.ro/${"a".repeat(2000)}` }),
        "event_source_url",
      ],
      ["addPVEvt", pageView({ extra: 1 }), "body"],
      ["addPVEvt", [pageView()], "body"],
    ];
    for (const [name, body, field] of cases) {
      const response = await call(name, body, { cookie });
      expect(response.status, `${name} ${field}`).toBe(400);
      const answer = (await response.json()) as { error: { code: string; fields: object } };
      expect(answer.error.code).toBe("invalid_event");
      expect(Object.keys(answer.error.fields), `${name} ${field}`).toContain(field);
      // Each message is the shop's own Romanian one, never zod's English default.
      expect(JSON.stringify(answer.error.fields), `${name} ${field}`).not.toMatch(
        /Invalid|expected/,
      );
    }
    expect((await call("addPVEvt", "{nu json", { cookie })).status).toBe(400);
    expect((await call("altEvt", pageView(), { cookie })).status).toBe(404);
    expect(await stored()).toEqual([]);
  });

  it("store nothing and call nothing without marketing consent, answering 204 alike", async () => {
    await configure();
    for (const cookie of [undefined, consentCookie(false), consentCookie(true, "2025-01")]) {
      const response = await call("addPVEvt", pageView(), cookie ? { cookie } : {});
      expect(response.status).toBe(204);
      expect((await call("addATCEvt", addToCart(), cookie ? { cookie } : {})).status).toBe(204);
    }
    expect(await stored()).toEqual([]);
    await forwardDueEvents(database.db);
    expect(endpoint.received).toEqual([]);
  });

  it("store nothing and call nothing without an enabled endpoint, even with consent", async () => {
    const cookie = consentCookie(true);
    expect((await call("addPVEvt", pageView(), { cookie })).status).toBe(204);
    await configure(false);
    expect((await call("addPVEvt", pageView(), { cookie })).status).toBe(204);
    expect(await stored()).toEqual([]);
    await forwardDueEvents(database.db);
    expect(endpoint.received).toEqual([]);
  });

  it("with both, store each event once with the e-mail only hashed", async () => {
    await configure();
    const cookie = consentCookie(true);
    const view = pageView();
    expect((await call("addPVEvt", view, { cookie })).status).toBe(204);
    expect((await call("addPVEvt", view, { cookie })).status).toBe(204);
    expect((await call("addATCReplaceEvt", addToCart({ user_email: "" }), { cookie })).status).toBe(
      204,
    );
    const rows = await stored();
    expect(rows.map((row) => [row.eventName, row.status])).toEqual([
      ["PageView", "pending"],
      ["AddToCart", "pending"],
    ]);
    expect(rows[0]?.payload).toMatchObject({
      emailSha256: hashEmail("ana.pop@example.ro"),
      fbc: "fb.1.1767225600000.IwAR2abc",
      eventSourceUrl: "https://coperta.ro/carte/ion?fbclid=IwAR2abc",
    });
    expect(rows[1]?.payload).toMatchObject({
      emailSha256: null,
      value: 4999,
      productId: 42,
      replacement: true,
    });
    expect(JSON.stringify(rows).toLowerCase()).not.toContain("ana.pop");
  });

  it("with both, store no token or id of the page's address, whatever the browser sent", async () => {
    await configure();
    const cookie = consentCookie(true);
    const view = pageView({ event_source_url: "https://coperta.ro/resetare-parola?token=s3cret" });
    expect((await call("addPVEvt", view, { cookie })).status).toBe(204);
    const [row] = await stored();
    expect(row?.payload).toMatchObject({ eventSourceUrl: "https://coperta.ro/resetare-parola" });
    expect(JSON.stringify(row)).not.toContain("s3cret");
  });

  it("hash the e-mail as the platforms match it: trimmed, lower-cased, SHA-256 hex", () => {
    expect(hashEmail("  Ana.Pop@Example.RO ")).toBe(hashEmail("ana.pop@example.ro"));
    // `echo -n test@example.com | sha256sum`
    expect(hashEmail("test@example.com")).toBe(
      "973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b",
    );
  });

  it("store at most 600 events an hour from one client", async () => {
    await configure();
    const cookie = consentCookie(true);
    // Use up the window but one, then two more calls: one stored, one refused.
    for (let i = 0; i < 599; i++) {
      await countHit(database.db, THROTTLE_RULES.trackingEventPerClient, [
        clientKey("203.0.113.50"),
      ]);
    }
    expect((await call("addPVEvt", pageView(), { cookie, client: "203.0.113.50" })).status).toBe(
      204,
    );
    const refused = await call("addPVEvt", pageView(), { cookie, client: "203.0.113.50" });
    expect(refused.status).toBe(429);
    expect(await stored()).toHaveLength(1);
  });
});
