// Money is integer bani everywhere; this is the one place that turns it into text, and that reads
// an amount an operator typed.

/** Formats bani as Romanian lei: 4999 → "49,99 lei", 123456 → "1.234,56 lei". */
export function formatLei(bani: number): string {
  if (!Number.isInteger(bani)) throw new TypeError(`Money must be integer bani, got ${bani}`);
  const sign = bani < 0 ? "-" : "";
  const abs = Math.abs(bani);
  const lei = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const cents = (abs % 100).toString().padStart(2, "0");
  return `${sign}${lei},${cents} lei`;
}

/** Whole-percent discount of `price` against the recommended price, or 0 when there is none. */
export function discountPercent(price: number, oldPrice: number | null | undefined): number {
  if (!oldPrice || oldPrice <= price) return 0;
  return Math.round(((oldPrice - price) * 100) / oldPrice);
}

/**
 * The percent a price announces as its reduction: against the lowest price of the 30 days before
 * a campaign while one runs (Directive 98/6/EC art. 6a, as the EU Court read it in C-330/23: the
 * percent of an announced reduction is of that prior price), otherwise against the PRP. A campaign
 * price whose prior price is not at hand (`onCampaign`: a cart line, a carousel) announces none.
 */
export function announcedReduction(
  price: number,
  oldPrice: number | null | undefined,
  promotion: { lowestPriorPrice: number } | null | undefined,
  onCampaign = false,
): number {
  if (promotion) return discountPercent(price, promotion.lowestPriorPrice);
  return onCampaign ? 0 : discountPercent(price, oldPrice);
}

/** 99.999,99 lei: a typo's extra digits are refused rather than charged. */
const MAX_TYPED_BANI = 9_999_999;

/** "49,99", "49.99", "49" → 4999 bani; null for anything else (no thousands separators). */
export function parseLei(text: string): number | null {
  const match = /^(\d{1,5})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bani = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return bani >= 1 && bani <= MAX_TYPED_BANI ? bani : null;
}
