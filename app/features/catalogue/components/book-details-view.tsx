import { type ReactNode, useRef } from "react";
import { PageLink } from "~/components/ui/page-link";
import { Price } from "~/components/ui/price";
import { formatCalendarDate } from "~/lib/dates";
import { authorPath, bookPath, bookPreviewPath, bookReviewsPath, publisherPath } from "~/lib/paths";
import { FORMAT_LABELS, languageLabel, ROLE_LABELS, reviewsCountLabel } from "../labels";
import type { BookDetails, BookExtras } from "../types";
import { AvailabilityLabel } from "./availability-label";
import { useBookActions } from "./book-actions";
import { BookCardGrid } from "./book-card-grid";
import { BookCover } from "./book-cover";
import { StickyBuyBar } from "./sticky-buy-bar";

/**
 * The product page. Below `md` the order is title, then cover and buying block side by side, so
 * price and button sit in the first screen of a phone; from `md` the cover has its own column.
 * `recommendations` (packs, books bought together) come from features the catalogue does not
 * import: the route fills the slot.
 */
export function BookDetailsView({
  book,
  extras,
  recommendations = null,
}: {
  book: BookDetails;
  extras: BookExtras;
  recommendations?: ReactNode;
}) {
  const { Favourite, AddToCart } = useBookActions();
  const buyBlock = useRef<HTMLElement>(null);
  const buyable = book.availability !== "out-of-stock";
  const preorder = book.availability === "preorder";
  const authors = book.contributors.filter((c) => c.role === "author");
  const others = book.contributors.filter((c) => c.role !== "author");
  const translators = book.contributors.filter((c) => c.role === "translator");
  const details: [string, string][] = [
    ["ISBN", book.isbn13 ?? ""],
    ["Editura", book.publisher?.name ?? ""],
    ["Format", FORMAT_LABELS[book.format]],
    ["Număr de pagini", book.pageCount ? String(book.pageCount) : ""],
    ["Limba", languageLabel(book.language)],
    ["Anul apariției", book.publishedOn?.slice(0, 4) ?? ""],
    ["Traducere", translators.map((t) => t.name).join(", ")],
    [
      "Colecția",
      book.series
        ? `${book.series.name}${book.series.volume ? `, vol. ${book.series.volume}` : ""}`
        : "",
    ],
    ["Categorie", book.categories.map((c) => c.name).join(", ")],
  ];
  return (
    <article className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-4 gap-y-4 min-[400px]:grid-cols-[8.5rem_minmax(0,1fr)] md:grid-cols-[300px_minmax(0,1fr)] md:gap-8">
      <div className="order-2 w-full md:order-none md:mx-auto md:max-w-[300px]">
        <BookCover cover={book.cover} title={book.title} variant="large" eager />
      </div>
      {/* Below md its children are the article's grid items (ordered); from md, one column. */}
      <div className="contents md:flex md:flex-col md:gap-4">
        <header className="order-1 col-span-2 md:order-none">
          <div className="flex items-start justify-between gap-3">
            <h1 className="font-serif text-2xl font-bold md:text-3xl">{book.title}</h1>
            <Favourite book={book} />
          </div>
          {book.subtitle ? <p className="mt-1 text-lg text-stone-700">{book.subtitle}</p> : null}
          {authors.length > 0 ? (
            <p className="mt-2">
              de <PeopleLinks people={authors} strong />
            </p>
          ) : null}
          {others.length > 0 ? (
            <p className="text-sm text-stone-700">
              {others.map((c, i) => (
                <span key={`${c.role}-${c.slug}`}>
                  {i > 0 ? " · " : ""}
                  {ROLE_LABELS[c.role]}: {c.name}
                </span>
              ))}
            </p>
          ) : null}
          {book.publisher ? (
            <p className="text-sm text-stone-700">
              <PageLink
                to={publisherPath(book.publisher.slug)}
                className="underline-offset-2 hover:underline"
              >
                {book.publisher.name}
              </PageLink>
            </p>
          ) : null}
          {book.series ? (
            <p className="text-sm text-stone-700">
              Seria {book.series.name}
              {book.series.volume ? `, volumul ${book.series.volume}` : ""}
            </p>
          ) : null}
          <p className="mt-2 flex flex-wrap gap-x-4 text-sm">
            <PageLink to={bookReviewsPath(book.slug)} className="text-brand-700 underline">
              {extras.reviewSummary.count > 0
                ? `★ ${String(extras.reviewSummary.average).replace(".", ",")} din 5 · ${reviewsCountLabel(extras.reviewSummary.count)}`
                : "Recenzii"}
            </PageLink>
            {extras.hasPreview ? (
              <PageLink to={bookPreviewPath(book.slug)} className="text-brand-700 underline">
                Răsfoiește cartea
              </PageLink>
            ) : null}
          </p>
        </header>
        <section
          ref={buyBlock}
          aria-label="Preț și disponibilitate"
          className="order-3 self-start rounded border border-stone-200 p-3 md:order-none md:p-4"
        >
          <Price price={book.price} oldPrice={book.oldPrice} promotion={book.promotion} size="lg" />
          <p className="mt-2 text-sm md:text-base">
            <AvailabilityLabel
              availability={book.availability}
              availableFrom={book.availableFrom}
            />
          </p>
          {buyable ? (
            <div className="mt-3 max-w-xs">
              <AddToCart productId={book.id} title={book.title} size="lg" preorder={preorder} />
            </div>
          ) : null}
        </section>
        {buyable ? <StickyBuyBar book={book} preorder={preorder} watch={buyBlock} /> : null}
        {book.description ? (
          <section aria-labelledby="descriere" className="order-4 col-span-2 md:order-none">
            <h2 id="descriere" className="mb-2 text-xl font-bold">
              Descriere
            </h2>
            {book.description.split(/\n{2,}/).map((paragraph) => (
              <p key={paragraph} className="mb-2 leading-relaxed">
                {paragraph}
              </p>
            ))}
          </section>
        ) : null}
        <section aria-labelledby="detalii" className="order-4 col-span-2 md:order-none">
          <h2 id="detalii" className="mb-2 text-xl font-bold">
            Detalii
          </h2>
          <table className="w-full max-w-xl text-sm">
            <tbody>
              {details
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <tr key={label} className="border-b border-stone-200">
                    <th scope="row" className="py-1.5 pr-4 text-left font-medium text-stone-700">
                      {label}
                    </th>
                    <td className="py-1.5">{value}</td>
                  </tr>
                ))}
              {book.publishedOn ? (
                <tr className="border-b border-stone-200">
                  <th scope="row" className="py-1.5 pr-4 text-left font-medium text-stone-700">
                    Data apariției
                  </th>
                  <td className="py-1.5">{formatCalendarDate(book.publishedOn)}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </section>
      </div>
      {book.packItems.length > 0 ? (
        <section aria-labelledby="continut-pachet" className="order-5 col-span-2 md:order-none">
          <h2 id="continut-pachet" className="mb-4 text-xl font-bold">
            Pachetul conține
          </h2>
          <BookCardGrid books={book.packItems} />
        </section>
      ) : null}
      {recommendations ? (
        <div className="order-5 col-span-2 flex flex-col gap-8 md:order-none">
          {recommendations}
        </div>
      ) : null}
      {extras.volumes.length > 1 ? (
        <section aria-labelledby="volume-serie" className="order-5 col-span-2 md:order-none">
          <h2 id="volume-serie" className="mb-2 text-xl font-bold">
            Alte volume din seria {book.series?.name}
          </h2>
          <ol className="flex flex-col gap-1">
            {extras.volumes.map((volume) => (
              <li key={volume.slug}>
                {volume.slug === book.slug ? (
                  <span aria-current="page" className="font-semibold">
                    {volume.volume ? `Vol. ${volume.volume}: ` : ""}
                    {volume.title}
                  </span>
                ) : (
                  <PageLink
                    to={bookPath(volume.slug)}
                    className="underline-offset-2 hover:underline"
                  >
                    {volume.volume ? `Vol. ${volume.volume}: ` : ""}
                    {volume.title}
                  </PageLink>
                )}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {extras.byAuthor.length > 0 ? (
        <section aria-labelledby="acelasi-autor" className="order-5 col-span-2 md:order-none">
          <h2 id="acelasi-autor" className="mb-4 text-xl font-bold">
            Alte cărți de {book.authors[0]?.name}
          </h2>
          <BookCardGrid books={extras.byAuthor} />
        </section>
      ) : null}
      {extras.sameCategory.length > 0 ? (
        <section aria-labelledby="aceeasi-categorie" className="order-5 col-span-2 md:order-none">
          <h2 id="aceeasi-categorie" className="mb-4 text-xl font-bold">
            Din aceeași categorie: {book.categories[0]?.name}
          </h2>
          <BookCardGrid books={extras.sameCategory} />
        </section>
      ) : null}
    </article>
  );
}

function PeopleLinks({
  people,
  strong = false,
}: {
  people: { name: string; slug: string }[];
  strong?: boolean;
}) {
  return (
    <>
      {people.map((person, i) => (
        <span key={person.slug}>
          {i > 0 ? ", " : ""}
          <PageLink
            to={authorPath(person.slug)}
            className={`underline-offset-2 hover:underline ${strong ? "font-semibold" : ""}`}
          >
            {person.name}
          </PageLink>
        </span>
      ))}
    </>
  );
}
