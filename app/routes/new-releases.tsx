import { data } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { bookListPage } from "~/features/catalogue/book-list.server";
import { BookCardGrid } from "~/features/catalogue/components/book-card-grid";
import { EAGER_COVERS } from "~/features/catalogue/components/book-cover";
import { Breadcrumbs } from "~/features/catalogue/components/breadcrumbs";
import { dayNumber } from "~/features/catalogue/list-index/catalogue-index";
import { parseListParams } from "~/features/catalogue/list-params.server";
import { RECENT_RELEASES_DAYS } from "~/features/catalogue/new-books";
import { itemListJsonLd, pageMeta } from "~/features/seo/meta";
import { addDays, todayInShop } from "~/lib/dates";
import { catalogueHeaders, loaderCacheHeaders } from "~/lib/http";
import type { Route } from "./+types/new-releases";

const SECTION_SIZE = 24;

export async function loader({ context }: Route.LoaderArgs) {
  const today = todayInShop();
  const none = new URLSearchParams();
  const [released, upcoming] = await Promise.all([
    bookListPage(
      context.db,
      parseListParams(none, "cele-mai-noi"),
      {
        publishedFrom: dayNumber(addDays(today, -RECENT_RELEASES_DAYS)),
        publishedTo: dayNumber(today),
      },
      today,
      SECTION_SIZE,
    ),
    bookListPage(
      context.db,
      { ...parseListParams(none, "cele-mai-vandute"), availability: ["precomanda"] },
      {},
      today,
      SECTION_SIZE,
    ),
  ]);
  return data(
    { released, upcoming, storeUrl: context.store.publicUrl },
    { headers: catalogueHeaders() },
  );
}

export function headers(args: Route.HeadersArgs) {
  return loaderCacheHeaders(args);
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [];
  return pageMeta({
    title: "Lansări noi și precomenzi",
    description: "Cărțile apărute în ultima lună și cele care apar în curând, la precomandă.",
    canonical: `${page.storeUrl}/noutati`,
    jsonLd: [itemListJsonLd(page.storeUrl, [...page.released.books, ...page.upcoming.books])],
  });
}

export default function NewReleasesPage({ loaderData }: Route.ComponentProps) {
  const { released, upcoming } = loaderData;
  return (
    <>
      <Breadcrumbs items={[{ name: "Noutăți", url: "/noutati" }]} />
      <h1 className="mb-6 font-serif text-3xl font-bold">Lansări noi și precomenzi</h1>
      <section aria-labelledby="aparute-recent" className="mb-10">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="aparute-recent" className="text-2xl font-bold">
            Apărute recent
          </h2>
          <PageLink to="/carti/noutati" className="text-brand-700 underline">
            Toate cărțile noi
          </PageLink>
        </div>
        {released.books.length ? (
          <BookCardGrid books={released.books} eagerCount={EAGER_COVERS} />
        ) : (
          <p>Nu au apărut cărți noi în ultimele {RECENT_RELEASES_DAYS} de zile.</p>
        )}
      </section>
      <section aria-labelledby="precomenzi">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="precomenzi" className="text-2xl font-bold">
            În curând, la precomandă
          </h2>
          <PageLink to="/carti?disponibilitate=precomanda" className="text-brand-700 underline">
            Toate precomenzile ({upcoming.total})
          </PageLink>
        </div>
        {upcoming.books.length ? (
          <BookCardGrid books={upcoming.books} />
        ) : (
          <p>Nu avem cărți la precomandă acum.</p>
        )}
      </section>
    </>
  );
}
