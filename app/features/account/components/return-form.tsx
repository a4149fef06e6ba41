// One delivered order's return form (/account/Return): the copies to send back, the reason and,
// when the order was paid with money, how that share comes back.
import { useMemo } from "react";
import { Form } from "react-router";
import {
  controlClass,
  describedBy,
  FormErrorSummary,
  fieldId,
  HintAndError,
} from "~/components/ui/form-field";
import { formatLei } from "~/lib/money";
import type { ReturnableOrder } from "../returns";
import { REFUND_METHODS, RETURN_REASONS } from "../returns";

/** What was typed in a refused form, sent back so a page without JavaScript keeps it. */
export interface ReturnFormValues {
  /** Copies chosen per book id, as the selects sent them. */
  quantities: Record<string, string>;
  reason: string;
  refundMethod: string;
  iban: string;
}

/** The server's messages (startReturn), by what they are about. */
export type ReturnFormErrors = Partial<
  Record<"order" | "lines" | "reason" | "refundMethod" | "iban", string>
>;

const NO_ERRORS: ReturnFormErrors = {};

/** Each order has its own form on the page, so its field ids (and summary links) carry its number. */
function fieldNames(orderNumber: number): Record<keyof ReturnFormErrors, string> {
  const prefix = `retur-${orderNumber}`;
  return {
    order: `${prefix}-comanda`,
    lines: `${prefix}-cantitati`,
    reason: `${prefix}-motiv`,
    refundMethod: `${prefix}-rambursare`,
    iban: `${prefix}-iban`,
  };
}

export function ReturnForm({
  order,
  values,
  errors = NO_ERRORS,
}: {
  order: ReturnableOrder;
  /** Only for the form that was refused. */
  values?: ReturnFormValues;
  errors?: ReturnFormErrors;
}) {
  const { paid } = order;
  const moneyBack = paid.money > 0;
  const methods = Object.entries(REFUND_METHODS).filter(
    ([code]) => code !== "card" || order.paidByCard,
  );
  const names = fieldNames(order.number);
  // One object per answer: the summary takes the focus whenever it gets a new one.
  const summary = useMemo(() => {
    const keys = fieldNames(order.number);
    return Object.fromEntries(
      (Object.keys(keys) as (keyof ReturnFormErrors)[]).map((key) => [keys[key], errors[key]]),
    );
  }, [errors, order.number]);
  return (
    <Form
      method="post"
      aria-labelledby={`retur-comanda-${order.number}`}
      className="flex flex-col gap-4 rounded border border-stone-200 p-4"
    >
      <h2 id={`retur-comanda-${order.number}`} className="text-xl font-bold">
        Comanda nr. {order.number}
      </h2>
      <FormErrorSummary errors={summary} />
      <input type="hidden" name="comanda" value={order.publicId} />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={describedBy(names.lines, errors.lines)}
      >
        <legend className="font-semibold">Ce returnezi</legend>
        {order.lines.map((line, index) => (
          <label key={line.bookId} className="flex items-center justify-between gap-4">
            <span>
              {line.title} ({formatLei(line.unitPrice)}
              {line.refund < line.unitPrice
                ? `; primești ${formatLei(line.refund)} pe exemplar, după reducerea comenzii`
                : ""}
              )
            </span>
            <select
              // The first one is where the summary's link for the copies leads.
              id={index === 0 ? fieldId(names.lines) : undefined}
              name={`cantitate-${line.bookId}`}
              defaultValue={quantityValue(values?.quantities[String(line.bookId)], line.returnable)}
              aria-invalid={errors.lines ? true : undefined}
              className={`rounded border px-2 py-1 ${errors.lines ? "border-red-700" : "border-stone-400"}`}
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
        <HintAndError name={names.lines} error={errors.lines} />
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={fieldId(names.reason)} className="font-semibold">
          Motivul
        </label>
        <select
          id={fieldId(names.reason)}
          name="motiv"
          defaultValue={values && Object.hasOwn(RETURN_REASONS, values.reason) ? values.reason : ""}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={describedBy(names.reason, errors.reason)}
          className={controlClass(Boolean(errors.reason))}
        >
          <option value="">Alege motivul</option>
          {Object.entries(RETURN_REASONS).map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
        <HintAndError name={names.reason} error={errors.reason} />
      </div>
      {paid.credit + paid.bonus > 0 ? (
        <p className="text-sm text-stone-700">
          {moneyBack
            ? "Ai plătit comanda și din credit, cu un voucher cadou sau cu puncte: partea lor din ce returnezi se întoarce în cont ca credit, respectiv puncte; restul îl primești cum alegi mai jos."
            : "Ai plătit comanda din credit, cu un voucher cadou sau cu puncte: ce returnezi se întoarce în cont ca credit, respectiv puncte."}
        </p>
      ) : null}
      {moneyBack ? (
        <>
          <fieldset
            id={fieldId(names.refundMethod)}
            className="flex flex-col gap-1"
            aria-describedby={describedBy(names.refundMethod, errors.refundMethod)}
          >
            <legend className="font-semibold">Cum îți dăm banii înapoi</legend>
            {methods.map(([code, label]) => (
              <label key={code} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="rambursare"
                  value={code}
                  defaultChecked={values?.refundMethod === code}
                />
                {label}
              </label>
            ))}
            <HintAndError name={names.refundMethod} error={errors.refundMethod} />
          </fieldset>
          <div className="flex flex-col gap-1">
            <label htmlFor={fieldId(names.iban)} className="font-semibold">
              IBAN (doar pentru transfer bancar)
            </label>
            <input
              id={fieldId(names.iban)}
              name="iban"
              autoComplete="off"
              defaultValue={values?.iban ?? ""}
              aria-invalid={errors.iban ? true : undefined}
              aria-describedby={describedBy(names.iban, errors.iban)}
              className={controlClass(Boolean(errors.iban))}
            />
            <HintAndError name={names.iban} error={errors.iban} />
          </div>
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

/** A quantity sent back, if the select still offers it (the copies left may have changed). */
function quantityValue(sent: string | undefined, returnable: number): string {
  return sent !== undefined && /^\d{1,3}$/.test(sent) && Number(sent) <= returnable
    ? String(Number(sent))
    : "0";
}
