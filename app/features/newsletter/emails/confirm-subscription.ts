// "Confirmă abonarea": the double opt-in e-mail. The confirmation link comes first (the plain-text
// version lists it before the unsubscribe link); like every newsletter e-mail, it can unsubscribe.
import { plural } from "../../../lib/plural";
import type { PublicStore } from "../../../lib/store";
import type { RenderedEmail } from "../../email/message-email-content";
import { renderMessageEmail } from "../../email/render-message-email";

const DAYS = { one: "zi", few: "zile", other: "de zile" };

export function confirmSubscriptionEmail(
  {
    confirmLink,
    unsubscribeLink,
    validDays,
  }: { confirmLink: string; unsubscribeLink: string; validDays: number },
  store: PublicStore,
): RenderedEmail {
  return renderMessageEmail(
    {
      subject: `Confirmă abonarea la newsletterul ${store.name}`,
      preview: "Un clic și primești noutățile, recomandările și ofertele noastre.",
      heading: "Mai ai un singur pas",
      blocks: [
        {
          kind: "paragraph",
          text: `Ai cerut să primești newsletterul ${store.name} la această adresă. Confirmă abonarea aici:`,
        },
        { kind: "button", label: "Confirmă abonarea", href: confirmLink },
        {
          kind: "paragraph",
          text: `Linkul este valabil ${plural(validDays, DAYS)} și poate fi folosit o singură dată. Fără confirmare nu îți trimitem niciun newsletter.`,
        },
        {
          kind: "paragraph",
          text: "Nu vrei să primești e-mailuri de la noi? Te poți dezabona oricând:",
        },
        { kind: "button", label: "Dezabonare", href: unsubscribeLink },
      ],
      footnote: `Ai primit acest e-mail pentru că adresa ta a fost scrisă în formularul de abonare de pe ${store.publicUrl}. Dacă nu ai fost tu, ignoră mesajul: fără confirmare, adresa nu este abonată.`,
    },
    store,
  );
}
