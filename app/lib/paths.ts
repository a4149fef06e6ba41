// The shop's addresses of a book, category, author or publisher, built in one place so that
// links, redirects, canonical URLs, sitemaps and API answers cannot drift apart. Slugs go in as
// they are: they are already URL-safe (see slug.ts); a caller that holds raw text encodes it.

import { localPath } from "./local-path";

export const bookPath = (slug: string) => `/carte/${slug}`;
export const bookDistributionPath = (slug: string) => `/carte-distributie/${slug}`;
export const bookReviewsPath = (slug: string) => `/recenzie-carte-${slug}`;
export const bookPreviewPath = (slug: string) => `/rasfoieste-carte-${slug}`;
/** The link that puts the book in the cart and opens it. */
export const quickAddPath = (slug: string) => `/addtocart/${slug}`;

export const categoryPath = (slug: string) => `/carti/${slug}`;
export const authorPath = (slug: string) => `/autor/${slug}`;
export const publisherPath = (slug: string) => `/editura/${slug}`;

// Content pages and the blog (features/content).
export const BLOG_PATH = "/blog";
export const blogPostPath = (slug: string) => `/blog/${slug}`;
/** A campaign's rules as a PDF document, and as a page. */
export const rulesPdfPath = (slug: string) => `/regulamente/${slug}.pdf`;
export const rulesPagePath = (slug: string) => `/regulament/${slug}`;
/** The help page: plain for the terms and conditions, `?section=N` for the page `ajutor-N`. */
export const HELP_PATH = "/ajutor";
export const TERMS_SLUG = "termeni";
const HELP_SECTION_SLUG = /^ajutor-([1-9]\d?)$/;

/** The help section number a help page's slug names (`ajutor-4` → 4), or null. */
export function helpSectionOf(slug: string): number | null {
  const match = HELP_SECTION_SLUG.exec(slug);
  return match ? Number(match[1]) : null;
}

/**
 * Where a content page is shown, or null when no route shows it: a page of kind "page" at
 * /{slug} (its route is in routes.ts), the help pages on /ajutor, rules on /regulament/{slug}.
 */
export function contentPagePath(kind: "page" | "help" | "rules", slug: string): string | null {
  if (kind === "rules") return rulesPagePath(slug);
  if (kind === "page") return `/${slug}`;
  if (slug === TERMS_SLUG) return HELP_PATH;
  const section = helpSectionOf(slug);
  return section === null ? null : `${HELP_PATH}?section=${section}`;
}

/**
 * Where a browser-kept item's stored `url` links, or null for no link. Lists written by the old
 * shop hold a bare product url; anything else that is not a path on this site (another host, a
 * script URL planted in localStorage) gets no link.
 */
export function bookHref(url: string): string | null {
  if (url.startsWith("/")) return localPath(url);
  if (/^[a-z0-9][a-z0-9-]*$/i.test(url)) return bookPath(url);
  return null;
}
