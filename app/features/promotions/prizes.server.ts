// The wheel and the fortune cookie draw on the server: by the prizes' weights, once per visitor
// and campaign, and a win issues a random single-use voucher that the cart quote honours. Nothing
// the browser sends (a prize id, a cookie) decides what is won.
import { createHash, randomBytes, randomInt } from "node:crypto";
import { and, eq, TransactionRollbackError } from "drizzle-orm";
import sanitizeHtml from "sanitize-html";
import { z } from "zod";
import type { Database } from "../../../db/client.server";
import { prizeDraws, prizes, vouchers } from "../../../db/schema-promotions";
import { type CampaignRow, isActive } from "./campaigns.server";
import type { DrawResult, PrizeView } from "./types";

/** Tags a prize message may keep; everything else (scripts, handlers, links) is dropped. */
const MESSAGE_TAGS = ["b", "strong", "i", "em", "br", "span", "p", "small"];

export function sanitizePrizeMessage(html: string): string {
  return sanitizeHtml(html, { allowedTags: MESSAGE_TAGS, allowedAttributes: {} });
}

const settingsSchema = z.object({
  /** How long a won voucher stays valid (the spec's prize cookies last 6 hours). */
  voucherValidHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(6),
  /** Prefix of the codes this campaign issues. */
  codePrefix: z
    .string()
    .regex(/^[A-Z]{2,10}$/)
    .default("PREMIU"),
});

interface PrizeRow {
  id: number;
  slot: number;
  name: string;
  value: string;
  bgColor: string;
  color: string;
  weight: number;
  imgFileName: string | null;
  retry: boolean;
  voucherKind: (typeof vouchers.$inferSelect)["kind"] | null;
  voucherValue: number;
  voucherBookId: number | null;
  voucherMinOrder: number;
}

function view(row: PrizeRow): PrizeView {
  return {
    id: row.slot,
    name: sanitizePrizeMessage(row.name),
    value: row.value,
    bgColor: row.bgColor,
    color: row.color,
    imgFileName: row.imgFileName,
  };
}

export async function campaignPrizes(db: Database, campaignId: number): Promise<PrizeRow[]> {
  return db
    .select({
      id: prizes.id,
      slot: prizes.slot,
      name: prizes.name,
      value: prizes.value,
      bgColor: prizes.bgColor,
      color: prizes.color,
      weight: prizes.weight,
      imgFileName: prizes.imgFileName,
      retry: prizes.retry,
      voucherKind: prizes.voucherKind,
      voucherValue: prizes.voucherValue,
      voucherBookId: prizes.voucherBookId,
      voucherMinOrder: prizes.voucherMinOrder,
    })
    .from(prizes)
    .where(eq(prizes.campaignId, campaignId))
    .orderBy(prizes.slot);
}

export function prizeViews(rows: PrizeRow[]): PrizeView[] {
  return rows.map(view);
}

/** The visitor's cookie id as stored: a digest, so the table holds nothing replayable. */
export function visitorKey(visitorId: string): string {
  return createHash("sha256").update(visitorId).digest("base64url");
}

/** The prize this visitor already drew in the campaign, with its code. */
export async function previousDraw(
  db: Database,
  campaignId: number,
  key: string,
): Promise<DrawResult | null> {
  const [row] = await db
    .select({ prizeId: prizeDraws.prizeId, code: vouchers.code })
    .from(prizeDraws)
    .leftJoin(vouchers, eq(vouchers.id, prizeDraws.voucherId))
    .where(and(eq(prizeDraws.campaignId, campaignId), eq(prizeDraws.visitorKey, key)))
    .limit(1);
  if (!row) return null;
  const prize = (await campaignPrizes(db, campaignId)).find((p) => p.id === row.prizeId);
  if (!prize) return null;
  return { prize: view(prize), code: row.code, repeated: true, retry: false };
}

/** Picks a prize by weight: `pick(total)` returns a whole number in [0, total). */
export function pickByWeight<T extends { weight: number }>(
  rows: readonly T[],
  pick: (total: number) => number,
): T | null {
  const total = rows.reduce((sum, row) => sum + Math.max(0, row.weight), 0);
  if (total <= 0) return null;
  let ticket = pick(total);
  for (const row of rows) {
    ticket -= Math.max(0, row.weight);
    if (ticket < 0) return row;
  }
  return null;
}

/** The campaigns whose prizes are drawn: the wheel and the fortune cookie. */
export function isDrawnCampaign(campaign: CampaignRow | null): campaign is CampaignRow {
  return campaign !== null && (campaign.type === "wheel" || campaign.type === "fortune-cookie");
}

export type DrawOutcome =
  | { ok: true; result: DrawResult }
  | { ok: false; reason: "inactive" | "no-prizes" };

/** Draws for a visitor; a second draw answers the first prize again (never a new one). */
export async function drawPrize(
  db: Database,
  campaign: CampaignRow,
  key: string,
  now: Date,
  pick: (total: number) => number = (total) => randomInt(total),
): Promise<DrawOutcome> {
  if (!isActive(campaign, now)) return { ok: false, reason: "inactive" };
  const earlier = await previousDraw(db, campaign.id, key);
  if (earlier) return { ok: true, result: earlier };
  const rows = await campaignPrizes(db, campaign.id);
  const prize = pickByWeight(rows, pick);
  if (!prize) return { ok: false, reason: "no-prizes" };
  // "Try again" stores nothing: the visitor may draw again.
  if (prize.retry)
    return { ok: true, result: { prize: view(prize), code: null, repeated: false, retry: true } };

  const settings = settingsSchema.parse(campaign.settings ?? {});
  const drawn = await db
    .transaction(async (tx) => {
      let voucherId: number | null = null;
      let code: string | null = null;
      if (prize.voucherKind) {
        code = `${settings.codePrefix}-${randomBytes(6).toString("hex").toUpperCase()}`;
        const [voucher] = await tx
          .insert(vouchers)
          .values({
            code,
            campaignId: campaign.id,
            kind: prize.voucherKind,
            value: prize.voucherValue,
            bookId: prize.voucherBookId,
            minOrder: prize.voucherMinOrder,
            startsAt: now,
            endsAt: new Date(now.getTime() + settings.voucherValidHours * 3_600_000),
            maxUses: 1,
            // One prize per customer for the whole campaign, however many visitors they draw as.
            maxUsesPerCustomer: 1,
            combinable: false,
            description: `Premiu: ${campaign.name}`,
          })
          .returning({ id: vouchers.id });
        voucherId = voucher?.id ?? null;
      }
      // Two draws of one visitor at once: the unique index keeps the first, the second rolls back.
      const [draw] = await tx
        .insert(prizeDraws)
        .values({
          campaignId: campaign.id,
          visitorKey: key,
          prizeId: prize.id,
          voucherId,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: prizeDraws.id });
      if (!draw) {
        tx.rollback();
      }
      return code;
    })
    .then(
      (code) => ({ won: true as const, code }),
      (error: unknown) => {
        if (error instanceof TransactionRollbackError) return { won: false as const, code: null };
        throw error;
      },
    );
  if (!drawn.won) {
    const first = await previousDraw(db, campaign.id, key);
    if (first) return { ok: true, result: first };
  }
  return {
    ok: true,
    result: { prize: view(prize), code: drawn.code, repeated: false, retry: false },
  };
}
