// GET /robots.txt: crawl everything but private areas and filtered or re-sorted lists.
import { LANDING_PRICE_CAPS } from "../catalogue/home.server";
import { type ListParams, listQuery, UNFILTERED_LIST } from "../catalogue/list-params";

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
 * routes/books.tsx), crawled and indexed: their first page, and their further pages as the list's
 * page links write them (wherever `pagina` falls among the parameters). Built with the lists' own
 * query function so that the rules follow its parameter order. The longest matching rule wins, so
 * these beat the shorter filter rules; `$` keeps a further filter or another value out
 * (`pret-maxim=200`), and a page that a `*` still lets through asks not to be indexed itself.
 */
export function landingAllowRules(): string[] {
  const landings: Partial<ListParams>[] = [
    ...LANDING_PRICE_CAPS.map((priceMax) => ({ priceMax })),
    { formats: ["pachet-promotional"] },
  ];
  return landings.flatMap((landing) => {
    const first = listQuery({ ...UNFILTERED_LIST, ...landing });
    // Page 2's address with its number as a wildcard: every further page.
    const further = listQuery({ ...UNFILTERED_LIST, ...landing, page: 2 }).replace(
      "pagina=2",
      "pagina=*",
    );
    return [`/carti${first}$`, `/carti${further}$`];
  });
}

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    ...landingAllowRules().map((path) => `Allow: ${path}`),
    ...FILTER_PARAMS.map((name) => `Disallow: /*?*${name}=`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
