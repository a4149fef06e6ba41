// The returns policy as shoppers read it (no server code): the window, reasons, refund methods,
// what the return form shows of an order, and how a return's refund is told (page and e-mails).
import { formatLei } from "../../lib/money";
import { plural } from "../../lib/plural";
import { BONUS_POINT_FORMS } from "../loyalty/rules";

export const RETURN_DAYS = 30;

export const RETURN_REASONS = {
  "nu-mai-vreau": "M-am răzgândit",
  deteriorat: "Produsul a ajuns deteriorat",
  gresit: "Am primit alt produs decât cel comandat",
  defect: "Defect de tipar sau de legătură",
  altul: "Alt motiv",
} as const;
export type ReturnReason = keyof typeof RETURN_REASONS;

/**
 * Formats no return takes back: digital content, supplied once ordered (OUG 34/2014 art. 16
 * lit. m, as the returns policy page says).
 */
export const NOT_RETURNABLE_FORMATS = ["ebook", "audiobook"] as const;

export const REFUND_METHODS = {
  card: "Înapoi pe card (pentru comenzile plătite cu cardul)",
  credit: "Credit în cont, de folosit la comenzile următoare",
  bank: "Transfer bancar în contul meu",
} as const;
export type RefundMethod = keyof typeof REFUND_METHODS;

/** The same methods as the shop names them back to the shopper (the list, the e-mails). */
export const REFUND_METHOD_NAMES: Record<RefundMethod, string> = {
  card: "Înapoi pe card",
  credit: "Credit în cont",
  bank: "Transfer bancar în contul tău",
};

export const RETURN_STATUS_LABELS = {
  requested: "Cerere primită",
  approved: "Aprobat: trimite coletul",
  received: "Coletul a ajuns la noi",
  // Money or store credit: "rambursat" fits both.
  refunded: "Rambursat",
  rejected: "Refuzat",
} as const;
export type ReturnStatus = keyof typeof RETURN_STATUS_LABELS;

/** How an order was paid, in bani: money (card, transfer, on delivery), store credit, points. */
export interface OrderPaid {
  money: number;
  credit: number;
  bonus: number;
}

export interface ReturnableOrder {
  publicId: string;
  number: number;
  deliveredAt: string;
  /** How it was paid: the form says what comes back as credit or points, and offers the card only
   * for a card order. */
  paid: OrderPaid;
  paidByCard: boolean;
  lines: {
    bookId: number;
    title: string;
    unitPrice: number;
    /** What a copy returned gives back: its price less its share of the order's discount. */
    refund: number;
    returnable: number;
  }[];
}

/** What a return gives back, and takes (bani and points). */
export interface ReturnRefund {
  refundLabel: string;
  amount: number;
  creditBack: number;
  pointsBack: number;
  pointsTaken: number;
  shippingBack: number;
}

export interface ReturnListItem extends ReturnRefund {
  id: number;
  /** The order's number. */
  number: number;
  statusLabel: string;
}

/** What a return gives back and takes, as the list and the e-mails say it. */
export function returnParts(item: ReturnRefund): string[] {
  const parts: string[] = [];
  if (item.amount > 0 || (item.creditBack === 0 && item.pointsBack === 0))
    parts.push(`${formatLei(item.amount)} · ${item.refundLabel}`);
  if (item.creditBack > 0) parts.push(`${formatLei(item.creditBack)} înapoi în credit`);
  if (item.pointsBack > 0) parts.push(`${plural(item.pointsBack, BONUS_POINT_FORMS)} înapoi`);
  if (item.shippingBack > 0) parts.push(`inclusiv livrarea, ${formatLei(item.shippingBack)}`);
  if (item.pointsTaken > 0)
    parts.push(`${plural(item.pointsTaken, BONUS_POINT_FORMS)} primite pe aceste cărți se retrag`);
  return parts;
}
