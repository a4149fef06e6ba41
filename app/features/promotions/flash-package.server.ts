// The flash package: a promo pack at a campaign price for a few days, shown by its widget, and
// the widget's tracking hits. The pack's price already is the flash price (a `prices` rule that
// applyCampaignPrices writes), so the offer, the cart and the order charge the same number.
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client.server";
import { books, packItems } from "../../../db/schema";
import { campaignEvents, campaigns } from "../../../db/schema-promotions";
import { apiProductsByIds, PRODUCT_TYPE_IDS } from "../catalogue/api-product.server";
import { bookCardsByIds } from "../catalogue/book-cards.server";
import { isActive } from "./campaigns.server";
import type { FlashHitAction, FlashOffer } from "./types";

const settingsSchema = z.object({ packId: z.number().int().positive() });

interface FlashCampaign {
  id: number;
  slug: string;
  packId: number;
}

/** Flash-package campaigns on now, first created first; rows with bad settings are skipped. */
async function activeFlashCampaigns(db: Database, now: Date): Promise<FlashCampaign[]> {
  const rows = await db
    .select({
      id: campaigns.id,
      slug: campaigns.slug,
      startsAt: campaigns.startsAt,
      endsAt: campaigns.endsAt,
      settings: campaigns.settings,
    })
    .from(campaigns)
    .where(eq(campaigns.type, "flash-package"))
    .orderBy(campaigns.id);
  return rows.flatMap((row) => {
    const settings = settingsSchema.safeParse(row.settings);
    return isActive(row, now) && settings.success
      ? [{ id: row.id, slug: row.slug, packId: settings.data.packId }]
      : [];
  });
}

/**
 * The offer of the flash-package campaign on now: the pack, its books, its price and what it
 * saves against its books' own prices. Null when no campaign is on or its pack cannot be sold.
 */
export async function flashOffer(
  db: Database,
  now: Date,
  today: string,
): Promise<FlashOffer | null> {
  for (const campaign of await activeFlashCampaigns(db, now)) {
    const [pack] = await apiProductsByIds(db, [campaign.packId], today);
    if (!pack || pack.productTypeId !== PRODUCT_TYPE_IDS.pack || pack.isUnavailable) continue;
    const [[contents], [card]] = await Promise.all([
      db
        .select({
          total: sql<number>`coalesce(sum(${books.price}::bigint * ${packItems.quantity}), 0)::int`,
        })
        .from(packItems)
        .innerJoin(books, eq(books.id, packItems.bookId))
        .where(eq(packItems.packId, pack.id)),
      bookCardsByIds(db, [pack.id], today),
    ]);
    const promotion = card?.promotion ?? null;
    const separately = contents?.total ?? 0;
    return {
      title: pack.title,
      economy: Math.max(0, separately - pack.price),
      price: pack.price,
      oldPrice: pack.oldPrice,
      promotion: promotion
        ? { label: promotion.label, lowestPriorPrice: promotion.lowestPriorPrice }
        : null,
      products: pack.products.map((item) => ({ imageUrl: item.mainImageUrl, title: item.title })),
      productId: pack.id,
      imageUrl: pack.images.bg[0]?.url ?? pack.mainImageUrl,
    };
  }
  return null;
}

/**
 * Records one tracking hit of the widget: under the flash campaign of that pack (else the one on
 * now, else none), with the product when it is a known book.
 */
export async function recordFlashHit(
  db: Database,
  hit: { action: FlashHitAction; productId: number | null; now: Date },
): Promise<void> {
  const active = await activeFlashCampaigns(db, hit.now);
  const campaign = active.find((c) => c.packId === hit.productId) ?? active[0] ?? null;
  await db.insert(campaignEvents).values({
    campaignId: campaign?.id ?? null,
    action: hit.action,
    // An unknown id is stored as no product rather than refused: tracking never fails a page.
    bookId:
      hit.productId === null
        ? null
        : sql`(select ${books.id} from ${books} where ${books.id} = ${hit.productId})`,
    createdAt: hit.now,
  });
}

/** Hits recorded for a campaign, per action (for tests and an operator's query). */
export async function flashHitCounts(
  db: Database,
  campaignId: number,
): Promise<Record<string, number>> {
  const rows = await db
    .select({ action: campaignEvents.action, hits: sql<number>`count(*)::int` })
    .from(campaignEvents)
    .where(eq(campaignEvents.campaignId, campaignId))
    .groupBy(campaignEvents.action);
  return Object.fromEntries(rows.map((row) => [row.action, row.hits]));
}
