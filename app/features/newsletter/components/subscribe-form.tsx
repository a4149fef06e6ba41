// The newsletter form: the address and the consent, never pre-checked (a refused form keeps it
// as the visitor left it). A plain POST form (works without JavaScript); the wording's version
// goes with it, so the consent stored is the one read.
import { Form, useNavigation } from "react-router";
import { FormErrorSummary, fieldId, SendButton, TextField } from "~/components/ui/form-field";
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
  // The server checks the address and the box together but does not send the box back: an
  // answer with errors and none about the box means the visitor had ticked it.
  const consentGiven = Object.values(errors).some(Boolean) && !errors.consent;
  return (
    <Form
      method="post"
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        if (sending) event.preventDefault();
      }}
    >
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
            // Rebuilt when the verdict on the box changes: a box refused (not ticked, or ticked
            // under a wording changed since) comes back empty, to be ticked knowingly.
            key={errors.consent ?? ""}
            id={fieldId("consent")}
            type="checkbox"
            name="consent"
            value="da"
            required
            defaultChecked={consentGiven}
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
      <SendButton sending={sending} label="Abonează-mă" />
    </Form>
  );
}
