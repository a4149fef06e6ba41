// Campaign prices are materialised into books.price: every page, the cart quote and the order read
// the one price column and charge what the card shows. This job puts the rules in force onto the
// books, changes them when a better rule starts, and restores the regular price when none is left.
// Each instance runs it once a minute; an advisory lock keeps two from applying at once.
import { type SQL, sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp as timestampColumn } from "drizzle-orm/pg-core";
import type { Database, Tx } from "../../../db/client.server";
import { bookCategories, books, categories, landingBooks, landings } from "../../../db/schema";
import { bookPromotions, campaigns, priceHistory, priceRules } from "../../../db/schema-promotions";

/** Any number, as long as every instance uses the same one (and nothing else uses it). */
const CAMPAIGN_PRICES_LOCK_ID = 7_302_311;

/** Directive 2019/2161: the lowest price of this many days before a reduction is shown with it. */
export const LOWEST_PRIOR_PRICE_DAYS = 30;

export interface CampaignPriceResult {
  /** Books whose campaign price started. */
  started: number;
  /** Books already on a campaign price that got another (a better rule, a new label or end). */
  changed: number;
  /** Books whose campaign price ended: back at their regular price. */
  ended: number;
}

/**
 * The job's plan, a temporary table of its transaction (created below, never migrated): one row
 * per book whose promotion starts, changes or ends.
 */
const plan = pgTable("campaign_price_plan", {
  bookId: integer("book_id").primaryKey(),
  action: text("action").$type<"start" | "change" | "end">().notNull(),
  ruleId: integer("rule_id"),
  price: integer("price"),
  label: text("label"),
  endsAt: timestampColumn("ends_at", { withTimezone: true }),
});

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * The lowest price a book had over the 30 days before `now`: the price in force when they began
 * and every price set since (the current one too). Null for a book with no history.
 */
export function lowestPriceOf30Days(bookId: SQL, now: Date): SQL<number | null> {
  const since = new Date(now.getTime() - LOWEST_PRIOR_PRICE_DAYS * 86_400_000);
  return sql<number | null>`(select min(x.price) from (
      (select h.price from ${priceHistory} h
        where h.book_id = ${bookId} and h.changed_at <= ${timestamp(since)}
        order by h.changed_at desc, h.id desc limit 1)
      union all
      select h.price from ${priceHistory} h
      where h.book_id = ${bookId} and h.changed_at > ${timestamp(since)}
        and h.changed_at <= ${timestamp(now)}
    ) x)`;
}

/**
 * Takes the campaign prices' lock until the transaction ends: the job, and an operator's change of
 * a regular price (regular-price.server.ts), then apply one at a time.
 */
