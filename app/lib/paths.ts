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
