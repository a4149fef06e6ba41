// /carte-distributie/{productUrl}: the book's trade sheet for bookshops and distributors
// (identifiers, recommended price, availability), pointing search engines to the product page.

import { data } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { requireCanonicalBook } from "~/features/catalogue/canonical-book.server";
import { AvailabilityLabel } from "~/features/catalogue/components/availability-label";
import { BookCover } from "~/features/catalogue/components/book-cover";
import { Breadcrumbs } from "~/features/catalogue/components/breadcrumbs";
import { FORMAT_LABELS, languageLabel } from "~/features/catalogue/labels";
import { notFoundMeta, pageMeta } from "~/features/seo/meta";
import { formatCalendarDate, todayInShop } from "~/lib/dates";
import { catalogueHeaders, loaderCacheHeaders } from "~/lib/http";
import { formatLei } from "~/lib/money";
import { bookDistributionPath, bookPath } from "~/lib/paths";
import type { Route } from "./+types/product-distribution";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { book } = await requireCanonicalBook(context.db, params.productUrl, {
    today: todayInShop(),
    pathOf: bookDistributionPath,
    search: new URL(request.url).search,
  });
  return data({ book, storeUrl: context.store.publicUrl }, { headers: catalogueHeaders() });
}

export function headers(args: Route.HeadersArgs) {
  return loaderCacheHeaders(args);
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return notFoundMeta();
  return pageMeta({
    title: `Fișă de distribuție: ${page.book.title}`,
    description: `Date de distribuție pentru ${page.book.title}: ISBN, preț recomandat, disponibilitate.`,
    canonical: `${page.storeUrl}${bookPath(page.book.slug)}`,
    noindex: true,
  });
}

export default function ProductDistributionPage({ loaderData }: Route.ComponentProps) {
  const { book } = loaderData;
  const rows: [string, string][] = [
    ["ISBN / EAN-13", book.isbn13 ?? "—"],
    ["Titlu", book.subtitle ? `${book.title}. ${book.subtitle}` : book.title],
    [
      "Autor",
      book.contributors
        .filter((c) => c.role === "author")
        .map((c) => c.name)
        .join(", ") || "—",
    ],
    [
      "Traducere",
      book.contributors
        .filter((c) => c.role === "translator")
        .map((c) => c.name)
        .join(", ") || "—",
    ],
    ["Editura", book.publisher?.name ?? "—"],
    [
      "Colecția",
      book.series
        ? `${book.series.name}${book.series.volume ? `, vol. ${book.series.volume}` : ""}`
        : "—",
    ],
    ["Format", FORMAT_LABELS[book.format]],
    ["Număr de pagini", book.pageCount ? String(book.pageCount) : "—"],
    ["Limba", languageLabel(book.language)],
    ["Data apariției", book.publishedOn ? formatCalendarDate(book.publishedOn) : "—"],
    [
      "Preț de vânzare recomandat",
      formatLei(book.oldPrice && book.oldPrice > book.price ? book.oldPrice : book.price),
    ],
    ["Preț în librăria online", formatLei(book.price)],
    ["Cantitate maximă pe comandă", String(book.maxPerOrder)],
    ["Categorii", book.categories.map((c) => c.name).join(", ") || "—"],
  ];
  return (
    <>
      <Breadcrumbs
        items={[
          { name: book.title, url: bookPath(book.slug) },
          { name: "Distribuție", url: bookDistributionPath(book.slug) },
        ]}
      />
      <div className="grid gap-6 md:grid-cols-[160px_1fr]">
        <div className="w-40">
          <BookCover cover={book.cover} title={book.title} variant="small" sizes="160px" eager />
        </div>
        <div>
          <h1 className="font-serif text-2xl font-bold">Fișă de distribuție: {book.title}</h1>
          <p className="mt-2">
            <AvailabilityLabel
              availability={book.availability}
              availableFrom={book.availableFrom}
            />
          </p>
          <table className="mt-4 w-full max-w-2xl text-sm">
            <tbody>
              {rows.map(([label, value]) => (
                <tr key={label} className="border-b border-stone-200">
                  <th scope="row" className="py-1.5 pr-4 text-left font-medium text-stone-700">
                    {label}
                  </th>
                  <td className="py-1.5">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-4">
            <PageLink to={bookPath(book.slug)} className="text-brand-700 underline">
              Pagina cărții în librărie
            </PageLink>
          </p>
        </div>
      </div>
    </>
  );
}
