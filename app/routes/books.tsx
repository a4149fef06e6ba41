import { data } from "react-router";
import { listRouteData } from "~/features/catalogue/book-list.server";
import { BookListView } from "~/features/catalogue/components/book-list-view";
import { Breadcrumbs } from "~/features/catalogue/components/breadcrumbs";
import { LANDING_PRICE_CAPS } from "~/features/catalogue/home.server";
import { booksCountLabel } from "~/features/catalogue/labels";
import { type ListParams, listRefinements } from "~/features/catalogue/list-params";
import { breadcrumbJsonLd, itemListJsonLd, pageMeta } from "~/features/seo/meta";
import { catalogueHeaders, loaderCacheHeaders } from "~/lib/http";
import { formatLei } from "~/lib/money";
import { LEI_FORMS, plural } from "~/lib/plural";
import type { Route } from "./+types/books";

/** The heading of /carti follows its best-known filters (the spec's links to it use them). */
function listTitle(params: ListParams): string {
  if (params.formats.length === 1 && params.formats[0] === "pachet-promotional")
    return "Pachete promoționale";
  if (params.priceMax !== undefined && params.priceMin === undefined)
    return `Cărți sub ${
      params.priceMax % 100 === 0
        ? plural(params.priceMax / 100, LEI_FORMS)
        : formatLei(params.priceMax)
    }`;
  if (params.order === "cele-mai-vandute" && params.formats.length === 0)
    return "Cele mai vândute cărți";
  return "Toate cărțile";
}

/**
 * The spec's own links to /carti (home, footer): books under 20 lei, the promotional packs.
 * Landings of their own, indexed (robots.txt lets them be crawled) though they carry a filter;
 * another price cap is a filter like any other.
 */
function isLanding(params: ListParams): boolean {
  const refinements = listRefinements(params).join(",");
  return (
    (refinements === "pret-maxim" &&
      params.priceMax !== undefined &&
      LANDING_PRICE_CAPS.includes(params.priceMax)) ||
    (refinements === "tip-produs" &&
      params.formats.length === 1 &&
      params.formats[0] === "pachet-promotional")
  );
}

/**
 * How many of the list's books are in stock or on pre-order (the availability facet's counts),
 * for the description; null when the shopper filtered by availability, which those counts ignore.
 */
function availableCount(
  params: ListParams,
  availability: { value: string; count: number }[],
): number | null {
  if (params.availability.length > 0) return null;
  return availability
    .filter((a) => a.value === "in-stoc" || a.value === "precomanda")
    .reduce((sum, a) => sum + a.count, 0);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await listRouteData(context, request, "/carti", {});
  return data(
    {
      ...page,
      // An empty list (a price cap under every price) is no page to index, landing or not.
      refined: (page.refined && !isLanding(page.listParams)) || page.list.total === 0,
      title: listTitle(page.listParams),
      available: availableCount(page.listParams, page.list.facets.availability),
    },
    { headers: catalogueHeaders() },
  );
}

export function headers(args: Route.HeadersArgs) {
  return loaderCacheHeaders(args);
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [];
  return pageMeta({
    title: `${page.title}${page.list.page > 1 ? ` – pagina ${page.list.page}` : ""}`,
    description:
      page.available === null
        ? `${page.title}: ${booksCountLabel(page.list.total)}, livrare rapidă în toată România.`
        : `${page.title}: ${booksCountLabel(page.available)} în stoc sau la precomandă, livrare rapidă în toată România.`,
    canonical: page.canonical,
    noindex: page.refined,
    jsonLd: [
      itemListJsonLd(page.storeUrl, page.list.books, page.offset),
      breadcrumbJsonLd(page.storeUrl, [{ name: "Cărți", url: "/carti" }]),
    ],
  });
}

export default function BooksPage({ loaderData }: Route.ComponentProps) {
  const { list, listParams, path, title } = loaderData;
  return (
    <>
      <Breadcrumbs items={[{ name: "Cărți", url: "/carti" }]} />
      <h1 className="mb-4 font-serif text-3xl font-bold">{title}</h1>
      <BookListView path={path} list={list} params={listParams} />
    </>
  );
}
