// The spec's tracking cookies (sections 3 and 9): the ad or e-mail click a visitor came from, read
// from the landing address and kept 2 days, so a later order can be credited to it. Written only
// with marketing consent (the caller checks); withdrawing it deletes them.

export const TRACKING_COOKIES = {
  facebook: "fbcid",
  google: "googleId",
  tiktok: "tiktokid",
  mail: "mailid",
  twoPerformant: "twoperformantid",
  klaviyo: "klaviyoid",
} as const;

/** Spec section 9: tracking cookies last 2 days. */
export const TRACKING_COOKIE_MAX_AGE_S = 2 * 24 * 60 * 60;
/** Spec section 9: twoperformantid is always 123; klaviyoid is 12345 when no id is given. */
export const TWO_PERFORMANT_VALUE = "123";
export const KLAVIYO_DEFAULT_ID = "12345";

/** Click ids are opaque tokens; anything else (spaces, markup, very long) is not kept. */
const CLICK_ID = /^[\w.~-]{1,500}$/;

function clickId(search: URLSearchParams, name: string): string | null {
  const value = search.get(name)?.trim() ?? "";
  return CLICK_ID.test(value) ? value : null;
}

/**
 * The cookies a landing address calls for: fbclid (kept in Meta's fbc format,
 * `fb.1.<ms>.<fbclid>`, which the conversions calls send as `fbc`), gclid, ttclid, mailid (or the
 * campaign of a link from an e-mail), 2Performant's click parameters, and Klaviyo's `_kx` (or a
 * link tagged utm_source=klaviyo without one).
 */
export function clickIdCookies(
  search: URLSearchParams,
  now: number,
): { name: string; value: string }[] {
  const cookies: { name: string; value: string }[] = [];
  const fbclid = clickId(search, "fbclid");
  if (fbclid) cookies.push({ name: TRACKING_COOKIES.facebook, value: `fb.1.${now}.${fbclid}` });
  const gclid = clickId(search, "gclid");
  if (gclid) cookies.push({ name: TRACKING_COOKIES.google, value: gclid });
  const ttclid = clickId(search, "ttclid");
  if (ttclid) cookies.push({ name: TRACKING_COOKIES.tiktok, value: ttclid });
  const fromEmail = /^(e-?mail|newsletter)$/i.test(search.get("utm_medium") ?? "");
  const mailid = clickId(search, "mailid") ?? (fromEmail ? clickId(search, "utm_campaign") : null);
  if (mailid) cookies.push({ name: TRACKING_COOKIES.mail, value: mailid });
  if (["2pau", "2ptt", "2ptu", "2prp"].some((name) => search.has(name))) {
    cookies.push({ name: TRACKING_COOKIES.twoPerformant, value: TWO_PERFORMANT_VALUE });
  }
  const kx = clickId(search, "_kx");
  if (kx || search.has("_kx") || /^klaviyo$/i.test(search.get("utm_source") ?? "")) {
    cookies.push({ name: TRACKING_COOKIES.klaviyo, value: kx ?? KLAVIYO_DEFAULT_ID });
  }
  return cookies;
}

function cookieSuffix(maxAgeS: number): string {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  return `; Path=/; Max-Age=${maxAgeS}; SameSite=Lax${secure}`;
}

/** Writes the landing address's click cookies (with marketing consent). */
export function storeClickIds(search: string, now = Date.now()): void {
  for (const { name, value } of clickIdCookies(new URLSearchParams(search), now)) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop serves
    document.cookie = `${name}=${encodeURIComponent(value)}${cookieSuffix(TRACKING_COOKIE_MAX_AGE_S)}`;
  }
}

/** Deletes those present (no marketing consent, or no longer under the current policy). */
export function clearClickIds(): void {
  const present = new Set(document.cookie.split(";").map((part) => part.split("=")[0]?.trim()));
  for (const name of Object.values(TRACKING_COOKIES)) {
    if (!present.has(name)) continue;
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = `${name}=${cookieSuffix(0)}`;
  }
}
