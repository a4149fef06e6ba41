// The controls of the upload forms that the shared primitives lack: a document file input and the
// consent checkbox. Each is labelled, with its hint and error tied to it
// (aria-describedby), and ids `f-<name>` so the error summary's links reach them. With
// JavaScript, a file over its limit is refused in the browser, before it is sent: the server's
// body guard answers a file past the request's limit with a bare 413, which loses the page.
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useNavigation } from "react-router";
import { controlClass, describedBy, fieldId, HintAndError } from "~/components/ui/form-field";
import {
  DOCUMENT_ACCEPT,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  type UploadPurpose,
} from "../upload-rules";

/** Said under the file field of a form sent back while it is empty. */
export const REPICK_HINT = "Alege din nou fișierul: browserul nu îl păstrează.";

/** Whether a chosen file is over its purpose's limit (no file is not too large). */
export function fileTooLarge(
  file: { size: number } | null | undefined,
  purpose: UploadPurpose,
): boolean {
  return file != null && file.size > UPLOAD_LIMITS[purpose].maxBytes;
}

/**
 * Whether the visitor had ticked the consent of a form sent back with field errors. The server
 * does not send the box back, but it checks every field of a form it read: no message about the
 * box means it was ticked. A body refused unread (too large) comes back with every value empty
 * and says nothing about it, and consent is never assumed.
 */
export function consentGiven(
  errors: Partial<Record<string, string>>,
  values: Record<string, string> | undefined,
): boolean {
  return !errors.consent && values !== undefined && Object.values(values).some(Boolean);
}

/**
 * A refused upload form's errors: `form` is about the whole form (a text too long to read), not a
 * field to link to; the others go to the summary as one object per answer (the summary takes the
 * focus when it gets a new one).
 */
export function useSplitErrors(errors: Partial<Record<string, string>> | undefined) {
  const fieldErrors = useMemo(() => {
    const { form: _, ...rest } = errors ?? {};
    return rest;
  }, [errors]);
  return {
    formProblem: errors?.form,
    fieldErrors,
    sentBack: Object.keys(errors ?? {}).length > 0,
  };
}

/**
 * The browser's side of an upload form: repeat sends ignored while one is under way, and the
 * file's size checked when it is chosen and again when the form is sent (a form that never
 * leaves the page keeps everything typed). `fileError` is the file field's message meanwhile.
 */
export function useUploadForm(fileField: string, purpose: UploadPurpose) {
  const sending = useNavigation().state === "submitting";
  const [fileError, setFileError] = useState<string>();
  const tooLarge = UPLOAD_MESSAGES.tooLarge(purpose);
  return {
    sending,
    fileError,
    onFileChange(file: File | null) {
      setFileError(fileTooLarge(file, purpose) ? tooLarge : undefined);
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      if (sending) {
        event.preventDefault();
        return;
      }
      const input = event.currentTarget.elements.namedItem(fileField);
      if (!(input instanceof HTMLInputElement) || !fileTooLarge(input.files?.[0], purpose)) return;
      event.preventDefault();
      // The message is on the page before the focus lands, so it is read out with the field.
      flushSync(() => setFileError(tooLarge));
      input.focus();
    },
  };
}

/**
 * A PDF or DOCX file. `repick`: the form came back from the server, which a browser without
 * JavaScript rebuilds with the file input empty; the field then asks for the file again, as long
 * as no file is chosen (with JavaScript the input usually keeps it).
 */
export function DocumentFileField({
  name,
  label,
  hint,
  error,
  repick = false,
  onFileChange,
}: {
  name: string;
  label: string;
  hint: string;
  error?: string | undefined;
  repick?: boolean;
  onFileChange?: (file: File | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  // False on the server: a page rebuilt there never holds a file.
  const [hasFile, setHasFile] = useState(false);
  useEffect(() => {
    setHasFile(Boolean(input.current?.files?.length));
  }, []);
  const fullHint = repick && !hasFile ? `${hint} ${REPICK_HINT}` : hint;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={fieldId(name)} className="text-sm font-semibold">
        {label}
      </label>
      <input
        ref={input}
        id={fieldId(name)}
        name={name}
        type="file"
        accept={DOCUMENT_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, fullHint)}
        className={`${controlClass(Boolean(error))} bg-white file:mr-3 file:rounded file:border-0 file:bg-stone-200 file:px-3 file:py-1`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0] ?? null;
          setHasFile(file !== null);
          onFileChange?.(file);
        }}
      />
      <HintAndError name={name} hint={fullHint} error={error} />
    </div>
  );
}

/** The consent box: posted as "da" only when ticked; `checked` when the visitor had ticked it. */
export function ConsentField({
  children,
  error,
  checked = false,
}: {
  children: ReactNode;
  error?: string | undefined;
  checked?: boolean;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={fieldId("consent")} className="flex items-start gap-2 text-sm">
        <input
          id={fieldId("consent")}
          name="consent"
          type="checkbox"
          value="da"
          defaultChecked={checked}
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
