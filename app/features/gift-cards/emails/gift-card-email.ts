// The recipient's e-mail: who sends the gift, their message, the code and until when it works.
import { formatShopDate } from "../../../lib/dates";
import { formatLei } from "../../../lib/money";
import type { PublicStore } from "../../../lib/store";
import { commaName } from "../../email/message-email-content";
import type { OutgoingEmail } from "../../email/outbox.server";
import { renderMessageEmail } from "../../email/render-message-email";

export interface IssuedGiftCard {
  code: string;
  value: number;
  endsAt: Date;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
}

export function giftCardSubject(card: Pick<IssuedGiftCard, "senderName" | "value">): string {
  return `${card.senderName} ți-a trimis un voucher cadou de ${formatLei(card.value)}`;
}

export function giftCardEmail(
  card: IssuedGiftCard,
  store: PublicStore,
): Omit<OutgoingEmail, "dedupeKey"> {
  const until = formatShopDate(card.endsAt);
  // The sender's words, one paragraph per line, as text (the renderers escape them).
  const message = card.message
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const rendered = renderMessageEmail(
    {
      subject: giftCardSubject(card),
      preview: `Codul tău de ${formatLei(card.value)} la ${store.name}: ${card.code}`,
      heading: `Un voucher cadou pentru tine${commaName(card.recipientName)}!`,
      blocks: [
        {
          kind: "paragraph",
          text: `${card.senderName} ți-a dăruit un voucher de ${formatLei(card.value)} pentru cărți la ${store.name}.`,
        },
        ...(message.length > 0
          ? [
              { kind: "paragraph" as const, text: `Mesaj de la ${card.senderName}:` },
              ...message.map((line) => ({ kind: "paragraph" as const, text: `„${line}”` })),
            ]
          : []),
        { kind: "paragraph", text: `Codul voucherului: ${card.code}` },
        {
          kind: "paragraph",
          text: `Scrie-l la ultimul pas al comenzii, în câmpul „Ai un voucher?”: scade din prețul cărților până la ${formatLei(card.value)}, până pe ${until}. Dacă o comandă costă mai puțin, ce rămâne pe voucher se poate folosi la comenzile următoare.`,
        },
        { kind: "button", label: "Alege cărțile", href: `${store.publicUrl}/carti` },
      ],
      footnote: `Ai primit acest e-mail pentru că cineva a cumpărat pentru tine un voucher cadou la ${store.name}, cu această adresă. Dacă nu îl aștepți, îl poți ignora.`,
    },
    store,
  );
  return { to: card.recipientEmail, ...rendered };
}
