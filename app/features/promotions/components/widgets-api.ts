// What the campaign loader asks once the page is hydrated: the popup campaigns and the two
// settings of the first-order box. Checked by hand (no schema library in the root bundle); an
// answer of the wrong shape means no widget, never a broken page.
import type { PopupCampaign, PuzzleLevel, WeddingPromoAnswer } from "../types";

export interface FirstOrderSettings {
  show: boolean;
  /** Percent. */
  percent: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

const isCampaign = (value: unknown): value is PopupCampaign =>
  isRecord(value) &&
  typeof value.name === "string" &&
  typeof value.slug === "string" &&
  typeof value.kind === "string" &&
  typeof value.active === "boolean" &&
  (value.queryFlag === null || typeof value.queryFlag === "string");

const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value > 0;

const isPuzzleLevel = (value: unknown): value is PuzzleLevel =>
  isRecord(value) &&
  isCount(value.level) &&
  isCount(value.minutes) &&
  isCount(value.grid) &&
  value.grid >= 2 &&
  isCount(value.percent);

/** All the levels, or none when any is malformed (the puzzle then stays away). */
function parsePuzzleLevels(value: unknown): PuzzleLevel[] {
  if (!Array.isArray(value) || !value.every(isPuzzleLevel)) return [];
  return value.map(({ level, minutes, grid, percent }) => ({ level, minutes, grid, percent }));
}

export function parseCampaigns(body: unknown): PopupCampaign[] {
  if (!Array.isArray(body)) return [];
  return body.filter(isCampaign).map((campaign) => ({
    ...campaign,
    steps: Array.isArray(campaign.steps) ? campaign.steps : [],
    chat: Array.isArray(campaign.chat) ? campaign.chat : [],
    variant: typeof campaign.variant === "string" ? campaign.variant : null,
    puzzleLevels: parsePuzzleLevels(campaign.puzzleLevels),
  }));
}

export function parseFirstOrderSettings(body: unknown): FirstOrderSettings {
  if (!isRecord(body)) return { show: false, percent: 0 };
  const percent = body.firstOrderDiscountValue;
  const valid = typeof percent === "number" && Number.isFinite(percent) && percent > 0;
  return {
    show: body.showFirstOrderDiscountBox === true && valid,
    percent: valid ? percent : 0,
  };
}

const HIDDEN_WEDDING: WeddingPromoAnswer = { show: false, campaign: null };

/** The wedding promo's answer; shown only with its texts and a link inside the shop, if any. */
export function parseWeddingPromo(body: unknown): WeddingPromoAnswer {
  if (!isRecord(body) || body.show !== true || !isRecord(body.campaign)) return HIDDEN_WEDDING;
  const { slug, title, text, link } = body.campaign;
  if (typeof slug !== "string" || typeof title !== "string" || typeof text !== "string")
    return HIDDEN_WEDDING;
  if (title === "" || text === "") return HIDDEN_WEDDING;
  // A path of this shop only ("/carti/…"), never "//elsewhere".
  const path = typeof link === "string" && /^\/(?!\/)/.test(link) ? link : null;
  return { show: true, campaign: { slug, title, text, link: path } };
}

async function getJson(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: "application/json" }, signal });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

export async function fetchPopupCampaigns(signal: AbortSignal): Promise<PopupCampaign[]> {
  return parseCampaigns(await getJson("/api/popup-campaigns", signal));
}

export async function fetchFirstOrderSettings(signal: AbortSignal): Promise<FirstOrderSettings> {
  return parseFirstOrderSettings(await getJson("/api/settings", signal));
}

/** Whether this visitor sees the wedding promo; `flag` is its query flag when the page sets it. */
export async function fetchWeddingPromo(
  signal: AbortSignal,
  flag: string | null,
): Promise<WeddingPromoAnswer> {
  const query = flag ? `?${new URLSearchParams({ [flag]: "1" })}` : "";
  return parseWeddingPromo(await getJson(`/api/campaigns/wedding${query}`, signal));
}
