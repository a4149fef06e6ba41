// Money is integer bani everywhere; this is the one place that turns it into text.

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
