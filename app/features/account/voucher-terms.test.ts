import { describe, expect, it } from "vitest";
import { describeVoucher, voucherState } from "./voucher-terms";

describe("what a voucher gives", () => {
  it("names every kind in Romanian", () => {
    expect(describeVoucher({ kind: "percent", value: 10, bookTitle: null })).toBe("10% reducere");
    expect(describeVoucher({ kind: "amount", value: 1000, bookTitle: null })).toBe(
      "10,00 lei reducere",
    );
    expect(describeVoucher({ kind: "free-shipping", value: 0, bookTitle: null })).toBe(
      "Transport gratuit",
    );
    expect(describeVoucher({ kind: "shipping-price", value: 690, bookTitle: null })).toBe(
      "Transport la 6,90 lei",
    );
    expect(describeVoucher({ kind: "gift-book", value: 0, bookTitle: "Maitreyi" })).toBe(
      "Carte cadou: Maitreyi",
    );
    expect(describeVoucher({ kind: "book-price", value: 1990, bookTitle: "Baltagul" })).toBe(
      "Baltagul la 19,90 lei",
    );
  });

  it("says what is left of a gift voucher spent in part", () => {
    const gift = { kind: "amount", value: 10_000, bookTitle: null, keepsBalance: true } as const;
    expect(describeVoucher({ ...gift, spent: 0 })).toBe("100,00 lei reducere");
    expect(describeVoucher({ ...gift, spent: 6000 })).toBe("40,00 lei rămași din 100,00 lei");
  });

  it("still says something when the book is gone", () => {
    expect(describeVoucher({ kind: "gift-book", value: 0, bookTitle: null })).toBe("Carte cadou");
    expect(describeVoucher({ kind: "book-price", value: 990, bookTitle: null })).toBe(
      "O carte la 9,90 lei",
    );
  });
});

describe("where a voucher stands for the customer", () => {
  const now = new Date("2026-11-22T10:00:00Z");
  const later = new Date("2026-11-23T10:00:00Z");
  const earlier = new Date("2026-11-21T10:00:00Z");
  const limits = { endsAt: later, maxUses: 1, maxUsesPerCustomer: null, usedCount: 0 };

  it("is active while it has a use left and has not ended", () => {
    expect(voucherState(limits, 0, now)).toBe("active");
    expect(voucherState({ ...limits, endsAt: null, maxUses: null }, 0, now)).toBe("active");
  });

  it("is used once no use is left, by them or by anyone", () => {
    expect(voucherState({ ...limits, usedCount: 1 }, 1, now)).toBe("used");
    expect(voucherState({ ...limits, usedCount: 1 }, 0, now)).toBe("used");
    expect(voucherState({ ...limits, maxUses: null, maxUsesPerCustomer: 1 }, 1, now)).toBe("used");
  });

  it("is expired after its end, unless they used it", () => {
    expect(voucherState({ ...limits, endsAt: earlier }, 0, now)).toBe("expired");
    expect(voucherState({ ...limits, endsAt: now }, 0, now)).toBe("expired");
    expect(voucherState({ ...limits, endsAt: earlier, maxUses: null }, 1, now)).toBe("used");
  });

  it("lapses a first-order code once they have ordered without it", () => {
    expect(voucherState({ ...limits, firstOrderTaken: true }, 0, now)).toBe("expired");
    expect(voucherState({ ...limits, firstOrderTaken: false }, 0, now)).toBe("active");
  });

  it("keeps a gift voucher active while some of its balance is left", () => {
    const gift = { ...limits, maxUses: null, usedCount: 2 };
    expect(voucherState({ ...gift, balanceLeft: 1500 }, 2, now)).toBe("active");
    expect(voucherState({ ...gift, balanceLeft: 0 }, 2, now)).toBe("used");
  });

  it("keeps a shared code they used active while it takes more uses", () => {
    expect(voucherState({ ...limits, maxUses: null, usedCount: 40 }, 1, now)).toBe("active");
  });
});
