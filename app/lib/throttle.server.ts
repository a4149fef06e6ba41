// One throttle for everything that records, sends or grants something. Counters live in
// PostgreSQL (throttle_counters), so all instances behind the load balancer share them: each
// hit is one atomic upsert that opens, counts or restarts its key's window.
//
//   const verdict = await countHit(db, THROTTLE_RULES.searchLogQuery, [client, query]);
//   await enforceLimit(db, THROTTLE_RULES.someRule, [clientKey(context.clientAddress)], "page");
import { createHash } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { and, eq, lte, type SQL, sql } from "drizzle-orm";
import { data } from "react-router";
import type { Database } from "../../db/client.server";
import { throttleCounters } from "../../db/schema";
import { apiError } from "./api.server";
import { type PluralForms, plural } from "./plural";
import type { ThrottleRule } from "./throttle-rules";

export interface ThrottleVerdict {
  allowed: boolean;
  /** Hits the key has left in its window (0 once refused). */
  remaining: number;
  /** When refused: whole seconds until the window ends and the key may try again; else 0. */
  retryAfterSeconds: number;
}

export interface ThrottleOptions {
  /** The time of the hit; the database's clock when absent, so instances' clocks never matter. */
  now?: Date;
  /**
   * What the hit counts for, 1 unless told: a rule that bounds an amount (copies held) counts
   * the amount. A hit that would pass the limit is refused and fills the window.
   */
  weight?: number;
}

/**
 * Expired counters are deleted by a hit now and then rather than by a timer: no instance has to
 * own a schedule, and the table stays near the number of live windows (each hit adds at most one
 * row; one hit in CLEANUP_EVERY deletes up to CLEANUP_BATCH).
 */
const CLEANUP_EVERY = 100;
const CLEANUP_BATCH = 1_000;

/** Counts one hit of `key` under `rule` and says whether it is within the limit. */
export async function countHit(
  db: Database,
  rule: ThrottleRule,
  key: string | readonly string[],
  options: ThrottleOptions = {},
): Promise<ThrottleVerdict> {
  const at = clock(options);
  const expired = sql`${throttleCounters.windowEndsAt} <= ${at}`;
  // Whole, at least 1, and never beyond the cap below (so the sum cannot overflow either).
  const weight = Math.min(Math.max(1, Math.ceil(options.weight ?? 1)), rule.limit + 1);
  const [row] = await db
    .insert(throttleCounters)
    .values({
      rule: rule.name,
      key: digestOf(key),
      hits: weight,
      windowEndsAt: sql`${at} + make_interval(secs => ${rule.windowSeconds})`,
    })
    .onConflictDoUpdate({
      target: [throttleCounters.rule, throttleCounters.key],
      set: {
        // Capped one past the limit: refused hits need not be told apart, and it cannot overflow.
        hits: sql`case when ${expired} then ${weight}::int else least(${throttleCounters.hits} + ${weight}::int, ${rule.limit + 1}::int) end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${throttleCounters.windowEndsAt} end`,
      },
    })
    .returning({ hits: throttleCounters.hits, secondsLeft: secondsLeft(at) });
  if (Math.random() * CLEANUP_EVERY < 1) await deleteExpiredCounters(db, options);
  const hits = row?.hits ?? weight;
  return verdictOf(rule, hits, hits <= rule.limit, row?.secondsLeft);
}

/** Whole seconds until the counter's window ends, at least 1. */
const secondsLeft = (at: SQL) =>
  sql<number>`greatest(1, ceil(extract(epoch from ${throttleCounters.windowEndsAt} - ${at})))::int`;

function verdictOf(
  rule: ThrottleRule,
  hits: number,
  allowed: boolean,
  seconds: number | undefined,
): ThrottleVerdict {
  return {
    allowed,
    remaining: Math.max(0, rule.limit - hits),
    retryAfterSeconds: allowed ? 0 : Number(seconds ?? rule.windowSeconds),
  };
}

/**
 * The key's standing under `rule` without counting a hit: for rules that count only some
 * outcomes (failed logins) but refuse every attempt once over the limit.
 */
