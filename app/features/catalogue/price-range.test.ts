import { describe, expect, it } from "vitest";
import { formatLei } from "~/lib/money";
import { priceRangeText } from "./price-range";

describe("priceRangeText", () => {
  it("names both ends of a span", () => {
    expect(priceRangeText(1_000, 2_500)).toBe(`Între ${formatLei(1_000)} și ${formatLei(2_500)}`);
  });

  it("says a single price once when both ends are equal", () => {
    expect(priceRangeText(1_999, 1_999)).toBe(formatLei(1_999));
    expect(priceRangeText(1_999, 1_999)).not.toContain("Între");
  });

  it("says De la / Până la for one end, nothing for none", () => {
    expect(priceRangeText(1_500, undefined)).toBe(`De la ${formatLei(1_500)}`);
    expect(priceRangeText(undefined, 2_000)).toBe(`Până la ${formatLei(2_000)}`);
    expect(priceRangeText(undefined, undefined)).toBeNull();
  });
});
