// Which campaign widgets a page shows (spec section 4, promo popups in general): a popup is on
// when its window is active or its query flag is 1, and off once the voucher cookie holds the
// campaign's name. Fortune cookie and wheel show by themselves once per 6 hours (first-time
// cookies), as does the puzzle; a query flag asks for them explicitly and skips that wait.
// The wedding promo is only a candidate here: the server decides by the visitor's city
// (GET /api/campaigns/wedding).
//
// Beyond the spec: a popup that grants a voucher does not open by itself while the voucher cookie
// holds another code (a prize won in another popup, a code typed in the cart), since winning would
// silently replace it. Its query flag still opens it, the wheel keeps its tab, and a prize already
// drawn is still shown.
import type { PopupCampaign } from "../types";
import { parseVoucherCookie, VOUCHER_COOKIE } from "../voucher-cookie";
import { cookieFrom } from "./campaign-cookies";
import {
  DAY_OFFER_FIRST_TIME_COOKIE,
  FIRST_TIME_COOKIE,
  PRIZE_COOKIE,
  WOW_CHOICE_COOKIE,
  WOW_FIRST_TIME_COOKIE,
} from "./widget-constants";

export type WidgetKind =
  | "surprise"
  | "fortune-cookie"
  | "wheel"
  | "puzzle"
  | "gala-vote"
  | "flash-package"
  | "wow-bestseller"
  | "day-offer"
  | "wedding";

export interface WidgetPlan {
  kind: WidgetKind;
  campaign: PopupCampaign;
  /** Opens by itself on scroll; otherwise only its launcher shows (the wheel after a prize). */
  autoOpen: boolean;
  /** A prize was drawn before: the widget starts on it. */
  hasPrize: boolean;
}

function isWidgetKind(kind: string): kind is WidgetKind {
  return (
    kind === "surprise" ||
    kind === "fortune-cookie" ||
    kind === "wheel" ||
    kind === "puzzle" ||
    kind === "gala-vote" ||
    kind === "flash-package" ||
    kind === "wow-bestseller" ||
    kind === "day-offer" ||
    kind === "wedding"
  );
}

/** The page's query sets the campaign's flag to 1 (`?egg=1`): shown outside its window. */
export function isForced(campaign: PopupCampaign, search: URLSearchParams): boolean {
  return campaign.queryFlag !== null && search.get(campaign.queryFlag) === "1";
}

/**
 * The codes that show the visitor already holds this campaign's voucher: its name. (The puzzle's
 * level codes are the server's until a level is finished; a puzzle just won stays away by its
 * first-time cookie and by the voucher now held.)
 */
function campaignCodes(campaign: PopupCampaign): string[] {
  return [campaign.name];
}

export function planWidgets(
  campaigns: PopupCampaign[],
  search: URLSearchParams,
  cookies: string,
  /**
   * hideGala: the gala invitation was closed before (localStorage), or this is its own page.
   * hideWedding: the wedding promo was closed in this session (sessionStorage).
   */
  stored: { hideGala?: boolean; hideWedding?: boolean } = {},
): WidgetPlan[] {
  const voucher = parseVoucherCookie(cookieFrom(cookies, VOUCHER_COOKIE));
  const plans: WidgetPlan[] = [];
  for (const campaign of campaigns) {
    const kind = campaign.kind;
    if (!isWidgetKind(kind)) continue;
    const forced = isForced(campaign, search);
    if (!campaign.active && !forced) continue;
    if (voucher !== null && campaignCodes(campaign).includes(voucher)) continue;
    // Another code is held: granting popups wait (see above).
    const holdsVoucher = voucher !== null && !forced;
    if (kind === "surprise") {
      if (holdsVoucher) continue;
      plans.push({ kind, campaign, autoOpen: true, hasPrize: false });
      continue;
    }
    if (kind === "wedding") {
      if (!stored.hideWedding && !plans.some((plan) => plan.kind === kind))
        plans.push({ kind, campaign, autoOpen: true, hasPrize: false });
      continue;
    }
    if (kind === "gala-vote" || kind === "flash-package") {
      // One of each. The gala invitation opens on scroll and, once closed, never again (spec
      // section 4); the flash package waits in its corner tab.
      if (plans.some((plan) => plan.kind === kind)) continue;
      if (kind === "gala-vote" && stored.hideGala) continue;
      plans.push({ kind, campaign, autoOpen: kind === "gala-vote", hasPrize: false });
      continue;
    }
    if (kind === "wow-bestseller" || kind === "day-offer") {
      // Once per 6 hours (first-time cookies); the WOW offer never again once a book was chosen.
      if (plans.some((plan) => plan.kind === kind)) continue;
      const firstTime =
        kind === "wow-bestseller" ? WOW_FIRST_TIME_COOKIE : DAY_OFFER_FIRST_TIME_COOKIE;
      const chosen = kind === "wow-bestseller" && cookieFrom(cookies, WOW_CHOICE_COOKIE) !== null;
      if (kind === "wow-bestseller" && holdsVoucher) continue;
      if (!chosen && (forced || cookieFrom(cookies, firstTime) === null)) {
        plans.push({ kind, campaign, autoOpen: true, hasPrize: false });
      }
      continue;
    }
    if (kind === "puzzle") {
      // Levels malformed or missing: nothing to play, nothing to load.
      const levels = campaign.puzzleLevels ?? [];
      const seen = !forced && cookieFrom(cookies, FIRST_TIME_COOKIE.puzzle) !== null;
      if (levels.length > 0 && !seen && !holdsVoucher && !plans.some((plan) => plan.kind === kind))
        plans.push({ kind, campaign, autoOpen: true, hasPrize: false });
      continue;
    }
    // One wheel and one fortune cookie at most: each kind shares its cookies.
    if (plans.some((plan) => plan.kind === kind)) continue;
    const seen = !forced && cookieFrom(cookies, FIRST_TIME_COOKIE[kind]) !== null;
    const hasPrize = Boolean(cookieFrom(cookies, PRIZE_COOKIE[kind]));
    if (kind === "fortune-cookie") {
      if (!seen && (hasPrize || !holdsVoucher))
        plans.push({ kind, campaign, autoOpen: true, hasPrize });
      continue;
    }
    // The wheel stays reachable from its tab; after a prize it starts closed, on the prize.
    plans.push({ kind, campaign, autoOpen: !seen && !hasPrize && !holdsVoucher, hasPrize });
  }
  return plans;
}
