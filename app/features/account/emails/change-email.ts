// "Confirmă noua adresă de e-mail": sent to the address the customer wants to move the account
// to, with the link that proves it is theirs. Until it is opened, nothing changes.
import type { PublicStore } from "../../../lib/store";
import { commaName, type RenderedEmail } from "../../email/message-email-content";
import { renderMessageEmail } from "../../email/render-message-email";

export function changeEmailEmail(
  { firstName, link, validHours }: { firstName: string; link: string; validHours: number },
  store: PublicStore,
): RenderedEmail {
  return renderMessageEmail(
    {
      subject: `Confirmă noua adresă de e-mail a contului ${store.name}`,
      preview: "Un clic și contul tău folosește această adresă.",
      heading: `Salut${commaName(firstName)}!`,
      blocks: [
        {
          kind: "paragraph",
          text: `Ai cerut ca contul tău ${store.name} să folosească de acum această adresă de e-mail. Confirmă că este a ta:`,
        },
        { kind: "button", label: "Confirmă noua adresă", href: link },
        {
          kind: "paragraph",
          text: `Linkul este valabil ${validHours} de ore și poate fi folosit o singură dată. Până îl deschizi, contul rămâne pe adresa de acum.`,
        },
      ],
      footnote:
        "Dacă nu ai cerut tu schimbarea, ignoră acest e-mail: fără confirmare, nicio adresă nu se schimbă.",
    },
    store,
  );
}
