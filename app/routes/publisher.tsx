import { data, redirect } from "react-router";
import { listRouteData } from "~/features/catalogue/book-list.server";
import { BookListView } from "~/features/catalogue/components/book-list-view";
import { Breadcrumbs } from "~/features/catalogue/components/breadcrumbs";
import { booksCountLabel } from "~/features/catalogue/labels";
import { findPublisher } from "~/features/catalogue/publishers.server";
import { breadcrumbJsonLd, itemListJsonLd, notFoundMeta, pageMeta } from "~/features/seo/meta";
import { catalogueHeaders, loaderCacheHeaders, notFound } from "~/lib/http";
import { publisherPath } from "~/lib/paths";
import { normaliseUrlSegment } from "~/lib/slug";
import type { Route } from "./+types/publisher";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = normaliseUrlSegment(params.publisherUrl);
  const publisher = slug ? await findPublisher(context.db, slug) : null;
  if (!publisher) throw notFound();
  // Non-canonical spellings (diacritics, capitals) move permanently to the slug.
  if (params.publisherUrl !== publisher.slug) {
    throw redirect(`${publisherPath(publisher.slug)}${new URL(request.url).search}`, 301);
  }
  const page = await listRouteData(context, request, publisherPath(publisher.slug), {
    publisherId: publisher.id,
  });
  const crumbs = [
    { name: "Edituri", url: "/edituri" },
    { name: publisher.name, url: publisherPath(publisher.slug) },
  ];
  return data({ ...page, publisher, crumbs }, { headers: catalogueHeaders() });
}

export function headers(args: Route.HeadersArgs) {
  return loaderCacheHeaders(args);
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return notFoundMeta();
  const { publisher, list, storeUrl } = page;
  return pageMeta({
    title: `Cărți ${publisher.name}${list.page > 1 ? ` – pagina ${list.page}` : ""}`,
    description:
      publisher.description ||
      `${publisher.name}: ${booksCountLabel(list.total)} în librăria noastră, cu livrare rapidă în toată România.`,
    canonical: page.canonical,
    noindex: page.refined,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: publisher.name,
        url: `${storeUrl}${publisherPath(publisher.slug)}`,
        ...(publisher.description ? { description: publisher.description.slice(0, 500) } : {}),
      },
      itemListJsonLd(storeUrl, list.books, page.offset),
      breadcrumbJsonLd(storeUrl, page.crumbs),
    ],
  });
}

export default function PublisherPage({ loaderData }: Route.ComponentProps) {
  const { publisher, list, listParams, path, crumbs } = loaderData;
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <h1 className="mb-2 font-serif text-3xl font-bold">{publisher.name}</h1>
      {publisher.description.split(/\n{2,}/).map((paragraph) =>
        paragraph.trim() ? (
          <p key={paragraph} className="mb-2 max-w-3xl leading-relaxed text-stone-700">
            {paragraph}
          </p>
        ) : null,
      )}
      <h2 className="mt-6 mb-4 text-xl font-bold">Cărți {publisher.name}</h2>
      <BookListView path={path} list={list} params={listParams} />
    </>
  );
}
