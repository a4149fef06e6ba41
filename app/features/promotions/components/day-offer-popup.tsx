// The day-offer popup: today's day offers at their campaign price (what the cart charges), with
// the lowest price of the last 30 days, each to its page or straight into the cart.
import { Price } from "~/components/ui/price";
import type { BookCard } from "~/features/catalogue/types";
import { bookPath } from "~/lib/paths";
import { PromoDialog } from "./promo-dialog";
import { useOfferList } from "./use-offer-list";
import { DAY_OFFER_FIRST_TIME_COOKIE } from "./widget-constants";

async function fetchDayOffers(): Promise<BookCard[]> {
  const response = await fetch("/api/campaigns/day-offers");
  if (!response.ok) return [];
  const body: unknown = await response.json();
  return Array.isArray(body) ? (body as BookCard[]) : [];
}

export function DayOfferPopup({ onDone }: { onDone: () => void }) {
  const offers = useOfferList(fetchDayOffers, DAY_OFFER_FIRST_TIME_COOKIE, onDone);
  if (!offers || offers.length === 0) return null;

  return (
    <PromoDialog open title="Oferta zilei" onClosed={onDone}>
      <ul className="mt-2 flex flex-col gap-3">
        {offers.map((book) => (
          <li key={book.id} className="flex items-center gap-3">
            {book.cover ? (
              <img src={book.cover.smallUrlWebp} alt="" width={48} height={72} loading="lazy" />
            ) : null}
            <div className="flex flex-1 flex-col gap-1">
              <a href={bookPath(book.slug)} className="font-semibold hover:underline">
                {book.title}
              </a>
              <Price price={book.price} oldPrice={book.oldPrice} promotion={book.promotion} />
            </div>
            <button
              type="button"
              onClick={() =>
                window.dispatchEvent(
                  new CustomEvent("addProductToCart", { detail: { productId: book.id } }),
                )
              }
              className="rounded bg-brand-700 px-3 py-2 text-sm font-semibold text-white"
              aria-label={`Adaugă în coș: ${book.title}`}
            >
              Adaugă în coș
            </button>
          </li>
        ))}
      </ul>
    </PromoDialog>
  );
}
