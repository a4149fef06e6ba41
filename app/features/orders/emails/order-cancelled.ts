// "Comanda nr. 100245 a fost anulată": sent when an order is cancelled (by the shopper, the shop,
// or because a card payment never came), saying what happens to any money paid.

import { formatLei } from "../../../lib/money";
import type { PublicStore } from "../../../lib/store";
import type { OrderView } from "../order-view";
import { commaName, type EmailBlock, placedOn, type RenderedEmail } from "./order-content";
import { renderOrderEmail } from "./render-order-email";

export function orderCancelledEmail(order: OrderView, store: PublicStore): RenderedEmail {
  return renderOrderEmail(
    {
      subject: `Comanda nr. ${order.number} a fost anulată`,
      preview: `Comanda nr. ${order.number} din ${placedOn(order)} a fost anulată.`,
      heading: `Comanda nr. ${order.number} a fost anulată`,
      blocks: [
        {
          kind: "paragraph",
          text: `Bună${commaName(order)}! Comanda ta nr. ${order.number} din ${placedOn(order)} a fost anulată.`,
        },
        moneyBlock(order),
        ...givenBackBlock(order),
        {
          kind: "paragraph",
          text: `Dacă nu te așteptai la această anulare, sună-ne la ${store.phone} sau scrie-ne la ${store.email} și lămurim împreună.`,
        },
        { kind: "button", label: `Mergi la ${store.name}`, href: store.publicUrl },
      ],
      linesHeading: "Ce conținea comanda",
      showDetails: false,
    },
    order,
    store,
  );
}

/** Credit and points the order used are back in the account (the ledger reversed them). */
function givenBackBlock(order: OrderView): EmailBlock[] {
  const credit = order.creditUsed > 0 ? `creditul de ${formatLei(order.creditUsed)}` : null;
  const points =
    order.bonusUsed > 0 ? `punctele de bonus (în valoare de ${formatLei(order.bonusUsed)})` : null;
  const given = [credit, points].filter((part) => part !== null).join(" și ");
  if (!given) return [];
  return [
    {
      kind: "paragraph",
      text: `Ți-am pus înapoi în cont ${given} cu care ai plătit această comandă.`,
    },
  ];
}

function moneyBlock(order: OrderView): EmailBlock {
  const total = formatLei(order.total);
  switch (order.paymentStatus) {
    case "refunded":
      return {
        kind: "paragraph",
        text: `Ți-am returnat suma de ${total}. Banii ajung în contul tău în câteva zile lucrătoare, în funcție de bancă.`,
      };
    case "paid":
      // A gift voucher already spent in part or whole stays issued for what it paid (README,
      // "Cancelling"): how much comes back is settled by the shop, not promised whole here.
      if (order.giftCards.some((card) => card.status === "issued")) {
        return {
          kind: "paragraph",
          text: `Voucherele cadou din această comandă nu mai pot fi folosite. Unele fuseseră deja folosite, așa că îți scriem în zilele următoare ce parte din cei ${total} plătiți îți returnăm.`,
        };
      }
      return {
        kind: "paragraph",
        text: `Îți returnăm suma de ${total} pe care ai plătit-o; banii ajung în contul tău în câteva zile lucrătoare, în funcție de bancă.`,
      };
    default:
      if (order.paymentMethod.code === "ordin-plata") {
        return {
          kind: "paragraph",
          text: "Nu am primit nicio plată pentru această comandă. Dacă ai trimis totuși ordinul de plată, scrie-ne și îți returnăm banii.",
        };
      }
      return { kind: "paragraph", text: "Nu ți-am încasat nimic pentru această comandă." };
  }
}
