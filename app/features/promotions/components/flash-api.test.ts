import { describe, expect, it } from "vitest";
import { parseFlashOffer } from "./flash-api";

const offer = {
  title: "Pachet Creangă",
  economy: 3500,
  price: 3500,
  oldPrice: 5500,
  promotion: { label: "Pachet flash", lowestPriorPrice: 3999 },
  products: [{ title: "Povești", imageUrl: "/coperti/1-mica-a.jpg" }],
  productId: 12,
  imageUrl: "/coperti/12-mare-a.jpg",
};

describe("parseFlashOffer", () => {
  it("keeps the campaign price's lowest prior price for the widget to show", () => {
    expect(parseFlashOffer(offer)).toEqual(offer);
  });

  it("drops a malformed promotion rather than show a made-up prior price", () => {
    for (const promotion of [null, { label: "Pachet flash" }, { lowestPriorPrice: "39,99" }]) {
      expect(parseFlashOffer({ ...offer, promotion })?.promotion).toBeNull();
    }
    expect(parseFlashOffer({ ...offer, price: -1 })).toBeNull();
  });
});
