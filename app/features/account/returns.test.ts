import { describe, expect, it } from "vitest";
import { returnParts } from "./returns";

const item = {
  id: 4,
  number: 100245,
  statusLabel: "Cerere primită",
  refundLabel: "Transfer bancar în contul tău",
  amount: 1_000,
  creditBack: 0,
  pointsBack: 0,
  pointsTaken: 0,
  shippingBack: 0,
};

describe("a return in the list", () => {
  it("names each part that comes back, and the points taken", () => {
    expect(returnParts({ ...item, creditBack: 2_000, pointsBack: 1_000, pointsTaken: 40 })).toEqual(
      [
        "10,00 lei · Transfer bancar în contul tău",
        "20,00 lei înapoi în credit",
        "1.000 de puncte înapoi",
        "40 de puncte primite pe aceste cărți se retrag",
      ],
    );
  });

  it("says when the order's shipping comes back with it", () => {
    expect(returnParts({ ...item, amount: 5_999, shippingBack: 1_999 })).toEqual([
      "59,99 lei · Transfer bancar în contul tău",
      "inclusiv livrarea, 19,99 lei",
    ]);
  });

  it("leaves out the money when the order was paid from credit, but never says nothing", () => {
    expect(returnParts({ ...item, amount: 0, creditBack: 4_000 })).toEqual([
      "40,00 lei înapoi în credit",
    ]);
    expect(returnParts({ ...item, amount: 0 })).toEqual([
      "0,00 lei · Transfer bancar în contul tău",
    ]);
  });
});
