import { Form } from "react-router";
import {
  ChoiceGroup,
  FormErrorSummary,
  TextAreaField,
  TextField,
} from "~/components/ui/form-field";
import { REVIEW_LIMITS, type ReviewFieldErrors } from "../review-form";

const RATINGS = [
  { value: "5", label: "5 stele — Excelentă" },
  { value: "4", label: "4 stele — Foarte bună" },
  { value: "3", label: "3 stele — Bună" },
  { value: "2", label: "2 stele — Slabă" },
  { value: "1", label: "1 stea — Nu mi-a plăcut" },
];

/** One book's review form; works without JavaScript (a plain post to the page). */
export function ReviewFormView({
  bookId,
  bookTitle,
  errors = {},
  values,
}: {
  bookId: number;
  bookTitle: string;
  errors?: ReviewFieldErrors;
  values?: { rating?: string; title?: string; body?: string };
}) {
  return (
    <Form method="post" className="flex flex-col gap-4" aria-labelledby="recenzie-titlu">
      <h2 id="recenzie-titlu" className="font-serif text-xl font-bold">
        Recenzia ta pentru „{bookTitle}”
      </h2>
      <FormErrorSummary errors={errors} />
      <input type="hidden" name="bookId" value={bookId} />
      <ChoiceGroup
        name="rating"
        legend="Nota ta"
        options={RATINGS}
        value={values?.rating}
        error={errors.rating}
      />
      <TextField
        name="title"
        label="Titlul recenziei (opțional)"
        value={values?.title}
        error={errors.title}
      />
      <TextAreaField
        name="body"
        label="Ce părere ai despre carte?"
        required
        minLength={REVIEW_LIMITS.bodyMin}
        maxLength={REVIEW_LIMITS.bodyMax}
        value={values?.body}
        error={errors.body}
        hint={`Între ${REVIEW_LIMITS.bodyMin} și ${REVIEW_LIMITS.bodyMax} de caractere. Recenzia apare pe pagina cărții cu prenumele tău și inițiala numelui, după ce o citim.`}
      />
      <button
        type="submit"
        className="self-start rounded bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
      >
        Trimite recenzia
      </button>
    </Form>
  );
}
