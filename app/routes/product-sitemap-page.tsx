import { data } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { Breadcrumbs } from "~/features/catalogue/components/breadcrumbs";
import { Pagination } from "~/features/catalogue/components/pagination";
import { breadcrumbJsonLd, notFoundMeta, pageMeta } from "~/features/seo/meta";
import { PRODUCT_SITEMAP_PAGE_SIZE, productSitemapPage } from "~/features/seo/site-maps.server";
import { catalogueHeaders, loaderCacheHeaders, notFound } from "~/lib/http";
import { parsePageNumber } from "~/lib/page-number";
import { authorPath, bookPath } from "~/lib/paths";
import type { Route } from "./+types/product-sitemap-page";

const PATH = "/produs-sitemap";

const hrefFor = (page: number) => (page > 1 ? `${PATH}?pagina=${page}` : PATH);

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parsePageNumber(new URL(request.url).searchParams.get("pagina"), 1_000_000);
  const list = page === null ? null : await productSitemapPage(context.db, page);
  if (!list) throw notFound();
  return data(
    {
      list,
      first: (list.page - 1) * PRODUCT_SITEMAP_PAGE_SIZE + 1,
      canonical: `${context.store.publicUrl}${hrefFor(list.page)}`,
      storeUrl: context.store.publicUrl,
    },
    { headers: catalogueHeaders() },
  );
}

export function headers(args: Route.HeadersArgs) {
  return loaderCacheHeaders(args);
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return notFoundMeta();
  const { list } = page;
  const suffix = list.page > 1 ? ` – pagina ${list.page}` : "";
  return pageMeta({
    title: `Toate cărțile de la A la Z${suffix}`,
    description: `Lista alfabetică a tuturor cărților din catalog, cu autorii lor${suffix}.`,
    canonical: page.canonical,
    jsonLd: [
      breadcrumbJsonLd(page.storeUrl, [
        { name: "Harta site-ului", url: "/sitemap" },
        { name: "Toate produsele", url: PATH },
      ]),
    ],
  });
}

export default function ProductSitemapPage({ loaderData }: Route.ComponentProps) {
  const { list, first } = loaderData;
  return (
    <>
      <Breadcrumbs
        items={[
          { name: "Harta site-ului", url: "/sitemap" },
          { name: "Toate produsele", url: PATH },
        ]}
      />
      <h1 className="mb-2 font-serif text-3xl font-bold">Toate cărțile de la A la Z</h1>
      <p className="mb-6 text-stone-700">
        {list.total === 0
          ? "Catalogul nu are încă nicio carte."
          : `Cărțile ${first}–${first + list.books.length - 1} din ${list.total}, în ordine alfabetică.`}
      </p>
      <ol start={first} className="list-decimal space-y-1 pl-12">
        {list.books.map((book) => (
          <li key={book.slug}>
            <PageLink
              to={bookPath(book.slug)}
              className="text-brand-700 underline-offset-2 hover:underline"
            >
              {book.title}
            </PageLink>
            {book.authors.length > 0 ? (
              <span className="text-stone-700">
                {" – "}
                {book.authors.map((author, i) => (
                  <span key={author.slug}>
                    {i > 0 ? ", " : null}
                    <PageLink
                      to={authorPath(author.slug)}
                      className="underline-offset-2 hover:underline"
                    >
                      {author.name}
                    </PageLink>
                  </span>
                ))}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <Pagination page={list.page} pageCount={list.pageCount} hrefFor={hrefFor} />
    </>
  );
}
