// GET /api/homepage/CheckForFirstOrder/{email}: the message string, the refusals, the throttles.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { siteSettings } from "../../../db/schema";
import { createTestDatabase } from "../../../db/testing";
import { parseEnv, publicStore } from "../../lib/env.server";
import { loader } from "./first-order";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(siteSettings)
    .values({ key: "shop.firstOrderDiscount", value: { show: true, percent: 10 } });
});
afterAll(async () => {
  await database.close();
});

function ask(
  contact: string,
  clientAddress: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const env = parseEnv({ NODE_ENV: "test" });
  return loader({
    request: new Request(`http://localhost/api/homepage/CheckForFirstOrder/${contact}`, {
      headers,
    }),
    params: { contact },
    context: {
      db: database.db,
      env,
      store: publicStore(env),
      logger: pino({ level: "silent" }),
      requestId: "test",
      clientAddress,
    },
  } as unknown as Parameters<typeof loader>[0]).catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });
}

describe("the first-order call", () => {
  it("answers the message as a JSON string, never cached", async () => {
    const response = await ask("prima.comanda@example.ro", "198.51.100.30");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    expect(await response.json()).toMatch(/^Verifică-ți e-mailul/);
  });

  it("answers a phone and a malformed address with the API's error shape", async () => {
    const phone = await ask("0721234567", "198.51.100.31");
    expect(phone.status).toBe(400);
    expect(await phone.json()).toMatchObject({ error: { code: "email_required" } });
    const junk = await ask("nu-e-email", "198.51.100.31");
    expect(await junk.json()).toMatchObject({ error: { code: "invalid_contact" } });
  });

  it("does not count a mistyped address against the client's five requests", async () => {
    const typos = [];
    for (let i = 0; i < 6; i++) typos.push(await ask(`gresit${i}.example.ro`, "198.51.100.35"));
    expect(typos.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect((await ask("corectat@example.ro", "198.51.100.35")).status).toBe(200);
  });

  it("refuses a request another site's page makes (an image sends e-mail otherwise)", async () => {
    const foreign = await ask("victima@example.ro", "198.51.100.36", {
      "Sec-Fetch-Site": "cross-site",
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: { code: "foreign_origin" } });
    const own = await ask("victima@example.ro", "198.51.100.36", {
      "Sec-Fetch-Site": "same-origin",
    });
    expect(own.status).toBe(200);
  });

  it("refuses a client past five requests an hour, and an address past two a day", async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await ask(`client${i}@example.ro`, "198.51.100.32"));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(answers[5]?.headers.get("Retry-After")).toMatch(/^\d+$/);

    const same = [];
    for (let i = 0; i < 3; i++) same.push(await ask("aceeasi@example.ro", `198.51.100.${40 + i}`));
    expect(same.map((r) => r.status)).toEqual([200, 200, 429]);
  });
});
