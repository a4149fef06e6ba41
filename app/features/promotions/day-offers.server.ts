// Today's day offers for the day-offer popup: the books whose "Oferta zilei" rule runs now, in
// the `prices` campaign the popup's settings name. Their price is already the shop's price (the
// campaign-price job wrote it), so the popup shows exactly what the cart charges.
import { and, eq, gt, lte } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client.server";
import { campaigns, priceRules } from "../../../db/schema-promotions";
import { bookCardsByIds } from "../catalogue/book-cards.server";
import type { BookCard } from "../catalogue/types";

const settingsSchema = z.object({ pricesCampaign: z.string().min(1) });

export async function dayOffers(db: Database, now: Date, today: string): Promise<BookCard[]> {
  const [popup] = await db
    .select({ settings: campaigns.settings })
    .from(campaigns)
    .where(
      and(eq(campaigns.type, "day-offer"), lte(campaigns.startsAt, now), gt(campaigns.endsAt, now)),
    )
    .limit(1);
  const settings = settingsSchema.safeParse(popup?.settings);
  if (!settings.success) return [];
  const rows = await db
    .select({ bookId: priceRules.bookId })
    .from(priceRules)
    .innerJoin(campaigns, eq(campaigns.id, priceRules.campaignId))
    .where(
      and(
        eq(campaigns.slug, settings.data.pricesCampaign),
        eq(campaigns.type, "prices"),
        lte(priceRules.startsAt, now),
        gt(priceRules.endsAt, now),
      ),
    )
    .orderBy(priceRules.id)
    .limit(6);
  const ids = rows.flatMap((row) => (row.bookId === null ? [] : [row.bookId]));
  const cards = await bookCardsByIds(db, ids, today);
  // Only books whose reduction is in force and that can be sent.
  return cards.filter((card) => card.promotion !== null && card.availability !== "out-of-stock");
}
