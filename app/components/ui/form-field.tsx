// Labelled form controls with their error next to them (aria-invalid + aria-describedby), so
// the server's field messages are read out with the field.
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";

/** The id of a field's control: what its label and the error summary's link point to. */
export const fieldId = (name: string) => `f-${name}`;

/** A text control's classes, its border red while it has an error. */
export const controlClass = (invalid: boolean) =>
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
      <label htmlFor={fieldId(name)} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      <HintAndError name={name} hint={hint} error={error} />
    </div>
  );
}

/** A field's hint and error, with the ids its control's aria-describedby names. */
export function HintAndError({
  name,
  hint,
  error,
}: {
  name: string;
  hint?: string;
  error?: string;
}) {
  return (
    <>
      {hint ? (
        <p id={`${fieldId(name)}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId(name)}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The ids of a field's hint and error, for its control's aria-describedby. */
export function describedBy(name: string, error?: string, hint?: string): string | undefined {
  const ids = [
    hint ? `${fieldId(name)}-hint` : null,
    error ? `${fieldId(name)}-error` : null,
  ].filter(Boolean);
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
        id={fieldId(name)}
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
        id={fieldId(name)}
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
        id={fieldId(name)}
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
      id={fieldId(name)}
      className="flex flex-col gap-2"
      aria-describedby={error ? `${fieldId(name)}-error` : undefined}
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
        <p id={`${fieldId(name)}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Moves the focus to a field's control, centred on screen, and says whether it found one. The
 * control is the element with that id; for a group (a fieldset, or radios with no id) it is the
 * checked or first enabled choice.
 */
export function focusField(
  name: string,
  doc: Pick<Document, "getElementById" | "getElementsByName"> = document,
): boolean {
  const byId = doc.getElementById(fieldId(name));
  const target = byId && byId.tagName !== "FIELDSET" ? byId : groupChoice(byId, doc, name);
  if (!target) return false;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: "center" });
  return true;
}

function groupChoice(
  fieldset: HTMLElement | null,
  doc: Pick<Document, "getElementsByName">,
  name: string,
): HTMLElement | null {
  const first = doc.getElementsByName(name)[0] ?? null;
  const group = fieldset ?? first?.closest("fieldset") ?? null;
  return (
    group?.querySelector<HTMLElement>("input:checked") ??
    group?.querySelector<HTMLElement>("input:not(:disabled)") ??
    first
  );
}

/** A click the page may take over: the main button, no key held (those open a tab or a window). */
export function plainClick(
  event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">,
): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A short list of what is wrong, at the top of a form, for screen readers and long forms. It
 * takes the focus when an answer brings errors: pass the answer's own errors object (a new one
 * per answer, the same one across re-renders). Its links keep an href for pages without
 * JavaScript, but a click only moves the focus: followed, a fragment link is a navigation to
 * React Router (a new location, which drops the action's answer and the messages with it).
 */
export function FormErrorSummary({ errors }: { errors: Partial<Record<string, string>> }) {
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (Object.values(errors).some(Boolean)) summary.current?.focus();
  }, [errors]);
  const messages = Object.entries(errors).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
  if (messages.length === 0) return null;
  return (
    <div
      ref={summary}
      role="alert"
      tabIndex={-1}
      className="rounded border border-red-700 bg-red-50 p-3 text-sm text-red-900"
    >
      <p className="font-semibold">Verifică datele marcate:</p>
      <ul className="ml-5 list-disc">
        {messages.map(([name, message]) => (
          <li key={name}>
            <a
              href={`#${fieldId(name)}`}
              className="underline"
              onClick={(event) => {
                // Even with no control to reach, following the link would only lose the answer.
                if (!plainClick(event)) return;
                event.preventDefault();
                focusField(name);
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The send button of a form submitted in place. While sending it says so and is marked disabled
 * rather than disabled: a disabled button drops the focus to the page. The form ignores the
 * sends that come meanwhile (`if (sending) event.preventDefault()` in its onSubmit).
 */
export function SendButton({ sending, label }: { sending: boolean; label: string }) {
  return (
    <button
      type="submit"
      aria-disabled={sending || undefined}
      className="self-start rounded bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-progress aria-disabled:opacity-60"
    >
      {sending ? "Se trimite…" : label}
    </button>
  );
}

/** Where a form that empties once sent stands: its key, and whether a submission is under way. */
export interface ResetKeyState {
  submitting: boolean;
  key: number;
}

/**
 * The next key of a form that empties once sent: it changes when a submission ends with no
 * answer from the action (it redirected: the send went through), never when it ends with one
 * (refused: what the visitor typed and ticked stays) nor on any other navigation.
 */
export function nextResetKey(
  state: ResetKeyState,
  submitting: boolean,
  answered: boolean,
): ResetKeyState {
  if (submitting === state.submitting) return state;
  return { submitting, key: submitting || answered ? state.key : state.key + 1 };
}

/**
 * The key that rebuilds a form empty after a successful send (`answered`: the action's data is
 * there). Not the location's key: a refused send and a fragment link are new locations too.
 */
export function useResetKey(answered: boolean): number {
  const submitting = useNavigation().formMethod !== undefined;
  const [state, setState] = useState<ResetKeyState>({ submitting, key: 0 });
  const next = nextResetKey(state, submitting, answered);
  if (next !== state) setState(next);
  return next.key;
}
