// The newsletter form: the address and the consent, never pre-checked. A plain POST form (works
// without JavaScript); the wording's version goes with it, so the consent stored is the one read.
import { Form, useNavigation } from "react-router";
import { FormErrorSummary, TextField } from "~/components/ui/form-field";
import type { SubscribeErrors } from "../newsletter-fields";

export function SubscribeForm({
  consentText,
  consentVersion,
  errors = {},
  email,
  formError,
}: {
  consentText: string;
  consentVersion: string;
  errors?: SubscribeErrors;
  email?: string | undefined;
  /** A message about the whole form (too many requests). */
  formError?: string | undefined;
}) {
  const sending = useNavigation().state === "submitting";
  return (
    <Form method="post" noValidate className="flex flex-col gap-4">
      {formError ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-900">
          {formError}
        </p>
      ) : null}
      <FormErrorSummary errors={errors} />
      <TextField
        name="email"
        type="email"
        label="E-mail"
        autoComplete="email"
        required
        value={email}
        error={errors.email}
      />
      <input type="hidden" name="consentVersion" value={consentVersion} />
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2">
          <input
            id="f-consent"
            type="checkbox"
            name="consent"
            value="da"
            required
            className="mt-1"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? "f-consent-error" : undefined}
          />
          <span>{consentText}</span>
        </label>
        {errors.consent ? (
          <p id="f-consent-error" className="text-sm text-red-800">
            {errors.consent}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={sending}
        className="self-start rounded bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {sending ? "Se trimite…" : "Abonează-mă"}
      </button>
    </Form>
  );
}
