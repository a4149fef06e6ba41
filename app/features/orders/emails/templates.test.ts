import { describe, expect, it } from "vitest";
import { GIFT_CARD_STATUS_LABELS, type OrderGiftCard } from "../../gift-cards/types";
import type { OrderView } from "../order-view";
import {
  createBankTransferOrderView,
  createOrderView,
  createOrderViewLine,
  createPublicStore,
} from "../order-view-factory";
import { orderCancelledEmail } from "./order-cancelled";
import { orderPlacedEmail } from "./order-placed";
import { paymentReceivedEmail } from "./payment-received";

const store = createPublicStore();

/** What a reader of the HTML sees: tags gone, entities decoded, spaces collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<(style|title)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? "");
}

const fullOrder = createOrderView({
  lines: [
    createOrderViewLine({ bookId: 1, title: "Ion", quantity: 2, unitPrice: 2999 }),
    createOrderViewLine({
      bookId: 2,
      title: "Pachet Rebreanu",
      unitPrice: 8900,
      packContents: [
        { title: "Ion", quantity: 1 },
        { title: "Pădurea spânzuraților", quantity: 2 },
      ],
    }),
    createOrderViewLine({ bookId: 3, title: "Semn de carte", unitPrice: 0, isGift: true }),
    createOrderViewLine({ bookId: 4, title: "Baltagul", unitPrice: 3500, shipsFrom: "2026-12-15" }),
  ],
  discount: 1000,
  shippingCost: 0,
});

describe("the order placed e-mail", () => {
  it("names the order in its subject", () => {
    expect(orderPlacedEmail(fullOrder, store).subject).toBe(
      "Comanda nr. 100245 a fost înregistrată",
    );
  });

  it("lists every line and the totals, in HTML and in plain text alike", () => {
    const email = orderPlacedEmail(fullOrder, store);
    const seen = visibleText(email.html);
    for (const version of [seen, email.text]) {
      expect(version).toContain("Mulțumim pentru comandă, Ana!");
      expect(version).toContain("comanda nr. 100245 din 14 mai 2026");
      expect(version).toContain("Ion");
      expect(version).toContain("2 × 29,99 lei");
      expect(version).toContain("59,98 lei");
      expect(version).toContain("Pachetul conține: Ion; Pădurea spânzuraților × 2");
      expect(version).toContain("Semn de carte");
      expect(version).toContain("Cadou");
      expect(version).toContain("1 × 0,00 lei");
      expect(version).toContain("Precomandă: se expediază din 15 decembrie 2026");
      // 59,98 + 89,00 + 0 + 35,00 lei
      expect(version).toMatch(/Subtotal:? 183,98 lei/);
      expect(version).toMatch(/Reducere:? -10,00 lei/);
      expect(version).toMatch(/Livrare \(Curier la adresă\):? Gratuit/);
      expect(version).toMatch(/Total \(TVA inclus\):? 173,98 lei/);
      expect(version).not.toContain("Taxă ramburs");
      expect(version).toContain("Str. Lalelor nr. 3, ap. 12");
      expect(version).toContain("Date de facturare");
      expect(version).toContain("Ramburs (plata la livrare)");
      expect(version).toContain("Sună-ne la 021 310 45 67 sau scrie-ne la comenzi@coperta.ro");
    }
    expect(email.text).toContain(`Vezi comanda nr. 100245:\n${fullOrder.links.confirmation}`);
    expect(hrefs(email.html)).toContain(fullOrder.links.confirmation);
  });

  it("puts the bank details and the reference to quote before anything else", () => {
    const order = createBankTransferOrderView({ shippingCost: 1999 });
    const email = orderPlacedEmail(order, store);
    const seen = visibleText(email.html);
    for (const version of [seen, email.text]) {
      expect(version).toMatch(/Beneficiar:? Coperta Librărie și Editură S\.R\.L\./);
      expect(version).toMatch(/IBAN:? RO49 AAAA 1B31 0075 9384 0000/);
      expect(version).toMatch(/Banca:? Banca Transilvania/);
      expect(version).toMatch(/Suma:? 79,97 lei/);
      expect(version).toMatch(/Detalii plată \(referință\):? 100245/);
      expect(version).toMatch(/Livrare \(Curier la adresă\):? 19,99 lei/);
      expect(version.indexOf("IBAN")).toBeLessThan(version.indexOf("Ce ai comandat"));
    }
  });

  it("links to the card payment while a card order is unpaid, and not once it is paid", () => {
    const payment = "https://www.coperta.ro/plata/5b0e7c1e";
    const unpaid = createOrderView({
      paymentMethod: { code: "card", name: "Card online" },
      links: { confirmation: "https://www.coperta.ro/comanda/x", payment },
    });
    const email = orderPlacedEmail(unpaid, store);
    expect(hrefs(email.html)).toContain(payment);
    expect(visibleText(email.html)).toContain("Plătește 79,97 lei cu cardul");
    expect(email.text).toContain(`Plătește 79,97 lei cu cardul:\n${payment}`);

    const paid = orderPlacedEmail({ ...unpaid, paymentStatus: "paid" }, store);
    expect(hrefs(paid.html)).not.toContain(payment);
    expect(paid.text).toContain("Am primit plata de 79,97 lei.");
  });

  it("names the card payment's deadline, after which the order is cancelled", () => {
    const email = orderPlacedEmail(
      createOrderView({
        paymentMethod: { code: "card", name: "Card online" },
        payBy: "2026-05-14T15:30:00.000Z",
        links: { confirmation: "https://www.coperta.ro/o/x", payment: "https://www.coperta.ro/p" },
      }),
      store,
    );
    for (const version of [visibleText(email.html), email.text]) {
      expect(version).toContain(
        "Comanda așteaptă plata cu cardul până pe 14 mai 2026 la 18:30; neplătită până atunci, o anulăm.",
      );
    }
  });

  it("says an order paid in full with credit and points needs no payment, not that 0 lei arrived", () => {
    const order = createOrderView({
      creditUsed: 5_000,
      bonusUsed: 997,
      total: 0,
      paymentStatus: "paid",
    });
    const email = orderPlacedEmail(order, store);
    expect(email.text).toContain(
      "Ai plătit comanda integral din creditul contului și cu puncte de fidelitate: nu mai ai nimic de plătit.",
    );
    expect(email.text).not.toContain("Plătești");
    const credit = orderPlacedEmail({ ...order, creditUsed: 5_997, bonusUsed: 0 }, store);
    expect(credit.text).toContain("Ai plătit comanda integral din creditul contului: nu");
  });

  it("tells a cash-on-delivery shopper what the courier collects, fee included", () => {
    const email = orderPlacedEmail(createOrderView({ paymentFee: 700 }), store);
    for (const version of [visibleText(email.html), email.text]) {
      expect(version).toMatch(/Taxă ramburs:? 7,00 lei/);
      expect(version).toContain("Plătești 86,97 lei la livrare, direct curierului.");
    }
  });
});

describe("the payment received e-mail", () => {
  it("confirms the amount for the order", () => {
    const email = paymentReceivedEmail(
      createOrderView({ paymentStatus: "paid", paymentMethod: { code: "card", name: "Card" } }),
      store,
    );
    expect(email.subject).toBe("Am primit plata pentru comanda nr. 100245");
    for (const version of [visibleText(email.html), email.text]) {
      expect(version).toContain("Am primit plata, Ana!");
      expect(version).toContain("Plata de 79,97 lei pentru comanda nr. 100245");
      expect(version).toMatch(/Total \(TVA inclus\):? 79,97 lei/);
    }
  });
});

/** An order of one gift voucher, paid by card: nothing to ship. */
const giftVoucherOrder = (status: OrderGiftCard["status"]) =>
  createOrderView({
    lines: [],
    subtotal: 0,
    shippingCost: 0,
    total: 10_000,
    giftCardsTotal: 10_000,
    paymentStatus: "paid",
    paymentMethod: { code: "card", name: "Card" },
    giftCards: [
      {
        value: 10_000,
        recipientName: "Ioana",
        recipientEmail: "ioana@example.ro",
        senderName: "Ana",
        sendOn: null,
        status,
        statusLabel: GIFT_CARD_STATUS_LABELS[status],
      },
    ],
  });

