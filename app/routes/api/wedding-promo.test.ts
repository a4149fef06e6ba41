import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { campaigns } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import type { WeddingPromoAnswer } from "../../features/promotions/types";
import { parseEnv, publicStore } from "../../lib/env.server";
import { loader } from "./wedding-promo";

const DAY = 86_400_000;
let database: DatabaseHandle;
/** The fake geolocation service GEOLOCATION_URL points to in these tests: a city per address. */
let service: Server;
let serviceUrl = "";
const asked: string[] = [];
const CITIES: Record<string, string> = { "203.0.113.7": "Brasov", "203.0.113.8": "Vaslui" };

beforeAll(async () => {
  database = await createTestDatabase();
  const now = Date.now();
  await database.db.insert(campaigns).values({
    slug: "nunta",
    type: "wedding",
    name: "Cărți pentru nuntă",
    queryFlag: "nunta",
    startsAt: new Date(now - DAY),
    endsAt: new Date(now + DAY),
    texts: { steps: [{ h1: "Cărți pentru nuntă", p: "Pentru mirii din orașul tău." }] },
    settings: { cities: ["București", "Brașov"], link: "/carti/romane-de-dragoste-romantice" },
  });
  service = createServer((req, res) => {
    const ip = (req.url ?? "/").slice(1);
    asked.push(ip);
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ ip, city: CITIES[ip] ?? null }));
  });
  service.listen(0, "127.0.0.1");
  await once(service, "listening");
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}/{ip}`;
});
afterAll(async () => {
  service.closeAllConnections();
  service.close();
  await database.close();
});

async function get(clientAddress: string, query = "", variables: Record<string, string> = {}) {
  const env = parseEnv({ NODE_ENV: "test", ...variables });
  const response = await loader({
    request: new Request(`http://localhost/api/campaigns/wedding${query}`),
    context: {
      db: database.db,
      env,
      store: publicStore(env),
      logger: pino({ level: "silent" }),
      requestId: "test",
      clientAddress,
    },
    params: {},
  } as unknown as Parameters<typeof loader>[0]);
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  return (await response.json()) as WeddingPromoAnswer;
}

describe("GET /api/campaigns/wedding", () => {
  it("shows the promo to a visitor from a listed city, found by the visitor's address", async () => {
    const answer = await get("203.0.113.7", "", { GEOLOCATION_URL: serviceUrl });
    expect(answer).toEqual({
      show: true,
      campaign: {
        slug: "nunta",
        title: "Cărți pentru nuntă",
        text: "Pentru mirii din orașul tău.",
        link: "/carti/romane-de-dragoste-romantice",
      },
    });
    expect(asked.at(-1)).toBe("203.0.113.7");
  });

  it("hides it from a city not in the list and from an address without a city", async () => {
    for (const address of ["203.0.113.8", "198.51.100.1"]) {
      expect(await get(address, "", { GEOLOCATION_URL: serviceUrl })).toEqual({
        show: false,
        campaign: null,
      });
    }
  });

  it("asks no service without GEOLOCATION_URL: no city, no promo, unless its flag is 1", async () => {
    const before = asked.length;
    expect((await get("203.0.113.7")).show).toBe(false);
    const forced = await get("203.0.113.8", "?nunta=1");
    expect(forced.show).toBe(true);
    expect(forced.campaign?.title).toBe("Cărți pentru nuntă");
    expect(asked.length).toBe(before);
  });
});
