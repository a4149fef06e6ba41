import { describe, expect, it } from "vitest";
import { balancePayment } from "./balance-payment";

const POINT = 10; // bani a point is worth here

describe("balancePayment", () => {
  it("takes credit first, then whole points, and leaves the rest to pay", () => {
    expect(
      balancePayment({
        total: 10_000,
        paymentFee: 0,
        credit: 3_000,
        points: 255,
        pointValue: POINT,
      }),
    ).toEqual({ creditUsed: 3_000, pointsUsed: 255, paymentFee: 0, payable: 4_450 });
  });

  it("never takes more than the total, nor points worth more than what is left", () => {
    expect(
      balancePayment({ total: 1_005, paymentFee: 0, credit: 1_000, points: 50, pointValue: POINT }),
    ).toEqual({ creditUsed: 1_000, pointsUsed: 0, paymentFee: 0, payable: 5 });
    expect(
      balancePayment({ total: 1_000, paymentFee: 0, credit: 5_000, points: 50, pointValue: POINT }),
    ).toEqual({ creditUsed: 1_000, pointsUsed: 0, paymentFee: 0, payable: 0 });
  });

  it("drops the cash-on-delivery fee when credit and points pay all the rest", () => {
    // 100 lei of books and shipping, a 5 lei fee: 100 lei of credit pays the order, no fee.
    expect(
      balancePayment({
        total: 10_500,
        paymentFee: 500,
        credit: 10_000,
        points: 0,
        pointValue: POINT,
      }),
    ).toEqual({ creditUsed: 10_000, pointsUsed: 0, paymentFee: 0, payable: 0 });
    expect(
      balancePayment({
        total: 10_500,
        paymentFee: 500,
        credit: 9_000,
        points: 100,
        pointValue: POINT,
      }),
    ).toEqual({ creditUsed: 9_000, pointsUsed: 100, paymentFee: 0, payable: 0 });
  });

  it("keeps the fee when something is still collected on delivery, and lets credit pay towards it", () => {
    expect(
      balancePayment({
        total: 10_500,
        paymentFee: 500,
        credit: 9_999,
        points: 0,
        pointValue: POINT,
      }),
    ).toEqual({ creditUsed: 9_999, pointsUsed: 0, paymentFee: 500, payable: 501 });
    // Points cannot pay the last 5 bani: the fee stays.
    expect(
      balancePayment({
        total: 10_505,
        paymentFee: 500,
        credit: 0,
        points: 5_000,
        pointValue: POINT,
      }),
    ).toEqual({ creditUsed: 0, pointsUsed: 1_050, paymentFee: 500, payable: 5 });
  });
});
