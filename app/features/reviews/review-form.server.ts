// The review form as the server reads it: one zod schema, Romanian messages per field.
import { z } from "zod";
import { MAX_DATABASE_ID } from "../../lib/database-id";
import { REVIEW_LIMITS, type ReviewFieldErrors, type ReviewInput } from "./review-form";

const reviewSchema = z.object({
  // A row id: a larger number would fail the query (out of range for integer) instead of the form.
  bookId: z.coerce.number().int().positive().max(MAX_DATABASE_ID),
  rating: z.coerce
    .number({ error: "Alege o notă de la 1 la 5 stele." })
    .int({ error: "Alege o notă de la 1 la 5 stele." })
    .min(1, { error: "Alege o notă de la 1 la 5 stele." })
    .max(5, { error: "Alege o notă de la 1 la 5 stele." }),
  title: z
    .string()
    .trim()
    .max(REVIEW_LIMITS.titleMax, {
      error: `Titlul poate avea cel mult ${REVIEW_LIMITS.titleMax} de caractere.`,
    }),
  body: z
    .string()
    .trim()
    .min(REVIEW_LIMITS.bodyMin, {
      error: `Scrie cel puțin ${REVIEW_LIMITS.bodyMin} de caractere despre carte.`,
    })
    .max(REVIEW_LIMITS.bodyMax, {
      error: `Recenzia poate avea cel mult ${REVIEW_LIMITS.bodyMax} de caractere.`,
    }),
});

export function parseReviewForm(
  form: FormData,
): { ok: true; input: ReviewInput } | { ok: false; errors: ReviewFieldErrors } {
  const parsed = reviewSchema.safeParse({
    bookId: form.get("bookId"),
    // An unchecked radio group sends nothing: that is the rating's own message, not a number error.
    rating: form.get("rating") ?? "",
    title: typeof form.get("title") === "string" ? form.get("title") : "",
    body: typeof form.get("body") === "string" ? form.get("body") : "",
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: ReviewFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "rating" || field === "title" || field === "body") && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  if (!errors.rating && !errors.title && !errors.body) errors.body = "Formularul nu este complet.";
  return { ok: false, errors };
}