export async function standing(
  db: Database,
  rule: ThrottleRule,
  key: string | readonly string[],
  options: ThrottleOptions = {},
): Promise<ThrottleVerdict> {
  const at = clock(options);
  const [row] = await db
    .select({ hits: throttleCounters.hits, secondsLeft: secondsLeft(at) })
    .from(throttleCounters)
    .where(
      and(
        eq(throttleCounters.rule, rule.name),
        eq(throttleCounters.key, digestOf(key)),
        sql`${throttleCounters.windowEndsAt} > ${at}`,
      ),
    );
  const hits = row?.hits ?? 0;
  // Another hit would be allowed while the count is under the limit.
  return verdictOf(rule, hits, hits < rule.limit, row?.secondsLeft);
}

/** Deletes up to `batch` counters whose window has ended; returns how many. */
export async function deleteExpiredCounters(
  db: Database,
  options: ThrottleOptions & { batch?: number } = {},
): Promise<number> {
  const at = clock(options);
  const { rule, key, windowEndsAt } = throttleCounters;
  // Rows a concurrent hit holds are skipped: that hit is restarting them anyway. The outer
  // condition is checked again on the current row, so a window just reopened is never deleted.
  const deleted = await db
    .delete(throttleCounters)
    .where(
      and(
        lte(windowEndsAt, at),
        sql`(${rule}, ${key}) in (select ${rule}, ${key} from ${throttleCounters}
          where ${windowEndsAt} <= ${at} order by ${windowEndsAt}
          limit ${options.batch ?? CLEANUP_BATCH} for update skip locked)`,
      ),
    )
    .returning({ rule });
  return deleted.length;
}

/**
 * Counts a hit and, over the limit, throws the 429 answer: the JSON error for API calls, the
 * Romanian error page (root ErrorBoundary) for pages. Both carry Retry-After.
 */
export async function enforceLimit(
  db: Database,
  rule: ThrottleRule,
  key: string | readonly string[],
  answer: "json" | "page",
  options: ThrottleOptions = {},
): Promise<ThrottleVerdict> {
  const verdict = await countHit(db, rule, key, options);
  if (verdict.allowed) return verdict;
  throw answer === "json"
    ? tooManyRequestsJson(verdict.retryAfterSeconds)
    : tooManyRequestsPage(verdict.retryAfterSeconds);
}

/** 429 for an API call: `{ error: { code: "too_many_requests", message } }`, never cached. */
export function tooManyRequestsJson(retryAfterSeconds: number): Response {
  const response = apiError(429, "too_many_requests", tooManyRequestsMessage(retryAfterSeconds));
  response.headers.set("Retry-After", String(retryAfterSeconds));
  return response;
}

/** 429 for a page: throw it from a loader or action; the root ErrorBoundary shows the message. */
export function tooManyRequestsPage(retryAfterSeconds: number) {
  return data(tooManyRequestsMessage(retryAfterSeconds), {
    status: 429,
    headers: { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" },
  });
}

const MINUTES: PluralForms = { one: "minut", few: "minute", other: "de minute" };
const HOURS: PluralForms = { one: "oră", few: "ore", other: "de ore" };

/** "Prea multe cereri. Încearcă din nou peste 5 minute." (whole minutes, then hours). */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const hours = Math.ceil(minutes / 60);
  const delay =
    minutes < 60
      ? minutes === 1
        ? "un minut"
        : plural(minutes, MINUTES)
      : hours === 1
        ? "o oră"
        : plural(hours, HOURS);
  return `Prea multe cereri. Încearcă din nou peste ${delay}.`;
}

/**
 * The throttle key of a client address: an IPv6 client usually holds a whole /64 and can change
 * address within it at will, so it counts as its /64; IPv4 (also mapped into IPv6) as itself.
 */
export function clientKey(address: string): string {
  const bare = address.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(bare)) return address;
  const [head = "", tail] = bare.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // A trailing dotted quad (64:ff9b::1.2.3.4) stands for two groups.
  const size = left.length + right.length + (bare.includes(".") ? 1 : 0);
  const groups = [...left, ...Array<string>(Math.max(0, 8 - size)).fill("0"), ...right];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(":")}::/64`;
}

function clock(options: ThrottleOptions): SQL {
  return options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
}

/** Parts joined unambiguously, then hashed: the table holds no readable key. */
function digestOf(key: string | readonly string[]): string {
  const parts = typeof key === "string" ? [key] : key;
  return createHash("sha256").update(JSON.stringify(parts)).digest("base64url");
}
