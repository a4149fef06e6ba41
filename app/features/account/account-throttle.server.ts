// The throttles of registration, login and password reset: a refusal is a typed result carrying
// how long to wait, never a throw.
import type { Database } from "../../../db/client.server";
import { countHit } from "../../lib/throttle.server";
import type { ThrottleRule } from "../../lib/throttle-rules";
import { parseEmail } from "../checkout/identity-rules";

export interface Throttled {
  ok: false;
  reason: "throttled";
  retryAfterSeconds: number;
}

export function throttled(retryAfterSeconds: number): Throttled {
  return { ok: false, reason: "throttled", retryAfterSeconds };
}

/** Counts a hit on each rule in turn; the first refusal stops (later rules are not counted). */
export async function throttle(
  db: Database,
  now: Date,
  checks: readonly (readonly [ThrottleRule, string | readonly string[]])[],
): Promise<Throttled | null> {
  for (const [rule, key] of checks) {
    const verdict = await countHit(db, rule, typeof key === "string" ? [key] : key, { now });
    if (!verdict.allowed) return throttled(verdict.retryAfterSeconds);
  }
  return null;
}

/**
 * The throttle key of an e-mail as typed: the address lower-cased when it parses, else the text,
 * so "Ana@X.ro " and "ana@x.ro" share a counter whether or not an account has that address.
 */
export function emailKey(email: string): string {
  return (parseEmail(email) ?? email.trim()).toLowerCase();
}
