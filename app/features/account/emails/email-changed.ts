// "Adresa de e-mail a contului a fost schimbată": sent to the old address once the new one is
// confirmed, so that a change the owner did not make does not go unnoticed.
import type { PublicStore } from "../../../lib/store";
import { commaName, type RenderedEmail } from "../../email/message-email-content";
import { renderMessageEmail } from "../../email/render-message-email";

export function emailChangedEmail(
  { firstName }: { firstName: string },
  store: PublicStore,
): RenderedEmail {
  return renderMessageEmail(
    {
      subject: `Adresa de e-mail a contului ${store.name} a fost schimbată`,
      preview: "Contul tău folosește de acum altă adresă.",
      heading: `Salut${commaName(firstName)}!`,
      blocks: [
        {
          kind: "paragraph",
          text: `Contul tău ${store.name} folosește de acum altă adresă de e-mail, confirmată chiar acum. Confirmările de comandă și linkurile pentru parolă vor merge acolo.`,
        },
        {
          kind: "paragraph",
          text: `Dacă nu ai făcut tu schimbarea, sună-ne la ${store.phone} sau scrie-ne la ${store.email} cât mai repede: îți recuperăm contul.`,
        },
      ],
      footnote: `Ai primit acest e-mail pentru că adresa ta era adresa unui cont ${store.name}.`,
    },
    store,
  );
}
