import { data } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { listRouteData } from "~/features/catalogue/book-list.server";
import { BookListView } from "~/features/catalogue/components/book-list-view";
import { Breadcrumbs } from "~/features/catalogue/components/breadcrumbs";
import { booksCountLabel } from "~/features/catalogue/labels";
import { MONTH_PATTERN, monthLabel, monthSpan, shiftMonth } from "~/features/catalogue/months";
import { itemListJsonLd, pageMeta } from "~/features/seo/meta";
import { todayInShop } from "~/lib/dates";
import { catalogueHeaders, loaderCacheHeaders } from "~/lib/http";
import type { Route } from "./+types/monthly-launches";

/** Months offered in the navigation: the next three and the past year. */
const MONTHS_AHEAD = 3;
const MONTHS_BACK = 12;

// Spec: navigation and delivery info are hidden on /lansari-lunare.
export const handle = { bareLayout: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const current = todayInShop().slice(0, 7);
  const asked = new URL(request.url).searchParams.get("luna") ?? "";
  const month = MONTH_PATTERN.test(asked) ? asked : current;
  const span = monthSpan(month);
  const page = await listRouteData(
    context,
    request,
    "/lansari-lunare",
    { publishedFrom: span.from, publishedTo: span.to },
    "cele-mai-noi",
  );
  page.listParams.fixed = month === current ? {} : { luna: month };
  const months = Array.from({ length: MONTHS_AHEAD + MONTHS_BACK + 1 }, (_, i) =>
    shiftMonth(current, MONTHS_AHEAD - i),
  );
  return data({ ...page, month, current, months }, { headers: catalogueHeaders() });
}

export function headers(args: Route.HeadersArgs) {
  return loaderCacheHeaders(args);
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [];
  const label = monthLabel(page.month);
  return pageMeta({
    title: `Lansări lunare: ${label}`,
    description: `Cărțile care apar în ${label}: ${booksCountLabel(page.list.total)}.`,
    canonical: `${page.storeUrl}/lansari-lunare${page.month === page.current ? "" : `?luna=${page.month}`}`,
    jsonLd: [itemListJsonLd(page.storeUrl, page.list.books, page.offset)],
    // Any month can be asked for; one without books is no page to keep.
    noindex: page.list.total === 0 || page.refined,
  });
}

export default function MonthlyLaunchesPage({ loaderData }: Route.ComponentProps) {
  const { list, listParams, path, month, current, months, defaultOrder } = loaderData;
  return (
    <>
      <Breadcrumbs items={[{ name: "Lansări lunare", url: "/lansari-lunare" }]} />
      <h1 className="mb-4 font-serif text-3xl font-bold">Lansări lunare: {monthLabel(month)}</h1>
      <nav aria-label="Luna apariției" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {months.map((m) => (
            <li key={m}>
              <PageLink
                to={m === current ? "/lansari-lunare" : `/lansari-lunare?luna=${m}`}
                aria-current={m === month ? "page" : undefined}
                className={`inline-block rounded-full border px-3 py-1 text-sm ${
                  m === month
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-stone-300 hover:bg-stone-100"
                }`}
              >
                {monthLabel(m)}
              </PageLink>
            </li>
          ))}
        </ul>
      </nav>
      <BookListView path={path} list={list} params={listParams} defaultOrder={defaultOrder} />
    </>
  );
}
