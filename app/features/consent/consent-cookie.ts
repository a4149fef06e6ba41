// The visitor's cookie choice, kept in the first-party `coperta_consent` cookie so that both the
// server (tracking calls) and the browser (banner, trackers) read the same thing. The server
// writes it (POST /api/consent) when it has recorded the choice; it is not HttpOnly because the
// browser decides from it what may load. Shared by browser and server: no imports.
//
// Value: `v=<policy version>&d=<ISO date>&a=<0|1>&m=<0|1>&id=<random id>`.

export const CONSENT_COOKIE = "coperta_consent";

export type ConsentCategory = "necessary" | "analytics" | "marketing";

export interface Consent {
  /** The policy version the choice was given for; another version asks again. */
  version: string;
  /** When it was given (ISO). */
  date: string;
  analytics: boolean;
  marketing: boolean;
  /** A random id: the server records only its digest, so choices of one browser can be linked. */
  id: string;
}

const VERSION = /^[A-Za-z0-9._-]{1,32}$/;
const ID = /^[A-Za-z0-9_-]{16,64}$/;
const FLAG = /^[01]$/;

export function formatConsentCookie(consent: Consent): string {
  return [
    `v=${consent.version}`,
    `d=${consent.date}`,
    `a=${consent.analytics ? 1 : 0}`,
    `m=${consent.marketing ? 1 : 0}`,
    `id=${consent.id}`,
  ].join("&");
}

/** The choice a cookie value holds, or null when it is absent or not one the shop wrote. */
export function parseConsentCookie(raw: string | null | undefined): Consent | null {
  if (!raw || raw.length > 300) return null;
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const fields = new URLSearchParams(value);
  const version = fields.get("v") ?? "";
  const date = fields.get("d") ?? "";
  const analytics = fields.get("a") ?? "";
  const marketing = fields.get("m") ?? "";
  const id = fields.get("id") ?? "";
  if (!VERSION.test(version) || !ID.test(id) || !FLAG.test(analytics) || !FLAG.test(marketing)) {
    return null;
  }
  if (Number.isNaN(Date.parse(date))) return null;
  return { version, date, analytics: analytics === "1", marketing: marketing === "1", id };
}

/** The raw value of cookie `name` in a Cookie header or `document.cookie`, or null. */
export function cookieValue(cookies: string | null | undefined, name: string): string | null {
  if (!cookies) return null;
  for (const part of cookies.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The choice in a Cookie header or `document.cookie`. */
export function consentFromCookies(cookies: string | null | undefined): Consent | null {
  return parseConsentCookie(cookieValue(cookies, CONSENT_COOKIE));
}

/**
 * Whether a category may be used: necessary always; the others only with a choice given for the
 * current policy version that said yes to them.
 */
export function allows(
  consent: Consent | null,
  currentVersion: string,
  category: ConsentCategory,
): boolean {
  if (category === "necessary") return true;
  if (!consent || consent.version !== currentVersion) return false;
  return category === "analytics" ? consent.analytics : consent.marketing;
}
