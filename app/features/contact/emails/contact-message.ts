// The e-mail a contact form message makes, to the shop's inbox. The outbox cannot set Reply-To,
// so the visitor's address is in the body and behind a "reply" button (a mailto: link).
import { formatShopDateTime } from "../../../lib/dates";
import type { PublicStore } from "../../../lib/store";
import type { MessageEmailBlock, RenderedEmail } from "../../email/message-email-content";
import { renderMessageEmail } from "../../email/render-message-email";

export interface ContactMessageEmail {
  id: number;
  name: string;
  email: string;
  subjectLabel: string;
  orderNumber: string | null;
  message: string;
  sentAt: Date;
}

export function contactMessageEmail(
  message: ContactMessageEmail,
  store: PublicStore,
): RenderedEmail {
  const replySubject = `Re: ${message.subjectLabel}`;
  // The address passed z.email(): nothing in it needs escaping in a mailto: link.
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(replySubject)}`;
  // One paragraph per line: the visitor's line breaks are kept in both versions.
  const lines = message.message
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  const blocks: MessageEmailBlock[] = [
    { kind: "paragraph", text: `De la: ${message.name} <${message.email}>` },
    { kind: "paragraph", text: `Subiect: ${message.subjectLabel}` },
    ...(message.orderNumber
      ? [{ kind: "paragraph" as const, text: `Comanda nr. ${message.orderNumber}` }]
      : []),
    { kind: "paragraph", text: "Mesajul:" },
    ...lines.map((text) => ({ kind: "paragraph" as const, text })),
    { kind: "button", label: `Răspunde la ${message.email}`, href: reply },
  ];
  return renderMessageEmail(
    {
      subject: `Mesaj de contact: ${message.subjectLabel} – ${message.name}`,
      preview: lines[0] ?? message.subjectLabel,
      heading: `Mesaj nou de la ${message.name}`,
      blocks,
      footnote: `Trimis prin formularul de pe ${store.publicUrl}/contact pe ${formatShopDateTime(message.sentAt)} (mesajul nr. ${message.id}). Răspunsul merge la adresa vizitatorului, ${message.email}, nu la expeditorul acestui e-mail.`,
    },
    store,
  );
}
