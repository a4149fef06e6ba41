// The manuscript form: a plain multipart POST (works without JavaScript); with it, React Router
// submits in place and the button says it is sending. Messages come from the server.
import { Form } from "react-router";
import {
  FormErrorSummary,
  SelectField,
  SendButton,
  TextAreaField,
  TextField,
} from "~/components/ui/form-field";
import {
  ConsentField,
  consentGiven,
  DocumentFileField,
  FormAlert,
  useSplitErrors,
  useUploadForm,
} from "../../uploads/components/upload-form-fields";
import { formatFileSize, UPLOAD_LIMITS } from "../../uploads/upload-rules";
import { MANUSCRIPT_FIELD, MANUSCRIPT_LIMITS } from "../manuscript-fields";

export interface ManuscriptFormState {
  errors?: Partial<Record<string, string>>;
  values?: {
    authorName: string;
    email: string;
    phone: string;
    title: string;
    genre: string;
    synopsis: string;
  };
  formError?: string;
}

export function ManuscriptForm({
  state = {},
  genres,
  legalName,
  contactEmail,
}: {
  state?: ManuscriptFormState;
  genres: string[];
  legalName: string;
  contactEmail: string;
}) {
  const upload = useUploadForm(MANUSCRIPT_FIELD, "manuscript");
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
        name="authorName"
        label="Numele autorului"
        autoComplete="name"
        required
        value={values?.authorName}
        error={errors.authorName}
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
      <TextField
        name="phone"
        type="tel"
        label="Telefon (opțional)"
        autoComplete="tel"
        inputMode="tel"
        value={values?.phone}
        error={errors.phone}
      />
      <TextField
        name="title"
        label="Titlul cărții"
        required
        value={values?.title}
        error={errors.title}
      />
      <SelectField name="genre" label="Genul" value={values?.genre} error={errors.genre}>
        <option value="">Alege genul</option>
        {genres.map((genre) => (
          <option key={genre} value={genre}>
            {genre}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        name="synopsis"
        label="Sinopsis"
        hint={`Despre ce este cartea, cui se adresează și cât de lungă este: ${MANUSCRIPT_LIMITS.synopsisMin}–${MANUSCRIPT_LIMITS.synopsisMax} de caractere.`}
        maxLength={MANUSCRIPT_LIMITS.synopsisMax}
        rows={8}
        value={values?.synopsis}
        error={errors.synopsis}
      />
      <DocumentFileField
        name={MANUSCRIPT_FIELD}
        label="Manuscrisul"
        hint={`Textul complet, PDF sau DOCX, cel mult ${formatFileSize(UPLOAD_LIMITS.manuscript.maxBytes)}.`}
        error={upload.fileError ?? errors[MANUSCRIPT_FIELD]}
        repick={sentBack && !errors[MANUSCRIPT_FIELD]}
        onFileChange={upload.onFileChange}
      />
      <ConsentField error={errors.consent} checked={consentGiven(errors, values)}>
        Sunt de acord ca {legalName} să păstreze manuscrisul și datele din acest formular ca să le
        evalueze redacția. Manuscrisul nu este folosit în alt scop; pot cere oricând ștergerea lui
        la {contactEmail}.
      </ConsentField>
      <SendButton sending={upload.sending} label="Trimite manuscrisul" />
    </Form>
  );
}
