// Black Friday landings, one page for every year: /black-friday-{year} for each year's campaign
// (the spec names 2023 to 2025; later years come as data) and /the-black-friday for the current
// one. The years the spec names have routes of their own; later ones arrive through the
// catch-all route, since a route segment cannot mix a fixed prefix with a parameter.
import { and, desc, eq, isNull, lte, or } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { landings } from "../../../db/schema";
import { readSetting } from "../settings/settings.server";
import { landingPage } from "./landings.server";
import type { LandingPage } from "./types";

/** The address of whichever campaign is current. */
export const CURRENT_BLACK_FRIDAY = "the-black-friday";

const YEAR_CAMPAIGN = /^black-friday-\d{4}$/;

/** Whether a first path segment names a Black Friday page. */
export function isBlackFridayAddress(segment: string): boolean {
  return segment === CURRENT_BLACK_FRIDAY || YEAR_CAMPAIGN.test(segment);
}

/** The Black Friday campaign /the-black-friday shows: the configured one, else the latest started. */
export async function currentBlackFridaySlug(
  db: Database,
  now: Date,
  configured: string | null,
): Promise<string | null> {
  if (configured) return configured;
  const [row] = await db
    .select({ slug: landings.slug })
    .from(landings)
    .where(
      and(
        eq(landings.kind, "black-friday"),
        or(isNull(landings.startsAt), lte(landings.startsAt, now)),
      ),
    )
    .orderBy(desc(landings.startsAt))
    .limit(1);
  return row?.slug ?? null;
}

/**
 * The landing of a Black Friday address ("black-friday-2026", or "the-black-friday" for the
 * current campaign), or null when there is none or it has not started.
 */
export async function blackFridayLanding(
  db: Database,
  segment: string,
  options: { now: Date; today: string },
): Promise<LandingPage | null> {
  let slug: string | null = segment;
  if (segment === CURRENT_BLACK_FRIDAY) {
    const theme = await readSetting(db, "home.theme");
    slug = await currentBlackFridaySlug(db, options.now, theme.blackFridayLanding);
  }
  if (!slug) return null;
  return landingPage(db, "black-friday", slug, options);
}
