// GET /robots.txt: crawl everything but private areas and filtered or re-sorted lists.

/** List parameters that only filter or reorder a list: crawling them multiplies the same books. */
export const FILTER_PARAMS = [
  "autor",
  "editura",
  "limba",
  "disponibilitate",
  "pret-minim",
  "pret-maxim",
  "tip-produs",
  "ordonare",
] as const;

const PRIVATE_PATHS = ["/api/", "/cos/", "/account/", "/cautare"] as const;

/**
 * The filtered lists that are landings of their own (the home page's and the footer's links, see
 * routes/books.tsx): crawled and indexed. The longest matching rule wins, so these beat the
 * filter rules; a further filter on them asks not to be indexed on the page itself.
 */
const LANDING_PATHS = ["/carti?pret-maxim=", "/carti?tip-produs=pachet-promotional"] as const;

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    ...LANDING_PATHS.map((path) => `Allow: ${path}`),
    ...FILTER_PARAMS.map((name) => `Disallow: /*?*${name}=`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
