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

/** One level of the puzzle (spec section 9): its clock, its pieces per side and its prize. */
export interface PuzzleLevel {
  level: number;
  minutes: number;
  /** Pieces per side: 2 means 2×2. */
  grid: number;
  percent: number;
}

/** A level as the campaign's settings hold it, with the code a finished level gets. */
export interface PuzzleLevelWithCode extends PuzzleLevel {
  code: string;
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
  /** The puzzle's levels; empty for other kinds (and for a puzzle whose settings are malformed). */
  puzzleLevels?: PuzzleLevel[];
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

/**
 * GET /api/campaigns/flash-package: the flash-package campaign's offer (spec section 3, "Flash
 * offer"). `price` is the pack's current price (the campaign price already applied), `oldPrice`
 * its PRP, `economy` what the pack saves against its books bought one by one. Money in bani.
 */
export interface FlashOffer {
  title: string;
  economy: number;
  price: number;
  oldPrice: number | null;
  /**
   * The campaign price in force for the pack (ours, beyond the spec's shape): a reduced price is
   * shown with the lowest price of the 30 days before it (Directive 2019/2161), as on its page.
   */
  promotion: { label: string; lowestPriorPrice: number } | null;
  products: { imageUrl: string | null; title: string }[];
  productId: number;
  imageUrl: string | null;
}

/** PUT /api/product/hit-flash-package/{action}/{productId}: the widget's tracking hits. */
export const FLASH_HIT_ACTIONS = ["addToCart", "minimize", "viewDetails", "viewOffer"] as const;
export type FlashHitAction = (typeof FLASH_HIT_ACTIONS)[number];

export function isFlashHitAction(value: string): value is FlashHitAction {
  return (FLASH_HIT_ACTIONS as readonly string[]).includes(value);
}

/** A gala nominee as the vote page shows it. */
export interface GalaNomineeView {
  id: number;
  name: string;
  /** The author(s) of a nominated book, or a line about a nominated person. */
  description: string;
  coverUrl: string | null;
}

export interface GalaCategoryView {
  id: number;
  slug: string;
  name: string;
  nominees: GalaNomineeView[];
  /** The nominee this visitor voted for in the category, if any. */
  votedFor: number | null;
}

/** A category's results: nominees by votes, with whole percents that add up to 100. */
export interface GalaCategoryResults {
  id: number;
  name: string;
  totalVotes: number;
  nominees: { id: number; name: string; votes: number; percent: number }[];
  votedFor: number | null;
}

/** Open: votes are taken. Upcoming and ended: the pages say the vote is closed. */
export type GalaState = "open" | "upcoming" | "ended";

/** What the pages say about the gala: its name, state and days (in Bucharest). */
export interface GalaSummary {
  name: string;
  state: GalaState;
  opensOn: string | null;
  /** The last day of voting (the window's end is exclusive). */
  closesOn: string | null;
}

/** What the wedding promo shows: its step's texts and the page it leads to. */
export interface WeddingPromoView {
  slug: string;
  title: string;
  text: string;
  /** A path of the shop ("/carti/…"), or null when the campaign names none. */
  link: string | null;
}

/**
 * GET /api/campaigns/wedding: whether this visitor sees the wedding promo (decided on the server
 * by the visitor's city, or forced by the campaign's query flag), with its texts when shown.
 */
export interface WeddingPromoAnswer {
  show: boolean;
  campaign: WeddingPromoView | null;
}
