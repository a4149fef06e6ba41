import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/client.server";
import { throttleCounters } from "../../db/schema";
import { createTestDatabase } from "../../db/testing";
import {
  clientKey,
  countHit,
  deleteExpiredCounters,
  enforceLimit,
  tooManyRequestsJson,
  tooManyRequestsMessage,
} from "./throttle.server";
import type { ThrottleRule } from "./throttle-rules";

let database: DatabaseHandle;
const t0 = new Date("2026-11-22T10:00:00.000Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
let ruleCount = 0;
/** A rule of its own for each test, so tests share the database without sharing counters. */
const rule = (limit: number, windowSeconds: number): ThrottleRule => ({
  name: `test-${++ruleCount}`,
  limit,
  windowSeconds,
});

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function counterRows(): Promise<number> {
  const rows = await database.db.select({ n: sql<number>`count(*)::int` }).from(throttleCounters);
  return rows[0]?.n ?? 0;
}

describe("countHit", () => {
  it("allows `limit` hits in a window, refuses the next, and starts again after it", async () => {
    const { db } = database;
    const threePerMinute = rule(3, 60);
    const verdicts = [];
    for (const second of [0, 1, 2, 3])
      verdicts.push(await countHit(db, threePerMinute, "a", { now: at(second) }));
    expect(verdicts).toEqual([
      { allowed: true, remaining: 2, retryAfterSeconds: 0 },
      { allowed: true, remaining: 1, retryAfterSeconds: 0 },
      { allowed: true, remaining: 0, retryAfterSeconds: 0 },
      { allowed: false, remaining: 0, retryAfterSeconds: 57 },
    ]);
    // The window opened at the first hit: refused until it ends, whatever the hits meanwhile.
    expect(await countHit(db, threePerMinute, "a", { now: at(59.5) })).toMatchObject({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(await countHit(db, threePerMinute, "a", { now: at(60) })).toEqual({
      allowed: true,
      remaining: 2,
      retryAfterSeconds: 0,
    });
  });

  it("counts a weighted hit for its amount, and refuses the one that would pass the limit", async () => {
    const { db } = database;
    const tenCopies = rule(10, 60);
    expect(await countHit(db, tenCopies, "a", { now: at(0), weight: 4 })).toMatchObject({
      allowed: true,
      remaining: 6,
    });
    expect(await countHit(db, tenCopies, "a", { now: at(1), weight: 6 })).toMatchObject({
      allowed: true,
      remaining: 0,
    });
    expect(await countHit(db, tenCopies, "a", { now: at(2), weight: 1 })).toMatchObject({
      allowed: false,
      retryAfterSeconds: 58,
    });
    // One hit larger than the whole limit is refused at once, and a new window takes it again.
    expect((await countHit(db, tenCopies, "b", { now: at(0), weight: 11 })).allowed).toBe(false);
    expect((await countHit(db, tenCopies, "b", { now: at(60), weight: 3 })).remaining).toBe(7);
  });

  it("says how long to wait, in whole seconds rounded up", async () => {
    const { db } = database;
    const onePerHour = rule(1, 3600);
    await countHit(db, onePerHour, "a", { now: at(0) });
    expect((await countHit(db, onePerHour, "a", { now: at(10.2) })).retryAfterSeconds).toBe(3590);
    expect((await countHit(db, onePerHour, "a", { now: at(3599.9) })).retryAfterSeconds).toBe(1);
  });

  it("counts each key, and each rule, on its own", async () => {
    const { db } = database;
    const once = rule(1, 60);
    const other = rule(1, 60);
    expect((await countHit(db, once, ["1.2.3.4", "rebreanu"], { now: t0 })).allowed).toBe(true);
    expect((await countHit(db, once, ["1.2.3.4", "rebreanu"], { now: t0 })).allowed).toBe(false);
    expect((await countHit(db, once, ["1.2.3.5", "rebreanu"], { now: t0 })).allowed).toBe(true);
    expect((await countHit(db, once, ["1.2.3.4", "eminescu"], { now: t0 })).allowed).toBe(true);
    expect((await countHit(db, other, ["1.2.3.4", "rebreanu"], { now: t0 })).allowed).toBe(true);
    // Parts are kept apart: ["a b", "c"] is not ["a", "b c"].
    expect((await countHit(db, once, ["a b", "c"], { now: t0 })).allowed).toBe(true);
    expect((await countHit(db, once, ["a", "b c"], { now: t0 })).allowed).toBe(true);
  });

  it("uses the database's clock when none is given", async () => {
    const { db } = database;
    const twice = rule(2, 30);
    expect((await countHit(db, twice, "k")).allowed).toBe(true);
    expect((await countHit(db, twice, "k")).allowed).toBe(true);
    const refused = await countHit(db, twice, "k");
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(29);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(30);
  });

  it("stores a digest of the key, not the address or the search", async () => {
    const { db } = database;
    await countHit(db, rule(5, 60), ["203.0.113.9", "rebreanu ion"], { now: t0 });
    const keys = await db.select({ key: throttleCounters.key }).from(throttleCounters);
    for (const { key } of keys) expect(key).toMatch(/^[\w-]{43}$/);
  });
});

describe("expired counters", () => {
  it("are deleted, live ones kept", async () => {
    const { db } = database;
    await db.delete(throttleCounters);
    const shortWindow = rule(5, 60);
    const longWindow = rule(5, 3600);
    for (const key of ["a", "b", "c"]) await countHit(db, shortWindow, key, { now: t0 });
    await countHit(db, longWindow, "a", { now: t0 });
    expect(await deleteExpiredCounters(db, { now: at(59) })).toBe(0);
    expect(await deleteExpiredCounters(db, { now: at(60), batch: 2 })).toBe(2);
    expect(await deleteExpiredCounters(db, { now: at(60) })).toBe(1);
    expect(await counterRows()).toBe(1);
  });

  it("are deleted by hits now and then, with no timer", async () => {
    const { db } = database;
    await db.delete(throttleCounters);
    const shortWindow = rule(5, 60);
    for (const key of ["a", "b", "c"]) await countHit(db, shortWindow, key, { now: t0 });
    // The hit that draws the cleanup (about one in a hundred).
    vi.spyOn(Math, "random").mockReturnValue(0);
    await countHit(db, shortWindow, "d", { now: at(61) });
    expect(await counterRows()).toBe(1);
  });
});

describe("the 429 answers", () => {
  it("for API calls: the JSON error with Retry-After, never cached", async () => {
    const response = tooManyRequestsJson(120);
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("120");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error: {
        code: "too_many_requests",
        message: "Prea multe cereri. Încearcă din nou peste 2 minute.",
      },
    });
  });

  it("is thrown by enforceLimit over the limit", async () => {
    const { db } = database;
    const once = rule(1, 60);
    await expect(enforceLimit(db, once, "k", "json", { now: t0 })).resolves.toMatchObject({
      allowed: true,
    });
    const thrown = await enforceLimit(db, once, "k", "json", { now: at(30) }).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(429);
    expect(thrown.headers.get("Retry-After")).toBe("30");
  });

  it("says the wait in Romanian: minutes, then hours", () => {
    const wait = (seconds: number) =>
      tooManyRequestsMessage(seconds).replace("Prea multe cereri. Încearcă din nou peste ", "");
    expect(wait(1)).toBe("un minut.");
    expect(wait(60)).toBe("un minut.");
    expect(wait(61)).toBe("2 minute.");
    expect(wait(19 * 60)).toBe("19 minute.");
    expect(wait(20 * 60)).toBe("20 de minute.");
    expect(wait(3600)).toBe("o oră.");
    expect(wait(3 * 3600)).toBe("3 ore.");
    expect(wait(86_400)).toBe("24 de ore.");
  });
});

describe("clientKey", () => {
  it("counts an IPv6 client as its /64 and an IPv4 one as itself", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0db8:0001:0002:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("64:ff9b:1::192.0.2.1")).toBe("64:ff9b:1:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("unknown")).toBe("unknown");
  });
});

