// The contact form: a plain POST form (works without JavaScript); with it, React Router submits
// it in place and the button says it is sending. Field messages come from the server.
import { Form, useNavigation } from "react-router";
import {
  FormErrorSummary,
  SelectField,
  SendButton,
  TextAreaField,
  TextField,
} from "~/components/ui/form-field";
import {
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  type ContactErrors,
  type ContactValues,
} from "../contact-fields";
import { HoneypotField } from "./honeypot-field";

export function ContactForm({
  errors = {},
  values,
  formError,
}: {
  errors?: ContactErrors;
  values?: ContactValues | undefined;
  /** A message about the whole form (too many messages sent). */
  formError?: string | undefined;
}) {
  const sending = useNavigation().state === "submitting";
  return (
    <Form
      method="post"
      noValidate
      className="relative flex flex-col gap-4"
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
        name="name"
        label="Nume și prenume"
        autoComplete="name"
        required
        value={values?.name}
        error={errors.name}
      />
      <TextField
        name="email"
        type="email"
        label="E-mail"
        autoComplete="email"
        required
        value={values?.email}
        error={errors.email}
        hint="Îți răspundem la această adresă."
      />
      <SelectField name="subject" label="Subiect" value={values?.subject} error={errors.subject}>
        <option value="">Alege subiectul</option>
        {CONTACT_SUBJECTS.map((subject) => (
          <option key={subject.value} value={subject.value}>
            {subject.label}
          </option>
        ))}
      </SelectField>
      <TextField
        name="orderNumber"
        label="Numărul comenzii (opțional)"
        inputMode="numeric"
        value={values?.orderNumber}
        error={errors.orderNumber}
        hint="Îl găsești în e-mailul de confirmare a comenzii."
      />
      <TextAreaField
        name="message"
        label="Mesajul tău"
        rows={7}
        required
        maxLength={CONTACT_LIMITS.message}
        value={values?.message}
        error={errors.message}
        hint={`Cel mult ${CONTACT_LIMITS.message} de caractere.`}
      />
      <HoneypotField />
      <SendButton sending={sending} label="Trimite mesajul" />
    </Form>
  );
}
