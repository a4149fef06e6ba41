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

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    ...FILTER_PARAMS.map((name) => `Disallow: /*?*${name}=`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
