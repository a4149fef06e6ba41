// POST /api/campaigns/{slug}/puzzle: a level's code only for a ticket of that campaign, handed
// back in a time that fits the level.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { campaigns } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import { parseEnv, publicStore } from "../../lib/env.server";
import { action } from "./campaign-puzzle";

let database: DatabaseHandle;
const LEVELS = [
  { level: 1, minutes: 1, grid: 2, percent: 10, code: "PUZZLE10" },
  { level: 3, minutes: 5, grid: 4, percent: 20, code: "PUZZLE20" },
];

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(campaigns).values([
    { slug: "puzzle", type: "puzzle", name: "Puzzle", settings: { levels: LEVELS } },
    { slug: "alt-puzzle", type: "puzzle", name: "Alt puzzle", settings: { levels: LEVELS } },
    { slug: "roata", type: "wheel", name: "Roata" },
    {
      slug: "puzzle-vechi",
      type: "puzzle",
      name: "Puzzle vechi",
      endsAt: new Date("2026-01-01T00:00:00Z"),
      settings: { levels: LEVELS },
    },
  ]);
});
afterAll(async () => {
  vi.useRealTimers();
  await database.close();
});

let clients = 0;
async function post(slug: string, body: unknown, client = `198.51.100.${++clients}`) {
  const env = parseEnv({ NODE_ENV: "test" });
  const response = await action({
    request: new Request(`http://localhost/api/campaigns/${slug}/puzzle`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    params: { slug },
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
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function ticketFor(slug: string, level: number): Promise<string> {
  const started = await post(slug, { level });
  expect(started.status).toBe(200);
  return String(started.body.ticket);
}

describe("the puzzle's codes", () => {
  it("gives a finished level's code for its ticket, in the level's time", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T10:00:00Z"), toFake: ["Date"] });
    const ticket = await ticketFor("puzzle", 1);
    vi.setSystemTime(new Date("2026-11-27T10:00:20Z"));
    expect(await post("puzzle", { ticket })).toEqual({
      status: 200,
      body: { code: "PUZZLE10", percent: 10 },
    });
    vi.useRealTimers();
  });

  it("refuses a ticket handed back too soon to have placed the pieces, or after the clock", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T11:00:00Z"), toFake: ["Date"] });
    const ticket = await ticketFor("puzzle", 3);
    expect(await post("puzzle", { ticket })).toMatchObject({
      status: 409,
      body: { error: { code: "puzzle_too_soon" } },
    });
    // Five minutes and the network's five seconds, then no more.
    vi.setSystemTime(new Date("2026-11-27T11:05:06Z"));
    expect(await post("puzzle", { ticket })).toMatchObject({
      status: 409,
      body: { error: { code: "puzzle_too_late", message: expect.stringMatching(/expirat/) } },
    });
    vi.useRealTimers();
  });

  it("refuses a forged, altered or other campaign's ticket, and a level or campaign not there", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T12:00:00Z"), toFake: ["Date"] });
    const ticket = await ticketFor("puzzle", 1);
    vi.setSystemTime(new Date("2026-11-27T12:00:30Z"));
    const [level, start, signature] = ticket.split(".");
    const refused = { status: 409, body: { error: { code: "puzzle_invalid" } } };
    // The 20 % level's code with the 10 % level's signature.
    expect(await post("puzzle", { ticket: `3.${start}.${signature}` })).toMatchObject(refused);
    expect(
      await post("puzzle", { ticket: `${level}.${Number(start) - 1}.${signature}` }),
    ).toMatchObject(refused);
    expect(await post("alt-puzzle", { ticket })).toMatchObject(refused);
    expect(await post("puzzle", { ticket: "1.1.x" })).toMatchObject(refused);
    expect((await post("puzzle", { level: 2 })).status).toBe(404);
    expect((await post("roata", { level: 1 })).status).toBe(404);
    expect(await post("puzzle-vechi", { level: 1 })).toMatchObject({
      status: 409,
      body: { error: { code: "campaign_inactive" } },
    });
    expect((await post("puzzle", { level: "1" })).status).toBe(400);
    expect((await post("puzzle", { level: 1, ticket })).status).toBe(400);
    vi.useRealTimers();
  });
});
