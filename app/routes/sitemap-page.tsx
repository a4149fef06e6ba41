import { data } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { Breadcrumbs } from "~/features/catalogue/components/breadcrumbs";
import { breadcrumbJsonLd, notFoundMeta, pageMeta } from "~/features/seo/meta";
import { type CategoryNode, categoryTree } from "~/features/seo/site-maps.server";
import { activeLandingPages, MAIN_PAGES } from "~/features/seo/sitemap.server";
import { catalogueHeaders, loaderCacheHeaders } from "~/lib/http";
import { categoryPath } from "~/lib/paths";
import type { Route } from "./+types/sitemap-page";

export async function loader({ context }: Route.LoaderArgs) {
  const [categories, landings] = await Promise.all([
    categoryTree(context.db),
    activeLandingPages(context.db),
  ]);
  return data(
    {
      categories,
      landings,
      mainPages: MAIN_PAGES,
      canonical: `${context.store.publicUrl}/sitemap`,
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
    title: "Harta site-ului",
    description:
      "Harta site-ului: toate categoriile de cărți, paginile principale, campaniile active, autorii de la A la Z și editurile.",
    canonical: page.canonical,
    jsonLd: [breadcrumbJsonLd(page.storeUrl, [{ name: "Harta site-ului", url: "/sitemap" }])],
  });
}

const linkClass = "text-brand-700 underline-offset-2 hover:underline";

function CategoryList({ nodes, nested = false }: { nodes: CategoryNode[]; nested?: boolean }) {
  return (
    <ul className={nested ? "mt-1 ml-4 space-y-1 border-l border-stone-200 pl-3" : "space-y-2"}>
      {nodes.map((node) => (
        <li key={node.slug}>
          <PageLink
            to={categoryPath(node.slug)}
            className={nested ? linkClass : `${linkClass} font-semibold`}
          >
            {node.name}
          </PageLink>
          {node.children.length > 0 ? <CategoryList nodes={node.children} nested /> : null}
        </li>
      ))}
    </ul>
  );
}

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const { categories, landings, mainPages } = loaderData;
  return (
    <>
      <Breadcrumbs items={[{ name: "Harta site-ului", url: "/sitemap" }]} />
      <h1 className="mb-6 font-serif text-3xl font-bold">Harta site-ului</h1>
      <div className="grid gap-8 md:grid-cols-2">
        <section aria-labelledby="harta-categorii">
          <h2 id="harta-categorii" className="mb-3 text-xl font-bold">
            Categorii de cărți
          </h2>
          {categories.length > 0 ? (
            <CategoryList nodes={categories} />
          ) : (
            <p className="text-stone-700">Nu există încă nicio categorie.</p>
          )}
        </section>
        <div className="space-y-8">
          <section aria-labelledby="harta-pagini">
            <h2 id="harta-pagini" className="mb-3 text-xl font-bold">
              Pagini principale
            </h2>
            <ul className="space-y-1">
              {mainPages.map((page) => (
                <li key={page.path}>
                  <PageLink to={page.path} className={linkClass}>
                    {page.name}
                  </PageLink>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="harta-autori-edituri">
            <h2 id="harta-autori-edituri" className="mb-3 text-xl font-bold">
              Autori și edituri
            </h2>
            <ul className="space-y-1">
              <li>
                <PageLink to="/autori" className={linkClass}>
                  Indexul autorilor de la A la Z
                </PageLink>
              </li>
              <li>
                <PageLink to="/edituri" className={linkClass}>
                  Toate editurile
                </PageLink>
              </li>
              <li>
                <PageLink to="/produs-sitemap" className={linkClass}>
                  Lista tuturor cărților
                </PageLink>
              </li>
            </ul>
          </section>
          {landings.length > 0 ? (
            <section aria-labelledby="harta-campanii">
              <h2 id="harta-campanii" className="mb-3 text-xl font-bold">
                Selecții și campanii
              </h2>
              <ul className="space-y-1">
                {landings.map((landing) => (
                  <li key={landing.path}>
                    <PageLink to={landing.path} className={linkClass}>
                      {landing.name}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}
