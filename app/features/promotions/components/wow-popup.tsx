// The WOW bestseller popup (spec section 4): choose one of three best sellers at a special price,
// once. The server turns the choice into a voucher for that book; the popup keeps it in the
// voucher cookie, remembers the choice (`wowBestsellerId`, 6 hours) and adds the book to the cart
// through the spec's `addProductToCart` event.
import { useState } from "react";
import { formatLei } from "~/lib/money";
import { setCookie, setVoucherCookie } from "./campaign-cookies";
import { PromoDialog } from "./promo-dialog";
import { useOfferList } from "./use-offer-list";
import { FIRST_TIME_MAX_AGE_S, WOW_CHOICE_COOKIE, WOW_FIRST_TIME_COOKIE } from "./widget-constants";
import { chooseWow, fetchWowProducts } from "./wow-api";

export const WOW_MESSAGES = {
  noSelection: "Te rugăm să selectezi un produs.",
} as const;

export function WowPopup({ onDone }: { onDone: () => void }) {
  const offers = useOfferList(fetchWowProducts, WOW_FIRST_TIME_COOKIE, onDone);
  const [selected, setSelected] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(true);
  if (!offers || offers.length === 0) return null;

  async function save() {
    if (busy) return;
    if (selected === null) {
      setMessage({ text: WOW_MESSAGES.noSelection, error: true });
      return;
    }
    setBusy(true);
    const answer = await chooseWow(selected);
    setBusy(false);
    if (!answer.ok) {
      setMessage({ text: answer.message, error: true });
      return;
    }
    const { code, productId } = answer.data;
    setVoucherCookie(code);
    setCookie(WOW_CHOICE_COOKIE, String(productId), FIRST_TIME_MAX_AGE_S);
    window.dispatchEvent(new CustomEvent("addProductToCart", { detail: { productId } }));
    // The cart's add-to-cart popup takes over; the cart shows the WOW price as the voucher's.
    setOpen(false);
  }

  return (
    <PromoDialog open={open} title="Alege un bestseller la preț WOW" onClosed={onDone}>
      <form
        className="mt-2 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm text-stone-700">
            Poți alege o singură carte din cele trei, o singură dată.
          </legend>
          {offers.map((offer) => (
            <label
              key={offer.id}
              className="flex cursor-pointer items-center gap-3 rounded border border-stone-300 p-2 has-[:checked]:border-brand-700"
            >
              <input
                type="radio"
                name="wow"
                value={offer.id}
                checked={selected === offer.id}
                onChange={() => setSelected(offer.id)}
              />
              {offer.mainImageUrlWebP ? (
                <img src={offer.mainImageUrlWebP} alt="" width={48} height={72} />
              ) : null}
              <span className="flex flex-col">
                <span className="font-semibold">{offer.title}</span>
                <span className="text-sm">
                  <s className="text-stone-600">{formatLei(offer.price)}</s>{" "}
                  <strong className="text-brand-700">{formatLei(offer.wowBestsellerPrice)}</strong>
                </span>
                <span className="text-xs text-stone-600">
                  Cel mai mic preț din ultimele 30 de zile: {formatLei(offer.lowestPriorPrice)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {message ? (
          <p
            role={message.error ? "alert" : "status"}
            className={message.error ? "text-sm text-red-800" : "text-sm text-green-800"}
          >
            {message.text}
          </p>
        ) : null}
        <button
          type="submit"
          aria-disabled={busy}
          className="rounded bg-brand-700 px-4 py-2 font-semibold text-white aria-disabled:opacity-60"
        >
          {busy ? "Se salvează…" : "Adaugă în coș la preț WOW"}
        </button>
      </form>
    </PromoDialog>
  );
}
