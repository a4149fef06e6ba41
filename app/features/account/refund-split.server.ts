// What a return gives back, and how. A copy is worth what was paid for it (its price less its
// line's share of the order's voucher, recorded when the order was placed); that worth comes back
// the way the order was paid: the money's share by the refund method the shopper chose, the
// points' share as points, the rest as store credit. And the points the returned books had earned
// go. Counted over all of an order's returns, so rounding never adds up to more than the order
// paid.
import { returnRequests } from "../../../db/schema-orders";
import { pointsFor } from "../loyalty/ledger.server";
import { BONUS_POINT_VALUE_BANI } from "../loyalty/rules";
import type { OrderPaid } from "./returns";

/** What a return's row says it gives back and takes: the list, the e-mails and the export read it. */
export const refundColumns = {
  refundMethod: returnRequests.refundMethod,
  amount: returnRequests.amount,
  creditBack: returnRequests.creditBack,
  pointsBack: returnRequests.pointsBack,
  pointsTaken: returnRequests.pointsTaken,
  shippingBack: returnRequests.shippingBack,
};

export interface RefundSplit {
  /** Paid back by the refund method (card, bank transfer or credit). */
  money: number;
  /** Given back as store credit whatever the method. */
  credit: number;
  /** Bonus points given back. */
  points: number;
}

/** An order's line as a return reads it. */
export interface BoughtLine {
  unitPrice: number;
  quantity: number;
  /**
   * The line's share of the order's discount for all its copies, recorded when the order was
   * placed (order_lines.discount); null when the order has none to go by (placed before
   * migration 0023; see recordedShares).
   */
  discount: number | null;
}

/**
 * Whether an order's lines carry their shares of its discount (`shares`, one for each of its
 * lines): all of them have one, and they add up to the order's discount. Orders placed before the
 * shares were recorded (migration 0023) have them null; any order whose shares do not account for
 * its discount is treated the same way.
 */
export function recordedShares(shares: readonly (number | null)[], orderDiscount: number): boolean {
  if (shares.some((share) => share === null)) return false;
  return shares.reduce<number>((sum, share) => sum + (share ?? 0), 0) === orderDiscount;
}

/**
 * What a copy of a line comes back at: its price less its share of the order's discount. The
 * share is the line's own (BoughtLine.discount), so a voucher that covered only some lines (its
 * books or categories, lines not at a campaign price, a book-price voucher's one book) lowers
 * those lines' refunds only; it is spread over the line's copies. `spread` is the part of the
 * order's discount (`order.discount`) that refunds take off: all of it, or less what a gift
 * voucher paid, which comes back (returns.server.ts); a line's share of it is rounded up, so the
 * shares never take off less than it. Rounded down per copy, a ban at most.
 *
 * Fallback, for orders without recorded shares (placed before migration 0023: which lines their
 * voucher covered is not known): the discount spread over all the order's lines in proportion to
 * their prices, as returns did before; returning everything still never gives back more than was
 * paid for the books.
 */
export function refundPerCopy(
  line: BoughtLine,
  order: { subtotal: number; discount: number },
  spread: number,
): number {
  if (spread <= 0) return line.unitPrice;
  if (line.discount === null) {
    if (order.subtotal <= 0) return line.unitPrice;
    const paid = Math.max(0, order.subtotal - spread);
    return Math.floor((line.unitPrice * paid) / order.subtotal);
  }
  if (line.quantity <= 0 || order.discount <= 0) return line.unitPrice;
  const share = Math.ceil((line.discount * Math.min(spread, order.discount)) / order.discount);
  return Math.max(0, Math.floor((line.unitPrice * line.quantity - share) / line.quantity));
}

/**
 * Splits `value` (bani of books returned) between the ways the order was paid, in proportion to
 * what each paid of the whole order; `before` is the worth of the order's earlier returns. Money
 * comes back at most in its share, summed over the order never more than the money paid, so a
 * book bought with store credit or points cannot come back as money (a transfer to a bank account
 * had turned credit into cash). The points' share comes back as points; what is left, the
 * credit's share and the rounding, as credit.
 */
export function splitRefund(paid: OrderPaid, before: number, value: number): RefundSplit {
  const whole = paid.money + paid.credit + paid.bonus;
  if (value <= 0 || whole <= 0) return { money: 0, credit: 0, points: 0 };
  const share = (upTo: number, part: number) => Math.floor((Math.min(upTo, whole) * part) / whole);
  const money = share(before + value, paid.money) - share(before, paid.money);
  const bonus = Math.min(
    value - money,
    share(before + value, paid.bonus) - share(before, paid.bonus),
  );
  const points = Math.floor(bonus / BONUS_POINT_VALUE_BANI);
  return { money, credit: value - money - points * BONUS_POINT_VALUE_BANI, points };
}

/**
 * The points the order earned for the books now returned: what it earned for its products
 * (`productsTotal`, after the voucher) less what it would have earned without them, over all of
 * its returns (`before`, `value` as in splitRefund).
 */
export function pointsTakenBack(productsTotal: number, before: number, value: number): number {
  const left = (returned: number) => pointsFor(Math.max(0, productsTotal - returned));
  return Math.max(0, left(before) - left(before + value));
}
