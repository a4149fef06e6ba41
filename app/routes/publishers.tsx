import { data } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { Breadcrumbs } from "~/features/catalogue/components/breadcrumbs";
import { booksCountLabel } from "~/features/catalogue/labels";
import { publisherDirectory } from "~/features/catalogue/publishers.server";
import { breadcrumbJsonLd, notFoundMeta, pageMeta } from "~/features/seo/meta";
import { catalogueHeaders, loaderCacheHeaders } from "~/lib/http";
import { publisherPath } from "~/lib/paths";
import type { Route } from "./+types/publishers";

const CRUMBS = [{ name: "Edituri", url: "/edituri" }];

export async function loader({ context }: Route.LoaderArgs) {
  const publishers = await publisherDirectory(context.db);
  return data(
    {
      publishers,
      canonical: `${context.store.publicUrl}/edituri`,
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
  return pageMeta({
    title: "Edituri",
    description:
      "Editurile din librăria noastră, de la A la Z, cu numărul de cărți al fiecăreia. Livrare rapidă în toată România.",
    canonical: page.canonical,
    jsonLd: [breadcrumbJsonLd(page.storeUrl, CRUMBS)],
  });
}

export default function PublishersPage({ loaderData }: Route.ComponentProps) {
  const { publishers } = loaderData;
  return (
    <>
      <Breadcrumbs items={CRUMBS} />
      <h1 className="mb-6 font-serif text-3xl font-bold">Edituri</h1>
      {publishers.length > 0 ? (
        <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2 md:grid-cols-3">
          {publishers.map((publisher) => (
            <li key={publisher.slug} className="flex items-baseline justify-between gap-2">
              <PageLink
                to={publisherPath(publisher.slug)}
                className="font-semibold hover:underline"
              >
                {publisher.name}
              </PageLink>
              <span className="shrink-0 text-sm text-stone-600">
                {booksCountLabel(publisher.bookCount)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded border border-stone-200 bg-stone-50 p-6 text-center">
          Nu avem încă edituri în catalog.
        </p>
      )}
    </>
  );
}
