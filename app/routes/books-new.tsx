import { data } from "react-router";
import { listRouteData } from "~/features/catalogue/book-list.server";
import { BookListView } from "~/features/catalogue/components/book-list-view";
import { Breadcrumbs } from "~/features/catalogue/components/breadcrumbs";
import { booksCountLabel } from "~/features/catalogue/labels";
import { NEW_BOOKS_DAYS } from "~/features/catalogue/new-books";
import { newBooksWindow } from "~/features/catalogue/new-books.server";
import { breadcrumbJsonLd, itemListJsonLd, pageMeta } from "~/features/seo/meta";
import { todayInShop } from "~/lib/dates";
import { catalogueHeaders, loaderCacheHeaders } from "~/lib/http";
import type { Route } from "./+types/books-new";

const CRUMBS = [
  { name: "Cărți", url: "/carti" },
  { name: "Noutăți", url: "/carti/noutati" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const today = todayInShop();
  const page = await listRouteData(
    context,
    request,
    "/carti/noutati",
    newBooksWindow(today),
    "cele-mai-noi",
  );
  return data(page, { headers: catalogueHeaders() });
}

export function headers(args: Route.HeadersArgs) {
  return loaderCacheHeaders(args);
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [];
  return pageMeta({
    title: `Cărți noi${page.list.page > 1 ? ` – pagina ${page.list.page}` : ""}`,
    description: `Cărțile apărute în ultimele ${NEW_BOOKS_DAYS} de zile: ${booksCountLabel(page.list.total)} noi.`,
    canonical: page.canonical,
    noindex: page.refined,
    jsonLd: [
      itemListJsonLd(page.storeUrl, page.list.books, page.offset),
      breadcrumbJsonLd(page.storeUrl, CRUMBS),
    ],
  });
}

export default function NewBooksPage({ loaderData }: Route.ComponentProps) {
  const { list, listParams, path, defaultOrder } = loaderData;
  return (
    <>
      <Breadcrumbs items={CRUMBS} />
      <h1 className="mb-2 font-serif text-3xl font-bold">Cărți noi</h1>
      <p className="mb-4 text-stone-700">Cărțile apărute în ultimele {NEW_BOOKS_DAYS} de zile.</p>
      <BookListView path={path} list={list} params={listParams} defaultOrder={defaultOrder} />
    </>
  );
}
