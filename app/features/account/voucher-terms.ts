// A voucher in the shopper's words (the account's voucher and gift pages): what it gives and
// where it stands for them. Pure, so a test can walk every kind and state.
import { formatLei } from "../../lib/money";
import { type VoucherKind, voucherBalance } from "../promotions/voucher-rules";

export interface VoucherGift {
  kind: VoucherKind;
  value: number;
  /** The book of a gift-book or book-price voucher, when it still exists. */
  bookTitle: string | null;
  /** A bought gift voucher's balance: what orders took off so far (absent: not one). */
  keepsBalance?: boolean;
  spent?: number;
}

/**
 * "10% reducere", "10,00 lei reducere", "Transport gratuit", "Carte cadou: Baltagul", and for a
 * gift voucher partly spent "40,00 lei rămași din 100,00 lei" …
 */
export function describeVoucher(gift: VoucherGift): string {
  const { kind, value, bookTitle } = gift;
  switch (kind) {
    case "percent":
      return `${value}% reducere`;
    case "amount":
      return gift.keepsBalance && (gift.spent ?? 0) > 0
        ? `${formatLei(voucherBalance(gift))} rămași din ${formatLei(value)}`
        : `${formatLei(value)} reducere`;
    case "free-shipping":
      return "Transport gratuit";
    case "shipping-price":
      return `Transport la ${formatLei(value)}`;
    case "gift-book":
      return bookTitle ? `Carte cadou: ${bookTitle}` : "Carte cadou";
    case "book-price":
      return bookTitle ? `${bookTitle} la ${formatLei(value)}` : `O carte la ${formatLei(value)}`;
  }
}

export type VoucherState = "active" | "used" | "expired";

export const VOUCHER_STATE_LABELS: Record<VoucherState, string> = {
  active: "Activ",
  used: "Folosit",
  expired: "Expirat",
};

export interface VoucherLimits {
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  usedCount: number;
  /** A first-order code of a customer who has ordered since: the cart refuses it. */
  firstOrderTaken?: boolean;
  /** A gift voucher's balance left, in bani (absent: the code keeps none). */
  balanceLeft?: number;
}

/**
 * Whether the customer can still use the code. A code with no use left is "used" (by them or, for
 * a code issued to them, by anyone); an expired code they used is "used" too, as that is what they
 * remember of it. A shared code they used that takes more uses stays "active".
 */
export function voucherState(
  voucher: VoucherLimits,
  usesByCustomer: number,
  now: Date,
): VoucherState {
  if (voucher.maxUses !== null && voucher.usedCount >= voucher.maxUses) return "used";
  if (voucher.balanceLeft === 0) return "used";
  if (voucher.maxUsesPerCustomer !== null && usesByCustomer >= voucher.maxUsesPerCustomer) {
    return "used";
  }
  if (voucher.endsAt !== null && now >= voucher.endsAt) {
    return usesByCustomer > 0 ? "used" : "expired";
  }
  if (voucher.firstOrderTaken && usesByCustomer === 0) return "expired";
  return "active";
}
