// "Confirmă adresa de e-mail": sent at registration, with the link that proves the address.
import type { PublicStore } from "../../../lib/store";
import { commaName, type RenderedEmail } from "../../email/message-email-content";
import { renderMessageEmail } from "../../email/render-message-email";

export function confirmEmailEmail(
  { firstName, link, validDays }: { firstName: string; link: string; validDays: number },
  store: PublicStore,
): RenderedEmail {
  return renderMessageEmail(
    {
      subject: `Confirmă adresa de e-mail pentru contul ${store.name}`,
      preview: "Un singur clic și contul tău este gata.",
      heading: `Bine ai venit la ${store.name}${commaName(firstName)}!`,
      blocks: [
        {
          kind: "paragraph",
          text: "Îți mulțumim că ți-ai creat un cont. A mai rămas un singur pas: confirmă că această adresă de e-mail este a ta.",
        },
        { kind: "button", label: "Confirmă adresa de e-mail", href: link },
        {
          kind: "paragraph",
          text: `Linkul este valabil ${validDays} zile. După confirmare, comenzile pe care le-ai făcut deja cu această adresă apar în contul tău, la „Comenzile mele”.`,
        },
      ],
      footnote: `Ai primit acest e-mail pentru că cineva a creat un cont ${store.name} cu adresa ta. Dacă nu ai fost tu, ignoră mesajul: fără confirmare, nicio comandă nu este legată de acel cont.`,
    },
    store,
  );
}
