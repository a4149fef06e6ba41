import { Form } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatLei } from "~/lib/money";
import { DonationBar } from "../../promotions/components/donation-bar";
import { useCartLines } from "../cart-store";
import type { QuoteLine } from "../quote";
import { useCartQuote } from "../use-cart-quote";
import { CartLineRow } from "./cart-line-row";
import { FreeShippingBar } from "./free-shipping-bar";
import { GiftCardLineRow, StoredGiftLineRow } from "./gift-lines";
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
  const quotedCards = new Map(quote?.giftCards.map((card) => [card.ref, card]) ?? []);
  const localTotal = lines.reduce(
    (sum, line) => (line.isUnavailable ? sum : sum + line.price * line.ammount),
    0,
  );
  const subtotal = quote?.subtotal ?? localTotal;
  const localSavings = lines.reduce(
    (sum, line) =>
      line.isUnavailable || !line.oldPrice || line.oldPrice <= line.price
        ? sum
        : sum + (line.oldPrice - line.price) * line.ammount,
    0,
  );
  const unavailable = lines.some((line) =>
    line.giftCard
      ? line.isUnavailable || quotedCards.get(line.giftCard)?.status === "unavailable"
      : !line.isGift && (line.isUnavailable || quoted.get(line.id)?.status === "unavailable"),
  );
  const quotedGift = quote?.voucher?.applied ? quote.voucher.gift : null;
  // Gift vouchers alone ship nothing: no free-shipping bar for them.
  const shipsBooks = lines.some((line) => !line.giftCard && !line.isGift);
  // A gift chosen at /alege is stored as a line; one the voucher brings by itself is not.
  const giftStored = lines.some((line) => line.isGift && line.id === quotedGift?.id);

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <section aria-label="Produse în coș">
        <ul className="divide-y divide-stone-200">
          {shown.map(({ line, index }) =>
            line.giftCard ? (
              <GiftCardLineRow
                key={`card-${line.giftCard}`}
                line={line}
                index={index}
                quote={quotedCards.get(line.giftCard)}
              />
            ) : line.isGift ? (
              <StoredGiftLineRow
                key={`gift-${line.id}`}
                line={line}
                index={index}
                granted={line.id === quotedGift?.id}
              />
            ) : (
              <CartLineRow
                key={`${line.id}-line`}
                line={line}
                index={index}
                quote={quoted.get(line.id)}
              />
            ),
          )}
        </ul>
        {quotedGift && !giftStored ? <GiftLine gift={quotedGift} /> : null}
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
        ) : (quote?.shipping.showFreeShippingBar ?? freeShipping.show) && shipsBooks ? (
          <FreeShippingBar
            total={subtotal}
            minimum={quote?.shipping.freeShippingMinimum ?? freeShipping.minimum}
            free={quote?.shipping.free ?? false}
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
              {quote.giftCardsTotal > 0 ? (
                <>
                  <dt>Vouchere cadou</dt>
                  <dd className="text-right">{formatLei(quote.giftCardsTotal)}</dd>
                </>
              ) : null}
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
            // The quote's rows, from the stored lines until it answers: the box keeps its height
            // and the button below does not move when the quote arrives (CLS).
            <dl className="grid grid-cols-[1fr_auto] gap-y-1.5 text-sm">
              <dt>Subtotal</dt>
              <dd className="text-right">{formatLei(localTotal)}</dd>
              {localSavings > 0 ? (
                <>
                  <dt>Economisești față de PRP</dt>
                  <dd className="text-right text-green-800">{formatLei(localSavings)}</dd>
                </>
              ) : null}
              <dt>Transport</dt>
              <dd className="text-right text-stone-600">…</dd>
              <dt className="border-t border-stone-200 pt-1.5 text-base font-bold">Total</dt>
              <dd className="border-t border-stone-200 pt-1.5 text-right text-base text-stone-600">
                Calculăm totalul…
              </dd>
            </dl>
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
                  .filter((line) => !line.isGift && !line.giftCard && !line.isUnavailable)
                  .map((line) => ({ id: line.id, quantity: line.ammount })),
              )}
            />
            <input
              type="hidden"
              name="giftCards"
              value={JSON.stringify(
                lines.flatMap((line) =>
                  line.giftCard && !line.isUnavailable ? [line.giftCard] : [],
                ),
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
