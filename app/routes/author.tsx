import { data, redirect } from "react-router";
import { findAuthor } from "~/features/catalogue/authors.server";
import { listRouteData } from "~/features/catalogue/book-list.server";
import { BookListView } from "~/features/catalogue/components/book-list-view";
import { Breadcrumbs } from "~/features/catalogue/components/breadcrumbs";
import { booksCountLabel } from "~/features/catalogue/labels";
import { breadcrumbJsonLd, itemListJsonLd, notFoundMeta, pageMeta } from "~/features/seo/meta";
import { catalogueHeaders, loaderCacheHeaders, notFound } from "~/lib/http";
import { authorPath } from "~/lib/paths";
import { normaliseUrlSegment } from "~/lib/slug";
import type { Route } from "./+types/author";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  // Old links name authors by numeric id; they move permanently to the slug.
  if (/^\d{1,9}$/.test(params.authorUrl)) {
    const author = await findAuthor(context.db, Number(params.authorUrl));
    if (!author) throw notFound();
    throw redirect(`${authorPath(author.slug)}${search}`, 301);
  }
  const slug = normaliseUrlSegment(params.authorUrl);
  const author = slug ? await findAuthor(context.db, slug) : null;
  if (!author) throw notFound();
  if (params.authorUrl !== author.slug) throw redirect(`${authorPath(author.slug)}${search}`, 301);
  const page = await listRouteData(context, request, authorPath(author.slug), {
    contributorId: author.id,
  });
  const crumbs = [
    { name: "Autori", url: "/autori" },
    { name: author.name, url: authorPath(author.slug) },
  ];
  return data({ ...page, author, crumbs }, { headers: catalogueHeaders() });
}

export function headers(args: Route.HeadersArgs) {
  return loaderCacheHeaders(args);
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return notFoundMeta();
  const { author, list, storeUrl } = page;
  const photo = author.photoUrl?.startsWith("/")
    ? `${storeUrl}${author.photoUrl}`
    : author.photoUrl;
  return pageMeta({
    title: `Cărți de ${author.name}${list.page > 1 ? ` – pagina ${list.page}` : ""}`,
    description:
      author.biography ||
      `Cărți de ${author.name}: ${booksCountLabel(list.total)} în librăria noastră, cu livrare rapidă în toată România.`,
    canonical: page.canonical,
    noindex: page.refined,
    image: photo ?? undefined,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Person",
        name: author.name,
        url: `${storeUrl}${authorPath(author.slug)}`,
        ...(author.biography ? { description: author.biography.slice(0, 500) } : {}),
        ...(photo ? { image: photo } : {}),
      },
      itemListJsonLd(storeUrl, list.books, page.offset),
      breadcrumbJsonLd(storeUrl, page.crumbs),
    ],
  });
}

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
  const { author, list, listParams, path, crumbs } = loaderData;
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-start">
        {author.photoUrl ? (
          <img
            src={author.photoUrl}
            alt={`Fotografie: ${author.name}`}
            width={128}
            height={128}
            className="size-32 shrink-0 rounded-full bg-stone-100 object-cover"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex size-32 shrink-0 items-center justify-center rounded-full bg-stone-200 font-serif text-4xl font-bold text-stone-700"
          >
            {author.initials}
          </div>
        )}
        <div>
          <h1 className="mb-2 font-serif text-3xl font-bold">{author.name}</h1>
          {author.biography.split(/\n{2,}/).map((paragraph) =>
            paragraph.trim() ? (
              <p key={paragraph} className="mb-2 max-w-3xl leading-relaxed text-stone-700">
                {paragraph}
              </p>
            ) : null,
          )}
        </div>
      </header>
      <h2 className="mb-4 text-xl font-bold">Cărți de {author.name}</h2>
      <BookListView path={path} list={list} params={listParams} />
    </>
  );
}
