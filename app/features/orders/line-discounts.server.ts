// Each order line's share of the order's voucher discount, written with the lines when the order
// is placed (order_lines.discount): the discount is spread over the lines the voucher covered
// only, so a return refunds a copy at what it cost (features/account/refund-split.server.ts).
// A 50 % code on book A takes nothing off book B beside it; a book-price code's discount is all
// on its one book.
import type { PricedLine } from "../promotions/vouchers.server";

/**
 * Splits `discount` over the lines in proportion to their totals: each share rounded down, then
 * the bani left over one each to the shares rounded down the most (ties: the first line). The
 * shares add up to `discount` exactly, and none is more than its line's total while the discount
 * is not more than the lines' (a voucher never takes off more than the lines it covers).
 */
export function spreadDiscount(
  discount: number,
  lines: readonly PricedLine[],
): Map<number, number> {
  const shares = new Map(lines.map((line) => [line.id, 0]));
  const total = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  if (discount <= 0 || total <= 0) return shares;
  const exact = lines.map((line) => {
    const scaled = discount * line.unitPrice * line.quantity;
    return { id: line.id, share: Math.floor(scaled / total), rest: scaled % total };
  });
  let left = discount - exact.reduce((sum, line) => sum + line.share, 0);
  for (const line of [...exact].sort((a, b) => b.rest - a.rest)) {
    if (left === 0) break;
    line.share += 1;
    left -= 1;
  }
  for (const line of exact) shares.set(line.id, line.share);
  return shares;
}

/**
 * Each charged line's share of the order's `discount` (bani, keyed by book id), adding up to it:
 * in proportion among the lines the voucher's redemption says it covered (VoucherEffect's
 * coveredLineIds). Should none be named (a discount with no covered line cannot happen, but the
 * shares must still add up to what the order took off), it is spread over all the lines.
 */
export function lineDiscounts(
  discount: number,
  lines: readonly PricedLine[],
  coveredLineIds: readonly number[],
): Map<number, number> {
  const covered = lines.filter((line) => coveredLineIds.includes(line.id));
  const shares = spreadDiscount(discount, covered.length > 0 ? covered : lines);
  return new Map(lines.map((line) => [line.id, shares.get(line.id) ?? 0]));
}
