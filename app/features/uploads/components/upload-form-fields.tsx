// The controls of the upload forms that the shared primitives lack: a document file input and the
// consent checkbox. Each is labelled, with its hint and error tied to it
// (aria-describedby), and ids `f-<name>` so the error summary's links reach them.
import type { ReactNode } from "react";
import { DOCUMENT_ACCEPT } from "../upload-rules";

const controlClass = (invalid: boolean) =>
  `w-full rounded border px-3 py-2 ${invalid ? "border-red-700" : "border-stone-400"}`;

function describedBy(name: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `f-${name}-hint` : null, error ? `f-${name}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function HintAndError({ name, hint, error }: { name: string; hint?: string; error?: string }) {
  return (
    <>
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
    </>
  );
}

/** A PDF or DOCX file. Browsers never keep a chosen file across a page sent back with errors. */
export function DocumentFileField({
  name,
  label,
  hint,
  error,
}: {
  name: string;
  label: string;
  hint: string;
  error?: string | undefined;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`f-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={`f-${name}`}
        name={name}
        type="file"
        accept={DOCUMENT_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        className={`${controlClass(Boolean(error))} bg-white file:mr-3 file:rounded file:border-0 file:bg-stone-200 file:px-3 file:py-1`}
      />
      <HintAndError name={name} hint={hint} error={error} />
    </div>
  );
}

/** The consent box: posted as "da" only when ticked. */
export function ConsentField({
  children,
  error,
}: {
  children: ReactNode;
  error?: string | undefined;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="f-consent" className="flex items-start gap-2 text-sm">
        <input
          id="f-consent"
          name="consent"
          type="checkbox"
          value="da"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "f-consent-error" : undefined}
          className="mt-1"
        />
        <span>{children}</span>
      </label>
      <HintAndError name="consent" error={error} />
    </div>
  );
}

/** A whole-form outcome (too many sends, a closed position), read out as it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-900">
      {message}
    </p>
  );
}
