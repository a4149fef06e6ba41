// The donation campaign ("Donăm cărți copiilor"): every book of its category sold during its
// window is a book donated; the cart shows the progress toward the goal instead of the
// free-shipping bar in the campaign's last days (spec section 4, countdowns and bars).
import { and, eq, gte, lt, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client.server";
import { bookCategories, categories } from "../../../db/schema";
import { orderLines, orders } from "../../../db/schema-orders";
import { campaigns } from "../../../db/schema-promotions";
import { isActive } from "./campaigns.server";
import { DONATION_FALLBACK_COUNT, DONATION_GOAL } from "./components/widget-constants";

const settingsSchema = z.object({
  goal: z.number().int().positive().default(DONATION_GOAL),
  fallback: z.number().int().min(0).default(DONATION_FALLBACK_COUNT),
  categorySlug: z.string().min(1),
  /** The bar replaces the shipping bar from this instant to the campaign's end. */
  barFrom: z.coerce.date().nullable().default(null),
});

export interface DonationCampaign {
  id: number;
  startsAt: Date | null;
  endsAt: Date | null;
  goal: number;
  fallback: number;
  categorySlug: string;
  barFrom: Date | null;
}

// Named in full: inside the subquery an unqualified "book_id" would be book_categories' own.
const outerLineBookId = sql.raw('"order_lines"."book_id"');

/** The donation campaign on now (the latest started when several are), or null. */
export async function activeDonationCampaign(
  db: Database,
  now: Date,
): Promise<DonationCampaign | null> {
  const rows = await db
    .select({
      id: campaigns.id,
      startsAt: campaigns.startsAt,
      endsAt: campaigns.endsAt,
      settings: campaigns.settings,
    })
    .from(campaigns)
    .where(eq(campaigns.type, "donation"))
    .orderBy(sql`${campaigns.startsAt} desc nulls last`, campaigns.id);
  for (const row of rows) {
    const settings = settingsSchema.safeParse(row.settings);
    if (!settings.success || !isActive(row, now)) continue;
    return { id: row.id, startsAt: row.startsAt, endsAt: row.endsAt, ...settings.data };
  }
  return null;
}

/**
 * Books donated so far: copies (gifts excepted) of books in the campaign's category or its
 * sub-categories, in orders not cancelled placed within the campaign's window.
 */
export async function donatedBooksCount(db: Database, campaign: DonationCampaign): Promise<number> {
  const [row] = await db
    .select({ donated: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orderLines.isGift, false),
        ne(orders.status, "cancelled"),
        campaign.startsAt ? gte(orders.placedAt, campaign.startsAt) : undefined,
        campaign.endsAt ? lt(orders.placedAt, campaign.endsAt) : undefined,
        // EXISTS: a book in two of the category's sub-categories counts once.
        sql`exists (select 1 from ${bookCategories} bc
          where bc.book_id = ${outerLineBookId} and bc.category_id in (
            with recursive tree(id) as (
              select id from ${categories} where slug = ${campaign.categorySlug}
              union select c.id from ${categories} c join tree t on c.parent_id = t.id)
            select id from tree))`,
      ),
    );
  return Number(row?.donated ?? 0);
}

/** What the cart page needs to show the donation bar instead of the shipping bar, or null. */
export async function donationBar(
  db: Database,
  now: Date,
): Promise<{ goal: number; fallback: number } | null> {
  const campaign = await activeDonationCampaign(db, now);
  if (!campaign || (campaign.barFrom !== null && now < campaign.barFrom)) return null;
  return { goal: campaign.goal, fallback: campaign.fallback };
}
