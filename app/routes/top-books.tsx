import { data } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { listBookCards } from "~/features/catalogue/book-cards.server";
import { BookCardGrid } from "~/features/catalogue/components/book-card-grid";
import { EAGER_COVERS } from "~/features/catalogue/components/book-cover";
import { Breadcrumbs } from "~/features/catalogue/components/breadcrumbs";
import { activeLandings } from "~/features/catalogue/landings.server";
import { itemListJsonLd, pageMeta } from "~/features/seo/meta";
import { todayInShop } from "~/lib/dates";
import { catalogueHeaders, loaderCacheHeaders } from "~/lib/http";
import type { Route } from "./+types/top-books";

const TOP_SIZE = 24;

export async function loader({ context }: Route.LoaderArgs) {
  const [tops, books] = await Promise.all([
    activeLandings(context.db, new Date(), ["top", "recomandare"]),
    listBookCards(context.db, { order: "bestsellers", limit: TOP_SIZE, today: todayInShop() }),
  ]);
  return data({ tops, books, storeUrl: context.store.publicUrl }, { headers: catalogueHeaders() });
}

export function headers(args: Route.HeadersArgs) {
  return loaderCacheHeaders(args);
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [];
  return pageMeta({
    title: "Cărți de top",
    description: "Topurile librăriei și cele mai vândute cărți ale momentului.",
    canonical: `${page.storeUrl}/carti-de-top`,
    jsonLd: [itemListJsonLd(page.storeUrl, page.books)],
  });
}

export default function TopBooksPage({ loaderData }: Route.ComponentProps) {
  const { tops, books } = loaderData;
  return (
    <>
      <Breadcrumbs items={[{ name: "Cărți de top", url: "/carti-de-top" }]} />
      <h1 className="mb-6 font-serif text-3xl font-bold">Cărți de top</h1>
      {tops.length > 0 ? (
        <section aria-labelledby="topuri" className="mb-10">
          <h2 id="topuri" className="mb-4 text-2xl font-bold">
            Topuri și recomandări
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 desktop:grid-cols-3">
            {tops.map((top) => (
              <li key={top.path} className="rounded-lg border border-stone-200 p-4">
                <PageLink to={top.path} className="font-semibold text-brand-700 hover:underline">
                  {top.title}
                </PageLink>
                {top.intro ? (
                  <p className="mt-1 line-clamp-3 text-sm text-stone-700">{top.intro}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="cele-mai-vandute">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="cele-mai-vandute" className="text-2xl font-bold">
            Cele mai vândute cărți
          </h2>
          <PageLink to="/carti?ordonare=cele-mai-vandute" className="text-brand-700 underline">
            Vezi toate
          </PageLink>
        </div>
        <BookCardGrid books={books} eagerCount={EAGER_COVERS} />
      </section>
    </>
  );
}
