import { Form } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { Price } from "~/components/ui/price";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatLei } from "~/lib/money";
import type { CartLine } from "~/lib/stored-items";
import { DonationBar } from "../../promotions/components/donation-bar";
import { removeAt, setQuantity } from "../cart-lines";
import { cartList, useCartLines } from "../cart-store";
import type { QuoteLine } from "../quote";
import { useCartQuote } from "../use-cart-quote";
import { CartLineThumb } from "./cart-line-thumb";
import { FreeShippingBar } from "./free-shipping-bar";
import { QuantityStepper } from "./quantity-stepper";
import { GiftLine, VoucherSummary } from "./voucher-summary";

export function CartPage({
  freeShipping,
  donation = null,
}: {
  freeShipping: { show: boolean; minimum: number };
  /** The donation campaign's last days: its bar replaces the free-shipping bar (spec 4). */
  donation?: { goal: number; fallback: number } | null;
}) {
  const hydrated = useHydrated();
  const lines = useCartLines();
  const { status, quote } = useCartQuote(lines, hydrated);

  if (!hydrated) {
    return (
      <div className="py-10 text-center text-stone-600">
        <p aria-live="polite">Se încarcă produsele din coș…</p>
        <noscript>
          <p className="mt-2">
            Coșul păstrează produsele în browserul tău: pentru a-l vedea, activează JavaScript.
          </p>
        </noscript>
      </div>
    );
  }
  const shown = lines.flatMap((line, index) => (line.hideInCart ? [] : [{ line, index }]));
  if (lines.length === 0) {
    return (
      <section className="py-10 text-center">
        <p className="text-lg">Coșul tău este gol.</p>
        <PageLink
          to="/"
          className="mt-4 inline-block rounded bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          Continuă cumpărăturile
        </PageLink>
      </section>
    );
  }
  const quoted = new Map<number, QuoteLine>(quote?.lines.map((line) => [line.id, line]) ?? []);
  const localTotal = lines.reduce(
    (sum, line) => (line.isUnavailable ? sum : sum + line.price * line.ammount),
    0,
  );
  const subtotal = quote?.subtotal ?? localTotal;
  const unavailable = lines.some(
    (line) => line.isUnavailable || quoted.get(line.id)?.status === "unavailable",
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <section aria-label="Produse în coș">
        <ul className="divide-y divide-stone-200">
          {shown.map(({ line, index }) => (
            <CartLineRow
              key={`${line.id}-${line.isGift ? "gift" : "line"}`}
              line={line}
              index={index}
              quote={quoted.get(line.id)}
            />
          ))}
        </ul>
        {quote?.voucher?.applied && quote.voucher.gift ? (
          <GiftLine gift={quote.voucher.gift} />
        ) : null}
        <PageLink to="/" className="mt-4 inline-block text-brand-800 underline">
          Continuă cumpărăturile
        </PageLink>
      </section>
      <aside aria-label="Sumar comandă" className="flex flex-col gap-4">
        {quote?.voucher ? (
          <VoucherSummary
            voucher={quote.voucher}
            freeShippingMinimum={quote.shipping.freeShippingMinimum}
          />
        ) : null}
        {donation ? (
          <DonationBar goal={donation.goal} fallback={donation.fallback} />
        ) : (quote?.shipping.showFreeShippingBar ?? freeShipping.show) ? (
          <FreeShippingBar
            total={subtotal}
            minimum={quote?.shipping.freeShippingMinimum ?? freeShipping.minimum}
            promo={quote?.shipping.promo ?? null}
            forceTimer={
              new URLSearchParams(window.location.search).get("showTimerInShippingProgressBar") ===
              "1"
            }
          />
        ) : null}
        <div className="rounded-lg border border-stone-200 p-4" aria-busy={status === "loading"}>
          <h2 className="mb-3 text-lg font-bold">Sumar comandă</h2>
          {quote ? (
            <dl className="grid grid-cols-[1fr_auto] gap-y-1.5 text-sm">
              <dt>Subtotal</dt>
              <dd className="text-right">{formatLei(quote.subtotal)}</dd>
              {quote.prpSavings > 0 ? (
                <>
                  <dt>Economisești față de PRP</dt>
                  <dd className="text-right text-green-800">{formatLei(quote.prpSavings)}</dd>
                </>
              ) : null}
              {quote.discount > 0 ? (
                <>
                  <dt>Reducere voucher</dt>
                  <dd className="text-right text-green-800">−{formatLei(quote.discount)}</dd>
                </>
              ) : null}
              <dt>Transport</dt>
              <dd className="text-right">
                {quote.shipping.free ? "Gratuit" : formatLei(quote.shipping.cost)}
              </dd>
              <dt className="border-t border-stone-200 pt-1.5 text-base font-bold">Total</dt>
              <dd className="border-t border-stone-200 pt-1.5 text-right text-base font-bold">
                {formatLei(quote.total)}
              </dd>
            </dl>
          ) : status === "error" ? (
            <p role="alert" className="text-sm text-red-700">
              Nu am putut calcula totalul acum. Reîncarcă pagina peste câteva momente.
            </p>
          ) : (
            <p className="text-sm text-stone-600">Calculăm totalul…</p>
          )}
          {unavailable ? (
            <p className="mt-3 text-sm text-red-700">
              Unele produse nu mai sunt disponibile; șterge-le ca să poți trimite comanda.
            </p>
          ) : null}
          {/* The cart lives in the browser: entering checkout hands its lines to the server,
              which holds them for the reservation time and prices them itself. */}
          <Form method="post" action="/cos/detalii-comanda" className="mt-4">
            <input type="hidden" name="intent" value="enter" />
            <input
              type="hidden"
              name="lines"
              value={JSON.stringify(
                lines
                  .filter((line) => !line.isGift && !line.isUnavailable)
                  .map((line) => ({ id: line.id, quantity: line.ammount })),
              )}
            />
            <button
              type="submit"
              disabled={unavailable}
              className="block w-full rounded bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
            >
              Finalizează comanda
            </button>
          </Form>
        </div>
      </aside>
    </div>
  );
}

function CartLineRow({
  line,
  index,
  quote,
}: {
  line: CartLine;
  index: number;
  quote: QuoteLine | undefined;
}) {
  const unavailable = line.isUnavailable || quote?.status === "unavailable";
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
        <Price price={quote?.unitPrice ?? line.price} oldPrice={quote?.oldPrice ?? line.oldPrice} />
        {unavailable ? (
          <p className="text-sm font-semibold text-red-700">
            {quote?.message ?? "Produsul nu mai este disponibil."}
          </p>
        ) : quote?.status === "quantity-capped" && quote.message ? (
          <p className="text-sm text-amber-800">{quote.message}</p>
        ) : null}
        <div className="flex flex-wrap items-center gap-4">
          {unavailable ? null : (
            <QuantityStepper
              value={line.ammount}
              max={line.maxQuantityToOrder}
              label={`Cantitate pentru ${line.title}`}
              onChange={(quantity) =>
                cartList.update((lines) => setQuantity(lines, index, quantity))
              }
            />
          )}
          <button
            type="button"
            onClick={() => cartList.update((lines) => removeAt(lines, index))}
            className="text-sm text-red-700 underline"
            aria-label={`Șterge din coș: ${line.title}`}
          >
            Șterge
          </button>
        </div>
      </div>
      {quote && !unavailable ? <p className="font-bold">{formatLei(quote.lineTotal)}</p> : null}
    </li>
  );
}
