// What a return gives back, and how. A copy is worth what was paid for it (its price less its share
// of the order's voucher); that worth comes back the way the order was paid: the money's share by
// the refund method the shopper chose, the points' share as points, the rest as store credit. And
// the points the returned books had earned go. Counted over all of an order's returns, so rounding
// never adds up to more than the order paid.
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

/**
 * A copy's share of what the order paid for its books: the order's discount (a voucher) is spread
 * over its lines in proportion to their prices, so returning everything never gives back more
 * than was paid for the books (a 50 % voucher had refunded a book's full price). Rounded down
 * per copy, a ban at most.
 */
export function refundPerCopy(unitPrice: number, subtotal: number, discount: number): number {
  if (subtotal <= 0 || discount <= 0) return unitPrice;
  const paid = Math.max(0, subtotal - discount);
  return Math.floor((unitPrice * paid) / subtotal);
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
