import { data } from "react-router";
import { listRouteData } from "~/features/catalogue/book-list.server";
import { findCategory } from "~/features/catalogue/categories.server";
import { BookListView } from "~/features/catalogue/components/book-list-view";
import { Breadcrumbs } from "~/features/catalogue/components/breadcrumbs";
import { booksCountLabel } from "~/features/catalogue/labels";
import { breadcrumbJsonLd, itemListJsonLd, notFoundMeta, pageMeta } from "~/features/seo/meta";
import { catalogueHeaders, loaderCacheHeaders, notFound } from "~/lib/http";
import { categoryPath } from "~/lib/paths";
import { normaliseUrlSegment } from "~/lib/slug";
import type { Route } from "./+types/category";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = normaliseUrlSegment(params.categoryUrl);
  const category = slug ? await findCategory(context.db, slug) : null;
  if (!category) throw notFound();
  const page = await listRouteData(context, request, categoryPath(category.slug), {
    categoryId: category.id,
  });
  const crumbs = [
    { name: "Cărți", url: "/carti" },
    ...category.trail.map((c) => ({ name: c.name, url: categoryPath(c.slug) })),
  ];
  return data({ ...page, category, crumbs }, { headers: catalogueHeaders() });
}

export function headers(args: Route.HeadersArgs) {
  return loaderCacheHeaders(args);
}

/** Folded for comparison: lower case, without diacritics ("Cărți" → "carti"). */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** "Cărți <category>", unless the category's name already says so ("Cărți pentru copii"). */
function categoryTitle(name: string): string {
  return /^carti(\s|$)/.test(folded(name.trim())) ? name : `Cărți ${name}`;
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return notFoundMeta();
  const { category, list } = page;
  return pageMeta({
    title: `${categoryTitle(category.name)}${list.page > 1 ? ` – pagina ${list.page}` : ""}`,
    description:
      category.description ||
      `Cărți din categoria ${category.name}: ${booksCountLabel(list.total)}, livrare rapidă.`,
    canonical: page.canonical,
    // An empty list is no page to index.
    noindex: page.refined || list.total === 0,
    jsonLd: [
      itemListJsonLd(page.storeUrl, list.books, page.offset),
      breadcrumbJsonLd(page.storeUrl, page.crumbs),
    ],
  });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, list, listParams, path, crumbs } = loaderData;
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <h1 className="mb-2 font-serif text-3xl font-bold">{category.name}</h1>
      {category.description ? (
        <p className="mb-4 max-w-3xl text-stone-700">{category.description}</p>
      ) : null}
      {category.children.length > 0 ? (
        <nav aria-label="Subcategorii" className="mb-6">
          <ul className="flex flex-wrap gap-2">
            {category.children.map((child) => (
              <li key={child.slug}>
                <a
                  href={categoryPath(child.slug)}
                  className="inline-block rounded-full border border-stone-300 px-3 py-1 text-sm hover:bg-stone-100"
                >
                  {child.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <BookListView path={path} list={list} params={listParams} />
    </>
  );
}
