// The contact form's fields, shared by the page (select options, maxLength) and the server
// (validation): subjects offered, their labels, length limits and the field messages.

export const CONTACT_SUBJECTS = [
  { value: "comanda", label: "O comandă" },
  { value: "livrare", label: "Livrare" },
  { value: "retur", label: "Retur sau reclamație" },
  { value: "plata", label: "Plată sau factură" },
  { value: "cont", label: "Contul meu" },
  { value: "colaborare", label: "Colaborări și presă" },
  { value: "altceva", label: "Altceva" },
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]["value"];

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  orderNumber: 20,
  messageMin: 10,
  message: 3000,
} as const;

/**
 * The trap for robots: a field people never see or reach (hidden, out of the tab order), which
 * form-filling scripts fill in. Named like something a script wants to fill.
 */
export const HONEYPOT_FIELD = "website";

export const CONTACT_MESSAGES = {
  nameMissing: "Scrie-ne cum te numești.",
  nameTooLong: `Numele poate avea cel mult ${CONTACT_LIMITS.name} de caractere.`,
  emailMissing: "Scrie adresa ta de e-mail, ca să-ți putem răspunde.",
  emailInvalid: "Adresa de e-mail nu pare corectă (de exemplu, nume@exemplu.ro).",
  subjectMissing: "Alege subiectul mesajului.",
  orderNumberInvalid: "Numărul comenzii are doar cifre (de exemplu, 100245).",
  messageTooShort: `Scrie-ne mesajul (cel puțin ${CONTACT_LIMITS.messageMin} caractere).`,
  messageTooLong: `Mesajul poate avea cel mult ${CONTACT_LIMITS.message} de caractere.`,
  sent: "Mulțumim! Mesajul tău a ajuns la noi. Îți răspundem pe e-mail cât mai curând, în programul de lucru.",
} as const;

export type ContactField = "name" | "email" | "subject" | "orderNumber" | "message";
export type ContactErrors = Partial<Record<ContactField, string>>;
export type ContactValues = Record<ContactField, string>;
