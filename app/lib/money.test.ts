import { describe, expect, it } from "vitest";
import { discountPercent, formatLei, parseLei } from "./money";

describe("formatLei", () => {
  it("formats bani as lei with a comma and two decimals", () => {
    expect(formatLei(4999)).toBe("49,99 lei");
    expect(formatLei(999)).toBe("9,99 lei");
    expect(formatLei(5)).toBe("0,05 lei");
    expect(formatLei(0)).toBe("0,00 lei");
    expect(formatLei(19900)).toBe("199,00 lei");
  });

  it("groups thousands with dots", () => {
    expect(formatLei(123456)).toBe("1.234,56 lei");
    expect(formatLei(100000000)).toBe("1.000.000,00 lei");
    expect(formatLei(99999)).toBe("999,99 lei");
  });

  it("keeps the sign of negative amounts", () => {
    expect(formatLei(-1050)).toBe("-10,50 lei");
  });

  it("refuses amounts that are not whole bani", () => {
    expect(() => formatLei(49.99)).toThrow(TypeError);
    expect(() => formatLei(Number.NaN)).toThrow(TypeError);
  });
});

describe("discountPercent", () => {
  it("rounds the saving against the recommended price", () => {
    expect(discountPercent(3999, 4999)).toBe(20);
    expect(discountPercent(6666, 9999)).toBe(33);
  });
  it("is zero without a higher recommended price", () => {
    expect(discountPercent(4999, null)).toBe(0);
    expect(discountPercent(4999, 4999)).toBe(0);
    expect(discountPercent(4999, 3999)).toBe(0);
  });
});

describe("parseLei", () => {
  it.each([
    ["49,99", 4999],
    ["49.99", 4999],
    ["49", 4900],
    ["49,9", 4990],
    [" 0,01 ", 1],
    ["99999,99", 9_999_999],
  ])("reads %j as %i bani", (text, bani) => {
    expect(parseLei(text)).toBe(bani);
  });

  it.each(["0", "0,00", "100000", "49,999", "1.234,56", "-5", "4 9", "", "lei"])(
    "refuses %j",
    (text) => {
      expect(parseLei(text)).toBeNull();
    },
  );
});
