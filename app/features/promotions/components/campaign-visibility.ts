// Which campaign widgets a page shows (spec section 4, promo popups in general): a popup is on
// when its window is active or its query flag is 1, and off once the voucher cookie holds the
// campaign's name. Fortune cookie and wheel show by themselves once per 6 hours (first-time
// cookies); a query flag asks for them explicitly and skips that wait.
import type { PopupCampaign } from "../types";
import { parseVoucherCookie, VOUCHER_COOKIE } from "../voucher-cookie";
import { cookieFrom } from "./campaign-cookies";
import { FIRST_TIME_COOKIE, PRIZE_COOKIE } from "./widget-constants";

export type WidgetKind = "surprise" | "fortune-cookie" | "wheel";

export interface WidgetPlan {
  kind: WidgetKind;
  campaign: PopupCampaign;
  /** Opens by itself on scroll; otherwise only its launcher shows (the wheel after a prize). */
  autoOpen: boolean;
  /** A prize was drawn before: the widget starts on it. */
  hasPrize: boolean;
}

function isWidgetKind(kind: string): kind is WidgetKind {
  return kind === "surprise" || kind === "fortune-cookie" || kind === "wheel";
}

export function planWidgets(
  campaigns: PopupCampaign[],
  search: URLSearchParams,
  cookies: string,
): WidgetPlan[] {
  const voucher = parseVoucherCookie(cookieFrom(cookies, VOUCHER_COOKIE));
  const plans: WidgetPlan[] = [];
  for (const campaign of campaigns) {
    const kind = campaign.kind;
    if (!isWidgetKind(kind)) continue;
    const forced = campaign.queryFlag !== null && search.get(campaign.queryFlag) === "1";
    if (!campaign.active && !forced) continue;
    if (voucher !== null && voucher === campaign.name) continue;
    if (kind === "surprise") {
      plans.push({ kind, campaign, autoOpen: true, hasPrize: false });
      continue;
    }
    // One wheel and one fortune cookie at most: each kind shares its cookies.
    if (plans.some((plan) => plan.kind === kind)) continue;
    const seen = !forced && cookieFrom(cookies, FIRST_TIME_COOKIE[kind]) !== null;
    const hasPrize = Boolean(cookieFrom(cookies, PRIZE_COOKIE[kind]));
    if (kind === "fortune-cookie") {
      if (!seen) plans.push({ kind, campaign, autoOpen: true, hasPrize });
      continue;
    }
    // The wheel stays reachable from its tab; after a prize it starts closed, on the prize.
    plans.push({ kind, campaign, autoOpen: !seen && !hasPrize, hasPrize });
  }
  return plans;
}
