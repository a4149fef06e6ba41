// A labelled text area with its error and hint next to it, like the fields of form-field.tsx.

export function MessageField({
  name,
  label,
  value,
  error,
  hint,
  maxLength,
  rows = 7,
}: {
  name: string;
  label: string;
  value?: string;
  error?: string;
  hint?: string;
  maxLength: number;
  rows?: number;
}) {
  const describedBy = [hint ? `f-${name}-hint` : null, error ? `f-${name}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`f-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={`f-${name}`}
        name={name}
        rows={rows}
        maxLength={maxLength}
        defaultValue={value ?? ""}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`w-full rounded border px-3 py-2 ${error ? "border-red-700" : "border-stone-400"}`}
      />
      {hint ? (
        <p id={`f-${name}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`f-${name}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
