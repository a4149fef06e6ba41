import { Price } from "~/components/ui/price";
import { formatCalendarDate } from "~/lib/dates";
import { FORMAT_LABELS, languageLabel, ROLE_LABELS } from "../labels";
import type { BookDetails } from "../types";
import { AvailabilityLabel } from "./availability-label";
import { BookCardGrid } from "./book-card-grid";
import { BookCover } from "./book-cover";

export function BookDetailsView({ book }: { book: BookDetails }) {
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
    <article className="grid gap-8 md:grid-cols-[300px_1fr]">
      <div className="mx-auto w-full max-w-[300px]">
        <BookCover cover={book.cover} title={book.title} variant="large" eager />
      </div>
      <div className="flex flex-col gap-4">
        <header>
          <h1 className="font-serif text-3xl font-bold">{book.title}</h1>
          {book.subtitle ? <p className="mt-1 text-lg text-stone-700">{book.subtitle}</p> : null}
          {authors.length > 0 ? (
            <p className="mt-2">
              de <strong>{authors.map((a) => a.name).join(", ")}</strong>
            </p>
          ) : null}
          {others.length > 0 ? (
            <p className="text-sm text-stone-700">
              {others.map((c) => `${ROLE_LABELS[c.role]}: ${c.name}`).join(" · ")}
            </p>
          ) : null}
          {book.publisher ? <p className="text-sm text-stone-700">{book.publisher.name}</p> : null}
        </header>
        <section
          aria-label="Preț și disponibilitate"
          className="rounded border border-stone-200 p-4"
        >
          <Price price={book.price} oldPrice={book.oldPrice} size="lg" />
          <p className="mt-2">
            <AvailabilityLabel
              availability={book.availability}
              availableFrom={book.availableFrom}
            />
          </p>
        </section>
        {book.description ? (
          <section aria-labelledby="descriere">
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
        <section aria-labelledby="detalii">
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
        <section aria-labelledby="continut-pachet" className="md:col-span-2">
          <h2 id="continut-pachet" className="mb-4 text-xl font-bold">
            Pachetul conține
          </h2>
          <BookCardGrid books={book.packItems} />
        </section>
      ) : null}
    </article>
  );
}
