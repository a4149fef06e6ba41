// What an order e-mail says, as data: each template fills an OrderEmailContent, and the HTML and
// plain-text renderers both read it, so the two versions cannot drift apart.

import { formatCalendarDate, todayInShop } from "../../../lib/dates";
import { formatLei } from "../../../lib/money";
import { giftCardTitle } from "../../gift-cards/types";
import type { OrderView } from "../order-view";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export type BankTransfer = NonNullable<OrderView["bankTransfer"]>;

/** The parts of an e-mail's message, in order. */
export type EmailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "button"; label: string; href: string }
  | { kind: "bank-transfer"; transfer: BankTransfer; amount: number };

export interface OrderEmailContent {
  subject: string;
  /** The line inboxes show after the subject. */
  preview: string;
  heading: string;
  blocks: EmailBlock[];
  /** Over the order's lines: "Ce ai comandat". */
  linesHeading: string;
  /** Delivery, invoice and payment method: worth repeating while the order is going ahead. */
  showDetails: boolean;
}

export interface LineRow {
  title: string;
  /** "2 × 29,99 lei". */
  quantity: string;
  amount: string;
  /** Gift, pre-order date, a pack's contents. */
  notes: string[];
}

export function lineRows(order: OrderView): LineRow[] {
  const cards = order.giftCards.map((card) => ({
    title: giftCardTitle(card.value),
    quantity: `1 × ${formatLei(card.value)}`,
    amount: formatLei(card.value),
    notes: [`Pentru ${card.recipientName} (${card.recipientEmail}): ${card.statusLabel}`],
  }));
  const bookRows = order.lines.map((line) => {
    const notes: string[] = [];
    if (line.isGift) notes.push("Cadou");
    if (line.shipsFrom) {
      notes.push(`Precomandă: se expediază din ${formatCalendarDate(line.shipsFrom)}`);
    }
    if (line.packContents && line.packContents.length > 0) {
      const books = line.packContents.map((book) =>
        book.quantity > 1 ? `${book.title} × ${book.quantity}` : book.title,
      );
      notes.push(`Pachetul conține: ${books.join("; ")}`);
    }
    return {
      title: line.title,
      quantity: `${line.quantity} × ${formatLei(line.unitPrice)}`,
      amount: formatLei(line.lineTotal),
      notes,
    };
  });
  return [...bookRows, ...cards];
}

export interface TotalRow {
  label: string;
  value: string;
  isTotal?: boolean;
}

/** An order of gift vouchers only: they go by e-mail, no parcel and no courier. */
export function shipsNothing(order: OrderView): boolean {
  return order.lines.length === 0;
}

export function totalRows(order: OrderView): TotalRow[] {
  const rows: TotalRow[] = [{ label: "Subtotal", value: formatLei(order.subtotal) }];
  if (order.discount > 0) rows.push({ label: "Reducere", value: formatLei(-order.discount) });
  if (!shipsNothing(order) || order.shippingCost > 0) {
    rows.push({
      label: `Livrare (${order.deliveryMethod.name})`,
      value: order.shippingCost === 0 ? "Gratuit" : formatLei(order.shippingCost),
    });
  }
  if (order.paymentFee > 0)
    rows.push({ label: "Taxă ramburs", value: formatLei(order.paymentFee) });
  if (order.giftCardsTotal > 0)
    rows.push({ label: "Vouchere cadou", value: formatLei(order.giftCardsTotal) });
  if (order.creditUsed > 0)
    rows.push({ label: "Plătit din credit", value: formatLei(-order.creditUsed) });
  if (order.bonusUsed > 0)
    rows.push({ label: "Plătit cu puncte", value: formatLei(-order.bonusUsed) });
  rows.push({ label: "Total (TVA inclus)", value: formatLei(order.total), isTotal: true });
  return rows;
}

export interface DetailSection {
  title: string;
  lines: string[];
}

export function detailSections(order: OrderView): DetailSection[] {
  return [
    {
      title: "Livrare",
      lines: shipsNothing(order) ? [] : [order.deliveryMethod.name, ...order.deliveryLines],
    },
    { title: "Date de facturare", lines: order.invoiceLines },
    { title: "Plată", lines: [order.paymentMethod.name] },
  ].filter((section) => section.lines.length > 0);
}

export function bankTransferRows(transfer: BankTransfer, amount: number): TotalRow[] {
  return [
    { label: "Beneficiar", value: transfer.beneficiary },
    { label: "IBAN", value: transfer.iban },
    { label: "Banca", value: transfer.bank },
    { label: "Suma", value: formatLei(amount) },
    { label: "Detalii plată (referință)", value: transfer.reference, isTotal: true },
  ];
}

/** "14 mai 2026", the day the order was placed in Bucharest. */
export function placedOn(order: OrderView): string {
  return formatCalendarDate(todayInShop(new Date(order.placedAt)));
}

/** ", Ana" to follow a greeting, or nothing when the name is missing. */
export function commaName(order: OrderView): string {
  const name = order.firstName.trim();
  return name ? `, ${name}` : "";
}
