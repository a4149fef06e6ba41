// "Voucherul tău de bun venit": the first-order code, its percent and how long it lasts.
import { formatLei } from "../../../lib/money";
import type { PublicStore } from "../../../lib/store";
import type { OutgoingEmail } from "../../email/outbox.server";
import { renderMessageEmail } from "../../email/render-message-email";
import type { FirstOrderCode } from "../first-order.server";

const DATE = new Intl.DateTimeFormat("ro-RO", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Bucharest",
});

export function firstOrderEmail(
  to: string,
  code: FirstOrderCode,
  store: PublicStore,
): Omit<OutgoingEmail, "dedupeKey"> {
  const minimum =
    code.minOrder > 0 ? `, pentru comenzi de minimum ${formatLei(code.minOrder)}` : "";
  const rendered = renderMessageEmail(
    {
      subject: `Voucherul tău de bun venit: ${code.percent}% reducere la ${store.name}`,
      preview: `Codul ${code.code} îți aduce ${code.percent}% reducere la prima comandă.`,
      heading: "Bun venit!",
      blocks: [
        {
          kind: "paragraph",
          text: `Codul tău pentru ${code.percent}% reducere la prima comandă${minimum} este: ${code.code}`,
        },
        {
          kind: "paragraph",
          text: `Scrie-l la ultimul pas al comenzii, în câmpul „Ai un voucher?”. Este valabil o singură dată, până pe ${DATE.format(code.endsAt)}.`,
        },
        { kind: "button", label: "Alege cărțile", href: `${store.publicUrl}/carti` },
      ],
      footnote:
        "Ai primit acest e-mail pentru că cineva a cerut voucherul de bun venit cu această adresă. Dacă nu ai fost tu, ignoră-l.",
    },
    store,
  );
  return { to, ...rendered };
}
