import { describe, expect, it } from "vitest";
import { parsePageNumber } from "./page-number";

describe("parsePageNumber", () => {
  it("reads plain digits within 1…max, and page 1 when absent", () => {
    expect(parsePageNumber(null, 100)).toBe(1);
    expect(parsePageNumber("1", 100)).toBe(1);
    expect(parsePageNumber("07", 100)).toBe(7);
    expect(parsePageNumber("100", 100)).toBe(100);
  });

  it("refuses what is not a plain page number", () => {
    for (const raw of [
      "0",
      "101",
      "0x10",
      "1e1",
      "2.0",
      "+2",
      " 2",
      "-1",
      "",
      "abc",
      "9".repeat(12),
    ])
      expect(parsePageNumber(raw, 100), raw).toBeNull();
  });
});
