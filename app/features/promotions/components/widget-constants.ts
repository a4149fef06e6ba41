// The spec's numbers for the campaign widgets (section 9), in one place.

/** Voucher cookies from the egg, surprise popups, ten-lei egg, fortune cookie and wheel: 6 hours. */
export const CAMPAIGN_VOUCHER_MAX_AGE_S = 6 * 60 * 60;
/** First-time popup cookies: a popup shows once per 6 hours. */
export const FIRST_TIME_MAX_AGE_S = 6 * 60 * 60;
/** The won prize's id is kept as long as the voucher it came with. */
export const PRIZE_COOKIE_MAX_AGE_S = CAMPAIGN_VOUCHER_MAX_AGE_S;

/** The prize wheel turns for 5,000 ms. */
export const WHEEL_SPIN_MS = 5000;
/** Whole turns the wheel makes before landing, so the spin reads as a spin. */
export const WHEEL_TURNS = 6;
/** Prize id 2 on the wheel is "try again": nothing stored, the visitor may spin again. */
export const RETRY_PRIZE_ID = 2;

/** The ten-lei egg's voucher (ECONOMISESC10LEI): 10 lei off orders of at least 30 lei, in bani. */
export const TEN_LEI_VALUE = 1000;
export const TEN_LEI_MIN_ORDER = 3000;

/** The cinema popup's scripted chat: one message at 3, 6 and 9 seconds. */
export const CINEMA_CHAT_DELAYS_MS = [3000, 6000, 9000] as const;

export const FIRST_TIME_COOKIE = {
  "fortune-cookie": "fortuneCookieFirstTime",
  wheel: "wheelOfFortuneFirstTime",
} as const;

export const PRIZE_COOKIE = {
  wheel: "wheelOfFortunePrizeId",
  // Not named by the spec: the cookie's own, so a wheel prize never opens the cookie and back.
  "fortune-cookie": "fortuneCookiePrizeId",
} as const;

/** Spec section 8: the first-order request got no answer at all. */
export const FIRST_ORDER_NETWORK_ERROR = "Eroare! Va rugam sa ne contactati!";

/** Other scripts open or close the prize wheel with this window event (spec: it toggles). */
export const WHEEL_TOGGLE_EVENT = "toggleWheelOfFortune";
