import { formatLei } from "~/lib/money";

/** Spec section 4: progress is the cart total divided by the free-shipping threshold. */
export function FreeShippingBar({ total, minimum }: { total: number; minimum: number }) {
  if (minimum <= 0) return null;
  const percent = Math.min(100, Math.floor((total * 100) / minimum));
  const missing = minimum - total;
  return (
    <div className="rounded-lg border border-stone-200 p-3">
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
