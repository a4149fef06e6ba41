// A checkout is found by a random token: the `checkout` cookie on pages (HttpOnly, so scripts
// never see it), or the `X-Checkout-Token` header for apps using the JSON calls. The database
// keeps only its SHA-256, so a leaked table cannot resume anyone's checkout.
import { createHash, randomBytes } from "node:crypto";
import { httpOnlyCookie } from "../../lib/cookies.server";

export const CHECKOUT_COOKIE = "checkout";
export const CHECKOUT_TOKEN_HEADER = "X-Checkout-Token";
/** A checkout left alone this long is forgotten (its holds expire long before). */
const COOKIE_MAX_AGE_S = 24 * 60 * 60;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newCheckoutToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashCheckoutToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The token the request carries (header first, then cookie), or null. Malformed is absent. */
export function checkoutTokenOf(request: Request): string | null {
  const header = request.headers.get(CHECKOUT_TOKEN_HEADER)?.trim();
  if (header && TOKEN_SHAPE.test(header)) return header;
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== CHECKOUT_COOKIE) continue;
    const value = rest.join("=");
    if (TOKEN_SHAPE.test(value)) return value;
  }
  return null;
}

export function checkoutCookie(token: string, options: { secure: boolean }): string {
  return httpOnlyCookie(CHECKOUT_COOKIE, token, { ...options, maxAgeSeconds: COOKIE_MAX_AGE_S });
}

/** Forgets the browser's checkout (at logout: its details stay out of the next visitor's reach). */
export function clearCheckoutCookie({ secure }: { secure: boolean }): string {
  return httpOnlyCookie(CHECKOUT_COOKIE, "", { secure, maxAgeSeconds: 0, expires: new Date(0) });
}
