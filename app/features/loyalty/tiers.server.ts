// The loyalty programme: a customer's tier comes from the points earned in the last 12 months
// (spending points does not lower it); the tiers and their benefits are the `loyalty.tiers` setting.
import { and, eq, gt, notLike, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { independentQueries } from "../../../db/independent-queries";
import { ledgerEntries } from "../../../db/schema-accounts";
import { readSetting } from "../settings/settings.server";
import { REVERSED_MARK } from "./bonus-lots";
import type { Tier } from "./rules";

export interface LoyaltyStatus {
  tiers: Tier[];
  earnedThisYear: number;
  tier: Tier;
  next: Tier | null;
  /** 0–100: the way from this tier to the next. */
  progress: number;
}

export async function loyaltyTiers(db: Database): Promise<Tier[]> {
  const { tiers } = await readSetting(db, "loyalty.tiers");
  return [...tiers].sort((a, b) => a.minPoints - b.minPoints);
}

export function tierFor(
  tiers: Tier[],
  earned: number,
): { tier: Tier; next: Tier | null; progress: number } {
  let index = 0;
  tiers.forEach((tier, i) => {
    if (earned >= tier.minPoints) index = i;
  });
  const tier = tiers[index] as Tier;
  const next = tiers[index + 1] ?? null;
  const progress = next
    ? Math.min(
        100,
        Math.round(((earned - tier.minPoints) * 100) / (next.minPoints - tier.minPoints)),
      )
    : 100;
  return { tier, next, progress };
}

export async function loyaltyStatus(
  db: Database,
  customerId: number,
  now: Date,
): Promise<LoyaltyStatus> {
  const yearAgo = new Date(now.getTime() - 365 * 86_400_000);
  const [tiers, [row]] = await independentQueries(db, [
    () => loyaltyTiers(db),
    () =>
      db
        .select({ earned: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.customerId, customerId),
            eq(ledgerEntries.kind, "bonus"),
            gt(ledgerEntries.amount, 0),
            // Points an order spent and got back on its cancellation (or a return) were not
            // earned again.
            notLike(ledgerEntries.reference, `%${REVERSED_MARK}%`),
            gt(ledgerEntries.createdAt, yearAgo),
          ),
        ),
  ]);
  const earnedThisYear = row?.earned ?? 0;
  return { tiers, earnedThisYear, ...tierFor(tiers, earnedThisYear) };
}

/**
 * The free-shipping minimum the customer's tier gives (bani), or null when it gives none: the cart
 * quote charges it, so the cart, checkout and the order agree.
 */
export async function tierFreeShippingFrom(
  db: Database,
  customerId: number,
  now: Date,
): Promise<number | null> {
  const { tier } = await loyaltyStatus(db, customerId, now);
  return tier.freeShippingFrom ?? null;
}
