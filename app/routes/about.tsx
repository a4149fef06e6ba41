// /despre-noi: the about page, Markdown of content_pages (slug despre-noi), edited with
// `npm run content`.
import { data } from "react-router";
import { Breadcrumbs } from "~/features/catalogue/components/breadcrumbs";
import { Prose } from "~/features/content/components/prose";
import { contentHeaders, findContentPage } from "~/features/content/pages.server";
import { breadcrumbJsonLd, notFoundMeta, pageMeta } from "~/features/seo/meta";
import { loaderCacheHeaders, notFound } from "~/lib/http";
import type { Route } from "./+types/about";

const SLUG = "despre-noi";

export async function loader({ context }: Route.LoaderArgs) {
  const page = await findContentPage(context.db, SLUG, "page");
  if (!page) throw notFound();
  return data(
    { page, storeUrl: context.store.publicUrl, path: `/${SLUG}` },
    { headers: contentHeaders() },
  );
}

export function headers(args: Route.HeadersArgs) {
  return loaderCacheHeaders(args);
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return notFoundMeta();
  const { page, storeUrl, path } = loaded;
  return pageMeta({
    title: page.title,
    description: page.description,
    canonical: `${storeUrl}${path}`,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "AboutPage",
        name: page.title,
        url: `${storeUrl}${path}`,
        dateModified: page.updatedAt,
      },
      breadcrumbJsonLd(storeUrl, [{ name: page.title, url: path }]),
    ],
  });
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { page, path } = loaderData;
  return (
    <article>
      <Breadcrumbs items={[{ name: page.title, url: path }]} />
      <h1 className="mb-6 font-serif text-3xl font-bold">{page.title}</h1>
      <Prose html={page.html} />
    </article>
  );
}
