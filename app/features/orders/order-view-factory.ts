// Test factories: an order as the e-mails and the confirmation page receive it. Totals follow the
// lines unless a test sets them, so an override of the lines alone stays a consistent order.
import type { PublicStore } from "../../lib/store";
import type { OrderView, OrderViewLine } from "./order-view";

export function createOrderViewLine(overrides: Partial<OrderViewLine> = {}): OrderViewLine {
  const quantity = overrides.quantity ?? 1;
  const unitPrice = overrides.unitPrice ?? 3999;
  return {
    bookId: 1,
    title: "Amintiri din copilărie",
    oldPrice: null,
    isGift: false,
    packContents: null,
    shipsFrom: null,
    ...overrides,
    quantity,
    unitPrice,
    lineTotal: overrides.lineTotal ?? quantity * unitPrice,
  };
}

export function createOrderView(overrides: Partial<OrderView> = {}): OrderView {
  const number = overrides.number ?? 100245;
  const lines = overrides.lines ?? [
    createOrderViewLine({ bookId: 11, title: "Ion", quantity: 2, unitPrice: 2999 }),
  ];
  const subtotal = overrides.subtotal ?? lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const discount = overrides.discount ?? 0;
  const shippingCost = overrides.shippingCost ?? 1999;
  const paymentFee = overrides.paymentFee ?? 0;
  const publicId = overrides.publicId ?? "5b0e7c1e-3f43-4d55-9a57-2f1f2c0d8a11";
  return {
    publicId,
    number,
    placedAt: "2026-05-14T09:30:00.000Z",
    status: "placed",
    statusLabel: "Plasată",
    paymentStatus: "pending",
    payBy: null,
    email: "ana.popescu@example.ro",
    phone: "0722 123 456",
    firstName: "Ana",
    lastName: "Popescu",
    deliveryLines: ["Ana Popescu", "Str. Lalelor nr. 3, ap. 12", "Cluj-Napoca, jud. Cluj, 400001"],
    invoiceLines: ["Ana Popescu", "Str. Lalelor nr. 3, ap. 12", "Cluj-Napoca, jud. Cluj, 400001"],
    deliveryMethod: { code: "curier", name: "Curier la adresă" },
    paymentMethod: { code: "ramburs", name: "Ramburs (plata la livrare)" },
    bankTransfer: null,
    links: {
      confirmation: `https://www.coperta.ro/comanda/${publicId}`,
      payment: null,
    },
    ...overrides,
    lines,
    giftCards: overrides.giftCards ?? [],
    giftCardsTotal: overrides.giftCardsTotal ?? 0,
    subtotal,
    discount,
    shippingCost,
    paymentFee,
    creditUsed: overrides.creditUsed ?? 0,
    bonusUsed: overrides.bonusUsed ?? 0,
    total:
      overrides.total ??
      subtotal - discount + shippingCost + paymentFee + (overrides.giftCardsTotal ?? 0),
  };
}

/** A bank transfer order, with the shop's account and the order number as the reference. */
export function createBankTransferOrderView(overrides: Partial<OrderView> = {}): OrderView {
  const number = overrides.number ?? 100245;
  return createOrderView({
    paymentMethod: { code: "ordin-plata", name: "Ordin de plată" },
    bankTransfer: {
      beneficiary: "Coperta Librărie și Editură S.R.L.",
      iban: "RO49 AAAA 1B31 0075 9384 0000",
      bank: "Banca Transilvania",
      reference: String(number),
    },
    ...overrides,
    number,
  });
}

export function createPublicStore(overrides: Partial<PublicStore> = {}): PublicStore {
  return {
    name: "Coperta",
    legalName: "Coperta Librărie și Editură S.R.L.",
    legalLine: "CUI RO41235870, J40/11235/2019, Str. Tipografilor nr. 11, București",
    phone: "021 310 45 67",
    email: "comenzi@coperta.ro",
    publicUrl: "https://www.coperta.ro",
    ...overrides,
  };
}
