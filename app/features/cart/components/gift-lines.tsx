// The cart's gift lines: a gift voucher (its recipient, the value its row holds, quantity fixed at
// one) and the gift book chosen at /alege (0 lei while its voucher applies).
import { PageLink } from "~/components/ui/page-link";
import { formatCalendarDate } from "~/lib/dates";
import { formatLei } from "~/lib/money";
import type { CartLine } from "~/lib/stored-items";
import type { QuoteGiftCard } from "../../gift-cards/types";
import { removeAt } from "../cart-lines";
import { cartList } from "../cart-store";
import { CartLineThumb } from "./cart-line-thumb";

function RemoveButton({ index, title }: { index: number; title: string }) {
  return (
    <button
      type="button"
      onClick={() => cartList.update((lines) => removeAt(lines, index))}
      className="inline-flex min-h-6 items-center self-start py-1 text-sm text-red-700 underline"
      aria-label={`Șterge din coș: ${title}`}
    >
      Șterge
    </button>
  );
}

export function GiftCardLineRow({
  line,
  index,
  quote,
}: {
  line: CartLine;
  index: number;
  quote: QuoteGiftCard | undefined;
}) {
  const unavailable = line.isUnavailable || quote?.status === "unavailable";
  const value = quote?.status === "ok" ? quote.value : line.price;
  return (
    <li className="flex gap-4 py-4" data-testid="cart-gift-card">
      <svg aria-hidden="true" width={72} height={72} viewBox="0 0 24 24" className="shrink-0">
        <rect x="2" y="7" width="20" height="14" rx="2" fill="#fde68a" />
        <rect x="11" y="7" width="2" height="14" fill="#b45309" />
        <path d="M12 7c-2-4-6-4-6-1s4 1 6 1c2 0 6 2 6-1s-4-3-6 1z" fill="#b45309" />
      </svg>
      <div className="flex flex-1 flex-col gap-1.5">
        <span className="font-semibold">{line.title}</span>
        <span className="text-sm text-stone-600">
          {quote?.status === "ok"
            ? `Pentru ${quote.recipientName} (${quote.recipientEmail}), de la ${quote.senderName}`
            : line.subtitle}
        </span>
        <span className="text-sm text-stone-600">
          {quote?.status === "ok" && quote.sendOn
            ? `Se trimite pe e-mail destinatarului pe ${formatCalendarDate(quote.sendOn)}, dimineața, dacă e plătit până atunci.`
            : "Se trimite pe e-mail destinatarului după plată."}{" "}
          Cantitate: 1.
        </span>
        {unavailable ? (
          <p className="text-sm font-semibold text-red-700">
            {quote?.note ?? "Acest voucher cadou nu mai poate fi comandat."}
          </p>
        ) : null}
        <RemoveButton index={index} title={line.title} />
      </div>
      {unavailable ? null : <p className="font-bold">{formatLei(value)}</p>}
    </li>
  );
}

export function StoredGiftLineRow({
  line,
  index,
  granted,
}: {
  line: CartLine;
  index: number;
  /** The quote's voucher gives this book: it costs 0 lei. */
  granted: boolean;
}) {
  return (
    <li className="flex gap-4 py-4" data-testid="cart-gift-book">
      <CartLineThumb line={line} width={72} />
      <div className="flex flex-1 flex-col gap-1.5">
        {line.url ? (
          <PageLink to={line.url} className="font-semibold hover:underline">
            {line.title}
          </PageLink>
        ) : (
          <span className="font-semibold">{line.title}</span>
        )}
        <span className="text-sm text-green-800">Carte cadou{granted ? " — 0,00 lei" : ""}</span>
        {granted ? null : (
          <p className="text-sm text-stone-700">
            Cartea cadou vine gratuit la o comandă cu alte cărți, cât timp voucherul ei se aplică.
          </p>
        )}
        {line.toChoose ? (
          <PageLink to="/alege" className="self-start text-sm text-brand-800 underline">
            Alege altă carte cadou
          </PageLink>
        ) : null}
        <RemoveButton index={index} title={line.title} />
      </div>
      {granted ? <p className="font-bold">{formatLei(0)}</p> : null}
    </li>
  );
}
