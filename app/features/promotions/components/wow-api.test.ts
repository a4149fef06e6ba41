import { describe, expect, it } from "vitest";
import { parseWowProducts } from "./wow-api";

const offer = {
  id: 7,
  title: "Ion",
  url: "/carte/ion",
  mainImageUrl: null,
  mainImageUrlWebP: "/coperti/7-mica.webp",
  price: 5999,
  wowBestsellerPrice: 2999,
  lowestPriorPrice: 4999,
};

describe("parseWowProducts", () => {
  it("keeps at most three well-formed offers", () => {
    expect(
      parseWowProducts([offer, { ...offer, id: 8 }, { ...offer, id: 9 }, { ...offer, id: 10 }]),
    ).toHaveLength(3);
  });

  it("answers nothing for a malformed answer, so the popup stays off", () => {
    expect(parseWowProducts([{ ...offer, price: "59,99" }])).toEqual([]);
    expect(parseWowProducts({ error: { message: "x" } })).toEqual([]);
    expect(parseWowProducts([{ ...offer, wowBestsellerPrice: 29.99 }])).toEqual([]);
    // No prior price, no reduced price shown.
    expect(parseWowProducts([{ ...offer, lowestPriorPrice: undefined }])).toEqual([]);
  });
});