export async function lockCampaignPrices(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CAMPAIGN_PRICES_LOCK_ID}::bigint)`);
}

/**
 * Applies the price rules in force at `now`. Idempotent: with nothing to change it writes nothing,
 * so the catalogue version (bumped by triggers on books and book_promotions) does not move.
 */
export async function applyCampaignPrices(db: Database, now: Date): Promise<CampaignPriceResult> {
  return db.transaction(async (tx) => {
    await lockCampaignPrices(tx);
    return applyLockedCampaignPrices(tx, now);
  });
}

/** applyCampaignPrices inside a transaction that holds lockCampaignPrices. */
export async function applyLockedCampaignPrices(tx: Tx, now: Date): Promise<CampaignPriceResult> {
  // The plan: one row per book whose promotion starts, changes or ends. Statement triggers on
  // book_promotions fire even for no rows, so each write below runs only when it has rows.
  await tx.execute(sql`create temp table if not exists campaign_price_plan (
    book_id integer primary key,
    action text not null,
    rule_id integer,
    price integer,
    label text,
    ends_at timestamptz
  ) on commit drop`);
  await tx.execute(sql`insert into ${plan} (book_id, action, rule_id, price, label, ends_at)
    with recursive
    rules as (
      select r.id, r.book_id, r.category_id, r.landing_id, r.price, r.percent, r.label, r.ends_at
      from ${priceRules} r join ${campaigns} c on c.id = r.campaign_id
      where c.type = 'prices' and r.starts_at <= ${timestamp(now)} and r.ends_at > ${timestamp(now)}
    ),
    landing_rules as (
      select r.id as rule_id, l.id as landing_id, l.rule_category_id, l.rule_max_price,
        l.rule_format,
        exists (select 1 from ${landingBooks} lb where lb.landing_id = l.id) as picked
      from rules r join ${landings} l on l.id = r.landing_id
    ),
    -- Categories each category rule (and each landing selecting by category) covers, descendants
    -- included; UNION (not ALL) also stops at a cycle in bad data.
    scope (rule_id, category_id) as (
      select roots.rule_id, roots.category_id from (
        select id as rule_id, category_id from rules where category_id is not null
        union all
        select rule_id, rule_category_id from landing_rules
        where not picked and rule_category_id is not null
      ) roots
      union
      select s.rule_id, c.id from scope s join ${categories} c on c.parent_id = s.category_id
    ),
    targets (rule_id, book_id, by_book) as (
      select id, book_id, true from rules where book_id is not null
      union all
      select s.rule_id, bc.book_id, false
      from scope s join ${bookCategories} bc on bc.category_id = s.category_id
      union all
      select lr.rule_id, lb.book_id, false
      from landing_rules lr join ${landingBooks} lb on lb.landing_id = lr.landing_id
      where lr.picked
      union all
      select lr.rule_id, b.id, false
      from landing_rules lr cross join ${books} b
      where not lr.picked and lr.rule_category_id is null
    ),
    candidates as (
      select t.book_id, r.id as rule_id, r.label, r.ends_at, b.price as current_price,
        coalesce(bp.regular_price, b.price) as regular,
        coalesce(r.price,
          (coalesce(bp.regular_price, b.price)::bigint * (100 - r.percent) / 100)::integer) as price
      from targets t
      join rules r on r.id = t.rule_id
      join ${books} b on b.id = t.book_id
      left join ${bookPromotions} bp on bp.book_id = b.id
      left join landing_rules lr on lr.rule_id = r.id
      where b.is_listed
        and (t.by_book or b.format not in ('pack', 'gift'))
        and (lr.rule_id is null or lr.picked or (
          (lr.rule_max_price is null or coalesce(bp.regular_price, b.price) <= lr.rule_max_price)
          and (lr.rule_format is null or b.format = lr.rule_format)))
    ),
    best as (
      select distinct on (book_id) book_id, rule_id, label, ends_at, price, current_price
      from candidates
      where price < regular
      order by book_id, price, rule_id
    )
    select coalesce(best.book_id, bp.book_id),
      case when bp.book_id is null then 'start' when best.book_id is null then 'end'
        else 'change' end,
      best.rule_id, best.price, best.label, best.ends_at
    from best full join ${bookPromotions} bp on bp.book_id = best.book_id
    where best.book_id is null or bp.book_id is null
      or bp.rule_id <> best.rule_id or bp.label <> best.label or bp.ends_at <> best.ends_at
      or best.current_price <> best.price`);
  const counts = await tx
    .select({ action: plan.action, n: sql<number>`count(*)::integer` })
    .from(plan)
    .groupBy(plan.action);
  const result: CampaignPriceResult = { started: 0, changed: 0, ended: 0 };
  for (const { action, n } of counts) {
    if (action === "start") result.started = n;
    else if (action === "change") result.changed = n;
    else result.ended = n;
  }

  if (result.ended > 0) {
    await tx.execute(sql`update ${books} b set price = bp.regular_price
      from ${bookPromotions} bp join ${plan} p on p.book_id = bp.book_id
      where p.action = 'end' and b.id = bp.book_id and b.price <> bp.regular_price`);
    await tx.execute(sql`delete from ${bookPromotions} bp using ${plan} p
      where p.action = 'end' and bp.book_id = p.book_id`);
  }
  if (result.started > 0) {
    // Read before the price moves: the regular price, and the lowest of the 30 days before
    // (the price in force at their start and every price set since; the current one too).
    await tx.execute(sql`insert into ${bookPromotions}
        (book_id, rule_id, regular_price, lowest_prior_price, label, started_at, ends_at)
      select p.book_id, p.rule_id, b.price,
        least(${lowestPriceOf30Days(sql`p.book_id`, now)}, b.price), p.label,
        ${timestamp(now)}, p.ends_at
      from ${plan} p
      join ${books} b on b.id = p.book_id
      where p.action = 'start'`);
  }
  if (result.changed > 0) {
    await tx.execute(sql`update ${bookPromotions} bp
      set rule_id = p.rule_id, label = p.label, ends_at = p.ends_at
      from ${plan} p
      where p.action = 'change' and bp.book_id = p.book_id
        and (bp.rule_id, bp.label, bp.ends_at) is distinct from (p.rule_id, p.label, p.ends_at)`);
  }
  if (result.started + result.changed > 0) {
    await tx.execute(sql`update ${books} b set price = p.price
      from ${plan} p
      where p.action in ('start', 'change') and b.id = p.book_id and b.price <> p.price`);
  }
  return result;
}
