// Shapes the campaign widgets receive from the JSON API (no server code: the browser imports it).

/** The spec's popup type ids (section 3). */
export const POPUP_TYPE = {
  easterEgg: 1,
  discountPopup2: 2,
  heart: 3,
  fortuneCookie: 4,
  discountPopup5: 5,
  discountPopup3: 6,
} as const;

export interface SurpriseStep {
  h1: string;
  p: string;
}

/**
 * GET /api/popup-campaigns: every popup campaign that is active now or can be forced by its
 * query flag (`?egg=1` …). The browser shows a popup when `active` or its flag is 1, and hides
 * it once the voucher cookie holds `name`.
 */
export interface PopupCampaign {
  campaignTypeId: number;
  /** Also the voucher code the popup hands out (surprise popups). */
  name: string;
  slug: string;
  startDate: string | null;
  endDate: string | null;
  active: boolean;
  queryFlag: string | null;
  /** Widget kind: "surprise" popups (egg, heart, discount popups), "fortune-cookie", "wheel"… */
  kind: string;
  /** The three steps of a surprise popup, in Romanian. */
  steps: SurpriseStep[];
  /** Variant of a surprise popup: "egg" | "heart" | "discount" | "cinema" | "ten-lei". */
  variant: string | null;
  /** Chat lines of the cinema variant, shown at 3, 6 and 9 s. */
  chat: string[];
}

/** A prize of the wheel or the fortune cookie as the widget draws it (no weights, no codes). */
export interface PrizeView {
  /** The prize id the spec knows (2 on the wheel is "try again"). */
  id: number;
  /** Sanitised HTML message. */
  name: string;
  value: string;
  bgColor: string;
  color: string;
  imgFileName: string | null;
}

/** GET /api/campaigns/{slug}/prizes */
export interface PrizeList {
  campaign: { slug: string; name: string; kind: string; active: boolean };
  prizes: PrizeView[];
  /** The visitor's prize already drawn in this campaign, with its voucher code. */
  won: DrawResult | null;
}

/**
 * POST /api/campaigns/{slug}/draw: the server draws by the prizes' weights, once per visitor and
 * campaign. `code` is the single-use voucher the prize issued (null for "try again" or nothing);
 * the widget stores it in the voucher cookie, and the cart quote honours it.
 */
export interface DrawResult {
  prize: PrizeView;
  code: string | null;
  /** True when the visitor had drawn before: the same prize comes back. */
  repeated: boolean;
  /** True for "try again": nothing stored, the visitor may draw again. */
  retry: boolean;
}
