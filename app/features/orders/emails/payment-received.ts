// "Am primit plata pentru comanda nr. 100245": sent when a card payment or a bank transfer is
// confirmed.

import { formatLei } from "../../../lib/money";
import type { PublicStore } from "../../../lib/store";
import type { OrderView } from "../order-view";
import { commaName, placedOn, type RenderedEmail, shipsNothing } from "./order-content";
import { renderOrderEmail } from "./render-order-email";

export function paymentReceivedEmail(order: OrderView, store: PublicStore): RenderedEmail {
  const total = formatLei(order.total);
  const next = shipsNothing(order)
    ? "Trimitem voucherele cadou destinatarilor pe e-mail, fiecare în ziua aleasă."
    : `Pregătim coletul și îl trimitem prin ${order.deliveryMethod.name}.`;
  return renderOrderEmail(
    {
      subject: `Am primit plata pentru comanda nr. ${order.number}`,
      preview: `Plata de ${total} a fost confirmată. ${shipsNothing(order) ? "Trimitem voucherele cadou." : "Pregătim coletul."}`,
      heading: `Am primit plata${commaName(order)}!`,
      blocks: [
        {
          kind: "paragraph",
          text: `Plata de ${total} pentru comanda nr. ${order.number} din ${placedOn(order)} a fost confirmată. Mulțumim!`,
        },
        { kind: "paragraph", text: next },
      ],
      linesHeading: "Ce ai comandat",
      showDetails: true,
    },
    order,
    store,
  );
}
