// /regulament/{slug}: a campaign's rules as a page, with its PDF (/regulamente/{slug}.pdf).
import { data, redirect } from "react-router";
import { Breadcrumbs } from "~/features/catalogue/components/breadcrumbs";
import { Prose } from "~/features/content/components/prose";
import { contentHeaders, findContentPage } from "~/features/content/pages.server";
import { breadcrumbJsonLd, notFoundMeta, pageMeta } from "~/features/seo/meta";
import { formatShopDate } from "~/lib/dates";
import { loaderCacheHeaders, notFound } from "~/lib/http";
import { rulesPagePath, rulesPdfPath } from "~/lib/paths";
import { normaliseUrlSegment } from "~/lib/slug";
import type { Route } from "./+types/rules-page";

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = normaliseUrlSegment(params.slug);
  const page = slug ? await findContentPage(context.db, slug, "rules") : null;
  if (!page) throw notFound();
  if (params.slug !== page.slug) throw redirect(rulesPagePath(page.slug), 301);
  return data({ page, storeUrl: context.store.publicUrl }, { headers: contentHeaders() });
}

export function headers(args: Route.HeadersArgs) {
  return loaderCacheHeaders(args);
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return notFoundMeta();
  const { page, storeUrl } = loaded;
  return pageMeta({
    title: page.title,
    description: page.description,
    canonical: `${storeUrl}${rulesPagePath(page.slug)}`,
    jsonLd: [breadcrumbJsonLd(storeUrl, [{ name: page.title, url: rulesPagePath(page.slug) }])],
  });
}

export default function RulesPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article>
      <Breadcrumbs items={[{ name: page.title, url: rulesPagePath(page.slug) }]} />
      <h1 className="mb-2 font-serif text-3xl font-bold">{page.title}</h1>
      <p className="mb-6 text-sm text-stone-600">
        Ultima actualizare:{" "}
        <time dateTime={page.updatedAt}>{formatShopDate(new Date(page.updatedAt))}</time> ·{" "}
        <a href={rulesPdfPath(page.slug)} className="font-semibold text-brand-800 underline">
          Descarcă regulamentul (PDF)
        </a>
      </p>
      <Prose html={page.html} />
    </article>
  );
}
