// /ajutor: the terms and conditions; /ajutor?section=N: the help section N (content_pages
// `ajutor-N`: 1 how to order, 2 delivery, 3 payment methods, 4 returns, 6 FAQ). An unknown
// section is a 404; the old footer's ?sectiune=N moves permanently to ?section=N.
import { data, redirect } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { Breadcrumbs } from "~/features/catalogue/components/breadcrumbs";
import { Prose } from "~/features/content/components/prose";
import { contentHeaders, findContentPage, listContentPages } from "~/features/content/pages.server";
import { breadcrumbJsonLd, notFoundMeta, pageMeta } from "~/features/seo/meta";
import { loaderCacheHeaders, notFound } from "~/lib/http";
import { contentPagePath, HELP_PATH, TERMS_SLUG } from "~/lib/paths";
import type { Route } from "./+types/help";

const SECTION = /^[1-9]\d?$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const old = url.searchParams.get("sectiune");
  if (old !== null) {
    url.searchParams.delete("sectiune");
    if (!url.searchParams.has("section")) url.searchParams.set("section", old);
    throw redirect(`${HELP_PATH}${url.search}`, 301);
  }
  const section = url.searchParams.get("section");
  if (section !== null && !SECTION.test(section)) throw notFound();
  const slug = section === null ? TERMS_SLUG : `ajutor-${section}`;
  const [page, sections] = await Promise.all([
    findContentPage(context.db, slug, "help"),
    listContentPages(context.db, "help"),
  ]);
  if (!page) throw notFound();
  return data(
    {
      page,
      sections,
      path: contentPagePath("help", slug) ?? HELP_PATH,
      storeUrl: context.store.publicUrl,
    },
    { headers: contentHeaders() },
  );
}

export function headers(args: Route.HeadersArgs) {
  return loaderCacheHeaders(args);
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return notFoundMeta();
  const { page, path, storeUrl } = loaded;
  const crumbs = [{ name: "Ajutor", url: HELP_PATH }];
  if (path !== HELP_PATH) crumbs.push({ name: page.title, url: path });
  return pageMeta({
    title: page.title,
    description: page.description,
    canonical: `${storeUrl}${path}`,
    jsonLd: [breadcrumbJsonLd(storeUrl, crumbs)],
  });
}

export default function HelpPage({ loaderData }: Route.ComponentProps) {
  const { page, sections, path } = loaderData;
  const crumbs = [{ name: "Ajutor", url: HELP_PATH }];
  if (path !== HELP_PATH) crumbs.push({ name: page.title, url: path });
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <div className="flex flex-col gap-8 md:flex-row md:items-start">
        <nav aria-label="Secțiuni de ajutor" className="shrink-0 md:w-64">
          <p className="mb-2 font-bold text-stone-700">Ajutor online</p>
          <ul className="flex flex-col gap-1">
            {sections.map((section) => (
              <li key={section.slug}>
                <PageLink
                  to={section.path}
                  aria-current={section.path === path ? "page" : undefined}
                  className={`block rounded px-3 py-2 hover:bg-stone-100 ${
                    section.path === path ? "bg-brand-50 font-semibold text-brand-800" : ""
                  }`}
                >
                  {section.title}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <article className="min-w-0 flex-1">
          <h1 className="mb-6 font-serif text-3xl font-bold">{page.title}</h1>
          <Prose html={page.html} />
        </article>
      </div>
    </>
  );
}
