// Labelled form controls with their error next to them (aria-invalid + aria-describedby), so
// the server's field messages are read out with the field.
import type { ReactNode } from "react";

const controlClass = (invalid: boolean) =>
  `w-full rounded border px-3 py-2 ${invalid ? "border-red-700" : "border-stone-400"}`;

interface FieldProps {
  name: string;
  label: string;
  error?: string;
  hint?: string;
}

function FieldShell({ name, label, error, hint, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`f-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      {children}
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

function describedBy(name: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `f-${name}-hint` : null, error ? `f-${name}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export function TextField({
  name,
  label,
  error,
  hint,
  value,
  type = "text",
  autoComplete,
  required = false,
  inputMode,
  min,
  max,
  maxLength,
}: FieldProps & {
  value?: string;
  type?: "text" | "email" | "tel" | "password" | "date";
  autoComplete?: string;
  required?: boolean;
  inputMode?: "numeric" | "tel" | "email" | "text";
  /** For a date: the first and last days offered (YYYY-MM-DD). */
  min?: string;
  max?: string;
  /** The longest text the server takes, in UTF-16 units as it counts them. */
  maxLength?: number;
}) {
  return (
    <FieldShell name={name} label={label} error={error} hint={hint}>
      <input
        id={`f-${name}`}
        name={name}
        type={type}
        defaultValue={value ?? ""}
        autoComplete={autoComplete}
        inputMode={inputMode}
        min={min}
        max={max}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        className={controlClass(Boolean(error))}
      />
    </FieldShell>
  );
}

/** A long text (a message, a synopsis, a review), with its hint and error like TextField. */
export function TextAreaField({
  name,
  label,
  error,
  hint,
  value,
  maxLength,
  minLength,
  rows = 6,
  required = false,
}: FieldProps & {
  value?: string;
  maxLength: number;
  minLength?: number;
  rows?: number;
  required?: boolean;
}) {
  return (
    <FieldShell name={name} label={label} error={error} hint={hint}>
      <textarea
        id={`f-${name}`}
        name={name}
        rows={rows}
        maxLength={maxLength}
        minLength={minLength}
        required={required}
        defaultValue={value ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        className={controlClass(Boolean(error))}
      />
    </FieldShell>
  );
}

export function SelectField({
  name,
  label,
  error,
  hint,
  value,
  children,
  onChange,
}: FieldProps & {
  value?: string;
  children: ReactNode;
  onChange?: (value: string) => void;
}) {
  return (
    <FieldShell name={name} label={label} error={error} hint={hint}>
      <select
        id={`f-${name}`}
        name={name}
        defaultValue={value ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        className={controlClass(Boolean(error))}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
      >
        {children}
      </select>
    </FieldShell>
  );
}

/** A group of radio buttons with one legend and one error. */
export function ChoiceGroup({
  name,
  legend,
  error,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  error?: string;
  options: { value: string; label: ReactNode; disabled?: boolean }[];
  value?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? `f-${name}-error` : undefined}
    >
      <legend className="mb-1 font-semibold">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={`flex items-start gap-2 rounded border border-stone-300 p-3 ${option.disabled ? "text-stone-500" : "cursor-pointer hover:bg-stone-50"}`}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            defaultChecked={value === option.value}
            disabled={option.disabled}
            className="mt-1"
            onChange={onChange ? () => onChange(option.value) : undefined}
          />
          <span className="flex-1">{option.label}</span>
        </label>
      ))}
      {error ? (
        <p id={`f-${name}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A short list of what is wrong, at the top of a form, for screen readers and long forms. */
export function FormErrorSummary({ errors }: { errors: Partial<Record<string, string>> }) {
  const messages = Object.entries(errors).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">Verifică datele marcate:</p>
      <ul className="ml-5 list-disc">
        {messages.map(([name, message]) => (
          <li key={name}>
            <a href={`#f-${name}`} className="underline">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
