// The shop's own cookies (the checkout and the session): HttpOnly, so scripts never see them, and
// SameSite=Lax, so they come along when a shopper follows a link to the shop (an e-mail's) but
// never with another site's form posts or background requests.

/** Cookies are Secure whenever the shop is served over https (its PUBLIC_URL). */
export function secureCookies(context: { env: { PUBLIC_URL: string } }): boolean {
  return context.env.PUBLIC_URL.startsWith("https:");
}

/** A Set-Cookie value; `maxAgeSeconds` 0 removes the cookie. */
export function httpOnlyCookie(
  name: string,
  value: string,
  { secure, maxAgeSeconds, expires }: { secure: boolean; maxAgeSeconds: number; expires?: Date },
): string {
  const parts = [`${name}=${value}`, "Path=/", `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`];
  if (expires) parts.push(`Expires=${expires.toUTCString()}`);
  parts.push("HttpOnly", "SameSite=Lax");
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** The value of cookie `name` in a Cookie header, or null. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    return part.slice(eq + 1).trim();
  }
  return null;
}
