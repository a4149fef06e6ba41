import { describe, expect, it } from "vitest";
import { quantityNotice } from "./quantity-messages";

describe("the quantity correction the shopper reads", () => {
  it("says the maximum in Romanian counting when more is asked", () => {
    expect(quantityNotice(55, 10)).toBe("Poți comanda cel mult 10 bucăți.");
    expect(quantityNotice(2, 1)).toBe("Poți comanda cel mult o bucată.");
    expect(quantityNotice(99, 20)).toBe("Poți comanda cel mult 20 de bucăți.");
  });

  it("says the minimum below one, and nothing within the range", () => {
    expect(quantityNotice(0, 10)).toBe("Cantitatea minimă este o bucată.");
    expect(quantityNotice(1, 10)).toBeNull();
    expect(quantityNotice(10, 10)).toBeNull();
  });
});
