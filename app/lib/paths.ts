// The shop's addresses of a book, category, author or publisher, built in one place so that
// links, redirects, canonical URLs, sitemaps and API answers cannot drift apart. Slugs go in as
// they are: they are already URL-safe (see slug.ts); a caller that holds raw text encodes it.

export const bookPath = (slug: string) => `/carte/${slug}`;
export const bookDistributionPath = (slug: string) => `/carte-distributie/${slug}`;
export const bookReviewsPath = (slug: string) => `/recenzie-carte-${slug}`;
export const bookPreviewPath = (slug: string) => `/rasfoieste-carte-${slug}`;
/** The link that puts the book in the cart and opens it. */
export const quickAddPath = (slug: string) => `/addtocart/${slug}`;

export const categoryPath = (slug: string) => `/carti/${slug}`;
export const authorPath = (slug: string) => `/autor/${slug}`;
export const publisherPath = (slug: string) => `/editura/${slug}`;

/**
 * Where a browser-kept item's stored `url` links, or null for no link. Lists written by the old
 * shop hold a bare product url; anything else that is not a path on this site (another host, a
 * script URL planted in localStorage) gets no link.
 */
export function bookHref(url: string): string | null {
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  if (/^[a-z0-9][a-z0-9-]*$/i.test(url)) return bookPath(url);
  return null;
}