describe("the e-mails of an order of gift vouchers only", () => {
  it("speak of vouchers sent by e-mail, not of a parcel, a courier or a delivery address", () => {
    const order = giftVoucherOrder("issued");
    for (const email of [orderPlacedEmail(order, store), paymentReceivedEmail(order, store)]) {
      for (const version of [visibleText(email.html), email.text]) {
        expect(version).toContain("voucherele cadou");
        expect(version).not.toMatch(/colet|curier|Livrare/i);
      }
    }
    expect(paymentReceivedEmail(order, store).text).toContain(
      "Trimitem voucherele cadou destinatarilor pe e-mail",
    );
  });
});

describe("the order cancelled e-mail", () => {
  it("says nothing was charged for an unpaid order", () => {
    const email = orderCancelledEmail(createOrderView({ status: "cancelled" }), store);
    expect(email.subject).toBe("Comanda nr. 100245 a fost anulată");
    for (const version of [visibleText(email.html), email.text]) {
      expect(version).toContain("Comanda ta nr. 100245 din 14 mai 2026 a fost anulată.");
      expect(version).toContain("Nu ți-am încasat nimic pentru această comandă.");
      expect(version).toContain("Ce conținea comanda");
      expect(version).not.toContain("Date de facturare");
    }
  });

  it("promises the money back for a paid order", () => {
    const email = orderCancelledEmail(
      createOrderView({ status: "cancelled", paymentStatus: "paid" }),
      store,
    );
    expect(email.text).toContain("Îți returnăm suma de 79,97 lei pe care ai plătit-o");
  });

  it("promises no whole refund when a gift voucher it bought was already spent", () => {
    const spent = orderCancelledEmail(giftVoucherOrder("issued"), store);
    expect(spent.text).not.toContain("Îți returnăm suma de");
    expect(spent.text).toContain(
      "Unele fuseseră deja folosite, așa că îți scriem în zilele următoare ce parte din cei 100,00 lei plătiți îți returnăm.",
    );
    // None spent (voided at the cancellation): the money goes back whole.
    const unspent = orderCancelledEmail(giftVoucherOrder("void"), store);
    expect(unspent.text).toContain("Îți returnăm suma de 100,00 lei pe care ai plătit-o");
  });

  it("asks a bank transfer shopper who paid anyway to write", () => {
    const email = orderCancelledEmail(createBankTransferOrderView({ status: "cancelled" }), store);
    expect(email.text).toContain("Dacă ai trimis totuși ordinul de plată, scrie-ne");
    expect(email.text).not.toContain("IBAN");
  });
});

