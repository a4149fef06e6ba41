import { describe, expect, it } from "vitest";
import { pointsFor } from "../loyalty/ledger.server";
import { spreadDiscount } from "../orders/line-discounts.server";
import { pointsTakenBack, recordedShares, refundPerCopy, splitRefund } from "./refund-split.server";

describe("what a return gives back", () => {
  it("gives an order paid only with money its books' worth back by the method chosen", () => {
    const paid = { money: 9_499, credit: 0, bonus: 0 };
    expect(splitRefund(paid, 0, 3_750)).toEqual({ money: 3_750, credit: 0, points: 0 });
    expect(splitRefund(paid, 3_750, 3_750)).toEqual({ money: 3_750, credit: 0, points: 0 });
  });

  it("gives the share paid from credit back as credit and the points' share as points", () => {
    // 80 lei of books: 40 from credit, 20 with points, 20 paid on delivery.
    const paid = { money: 2_000, credit: 4_000, bonus: 2_000 };
    expect(splitRefund(paid, 0, 4_000)).toEqual({ money: 1_000, credit: 2_000, points: 1_000 });
    // An order paid wholly from credit gives no money back at all.
    expect(splitRefund({ money: 0, credit: 8_000, bonus: 0 }, 0, 4_000)).toEqual({
      money: 0,
      credit: 4_000,
      points: 0,
    });
  });

  it("never pays back more money or points than the order was paid with, however returns divide", () => {
    const orders = [
      { paid: { money: 3_333, credit: 1_001, bonus: 667 }, books: 4_001 },
      { paid: { money: 1, credit: 9_998, bonus: 0 }, books: 9_999 },
      { paid: { money: 7_777, credit: 0, bonus: 3 }, books: 6_280 },
      { paid: { money: 2_500, credit: 2_500, bonus: 2_500 }, books: 7_500 },
    ];
    for (const { paid, books } of orders) {
      for (const pieces of [1, 2, 3, 7, 13]) {
        let before = 0;
        const sum = { money: 0, credit: 0, points: 0 };
        for (let i = 0; i < pieces; i++) {
          const value = i === pieces - 1 ? books - before : Math.floor(books / pieces);
          const split = splitRefund(paid, before, value);
          expect(Math.min(split.money, split.credit, split.points)).toBeGreaterThanOrEqual(0);
          expect(split.money + split.credit + split.points).toBe(value);
          sum.money += split.money;
          sum.credit += split.credit;
          sum.points += split.points;
          before += value;
        }
        expect(sum.money).toBeLessThanOrEqual(paid.money);
        expect(sum.points).toBeLessThanOrEqual(paid.bonus);
        // Rounding comes back as credit, a few bani at most.
        expect(sum.credit).toBeLessThanOrEqual(paid.credit + 2);
        if (books === paid.money + paid.credit + paid.bonus) {
          // Everything returned, nothing else paid for: each way gets back exactly what it paid.
          expect(sum).toEqual({ money: paid.money, credit: paid.credit, points: paid.bonus });
        }
      }
    }
  });

  it("takes back the points the returned books earned, all of them when all come back", () => {
    const books = 12_345;
    expect(pointsTakenBack(books, 0, 5_000)).toBe(pointsFor(books) - pointsFor(7_345));
    let taken = 0;
    for (const [before, value] of [
      [0, 1_234],
      [1_234, 5_000],
      [6_234, 6_111],
    ] as const) {
      taken += pointsTakenBack(books, before, value);
    }
    expect(taken).toBe(pointsFor(books));
  });

  it("without recorded shares (orders placed before them), spreads the discount over every line, never giving back more than the order paid for its books", () => {
    const lines = [
      { unitPrice: 3_333, quantity: 2 },
      { unitPrice: 1_999, quantity: 1 },
      { unitPrice: 4_950, quantity: 3 },
    ];
    const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    for (const discount of [0, 1, 999, 2_500, subtotal - 1, subtotal, subtotal + 500]) {
      const refunded = lines.reduce(
        (sum, line) =>
          sum +
          refundPerCopy({ ...line, discount: null }, { subtotal, discount }, discount) *
            line.quantity,
        0,
      );
      const paid = Math.max(0, subtotal - discount);
      expect(refunded).toBeLessThanOrEqual(paid);
      // Rounded down a copy at a time: at most a ban a copy short.
      expect(paid - refunded).toBeLessThanOrEqual(6);
    }
  });

  it("takes a line's recorded share of the discount off that line's copies only", () => {
    // A 50 % voucher on book A only: A and B at 100 lei, 150 lei paid.
    const order = { subtotal: 20_000, discount: 5_000 };
    const a = { unitPrice: 10_000, quantity: 1, discount: 5_000 };
    const b = { unitPrice: 10_000, quantity: 1, discount: 0 };
    expect(refundPerCopy(a, order, order.discount)).toBe(5_000);
    expect(refundPerCopy(b, order, order.discount)).toBe(10_000);
    // A gift voucher paid the discount: it comes back, so the copies are worth their prices.
    expect(refundPerCopy(a, order, 0)).toBe(10_000);
    // A share spread over the line's copies, rounded down a copy at a time.
    expect(refundPerCopy({ unitPrice: 3_333, quantity: 3, discount: 999 }, order, 5_000)).toBe(
      3_000,
    );
    expect(refundPerCopy({ unitPrice: 1_000, quantity: 3, discount: 1 }, order, 5_000)).toBe(999);
  });

  it("goes by the recorded shares only when every line has one and they add up to the discount", () => {
    expect(recordedShares([5_000, 0], 5_000)).toBe(true);
    expect(recordedShares([0], 0)).toBe(true);
    expect(recordedShares([null, 0], 5_000)).toBe(false);
    expect(recordedShares([null], 0)).toBe(false);
    expect(recordedShares([0, 0], 5_000)).toBe(false);
  });

  it("never gives back more than the order paid for its books by recorded shares, however they divide", () => {
    const lines = [
      { id: 1, unitPrice: 3_333, quantity: 2 },
      { id: 2, unitPrice: 1_999, quantity: 1 },
      { id: 3, unitPrice: 4_950, quantity: 3 },
    ];
    const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    for (const covered of [lines, lines.slice(0, 2), lines.slice(2)]) {
      const coveredTotal = covered.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
      for (const discount of [1, 999, 2_500, coveredTotal - 1, coveredTotal]) {
        const shares = spreadDiscount(discount, covered);
        expect([...shares.values()].reduce((sum, share) => sum + share, 0)).toBe(discount);
        const order = { subtotal, discount };
        for (const spread of [discount, Math.floor(discount / 3), 0]) {
          const refunded = lines.reduce(
            (sum, line) =>
              sum +
              refundPerCopy({ ...line, discount: shares.get(line.id) ?? 0 }, order, spread) *
                line.quantity,
            0,
          );
          const paid = subtotal - spread;
          expect(refunded).toBeLessThanOrEqual(paid);
          // Rounded up per line, then down per copy: a few bani short at most.
          expect(paid - refunded).toBeLessThanOrEqual(9);
          // Lines the voucher did not cover come back at their prices.
          for (const line of lines.filter((l) => !covered.includes(l))) {
            expect(refundPerCopy({ ...line, discount: 0 }, order, spread)).toBe(line.unitPrice);
          }
        }
      }
    }
  });
});
