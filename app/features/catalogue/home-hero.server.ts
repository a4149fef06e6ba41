// The home page's hero: the landings running now and the campaigns whose prices apply to a
// landing, all from their rows (windows included), never from constants in code.
import { and, asc, eq, gt, isNotNull, isNull, lte, or } from "drizzle-orm";
import { cutAtWord } from "~/lib/cut-at-word";
import type { Database } from "../../../db/client.server";
import { landings } from "../../../db/schema";
import { campaigns, priceRules } from "../../../db/schema-promotions";
import type { HeroTile } from "./home-hero";
import { landingPath } from "./landings.server";

/** How many tiles the hero holds (one row on desktop, a short scroll on a phone). */
export const HERO_TILE_COUNT = 4;
/** The tile's short text: about two lines on a phone. */
const TEXT_LENGTH = 110;

/**
 * Tiles of the landings active at `now`: those with a campaign or a window (offers that end)
 * first, the soonest ending first, then the always-on ones in their editorial order.
 */
export async function homeHero(
  db: Database,
  now: Date,
  except: string[] = [],
): Promise<HeroTile[]> {
  const running = (startsAt: typeof landings.startsAt, endsAt: typeof landings.endsAt) =>
    and(or(isNull(startsAt), lte(startsAt, now)), or(isNull(endsAt), gt(endsAt, now)));
  const [rows, campaignRows] = await Promise.all([
    db
      .select({
        id: landings.id,
        kind: landings.kind,
        slug: landings.slug,
        title: landings.title,
        intro: landings.intro,
        bannerText: landings.bannerText,
        endsAt: landings.endsAt,
      })
      .from(landings)
      .where(running(landings.startsAt, landings.endsAt))
      .orderBy(asc(landings.position), asc(landings.title)),
    // Campaign prices set on a landing's books, in force now.
    db
      .selectDistinct({
        landingId: priceRules.landingId,
        label: priceRules.label,
        endsAt: priceRules.endsAt,
      })
      .from(priceRules)
      .innerJoin(campaigns, eq(campaigns.id, priceRules.campaignId))
      .where(
        and(
          isNotNull(priceRules.landingId),
          lte(priceRules.startsAt, now),
          gt(priceRules.endsAt, now),
          or(isNull(campaigns.startsAt), lte(campaigns.startsAt, now)),
          or(isNull(campaigns.endsAt), gt(campaigns.endsAt, now)),
        ),
      )
      .orderBy(asc(priceRules.endsAt)),
  ]);
  const campaignOf = new Map<number, { label: string; endsAt: Date }>();
  for (const row of campaignRows) {
    if (row.landingId !== null && !campaignOf.has(row.landingId))
      campaignOf.set(row.landingId, { label: row.label, endsAt: row.endsAt });
  }
  const ending = (row: (typeof rows)[number]) =>
    campaignOf.get(row.id)?.endsAt.getTime() ?? row.endsAt?.getTime() ?? Number.POSITIVE_INFINITY;
  return rows
    .map((row, order) => ({ row, order, path: landingPath(row.kind, row.slug) }))
    .filter(({ path }) => !except.includes(path))
    .sort((a, b) => ending(a.row) - ending(b.row) || a.order - b.order)
    .slice(0, HERO_TILE_COUNT)
    .map(({ row, path }) => ({
      path,
      title: row.title,
      text: cutAtWord(row.intro || row.bannerText, TEXT_LENGTH),
      label: campaignOf.get(row.id)?.label ?? null,
    }));
}
