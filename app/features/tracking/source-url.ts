// What of a page's address may go to an advertising platform. Addresses can carry secrets (a
// password reset token, a confirmation link, an order's public id) and personal data (a search):
// a conversion event keeps only the path and the campaign parameters, and the pages that are the
// visitor's own (account, checkout, orders, login links) are not reported at all. Shared by the
// browser (what it sends) and the server (what it stores, whatever was sent).

/** Pages about the visitor, never reported; an address under them is cut to this prefix. */
const PRIVATE_PREFIXES = [
  "/account",
  "/login",
  "/loginIF",
  "/resetare-parola",
  "/cos/detalii-comanda",
  "/order-confirmation",
  "/order-payment",
  "/order",
  "/o",
  "/plata-test",
  "/newsletter/confirmare",
  "/newsletter/dezabonare",
];

/** Campaign parameters and click ids: what attribution needs, nothing about the visitor. */
const KEPT_PARAMETER = /^(utm_(source|medium|campaign|term|content|id)|fbclid|gclid|ttclid)$/;

/** The private prefix a path falls under, or null. */
export function privatePrefix(pathname: string): string | null {
  for (const prefix of PRIVATE_PREFIXES) {
    if (
      pathname === prefix ||
      pathname.startsWith(`${prefix}/`) ||
      pathname.startsWith(`${prefix}-`)
    ) {
      return prefix;
    }
  }
  return null;
}

/** The address as reported: origin, path (cut on private pages), campaign parameters. */
export function reportedUrl(href: string): string {
  const url = new URL(href);
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams)
    if (KEPT_PARAMETER.test(name)) kept.append(name, value);
  const query = kept.toString();
  return `${url.origin}${privatePrefix(url.pathname) ?? url.pathname}${query ? `?${query}` : ""}`;
}
