// The order layout's banner (spec section 2): the copies are held for 20 minutes, counting down
// from the server's expiry time; at zero the shopper is told and sent back to the cart.
import { PageLink } from "~/components/ui/page-link";
import { formatMinutesSeconds, useCountdown } from "~/components/ui/use-countdown";

export function ReservationBanner({
  reservedUntil,
  remainingAtRender,
}: {
  /** Epoch milliseconds. */
  reservedUntil: number;
  /** What was left when the server rendered (the first paint, before the browser's clock). */
  remainingAtRender: number;
}) {
  const { state, remainingMs } = useCountdown(reservedUntil);
  const hydrated = typeof window !== "undefined";
  const left = hydrated ? remainingMs : remainingAtRender;
  const expired = hydrated ? state === "expired" : remainingAtRender <= 0;
  return (
    <div
      className={`mb-6 flex flex-wrap items-center justify-between gap-3 rounded border p-3 text-sm ${expired ? "border-red-700 bg-red-50" : "border-amber-300 bg-amber-50"}`}
    >
      {expired ? (
        <p role="alert">
          Rezervarea a expirat.{" "}
          <PageLink to="/cos/produse?checkout=expired" className="font-semibold underline">
            Întoarce-te în coș
          </PageLink>{" "}
          ca să rezervăm din nou ce este disponibil.
        </p>
      ) : (
        <p>
          Am rezervat produsele pentru tine încă{" "}
          <strong>
            <time suppressHydrationWarning>{formatMinutesSeconds(left)}</time>
          </strong>{" "}
          minute.
        </p>
      )}
      <PageLink to="/cos/produse" className="font-semibold text-brand-800 underline">
        Înapoi la coș
      </PageLink>
    </div>
  );
}
