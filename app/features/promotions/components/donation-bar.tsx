// The donation bar (spec section 4): books donated so far against the goal, as a percent. It
// takes the free-shipping bar's place on the cart page in the campaign's last days; when the
// count cannot be read it shows the campaign's fallback (spec section 8: 1579).
import { useEffect, useState } from "react";
import { plural } from "~/lib/plural";
import { donationPercent, fetchDonatedCount } from "./donation-count";

const numbers = new Intl.NumberFormat("ro-RO");
const BOOK_FORMS = { one: "carte donată", few: "cărți donate", other: "de cărți donate" };

export function DonationBar({ goal, fallback }: { goal: number; fallback: number }) {
  const [donated, setDonated] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchDonatedCount(controller.signal).then(
      (count) => setDonated(count ?? fallback),
      () => {
        if (!controller.signal.aborted) setDonated(fallback);
      },
    );
    return () => controller.abort();
  }, [fallback]);

  const count = donated ?? fallback;
  const percent = donationPercent(count, goal);
  return (
    <div className="rounded-lg border border-stone-200 p-3" aria-busy={donated === null}>
      <p className="mb-1 text-sm font-semibold">Donăm cărți copiilor</p>
      <p className="mb-2 text-sm" aria-live="polite">
        {plural(count, BOOK_FORMS)} din {numbers.format(goal)}
      </p>
      <div
        role="progressbar"
        aria-label="Cărți donate din obiectiv"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
