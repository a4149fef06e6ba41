import { describe, expect, it } from "vitest";
import { applyVoucherRule, type VoucherContext, type VoucherRule } from "./voucher-rules";

const NOW = new Date("2026-11-22T10:00:00Z");

const rule = (values: Partial<VoucherRule> = {}): VoucherRule => ({
  id: 1,
  code: "TEST",
  kind: "percent",
  value: 10,
  bookId: null,
  minOrder: 0,
  categoryIds: null,
  bookIds: null,
  combinable: false,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  usedCount: 0,
  firstOrderOnly: false,
  ...values,
});

const context = (values: Partial<VoucherContext> = {}): VoucherContext => ({
  now: NOW,
  lines: [
    { id: 1, unitPrice: 5000, quantity: 1, inCategories: true, onPromotion: false },
    { id: 2, unitPrice: 3000, quantity: 2, inCategories: true, onPromotion: true },
  ],
  subtotal: 11_000,
  usesByShopper: null,
  hasOrdered: null,
  giftAvailable: true,
  ...values,
});

describe("applyVoucherRule", () => {
  it("takes a non-combinable percent only from lines not at a campaign price", () => {
    // The lines it took the discount from: a return refunds each copy at what it cost.
    expect(applyVoucherRule(rule(), context())).toMatchObject({
      ok: true,
      effect: { discount: 500, coveredLineIds: [1] },
    });
    expect(applyVoucherRule(rule({ combinable: true }), context())).toMatchObject({
      ok: true,
      effect: { discount: 1100, coveredLineIds: [1, 2] },
    });
  });

  it("says when every line is already reduced, apart from a code that covers none of them", () => {
    const reduced = context({
      lines: [{ id: 2, unitPrice: 3000, quantity: 1, inCategories: true, onPromotion: true }],
      subtotal: 3000,
    });
    expect(applyVoucherRule(rule(), reduced)).toMatchObject({
      ok: false,
      refusal: "not-combinable",
    });
    expect(applyVoucherRule(rule({ bookIds: [9] }), reduced)).toMatchObject({
      ok: false,
      refusal: "not-applicable",
    });
  });

  it("refuses by window, uses, first order and minimum, in that order", () => {
    const later = new Date(NOW.getTime() + 1000);
    expect(applyVoucherRule(rule({ startsAt: later }), context())).toMatchObject({
      refusal: "not-started",
    });
    expect(applyVoucherRule(rule({ endsAt: NOW }), context())).toMatchObject({
      refusal: "expired",
    });
    expect(applyVoucherRule(rule({ maxUses: 1, usedCount: 1 }), context())).toMatchObject({
      refusal: "used",
    });
    expect(
      applyVoucherRule(rule({ maxUsesPerCustomer: 1 }), context({ usesByShopper: 1 })),
    ).toMatchObject({ refusal: "used" });
    expect(
      applyVoucherRule(rule({ firstOrderOnly: true }), context({ hasOrdered: true })),
    ).toMatchObject({ refusal: "first-order" });
    expect(applyVoucherRule(rule({ minOrder: 20_000 }), context())).toMatchObject({
      refusal: "minimum",
      message: "Voucherul se aplică pentru comenzi de minimum 200,00 lei.",
    });
  });

  it("never takes more than the lines cost, and prices one copy for a book-price code", () => {
    expect(
      applyVoucherRule(rule({ kind: "amount", value: 99_999, combinable: true }), context()),
    ).toMatchObject({ ok: true, effect: { discount: 11_000 } });
    expect(
      applyVoucherRule(rule({ kind: "book-price", bookId: 2, value: 999 }), context()),
    ).toMatchObject({
      ok: true,
      effect: { discount: 3000 - 999 },
    });
    expect(
      applyVoucherRule(rule({ kind: "gift-book", bookId: 7 }), context({ giftAvailable: false })),
    ).toMatchObject({
      ok: false,
      refusal: "gift-unavailable",
    });
  });

  it("takes a gift voucher's balance, not its value, and refuses it once nothing is left", () => {
    const gift = (spent: number) =>
      rule({ kind: "amount", value: 10_000, combinable: true, keepsBalance: true, spent });
    // 110 lei of books, 100 lei of value, 25 taken by an earlier order: 75 off now.
    expect(applyVoucherRule(gift(2500), context())).toEqual({
      ok: true,
      effect: { discount: 7500, coveredLineIds: [1, 2], shippingCost: null, giftBookId: null },
      message: "Voucherul TEST: 75,00 lei reducere.",
    });
    // A smaller order leaves the rest on the code, and says so.
    const small = context({
      lines: [{ id: 1, unitPrice: 5000, quantity: 1, inCategories: true, onPromotion: false }],
      subtotal: 5000,
    });
    expect(applyVoucherRule(gift(2500), small)).toEqual({
      ok: true,
      effect: { discount: 5000, coveredLineIds: [1], shippingCost: null, giftBookId: null },
      message:
        "Voucherul TEST: 50,00 lei reducere; pe voucher rămân 25,00 lei pentru comenzile următoare.",
    });
    expect(applyVoucherRule(gift(10_000), small)).toMatchObject({ ok: false, refusal: "used" });
    // A code without a balance takes its whole value, whatever it took before.
    expect(
      applyVoucherRule(rule({ kind: "amount", value: 4000, combinable: true, spent: 4000 }), small),
    ).toMatchObject({ ok: true, effect: { discount: 4000 } });
  });
});
