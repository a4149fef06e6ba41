// One delivered order's return form (/account/Return): the copies to send back, the reason and,
// when the order was paid with money, how that share comes back.
import { Form } from "react-router";
import { formatLei } from "~/lib/money";
import type { ReturnableOrder } from "../returns";
import { REFUND_METHODS, RETURN_REASONS } from "../returns";

export function ReturnForm({ order }: { order: ReturnableOrder }) {
  const { paid } = order;
  const moneyBack = paid.money > 0;
  const methods = Object.entries(REFUND_METHODS).filter(
    ([code]) => code !== "card" || order.paidByCard,
  );
  return (
    <Form
      method="post"
      aria-labelledby={`retur-comanda-${order.number}`}
      className="flex flex-col gap-4 rounded border border-stone-200 p-4"
    >
      <h2 id={`retur-comanda-${order.number}`} className="text-xl font-bold">
        Comanda nr. {order.number}
      </h2>
      <input type="hidden" name="comanda" value={order.publicId} />
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">Ce returnezi</legend>
        {order.lines.map((line) => (
          <label key={line.bookId} className="flex items-center justify-between gap-4">
            <span>
              {line.title} ({formatLei(line.unitPrice)}
              {line.refund < line.unitPrice
                ? `; primești ${formatLei(line.refund)} pe exemplar, după reducerea comenzii`
                : ""}
              )
            </span>
            <select
              name={`cantitate-${line.bookId}`}
              defaultValue="0"
              className="rounded border border-stone-400 px-2 py-1"
              aria-label={`Exemplare de returnat: ${line.title}`}
            >
              {Array.from({ length: line.returnable + 1 }, (_, n) => n).map((copies) => (
                <option key={copies} value={String(copies)}>
                  {copies}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <label className="flex flex-col gap-1">
        <span className="font-semibold">Motivul</span>
        <select name="motiv" defaultValue="" className="rounded border border-stone-400 px-3 py-2">
          <option value="">Alege motivul</option>
          {Object.entries(RETURN_REASONS).map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {paid.credit + paid.bonus > 0 ? (
        <p className="text-sm text-stone-700">
          {moneyBack
            ? "Ai plătit comanda și din credit, cu un voucher cadou sau cu puncte: partea lor din ce returnezi se întoarce în cont ca credit, respectiv puncte; restul îl primești cum alegi mai jos."
            : "Ai plătit comanda din credit, cu un voucher cadou sau cu puncte: ce returnezi se întoarce în cont ca credit, respectiv puncte."}
        </p>
      ) : null}
      {moneyBack ? (
        <>
          <fieldset className="flex flex-col gap-1">
            <legend className="font-semibold">Cum îți dăm banii înapoi</legend>
            {methods.map(([code, label]) => (
              <label key={code} className="flex items-center gap-2">
                <input type="radio" name="rambursare" value={code} />
                {label}
              </label>
            ))}
          </fieldset>
          <label className="flex flex-col gap-1">
            <span className="font-semibold">IBAN (doar pentru transfer bancar)</span>
            <input
              name="iban"
              autoComplete="off"
              className="rounded border border-stone-400 px-3 py-2"
            />
          </label>
        </>
      ) : null}
      <button
        type="submit"
        className="self-start rounded bg-brand-700 px-6 py-2 font-semibold text-white"
      >
        Trimite cererea de retur
      </button>
    </Form>
  );
}
