// An order as the shopper sees it (confirmation page, e-mails): money in bani, texts in Romanian
// ready to show. Built by features/orders/order-view.server.ts from the database.
import type { OrderGiftCard } from "../gift-cards/types";

export interface OrderViewLine {
  bookId: number;
  title: string;
  quantity: number;
  unitPrice: number;
  oldPrice: number | null;
  lineTotal: number;
  isGift: boolean;
  /** A pack's books. */
  packContents: { title: string; quantity: number }[] | null;
  /** Pre-order: ships from this date ("2026-12-15"), else null. */
  shipsFrom: string | null;
}

export interface OrderView {
  publicId: string;
  number: number;
  placedAt: string;
  status: string;
  /** In Romanian: "Plasată", "Confirmată", … */
  statusLabel: string;
  paymentStatus: "pending" | "paid" | "failed" | "refunded";
  /** A card order not paid yet: the moment (ISO) it is cancelled if still unpaid. */
  payBy: string | null;
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  /** Where it goes, as lines of text ("Str. Lalelor 3", "Cluj-Napoca, jud. Cluj, 400001"). */
  deliveryLines: string[];
  /** Who is invoiced, as lines of text. */
  invoiceLines: string[];
  deliveryMethod: { code: string; name: string };
  paymentMethod: { code: "ramburs" | "card" | "ordin-plata"; name: string };
  lines: OrderViewLine[];
  /** Gift vouchers the order bought (sent by e-mail once paid). */
  giftCards: OrderGiftCard[];
  /** What they cost: part of `total`, not of `subtotal`. */
  giftCardsTotal: number;
  subtotal: number;
  discount: number;
  shippingCost: number;
  paymentFee: number;
  /** Paid from the account's store credit; `total` is what is left to pay. */
  creditUsed: number;
  /** Paid with the account's bonus points, in bani. */
  bonusUsed: number;
  total: number;
  /** For "ordin de plată": where to pay and the reference to quote. */
  bankTransfer: { beneficiary: string; iban: string; bank: string; reference: string } | null;
  /** Absolute links for e-mails. */
  links: { confirmation: string; payment: string | null };
}
