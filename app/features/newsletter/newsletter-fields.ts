// The newsletter forms' vocabulary, shared by the pages and the server: where a subscription
// came from, the limits and every message a visitor reads.

/** Where a visitor subscribed: stored with the consent. */
export type NewsletterSource = "newsletter-page" | "footer";

export const NEWSLETTER_EMAIL_MAX = 254;

export const NEWSLETTER_MESSAGES = {
  emailMissing: "Scrie adresa de e-mail la care vrei să primești newsletterul.",
  emailInvalid: "Adresa de e-mail nu pare corectă (de exemplu, nume@exemplu.ro).",
  consentMissing: "Ca să te abonăm, bifează acordul.",
  consentChanged:
    "Textul acordului s-a schimbat între timp. Citește-l și bifează-l din nou, te rugăm.",
  /** The same answer whether the address is new, pending or already subscribed. */
  requested:
    "Mulțumim! Dacă adresa nu este deja abonată, îți trimitem acum un e-mail cu linkul de confirmare. Abonarea începe după ce îl deschizi și apeși „Confirmă abonarea”.",
  confirmExpired: "Linkul de confirmare a expirat. Abonează-te din nou și îți trimitem unul nou.",
  confirmInvalid:
    "Linkul de confirmare nu mai este valabil: a fost deja folosit sau a fost înlocuit de unul mai nou.",
  unsubscribeInvalid:
    "Linkul de dezabonare nu este valid. Folosește linkul întreg din e-mailul primit de la noi.",
} as const;

export type SubscribeField = "email" | "consent";
export type SubscribeErrors = Partial<Record<SubscribeField, string>>;