// PGlite runs one statement at a time, so it cannot show a race: this needs a PostgreSQL server.
describe.skipIf(!process.env.TEST_DATABASE_URL)("on PostgreSQL, several instances at once", () => {
  it("allow exactly the limit among 200 concurrent hits of one key", async () => {
    const { rows } = (await database.db.execute(sql`select current_database() as name`)) as {
      rows: { name: string }[];
    };
    const name = rows[0]?.name ?? "";
    const url = new URL(process.env.TEST_DATABASE_URL ?? "");
    url.pathname = `/${name}`;
    // Three instances of four connections each, as behind a load balancer.
    const instances = await Promise.all(
      [1, 2, 3].map(() =>
        openDatabase({ databaseUrl: url.toString(), dataDir: "unused", poolSize: 4 }),
      ),
    );
    try {
      const fiftyPerMinute = rule(50, 60);
      const verdicts = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          countHit(instances[i % 3]?.db ?? database.db, fiftyPerMinute, ["198.51.100.7"]),
        ),
      );
      const allowed = verdicts.filter((v) => v.allowed);
      expect(allowed).toHaveLength(50);
      // Each allowed hit saw its own count: no two read the same value.
      expect(new Set(allowed.map((v) => v.remaining)).size).toBe(50);
      for (const refused of verdicts.filter((v) => !v.allowed)) {
        expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      }
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
