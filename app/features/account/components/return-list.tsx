// The customer's returns (/account/Return): each with its state and what comes back, and how.
import { formatLei } from "~/lib/money";
import { plural } from "~/lib/plural";
import { BONUS_POINT_FORMS } from "../../loyalty/rules";

export interface ReturnListItem {
  id: number;
  number: number;
  statusLabel: string;
  refundLabel: string;
  amount: number;
  creditBack: number;
  pointsBack: number;
  pointsTaken: number;
  shippingBack: number;
}

/** What a return gives back and takes, as the list says it. */
export function returnParts(item: ReturnListItem): string[] {
  const parts: string[] = [];
  if (item.amount > 0 || (item.creditBack === 0 && item.pointsBack === 0))
    parts.push(`${formatLei(item.amount)} · ${item.refundLabel}`);
  if (item.creditBack > 0) parts.push(`${formatLei(item.creditBack)} înapoi în credit`);
  if (item.pointsBack > 0) parts.push(`${plural(item.pointsBack, BONUS_POINT_FORMS)} înapoi`);
  if (item.shippingBack > 0) parts.push(`inclusiv livrarea, ${formatLei(item.shippingBack)}`);
  if (item.pointsTaken > 0)
    parts.push(`${plural(item.pointsTaken, BONUS_POINT_FORMS)} primite pe aceste cărți se retrag`);
  return parts;
}

export function ReturnList({ returns }: { returns: ReturnListItem[] }) {
  return (
    <section aria-labelledby="returns-title">
      <h2 id="returns-title" className="mb-2 text-xl font-bold">
        Cererile tale
      </h2>
      {returns.length === 0 ? (
        <p>Nu ai cereri de retur.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {returns.map((item) => (
            <li key={item.id} className="rounded border border-stone-200 p-3 text-sm">
              Returul nr. {item.id} pentru comanda nr. {item.number}:{" "}
              <strong>{item.statusLabel}</strong> · {returnParts(item).join(" · ")}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
