// "Alege o parolă nouă": the password reset link, valid an hour, usable once.
import type { PublicStore } from "../../../lib/store";
import { commaName, type RenderedEmail } from "../../email/message-email-content";
import { renderMessageEmail } from "../../email/render-message-email";

export function resetPasswordEmail(
  { firstName, link }: { firstName: string; link: string },
  store: PublicStore,
): RenderedEmail {
  return renderMessageEmail(
    {
      subject: `Resetează parola contului ${store.name}`,
      preview: "Linkul pentru o parolă nouă, valabil o oră.",
      heading: `Salut${commaName(firstName)}!`,
      blocks: [
        {
          kind: "paragraph",
          text: `Am primit o cerere de resetare a parolei pentru contul ${store.name} cu această adresă de e-mail. Poți alege o parolă nouă aici:`,
        },
        { kind: "button", label: "Alege o parolă nouă", href: link },
        {
          kind: "paragraph",
          text: "Linkul este valabil o oră și poate fi folosit o singură dată. După ce schimbi parola, ieși automat din cont pe toate dispozitivele; intri din nou cu parola nouă.",
        },
      ],
      footnote:
        "Dacă nu ai cerut tu resetarea, ignoră acest e-mail: parola ta rămâne aceeași și nimeni nu poate intra în cont fără ea.",
    },
    store,
  );
}