const templates: [string, (order: OrderView) => { html: string; text: string }][] = [
  ["order placed", (order) => orderPlacedEmail(order, store)],
  ["payment received", (order) => paymentReceivedEmail(order, store)],
  ["order cancelled", (order) => orderCancelledEmail(order, store)],
];

describe.each(templates)("the %s e-mail", (_name, render) => {
  it("keeps markup that shoppers or the catalogue wrote as inert text", () => {
    const script = '<script>alert("x")</script>';
    const order = createBankTransferOrderView({
      firstName: '<img src=x onerror="alert(1)">',
      deliveryLines: [`Str. ${script}`],
      lines: [
        createOrderViewLine({
          title: `Carte ${script}`,
          packContents: [{ title: script, quantity: 1 }],
        }),
      ],
      bankTransfer: {
        beneficiary: script,
        iban: "RO49 AAAA 1B31 0075 9384 0000",
        bank: "B",
        reference: "100245",
      },
    });
    const { html, text } = render(order);
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("Carte &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(visibleText(html)).toContain(`Carte ${script}`);
    // The plain-text part is shown as text by every mail client: it keeps the title as written.
    expect(text).toContain(`Carte ${script}`);
  });

  it("loads nothing from elsewhere and links only to the shop", () => {
    const payment = "https://www.coperta.ro/plata/1";
    const { html } = render(
      createOrderView({
        paymentMethod: { code: "card", name: "Card" },
        links: { confirmation: "https://www.coperta.ro/comanda/1", payment },
      }),
    );
    expect(html).not.toMatch(/<img|<link|<script|src=|url\(/i);
    for (const href of hrefs(html)) expect(href.startsWith("https://www.coperta.ro")).toBe(true);
    expect(html.startsWith("<!DOCTYPE html")).toBe(true);
    expect(html).toMatch(/<html[^>]* lang="ro"/);
  });
});
