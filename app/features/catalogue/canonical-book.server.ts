// One book asked for by the slug in an address (/carte/{productUrl} and the pages and API calls
// built on it): found, moved, or missing. Addresses in another spelling (capitals, diacritics,
// percent-encoding) and the slugs of renamed books move permanently to the canonical one, so
// search engines and old links end on one address per book.
import { redirect } from "react-router";
import { notFound } from "~/lib/http";
import { normaliseUrlSegment } from "~/lib/slug";
import type { Database } from "../../../db/client.server";
import { type BookLookup, findBookBySlug } from "./book-page.server";

/**
 * The book named by `segment` (a URL segment as routed): `found` only when `segment` is exactly
 * its slug; `moved` (to the canonical slug) when it names the book another way; else `missing`.
 */
export async function findCanonicalBook(
  db: Database,
  segment: string,
  today: string,
): Promise<BookLookup> {
  const slug = normaliseUrlSegment(segment);
  if (!slug) return { kind: "missing" };
  const found = await findBookBySlug(db, slug, today);
  if (found.kind === "found" && segment !== found.book.slug) {
    return { kind: "moved", slug: found.book.slug };
  }
  return found;
}

/**
 * For pages: the book at its canonical address. Throws the 404 page when there is no such book,
 * and a 301 to `pathOf(slug)` (the same page under the canonical slug) when it moved, keeping
 * `search`, the request's query string (campaign tags, a popup's flag, `?pagina=2`).
 */
export async function requireCanonicalBook(
  db: Database,
  segment: string,
  {
    today,
    pathOf,
    search = "",
  }: { today: string; pathOf: (slug: string) => string; search?: string },
): Promise<Extract<BookLookup, { kind: "found" }>> {
  const found = await findCanonicalBook(db, segment, today);
  if (found.kind === "missing") throw notFound();
  if (found.kind === "moved") throw redirect(`${pathOf(found.slug)}${querySuffix(search)}`, 301);
  return found;
}

/** A URL's `search` ("?a=1", or "" when there is none), with or without its "?". */
function querySuffix(search: string): string {
  const query = search.startsWith("?") ? search.slice(1) : search;
  return query ? `?${query}` : "";
}
