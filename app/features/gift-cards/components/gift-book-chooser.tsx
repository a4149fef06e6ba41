// /alege: the books a gift voucher lets the shopper choose from, one radio each (a plain form),
// and what the page says once a book is chosen or when there is nothing to choose.
import { Form } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { formatLei } from "~/lib/money";
import type { GiftBookOption } from "../types";

export function GiftBookChooser({
  code,
  options,
  chosenBookId,
  minOrder,
  until,
  error,
}: {
  code: string;
  options: GiftBookOption[];
  chosenBookId: number | null;
  minOrder: number;
  /** The grant's last day, as text ("5 decembrie 2026"), or null. */
  until: string | null;
  error: string | null;
}) {
  return (
    <Form method="post" className="flex flex-col gap-4">
      <input type="hidden" name="cod" value={code} />
      <p>
        Voucherul <span className="font-mono font-semibold">{code}</span> îți dăruiește una dintre
        cărțile de mai jos, la 0 lei, la o comandă cu alte cărți
        {minOrder > 0 ? ` de cel puțin ${formatLei(minOrder)}` : ""}.
        {until ? ` Poți comanda până pe ${until}.` : ""}
      </p>
      <fieldset aria-describedby={error ? "f-bookId-error" : undefined}>
        <legend className="mb-3 text-xl font-bold">Alege cartea cadou</legend>
        <ul className="grid gap-3 sm:grid-cols-2">
          {options.map((book) => (
            <li key={book.id}>
              <label className="flex h-full cursor-pointer gap-3 rounded border border-stone-300 p-3 hover:bg-stone-50 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                <input
                  type="radio"
                  name="bookId"
                  value={book.id}
                  defaultChecked={book.id === (chosenBookId ?? options[0]?.id)}
                  className="mt-1"
                />
                {book.mainImageUrl ? (
                  <img
                    src={book.mainImageUrl}
                    alt=""
                    width={60}
                    height={90}
                    loading="lazy"
                    className="shrink-0 rounded object-cover"
                  />
                ) : null}
                <span className="flex flex-col gap-1">
                  <span className="font-semibold">{book.title}</span>
                  {book.authors.length > 0 ? (
                    <span className="text-sm text-stone-700">{book.authors.join(", ")}</span>
                  ) : null}
                  <span className="text-sm">
                    <s>{formatLei(book.price)}</s>{" "}
                    <span className="font-semibold text-green-800">0,00 lei</span>
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {error ? (
        <p id="f-bookId-error" role="alert" className="text-red-800">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="self-start rounded bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Adaugă cartea cadou în coș
      </button>
    </Form>
  );
}

/** The spec's gift banner, once the choice is made. */
export function GiftBookAdded({
  title,
  freeShippingMinimum,
}: {
  title: string;
  freeShippingMinimum: number;
}) {
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-lg border border-green-300 bg-green-50 p-4"
    >
      <p className="font-bold">Felicitări! Cartea cadou a fost adăugată în coș!</p>
      <p>„{title}” vine la 0 lei împreună cu comanda ta.</p>
      <p>
        Transportul este gratuit pentru comenzile de cel puțin {formatLei(freeShippingMinimum)}.
      </p>
      <PageLink
        to="/cos/produse"
        className="self-start rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        Mergi la coș
      </PageLink>
    </div>
  );
}

/** No grant to choose from: why, a field for a code, and the way back to the cart. */
export function NoGiftToChoose({ message, code }: { message: string; code: string | null }) {
  return (
    <div className="flex flex-col gap-4">
      <p role="status">{message}</p>
      <p className="text-stone-700">
        Cartea cadou de ales vine cu un voucher de campanie. Dacă ai primit un cod, scrie-l aici ca
        să vezi cărțile dintre care poți alege.
      </p>
      <form method="get" className="flex flex-col gap-1">
        <label htmlFor="f-cod" className="text-sm font-semibold">
          Codul voucherului
        </label>
        <div className="flex gap-2">
          <input
            id="f-cod"
            name="cod"
            defaultValue={code ?? ""}
            autoComplete="off"
            className="w-full max-w-xs rounded border border-stone-400 px-3 py-2"
          />
          <button type="submit" className="rounded border border-stone-400 px-4 py-2 font-semibold">
            Vezi cărțile
          </button>
        </div>
      </form>
      <PageLink to="/cos/produse" className="self-start text-brand-800 underline">
        Înapoi la coș
      </PageLink>
    </div>
  );
}
