// Campaigns as data: which popups are on (their window, or a query flag that forces them), with
// their texts validated here so a malformed row never reaches a page.
import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client.server";
import { campaigns } from "../../../db/schema-promotions";
import type { PopupCampaign, PuzzleLevel, PuzzleLevelWithCode } from "./types";
import { isVoucherCode } from "./voucher-cookie";

const textsSchema = z.object({
  steps: z
    .array(z.object({ h1: z.string(), p: z.string() }))
    .max(3)
    .default([]),
  variant: z.enum(["egg", "heart", "discount", "cinema", "ten-lei"]).nullable().default(null),
  chat: z.array(z.string()).max(3).default([]),
});

/**
 * The puzzle's levels (spec section 9). Their codes go to every browser that asks: the spec's
 * puzzle is solved in the browser, which then stores the code in the voucher cookie. They are
 * shared campaign codes, limited per customer and by the campaign's window in the vouchers
 * table, not secrets: knowing one without solving the puzzle wins what the puzzle would.
 */
const puzzleSettingsSchema = z.object({
  levels: z
    .array(
      z.object({
        level: z.number().int().min(1),
        minutes: z.number().int().min(1).max(60),
        grid: z.number().int().min(2).max(8),
        percent: z.number().int().min(1).max(100),
        code: z.string().refine(isVoucherCode),
      }),
    )
    .min(1)
    .max(6),
});

/** The puzzle's levels with their codes, or none when its settings are malformed. */
export function puzzleLevelsWithCodes(settings: unknown): PuzzleLevelWithCode[] {
  const parsed = puzzleSettingsSchema.safeParse(settings);
  return parsed.success ? parsed.data.levels : [];
}

/**
 * The levels as the browser gets them: without their codes, which a finished level gets from
 * POST /api/campaigns/{slug}/puzzle (puzzle-ticket.server.ts), or the 20 % code would be one
 * look at the page's JSON away. Malformed settings give none (the widget then stays away).
 */
function puzzleLevels(settings: unknown): PuzzleLevel[] {
  return puzzleLevelsWithCodes(settings).map(({ level, minutes, grid, percent }) => ({
    level,
    minutes,
    grid,
    percent,
  }));
}

/** Popup kinds the widgets know. */
const POPUP_KINDS = [
  "surprise",
  "fortune-cookie",
  "wheel",
  "puzzle",
  "wow-bestseller",
  "day-offer",
  "gala-vote",
  "flash-package",
  // Listed so the widgets know it is on; whether a visitor sees it is GET /api/campaigns/wedding.
  "wedding",
] as const;

export function isActive(
  window: { startsAt: Date | null; endsAt: Date | null },
  now: Date,
): boolean {
  return (!window.startsAt || window.startsAt <= now) && (!window.endsAt || now < window.endsAt);
}

/**
 * Popup campaigns that are on now, and those a query flag can force (spec section 4); each says
 * whether its window is active. Ended campaigns without a flag are left out.
 */
export async function popupCampaigns(db: Database, now: Date): Promise<PopupCampaign[]> {
  const rows = await db
    .select({
      type: campaigns.type,
      popupTypeId: campaigns.popupTypeId,
      name: campaigns.name,
      slug: campaigns.slug,
      startsAt: campaigns.startsAt,
      endsAt: campaigns.endsAt,
      queryFlag: campaigns.queryFlag,
      texts: campaigns.texts,
      settings: campaigns.settings,
    })
    .from(campaigns)
    .where(
      and(
        sql`${campaigns.type} in ${POPUP_KINDS}`,
        or(
          isNotNull(campaigns.queryFlag),
          and(
            or(sql`${campaigns.startsAt} is null`, sql`${campaigns.startsAt} <= ${now}`),
            or(sql`${campaigns.endsAt} is null`, sql`${campaigns.endsAt} > ${now}`),
          ),
        ),
      ),
    )
    .orderBy(campaigns.id);
  return rows.map((row) => {
    const texts = textsSchema.safeParse(row.texts);
    const { steps, variant, chat } = texts.success
      ? texts.data
      : { steps: [], variant: null, chat: [] };
    return {
      campaignTypeId: row.popupTypeId ?? 0,
      name: row.name,
      slug: row.slug,
      startDate: row.startsAt?.toISOString() ?? null,
      endDate: row.endsAt?.toISOString() ?? null,
      active: isActive(row, now),
      queryFlag: row.queryFlag,
      kind: row.type,
      steps,
      variant,
      chat,
      puzzleLevels: row.type === "puzzle" ? puzzleLevels(row.settings) : [],
    };
  });
}

export interface CampaignRow {
  id: number;
  slug: string;
  name: string;
  type: string;
  startsAt: Date | null;
  endsAt: Date | null;
  queryFlag: string | null;
  /** Validated by whoever reads it (prizes, gala…). */
  settings: unknown;
}

/** The columns of a CampaignRow, for every query that reads campaigns as such. */
export const campaignRowColumns = {
  id: campaigns.id,
  slug: campaigns.slug,
  name: campaigns.name,
  type: campaigns.type,
  startsAt: campaigns.startsAt,
  endsAt: campaigns.endsAt,
  queryFlag: campaigns.queryFlag,
  settings: campaigns.settings,
};

export async function findCampaign(db: Database, slug: string): Promise<CampaignRow | null> {
  const [row] = await db
    .select(campaignRowColumns)
    .from(campaigns)
    .where(eq(campaigns.slug, slug))
    .limit(1);
  return row ?? null;
}

/** The wheel campaign running now, else the next one, else the last: its window for settings. */
export async function wheelWindow(
  db: Database,
  now: Date,
): Promise<{ startsAt: Date | null; endsAt: Date | null } | null> {
  const [row] = await db
    .select({ startsAt: campaigns.startsAt, endsAt: campaigns.endsAt })
    .from(campaigns)
    .where(eq(campaigns.type, "wheel"))
    // Running first, then the nearest upcoming, then the most recent past one.
    .orderBy(
      sql`case
        when (${campaigns.startsAt} is null or ${campaigns.startsAt} <= ${now})
          and (${campaigns.endsAt} is null or ${campaigns.endsAt} > ${now}) then 0
        when ${campaigns.startsAt} > ${now} then 1
        else 2 end`,
      sql`case when ${campaigns.startsAt} > ${now} then ${campaigns.startsAt} end asc nulls last`,
      sql`${campaigns.endsAt} desc nulls first`,
    )
    .limit(1);
  return row ?? null;
}
