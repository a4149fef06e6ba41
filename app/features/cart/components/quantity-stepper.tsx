import { useEffect, useState } from "react";

/** − [n] + for one cart line; typing a number applies it on blur or Enter. */
export function QuantityStepper({
  value,
  max,
  label,
  onChange,
}: {
  value: number;
  max: number;
  label: string;
  onChange: (quantity: number) => void;
}) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = () => {
    const parsed = Number.parseInt(draft, 10);
    if (Number.isFinite(parsed) && parsed !== value) onChange(parsed);
    else setDraft(String(value));
  };
  const button =
    "h-9 w-9 rounded border border-stone-300 text-lg font-bold hover:bg-stone-100 disabled:opacity-40";
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">{label}</legend>
      <button
        type="button"
        className={button}
        onClick={() => onChange(value - 1)}
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
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
        aria-label="Crește cantitatea"
      >
        +
      </button>
    </fieldset>
  );
}
