// How an order's total is split between the account's store credit, its bonus points and what is
// left to pay by the chosen method. Credit goes first, then points (whole points only).
export interface BalancePayment {
  creditUsed: number;
  pointsUsed: number;
  /** The payment method's fee actually charged (bani). */
  paymentFee: number;
  /** Left to pay by the payment method (bani). */
  payable: number;
}

/**
 * `total` includes `paymentFee` (the cash-on-delivery fee). When credit and points pay all of the
 * order without it, no courier collects anything, so the fee is not charged; otherwise it stays,
 * and credit and points pay towards it like any other part of the total.
 */
export function balancePayment(input: {
  total: number;
  paymentFee: number;
  credit: number;
  points: number;
  pointValue: number;
}): BalancePayment {
  const split = (total: number, paymentFee: number): BalancePayment => {
    // Never more than the balance or the total; points never worth more than what is left.
    const creditUsed = Math.max(0, Math.min(input.credit, total));
    const pointsUsed = Math.max(
      0,
      Math.min(input.points, Math.floor((total - creditUsed) / input.pointValue)),
    );
    const payable = total - creditUsed - pointsUsed * input.pointValue;
    return { creditUsed, pointsUsed, paymentFee, payable };
  };
  if (input.paymentFee > 0) {
    const withoutFee = split(input.total - input.paymentFee, 0);
    if (withoutFee.payable === 0) return withoutFee;
  }
  return split(input.total, input.paymentFee);
}
