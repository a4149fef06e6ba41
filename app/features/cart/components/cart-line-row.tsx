// One product line of the cart page: cover, title, pack contents, price, quantity, remove.
import { PageLink } from "~/components/ui/page-link";
import { Price } from "~/components/ui/price";
import { formatCalendarDate, todayInShop } from "~/lib/dates";
import { formatLei } from "~/lib/money";
import type { CartLine } from "~/lib/stored-items";
import { removeAt, setQuantity } from "../cart-lines";
import { cartList } from "../cart-store";
import type { QuoteLine } from "../quote";
import { CartLineThumb } from "./cart-line-thumb";
import { QuantityStepper } from "./quantity-stepper";

export function CartLineRow({
  line,
  index,
  quote,
}: {
  line: CartLine;
  index: number;
  quote: QuoteLine | undefined;
}) {
  const unavailable = line.isUnavailable || quote?.status === "unavailable";
  // A pre-order: the quote's product is the freshest word on the date, the stored line the next.
  const available = quote?.product.dateAvailable ?? line.dateAvailable;
  const releaseDate = available && available > todayInShop() ? available : null;
  return (
    <li className="flex gap-4 py-4" data-testid="cart-line">
      <CartLineThumb line={line} width={72} />
      <div className="flex flex-1 flex-col gap-1.5">
        {line.url ? (
          <PageLink to={line.url} className="font-semibold hover:underline">
            {line.title}
          </PageLink>
        ) : (
          <span className="font-semibold">{line.title}</span>
        )}
        {line.subtitle ? <span className="text-sm text-stone-600">{line.subtitle}</span> : null}
        {line.products.length > 0 ? (
          <details className="text-sm">
            <summary className="cursor-pointer text-brand-800">
              Pachetul conține {line.products.length} cărți
            </summary>
            <ul className="ml-4 list-disc">
              {line.products.map((item) => (
                <li key={item.id}>
                  {item.url ? <PageLink to={item.url}>{item.title}</PageLink> : item.title}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        <Price
          price={quote?.unitPrice ?? line.price}
          oldPrice={quote?.oldPrice ?? line.oldPrice}
          onCampaign={(quote?.product.isEpicOffer ?? line.isEpicOffer) === true}
        />
        {releaseDate ? (
          <p className="text-sm font-semibold text-brand-800">
            Precomandă · Apare pe {formatCalendarDate(releaseDate)}
          </p>
        ) : null}
        {unavailable ? (
          <p className="text-sm font-semibold text-red-700">
            {quote?.message ?? "Produsul nu mai este disponibil."}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-4">
          {unavailable ? null : (
            <QuantityStepper
              value={line.ammount}
              max={line.maxQuantityToOrder}
              label={`Cantitate pentru ${line.title}`}
              serverMessage={quote?.status === "quantity-capped" ? quote.message : null}
              onChange={(quantity) =>
                cartList.update((lines) => setQuantity(lines, index, quantity))
              }
            />
          )}
          <button
            type="button"
            onClick={() => cartList.update((lines) => removeAt(lines, index))}
            // At least 24 px tall (WCAG 2.5.8): it sits right under the quantity buttons.
            className="inline-flex min-h-6 items-center py-1 text-sm text-red-700 underline"
            aria-label={`Șterge din coș: ${line.title}`}
          >
            Șterge
          </button>
        </div>
      </div>
      {/* From the stored line until the quote answers: the column is there from the first
          render, so the row does not reflow (a layout shift) when the quote arrives. */}
      {unavailable ? null : (
        <p className="font-bold">{formatLei(quote?.lineTotal ?? line.price * line.ammount)}</p>
      )}
    </li>
  );
}
