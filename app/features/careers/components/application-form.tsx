// The application form of a position: a plain multipart POST (works without JavaScript); with it,
// React Router submits in place and the button says it is sending. Messages come from the server.
import { Form } from "react-router";
import { FormErrorSummary, SendButton, TextAreaField, TextField } from "~/components/ui/form-field";
import {
  ConsentField,
  consentGiven,
  DocumentFileField,
  FormAlert,
  useSplitErrors,
  useUploadForm,
} from "../../uploads/components/upload-form-fields";
import { formatFileSize, UPLOAD_LIMITS } from "../../uploads/upload-rules";
import { APPLICATION_LIMITS, CV_FIELD } from "../application-fields";

export interface ApplicationFormState {
  errors?: Partial<Record<string, string>>;
  values?: { name: string; email: string; phone: string; message: string };
  /** About the whole form: too many applications, the position closed meanwhile. */
  formError?: string;
}

export function ApplicationForm({
  state = {},
  legalName,
  contactEmail,
}: {
  state?: ApplicationFormState;
  legalName: string;
  contactEmail: string;
}) {
  const upload = useUploadForm(CV_FIELD, "cv");
  const { errors = {}, values } = state;
  const { formProblem, fieldErrors, sentBack } = useSplitErrors(state.errors);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="flex flex-col gap-4"
      onSubmit={upload.onSubmit}
    >
      <FormAlert message={state.formError ?? formProblem} />
      <FormErrorSummary errors={fieldErrors} />
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
      />
      <TextField
        name="phone"
        type="tel"
        label="Telefon"
        autoComplete="tel"
        inputMode="tel"
        required
        value={values?.phone}
        error={errors.phone}
      />
      <TextAreaField
        name="message"
        label="Mesaj (opțional)"
        hint={`De ce ți-ar plăcea să lucrezi cu noi? Cel mult ${APPLICATION_LIMITS.message} de caractere.`}
        maxLength={APPLICATION_LIMITS.message}
        value={values?.message}
        error={errors.message}
      />
      <DocumentFileField
        name={CV_FIELD}
        label="CV"
        hint={`PDF sau DOCX, cel mult ${formatFileSize(UPLOAD_LIMITS.cv.maxBytes)}.`}
        error={upload.fileError ?? errors.cv}
        repick={sentBack && !errors.cv}
        onFileChange={upload.onFileChange}
      />
      <ConsentField error={errors.consent} checked={consentGiven(errors, values)}>
        Sunt de acord ca {legalName} să păstreze și să folosească datele din acest formular și CV-ul
        meu doar pentru recrutare. Pot cere oricând ștergerea lor la {contactEmail}.
      </ConsentField>
      <SendButton sending={upload.sending} label="Trimite candidatura" />
    </Form>
  );
}
