// The spec's numbers for the campaign widgets (section 9), in one place.

/** Voucher cookies from the egg, surprise popups, puzzle, ten-lei egg, fortune cookie and wheel: 6 hours. */
export const CAMPAIGN_VOUCHER_MAX_AGE_S = 6 * 60 * 60;
/** First-time popup cookies: a popup shows once per 6 hours. */
export const FIRST_TIME_MAX_AGE_S = 6 * 60 * 60;
/** The won prize's id is kept as long as the voucher it came with. */
export const PRIZE_COOKIE_MAX_AGE_S = CAMPAIGN_VOUCHER_MAX_AGE_S;

/** The prize wheel turns for 5,000 ms. */
export const WHEEL_SPIN_MS = 5000;
/** Whole turns the wheel makes before landing, so the spin reads as a spin. */
export const WHEEL_TURNS = 6;

/** The ten-lei egg's voucher (ECONOMISESC10LEI): 10 lei off orders of at least 30 lei, in bani. */
export const TEN_LEI_VALUE = 1000;
export const TEN_LEI_MIN_ORDER = 3000;

/** The cinema popup's scripted chat: one message at 3, 6 and 9 seconds. */
export const CINEMA_CHAT_DELAYS_MS = [3000, 6000, 9000] as const;

export const FIRST_TIME_COOKIE = {
  "fortune-cookie": "fortuneCookieFirstTime",
  wheel: "wheelOfFortuneFirstTime",
  puzzle: "puzzleFirstTime",
} as const;

export const PRIZE_COOKIE = {
  wheel: "wheelOfFortunePrizeId",
  // Not named by the spec: the cookie's own, so a wheel prize never opens the cookie and back.
  "fortune-cookie": "fortuneCookiePrizeId",
} as const;

/** Spec section 8: the first-order request got no answer at all. */
export const FIRST_ORDER_NETWORK_ERROR = "Eroare! Vă rugăm să ne contactați!";

/** The puzzle: a 1 s pause once solved before it says so, then 0.5 s to the confetti and the code. */
export const PUZZLE_COMPLETE_DELAY_MS = 1000;
export const PUZZLE_CELEBRATE_DELAY_MS = 500;
/** Pieces closer than 20 px to their neighbour's place snap to it. */
export const PUZZLE_SNAP_PROXIMITY = 20;
/** The puzzle's board: 800×600, 400 px high (same aspect) on screens under 768 px. */
export const PUZZLE_BOARD = { width: 800, height: 600 } as const;
export const PUZZLE_SMALL_BOARD_HEIGHT = 400;
export const PUZZLE_SMALL_SCREEN_BELOW_PX = 768;
/** Spec section 8: the puzzle's time ran out. */
export const PUZZLE_EXPIRED_MESSAGE =
  "Ne pare rău! Nu ai reușit să termini puzzle-ul la timp. Încearcă din nou!";

/** Other scripts open or close the prize wheel with this window event (spec: it toggles). */
export const WHEEL_TOGGLE_EVENT = "toggleWheelOfFortune";
/**
 * A surprise popup, once closed, says so with this window event (spec section 4: "closing emits a
 * toggle event"), detail `{ campaign: slug, open: false }`. Nothing in the shop listens: it is for
 * other scripts (trackers, a chat) that must know the popup is gone.
 */
export const SURPRISE_TOGGLE_EVENT = "toggleSurprisePopup";

/** The WOW popup shows once per 6 hours; the chosen book's id is kept as long as its voucher. */
export const WOW_FIRST_TIME_COOKIE = "popupPriceWowFirstTime";
export const WOW_CHOICE_COOKIE = "wowBestsellerId";
export const DAY_OFFER_FIRST_TIME_COOKIE = "dayOfferPopupFirstTime";

/** The gala invitation, once closed, stays closed: this localStorage key says so (spec 3, 4). */
export const GALA_CLOSED_KEY = "popupVoteazaGalaClosed";
/** The wedding promo, once closed, stays closed for the session (a sessionStorage key). */
export const WEDDING_CLOSED_KEY = "popupNuntaClosed";

/** The flash package shows 3 steps, each turning to success after 2,000 ms (spec section 9). */
export const FLASH_PACKAGE_STEPS = 3;
export const FLASH_STEP_DELAY_MS = 2000;

/** The donation bar's goal, 10,000 books, and the count shown when the call fails (spec 8, 9). */
export const DONATION_GOAL = 10_000;
export const DONATION_FALLBACK_COUNT = 1579;
