// "Comanda nr. 100245 a fost înregistrată": sent when the order is placed, with what to do next
// for its payment method (pay by card, the bank transfer's details, or pay the courier).

import { formatShopDateTime } from "../../../lib/dates";
import { formatLei } from "../../../lib/money";
import type { PublicStore } from "../../../lib/store";
import type { OrderView } from "../order-view";
import { settledNote } from "../payment-note";
import {
  commaName,
  type EmailBlock,
  placedOn,
  type RenderedEmail,
  shipsNothing,
} from "./order-content";
import { renderOrderEmail } from "./render-order-email";

export function orderPlacedEmail(order: OrderView, store: PublicStore): RenderedEmail {
  const total = formatLei(order.total);
  return renderOrderEmail(
    {
      subject: `Comanda nr. ${order.number} a fost înregistrată`,
      preview: `Am înregistrat comanda nr. ${order.number}. Total: ${total}.`,
      heading: `Mulțumim pentru comandă${commaName(order)}!`,
      blocks: [
        {
          kind: "paragraph",
          text: shipsNothing(order)
            ? `Am înregistrat comanda nr. ${order.number} din ${placedOn(order)}. Mai jos găsești voucherele cadou comandate: le trimitem destinatarilor pe e-mail după ce primim plata.`
            : `Am înregistrat comanda nr. ${order.number} din ${placedOn(order)}. Mai jos găsești tot ce ai comandat și unde o trimitem.`,
        },
        ...paymentBlocks(order, total),
      ],
      linesHeading: "Ce ai comandat",
      showDetails: true,
    },
    order,
    store,
  );
}

function paymentBlocks(order: OrderView, total: string): EmailBlock[] {
  const settled = settledNote(order);
  if (settled) return [{ kind: "paragraph", text: settled }];
  switch (order.paymentMethod.code) {
    case "ordin-plata":
      if (!order.bankTransfer) break;
      return [
        {
          kind: "paragraph",
          text: `Te rugăm să plătești ${total} prin ordin de plată, cu datele de mai jos. ${shipsNothing(order) ? "Trimitem voucherele" : "Pregătim coletul"} imediat ce primim banii.`,
        },
        { kind: "bank-transfer", transfer: order.bankTransfer, amount: order.total },
      ];
    case "card":
      if (!order.links.payment) break;
      return [
        {
          kind: "paragraph",
          text: order.payBy
            ? `Comanda așteaptă plata cu cardul până pe ${formatShopDateTime(new Date(order.payBy))}; neplătită până atunci, o anulăm. Dacă nu ai apucat să plătești, o poți face aici:`
            : "Comanda așteaptă plata cu cardul. Dacă nu ai apucat să plătești, o poți face aici:",
        },
        { kind: "button", label: `Plătește ${total} cu cardul`, href: order.links.payment },
        {
          kind: "paragraph",
          text: "Dacă ai plătit deja, nu mai e nevoie de nimic: îți scriem când plata ajunge la noi.",
        },
      ];
    case "ramburs":
      return [{ kind: "paragraph", text: `Plătești ${total} la livrare, direct curierului.` }];
  }
  return [{ kind: "paragraph", text: `Total de plată: ${total} (${order.paymentMethod.name}).` }];
}
