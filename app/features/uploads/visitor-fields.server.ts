// The text fields every upload form asks for (name, e-mail, phone, consent), validated with
// Romanian messages, and the plumbing from FormData to field errors.
import { z } from "zod";
import { oneLine } from "../../lib/one-line";

const digitCount = (value: string) => value.replace(/\D/g, "").length;

/**
 * A one-line field (a name, a title): line breaks and control characters become spaces, so what
 * was typed stays one line in the e-mails' subjects and the operator's listing.
 */
export const oneLineText = () => z.string().transform(oneLine);

/** A text that keeps its line breaks (a message, a synopsis): other control characters go. */
export const multiLineText = () =>
  z.string().transform((value) =>
    value
      .replace(/\r\n?/g, "\n")
      .replace(/[^\P{Cc}\n]/gu, "")
      .trim(),
  );

export const visitorFields = {
  name: oneLineText().pipe(
    z
      .string()
      .min(3, { error: "Scrie numele și prenumele." })
      .max(100, { error: "Numele poate avea cel mult 100 de caractere." }),
  ),
  email: z
    .string()
    .trim()
    .max(254, { error: "Adresa de e-mail este prea lungă." })
    .pipe(z.email({ error: "Scrie o adresă de e-mail validă, de forma nume@exemplu.ro." })),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s().-]+$/, { error: "Scrie un număr de telefon, de exemplu 0722 123 456." })
    .refine((value) => digitCount(value) >= 9 && digitCount(value) <= 15, {
      error: "Scrie un număr de telefon, de exemplu 0722 123 456.",
    }),
  /** A checkbox: present (its value "da") only when ticked. */
  consent: z.literal("da", {
    error: "Avem nevoie de acordul tău ca să putem păstra și citi ce ne trimiți.",
  }),
};

/** The string fields of a form (a file or a missing field reads as ""). */
export function textFields<const K extends string>(
  form: FormData,
  names: readonly K[],
): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const name of names) {
    const value = form.get(name);
    // Browsers send line breaks as CRLF; stored and e-mailed as plain newlines.
    out[name] = typeof value === "string" ? value.replace(/\r\n?/g, "\n") : "";
  }
  return out;
}

/** The first message of each field that failed. */
export function fieldErrors(error: z.ZodError): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
