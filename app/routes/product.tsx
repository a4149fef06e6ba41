import { data } from "react-router";
import { ProductRecommendations } from "~/components/layout/product-recommendations";
import { relatedBooks } from "~/features/catalogue/book-extras.server";
import { requireCanonicalBook } from "~/features/catalogue/canonical-book.server";
import { findCategory } from "~/features/catalogue/categories.server";
import { BookDetailsView } from "~/features/catalogue/components/book-details-view";
import { Breadcrumbs } from "~/features/catalogue/components/breadcrumbs";
import { FORMAT_LABELS } from "~/features/catalogue/labels";
import type { BookFormat } from "~/features/catalogue/types";
import {
  RecentlyViewedStrip,
  RememberVisit,
} from "~/features/recently-viewed/components/recently-viewed";
import {
  frequentlyBoughtShown,
  packsContainingShown,
} from "~/features/recommendations/recommendations.server";
import { bookJsonLd, breadcrumbJsonLd, notFoundMeta, pageMeta } from "~/features/seo/meta";
import { todayInShop } from "~/lib/dates";
import { catalogueHeaders, loaderCacheHeaders } from "~/lib/http";
import { bookPath, categoryPath } from "~/lib/paths";
import type { Route } from "./+types/product";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const today = todayInShop();
  const { book, facts } = await requireCanonicalBook(context.db, params.productUrl, {
    today,
    pathOf: bookPath,
    search: new URL(request.url).search,
  });
  // Everyone's lists only (the NL variants): the page is cached publicly; a logged-in shopper's
  // browser swaps in their own "bought together" list (components/layout/product-recommendations).
  const [related, category, packs, boughtTogether] = await Promise.all([
    relatedBooks(context.db, book, today),
    book.categories[0] ? findCategory(context.db, book.categories[0].slug) : null,
    book.format === "pack" ? [] : packsContainingShown(context.db, book.id, today),
    frequentlyBoughtShown(context.db, book.id, today),
  ]);
  const extras = { ...facts, ...related };
  const crumbs = [
    { name: "Cărți", url: "/carti" },
    ...(category?.trail.map((c) => ({ name: c.name, url: categoryPath(c.slug) })) ?? []),
    { name: book.title, url: bookPath(book.slug) },
  ];
  return data(
    {
      book,
      extras,
      crumbs,
      storeUrl: context.store.publicUrl,
      packs,
      boughtTogether,
    },
    { headers: catalogueHeaders() },
  );
}

export function headers(args: Route.HeadersArgs) {
  return loaderCacheHeaders(args);
}

const EDITION_FORMATS: ReadonlySet<BookFormat> = new Set(["hardcover", "ebook", "audiobook"]);

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return notFoundMeta();
  const { book, storeUrl } = page;
  const authors = book.authors.map((a) => a.name).join(", ");
  // Editions of one book share a title: all but the paperback name their format.
  const edition = EDITION_FORMATS.has(book.format) ? ` (${FORMAT_LABELS[book.format]})` : "";
  return pageMeta({
    title: `${book.title}${authors ? ` - ${authors}` : ""}${edition}`,
    description: book.description || `${book.title}${authors ? `, de ${authors}` : ""}.`,
    canonical: `${storeUrl}${bookPath(book.slug)}`,
    image: book.cover ? `${storeUrl}${book.cover.largeUrl}` : undefined,
    type: "book",
    jsonLd: [bookJsonLd(storeUrl, book), breadcrumbJsonLd(storeUrl, page.crumbs)],
  });
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Breadcrumbs items={loaderData.crumbs} />
      <BookDetailsView
        book={loaderData.book}
        extras={loaderData.extras}
        recommendations={
          <ProductRecommendations
            productId={loaderData.book.id}
            packs={loaderData.packs}
            boughtTogether={loaderData.boughtTogether}
          />
        }
      />
      <RememberVisit book={loaderData.book} />
      <RecentlyViewedStrip excludeId={loaderData.book.id} className="mt-10" />
    </>
  );
}
