import { useEffect, useId, useState } from "react";
import { quantityNotice } from "../quantity-messages";

/**
 * − [n] + for one cart line; typing a number applies it on blur or Enter. A number outside
 * 1 … max is corrected on the spot and the correction is said next to the field, where it stays
 * until the shopper changes the quantity again: the server's own correction (`serverMessage`,
 * e.g. less stock than the line knew) is kept the same way, not only while its quote is current.
 */
export function QuantityStepper({
  value,
  max,
  label,
  onChange,
  serverMessage = null,
}: {
  value: number;
  max: number;
  label: string;
  onChange: (quantity: number) => void;
  serverMessage?: string | null;
}) {
  const [draft, setDraft] = useState(String(value));
  const [notice, setNotice] = useState<string | null>(null);
  const noticeId = useId();
  useEffect(() => setDraft(String(value)), [value]);
  useEffect(() => {
    if (serverMessage) setNotice(serverMessage);
  }, [serverMessage]);

  const change = (requested: number) => {
    const granted = Math.min(Math.max(requested, 1), max);
    setNotice(quantityNotice(requested, max));
    // The stored line may already hold `granted` (10, then 55 typed): the field shows it anyway.
    setDraft(String(granted));
    if (granted !== value) onChange(granted);
  };
  const commit = () => {
    const parsed = Number.parseInt(draft, 10);
    if (Number.isFinite(parsed) && parsed !== value) change(parsed);
    else setDraft(String(value));
  };
  const button =
    "h-9 w-9 rounded border border-stone-300 text-lg font-bold hover:bg-stone-100 disabled:opacity-40";
  return (
    <div>
      <fieldset className="flex items-center gap-1">
        <legend className="sr-only">{label}</legend>
        <button
          type="button"
          className={button}
          onClick={() => change(value - 1)}
          disabled={value <= 1}
          aria-label="Scade cantitatea"
        >
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={draft}
          aria-label="Cantitate"
          aria-describedby={notice ? noticeId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === "Enter") commit();
          }}
          className="h-9 w-14 rounded border border-stone-300 text-center"
        />
        <button
          type="button"
          className={button}
          onClick={() => change(value + 1)}
          disabled={value >= max}
          aria-label="Crește cantitatea"
        >
          +
        </button>
      </fieldset>
      {/* Always in the page, so screen readers announce the text when it appears. */}
      <p id={noticeId} role="status" className={notice ? "mt-1 text-sm text-amber-800" : undefined}>
        {notice ?? ""}
      </p>
    </div>
  );
}
