// Gift vouchers and gift-book choices as pages, the cart and orders receive them (money in bani).
// No server code, so the browser can import it.
import { formatCalendarDate } from "~/lib/dates";
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
  /** The day the recipient gets the code; null: once the order is paid. */
  sendOn: string | null;
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
  sendOn: string | null;
}

export type GiftCardStatus = "draft" | "ordered" | "issued" | "void";

/** A gift voucher bought by an order, as the confirmation page, the account and e-mails show it. */
export interface OrderGiftCard {
  value: number;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  sendOn: string | null;
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

/** The status as the buyer reads it, with the recipient's day while it is still ahead. */
export function giftCardStatusLabel(
  card: { status: GiftCardStatus; sendOn: string | null },
  today: string,
): string {
  const ahead = card.sendOn !== null && card.sendOn > today ? card.sendOn : null;
  if (ahead && card.status === "ordered")
    return `se trimite destinatarului pe ${formatCalendarDate(ahead)}, după confirmarea plății`;
  if (ahead && card.status === "issued")
    return `ajunge la destinatar pe e-mail pe ${formatCalendarDate(ahead)}, dimineața`;
  return GIFT_CARD_STATUS_LABELS[card.status];
}

/** The cart line's title and subtitle for a gift card. */
export function giftCardTitle(value: number): string {
  return `Voucher cadou de ${formatLei(value)}`;
}

export function giftCardSubtitle(card: {
  recipientName: string;
  recipientEmail: string;
  sendOn: string | null;
}): string {
  const when = card.sendOn ? ` pe ${formatCalendarDate(card.sendOn)}` : "";
  return `Pentru ${card.recipientName} (${card.recipientEmail}), trimis pe e-mail${when}`;
}

/** When the recipient gets the code, as the checkout's last step says it. */
export function giftCardWhen(sendOn: string | null): string {
  return sendOn
    ? `îl trimitem pe e-mail pe ${formatCalendarDate(sendOn)}, dimineața, dacă plata ajunge până atunci`
    : "îl trimitem pe e-mail după plată";
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
