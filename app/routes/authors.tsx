import { data } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import {
  authorIndexPage,
  type IndexLetter,
  parseIndexLetter,
  parseIndexPage,
} from "~/features/catalogue/authors.server";
import { Breadcrumbs } from "~/features/catalogue/components/breadcrumbs";
import { Pagination } from "~/features/catalogue/components/pagination";
import { booksCountLabel } from "~/features/catalogue/labels";
import { breadcrumbJsonLd, notFoundMeta, pageMeta } from "~/features/seo/meta";
import { catalogueHeaders, loaderCacheHeaders, notFound } from "~/lib/http";
import { authorPath } from "~/lib/paths";
import { plural } from "~/lib/plural";
import type { Route } from "./+types/authors";

const CRUMBS = [{ name: "Autori", url: "/autori" }];

function indexHref(letter: IndexLetter | null, page = 1): string {
  const search = new URLSearchParams();
  if (letter) search.set("litera", letter);
  if (page > 1) search.set("pagina", String(page));
  const text = search.toString();
  return `/autori${text ? `?${text}` : ""}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const letter = parseIndexLetter(search.get("litera"));
  const index = await authorIndexPage(context.db, letter, parseIndexPage(search.get("pagina")));
  if (!index) throw notFound();
  return data(
    {
      index,
      canonical: `${context.store.publicUrl}${indexHref(letter, index.page)}`,
      storeUrl: context.store.publicUrl,
    },
    { headers: catalogueHeaders() },
  );
}

export function headers(args: Route.HeadersArgs) {
  return loaderCacheHeaders(args);
}

/** "1 autor", "19 autori", "20 de autori". */
function authorsCountLabel(total: number): string {
  return plural(total, { one: "autor", few: "autori", other: "de autori" });
}

function letterLabel(letter: IndexLetter | null): string {
  return letter ? `Autori – litera ${letter.toUpperCase()}` : "Autori de la A la Z";
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return notFoundMeta();
  const { index } = page;
  const title = `${letterLabel(index.letter)}${index.page > 1 ? ` – pagina ${index.page}` : ""}`;
  return pageMeta({
    title,
    description: `${letterLabel(index.letter)}: ${authorsCountLabel(index.total)} și cărțile lor, livrare rapidă în toată România.`,
    canonical: page.canonical,
    // A letter no author's name starts with: an empty page, not one to index.
    noindex: index.total === 0,
    jsonLd: [breadcrumbJsonLd(page.storeUrl, CRUMBS)],
  });
}

export default function AuthorsPage({ loaderData }: Route.ComponentProps) {
  const { index } = loaderData;
  const cell =
    "inline-flex min-w-9 items-center justify-center rounded border px-2 py-1.5 text-sm font-semibold";
  return (
    <>
      <Breadcrumbs items={CRUMBS} />
      <h1 className="mb-4 font-serif text-3xl font-bold">Autori</h1>
      <nav aria-label="Autori după literă" className="mb-6">
        <ul className="flex flex-wrap gap-1.5">
          <li>
            {index.letter === null ? (
              <span
                aria-current="page"
                className={`${cell} border-brand-700 bg-brand-700 text-white`}
              >
                Toți
              </span>
            ) : (
              <PageLink
                to={indexHref(null)}
                className={`${cell} border-stone-300 hover:bg-stone-100`}
              >
                Toți
              </PageLink>
            )}
          </li>
          {index.letters.map(({ letter, count }) => (
            <li key={letter}>
              {letter === index.letter ? (
                <span
                  aria-current="page"
                  className={`${cell} border-brand-700 bg-brand-700 text-white`}
                >
                  {letter.toUpperCase()}
                </span>
              ) : count > 0 ? (
                <PageLink
                  to={indexHref(letter)}
                  aria-label={`Litera ${letter.toUpperCase()}`}
                  className={`${cell} border-stone-300 hover:bg-stone-100`}
                >
                  {letter.toUpperCase()}
                </PageLink>
              ) : (
                <span className={`${cell} border-stone-200 text-stone-500`}>
                  {letter.toUpperCase()}
                  <span className="sr-only"> (niciun autor)</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className="mb-4 text-stone-700">
        {authorsCountLabel(index.total)}
        {index.letter ? ` la litera ${index.letter.toUpperCase()}` : ""}
        {index.pageCount > 1 ? ` · pagina ${index.page} din ${index.pageCount}` : ""}
      </p>
      {index.authors.length > 0 ? (
        <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2 md:grid-cols-3">
          {index.authors.map((author) => (
            <li key={author.slug} className="flex items-baseline justify-between gap-2">
              <PageLink to={authorPath(author.slug)} className="font-semibold hover:underline">
                {author.name}
              </PageLink>
              <span className="shrink-0 text-sm text-stone-600">
                {booksCountLabel(author.bookCount)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded border border-stone-200 bg-stone-50 p-6 text-center">
          Nu avem încă autori la această literă.
        </p>
      )}
      <Pagination
        page={index.page}
        pageCount={index.pageCount}
        hrefFor={(page) => indexHref(index.letter, page)}
      />
    </>
  );
}
