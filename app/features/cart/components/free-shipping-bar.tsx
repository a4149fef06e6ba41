import { formatMinutesSeconds, useCountdown } from "~/components/ui/use-countdown";
import { formatLei } from "~/lib/money";
import type { QuoteShipping } from "../quote";

/**
 * Spec section 4: progress is the cart total divided by the free-shipping threshold. While a
 * shipping promotion runs its label leads, with a countdown to its end when it asks for one (or
 * the page has `?showTimerInShippingProgressBar=1`). Shipping already free for another reason (a
 * voucher or prize, a book that ships free) fills the bar: it would otherwise ask for more books
 * beside a total that says „Gratuit”.
 */
export function FreeShippingBar({
  total,
  minimum,
  free = false,
  promo = null,
  forceTimer = false,
}: {
  total: number;
  minimum: number;
  /** The quote's shipping.free. */
  free?: boolean;
  promo?: QuoteShipping["promo"];
  forceTimer?: boolean;
}) {
  if (minimum <= 0 && !promo) return null;
  const percent = free || minimum <= 0 ? 100 : Math.min(100, Math.floor((total * 100) / minimum));
  const missing = free ? 0 : minimum - total;
  return (
    <div className="rounded-lg border border-stone-200 p-3">
      {promo ? (
        <PromoLine
          label={promo.label}
          endsAt={promo.endsAt}
          timer={promo.showTimer || forceTimer}
        />
      ) : null}
      <p className="mb-2 text-sm" aria-live="polite">
        {missing > 0 ? (
          <>
            Mai adaugă produse de <strong>{formatLei(missing)}</strong> și ai transport gratuit.
          </>
        ) : (
          <strong className="text-green-800">Ai transport gratuit la această comandă!</strong>
        )}
      </p>
      <div
        role="progressbar"
        aria-label="Progres până la transport gratuit"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-green-700" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function PromoLine({ label, endsAt, timer }: { label: string; endsAt: string; timer: boolean }) {
  const { state, remainingMs } = useCountdown(timer ? Date.parse(endsAt) : null);
  const hours = Math.floor(remainingMs / 3_600_000);
  return (
    <p className="mb-1 flex flex-wrap items-baseline gap-x-2 font-semibold text-brand-800">
      <span>{label}</span>
      {timer && state === "running" ? (
        <span className="text-sm font-normal text-stone-700">
          încă{" "}
          <span className="font-mono">
            {hours > 0 ? `${hours} h ` : ""}
            {formatMinutesSeconds(remainingMs % 3_600_000)}
          </span>
        </span>
      ) : null}
    </p>
  );
}
