// Gift vouchers and gift-book choices as pages, the cart and orders receive them (money in bani).
// No server code, so the browser can import it.
import { formatLei } from "~/lib/money";

/** The shape of a gift card's reference: the only thing the browser's cart line knows of it. */
export const GIFT_CARD_REF = /^[A-Za-z0-9_-]{24}$/;

/** A gift card line as the cart quote prices it, from its row (never from the browser). */
export interface QuoteGiftCard {
  ref: string;
  /** ok: the order will charge `value` for it; unavailable: it cannot be bought any more. */
  status: "ok" | "unavailable";
  value: number;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
  /** Why it is unavailable, in Romanian; null when ok. */
  note: string | null;
}

/** What the /vouchercadou form answers once the draft exists: the cart line is built from it. */
export interface CreatedGiftCard {
  id: number;
  ref: string;
  value: number;
  recipientName: string;
  recipientEmail: string;
}

export type GiftCardStatus = "draft" | "ordered" | "issued" | "void";

/** A gift voucher bought by an order, as the confirmation page, the account and e-mails show it. */
export interface OrderGiftCard {
  value: number;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  status: GiftCardStatus;
  /** In Romanian: "se trimite după plată", "trimis pe e-mail", "anulat". */
  statusLabel: string;
}

export const GIFT_CARD_STATUS_LABELS: Record<GiftCardStatus, string> = {
  draft: "în coș",
  ordered: "se trimite destinatarului după confirmarea plății",
  issued: "trimis destinatarului pe e-mail",
  void: "anulat",
};

/** The cart line's title and subtitle for a gift card. */
export function giftCardTitle(value: number): string {
  return `Voucher cadou de ${formatLei(value)}`;
}

export function giftCardSubtitle(card: { recipientName: string; recipientEmail: string }): string {
  return `Pentru ${card.recipientName} (${card.recipientEmail}), trimis pe e-mail`;
}

/** A book a gift-book grant offers at /alege. */
export interface GiftBookOption {
  id: number;
  title: string;
  url: string;
  authors: string[];
  mainImageUrl: string | null;
  /** What the book costs without the gift. */
  price: number;
}

/** The chosen gift book, as the page hands it to the cart (a line at 0 lei). */
export interface ChosenGiftBook extends GiftBookOption {
  subtitle: string;
  mainImageUrlWebP: string | null;
}
