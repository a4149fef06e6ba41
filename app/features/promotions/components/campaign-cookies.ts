// The campaign widgets' cookies, read and written in the browser. The voucher cookie carries
// only a code: the server decides what it is worth when the cart asks for a quote.
import { CLEAR_VOUCHER_COOKIE, VOUCHER_COOKIE, voucherCookieValue } from "../voucher-cookie";
import { CAMPAIGN_VOUCHER_MAX_AGE_S } from "./widget-constants";

/** The raw value of cookie `name` in a `document.cookie` string, or null. */
export function cookieFrom(cookies: string, name: string): string | null {
  for (const part of cookies.split(";")) {
    const trimmed = part.trim();
    if (trimmed.startsWith(`${name}=`)) return trimmed.slice(name.length + 1);
  }
  return null;
}

export function readCookie(name: string): string | null {
  return cookieFrom(document.cookie, name);
}

export function setCookie(name: string, value: string, maxAgeS: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop serves
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeS}; SameSite=Lax`;
}

/** Hands the visitor a campaign voucher for 6 hours (spec section 9). */
export function setVoucherCookie(code: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = `${VOUCHER_COOKIE}=${voucherCookieValue(code)}; Path=/; Max-Age=${CAMPAIGN_VOUCHER_MAX_AGE_S}; SameSite=Lax`;
}

/** Takes the voucher back (spec section 9: cancelling the puzzle sets the voucher cookie expired). */
export function expireVoucherCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = CLEAR_VOUCHER_COOKIE;
}
