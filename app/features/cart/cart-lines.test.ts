import { describe, expect, it } from "vitest";
import { type CartLine, cartLineSchema } from "~/lib/stored-items";
import { createApiProduct } from "../catalogue/test-factories";
import {
  addLine,
  clearAll,
  clearCart,
  clearGifts,
  productToCartLine,
  refreshLines,
  removeAt,
  replaceLine,
  setQuantity,
  visibleCount,
} from "./cart-lines";

let counter = 0;

function createLine(overrides: Partial<CartLine> = {}): CartLine {
  const id = overrides.id ?? ++counter;
  return {
    id,
    title: `Cartea ${id}`,
    subtitle: "",
    url: `/carte/cartea-${id}`,
    price: 3999,
    oldPrice: 4999,
    mainImageUrl: null,
    mainImageUrlWebP: null,
    ammount: 1,
    products: [],
    isPromo: false,
    isUnavailable: false,
    freeShipping: false,
    maxQuantityToOrder: 10,
    productTypeId: 1,
    dateAvailable: null,
    isEpicOffer: false,
    epicOfferPrice: null,
    isWowBestseller: false,
    wowBestsellerPrice: null,
    hideInCart: false,
    ...overrides,
  };
}

const gift = (overrides: Partial<CartLine> = {}) =>
  createLine({ isGift: true, price: 0, hideInCart: true, ...overrides });

const quantities = (lines: CartLine[]) => lines.map((line) => [line.id, line.ammount]);

describe("addLine", () => {
  it("appends a product that is not in the cart", () => {
    const present = createLine({ id: 1 });
    const added = createLine({ id: 2 });
    expect(addLine([present], added)).toEqual([present, added]);
  });

  it("adds one to a product already in the cart", () => {
    const lines = [createLine({ id: 1, ammount: 2 }), createLine({ id: 2 })];
    expect(quantities(addLine(lines, createLine({ id: 1 })))).toEqual([
      [1, 3],
      [2, 1],
    ]);
  });

  it("never goes above the product's maximum", () => {
    const lines = [createLine({ id: 1, ammount: 3, maxQuantityToOrder: 3 })];
    expect(addLine(lines, createLine({ id: 1 }))[0]?.ammount).toBe(3);
  });

  it("caps the quantity of an appended line at its maximum", () => {
    const added = createLine({ id: 5, ammount: 12, maxQuantityToOrder: 4 });
    expect(addLine([], added)[0]?.ammount).toBe(4);
  });

  it("keeps a gift of the same book apart from the bought book", () => {
    const lines = [gift({ id: 1 })];
    const result = addLine(lines, createLine({ id: 1 }));
    expect(result).toHaveLength(2);
    expect(result[0]?.ammount).toBe(1);
  });

  it("does not change the list it was given", () => {
    const lines = [createLine({ id: 1 })];
    addLine(lines, createLine({ id: 1 }));
    expect(lines[0]?.ammount).toBe(1);
  });
});

describe("removeAt", () => {
  it("removes the line at the index", () => {
    const [a, b, c] = [createLine(), createLine(), createLine()];
    expect(removeAt([a, b, c], 1)).toEqual([a, c]);
  });

  it("changes nothing for an index outside the list", () => {
    const lines = [createLine()];
    expect(removeAt(lines, 4)).toEqual(lines);
  });
});

describe("clearing", () => {
  const book = createLine();
  const promo = createLine({ isPromo: true });
  const present = gift();

  it("clearCart keeps only the promo lines", () => {
    expect(clearCart([book, promo, present])).toEqual([promo]);
  });

  it("clearAll empties the cart", () => {
    expect(clearAll()).toEqual([]);
  });

  it("clearGifts removes the gift lines only", () => {
    expect(clearGifts([book, present, promo])).toEqual([book, promo]);
  });
});

describe("setQuantity", () => {
  const lines = [createLine({ id: 1, maxQuantityToOrder: 5 }), createLine({ id: 2, ammount: 2 })];

  it("sets the quantity of the line at the index only", () => {
    expect(quantities(setQuantity(lines, 0, 4))).toEqual([
      [1, 4],
      [2, 2],
    ]);
  });

  it("clamps to at least 1 and at most the line's maximum", () => {
    expect(setQuantity(lines, 0, 0)[0]?.ammount).toBe(1);
    expect(setQuantity(lines, 0, -3)[0]?.ammount).toBe(1);
    expect(setQuantity(lines, 0, 99)[0]?.ammount).toBe(5);
  });

  it("rounds a fraction down and ignores a value that is not a number", () => {
    expect(setQuantity(lines, 0, 2.7)[0]?.ammount).toBe(2);
    expect(setQuantity(lines, 1, Number.NaN)).toEqual(lines);
    expect(setQuantity(lines, 1, Number.POSITIVE_INFINITY)).toEqual(lines);
  });
});

describe("replaceLine", () => {
  it("puts the pack in the book's place", () => {
    const [a, book, c] = [createLine({ id: 1 }), createLine({ id: 2 }), createLine({ id: 3 })];
    const pack = createLine({ id: 20, isPromo: true, productTypeId: 2 });
    expect(replaceLine([a, book, c], 1, pack).map((line) => line.id)).toEqual([1, 20, 3]);
  });

  it("merges with the same pack already in the cart", () => {
    const pack = createLine({ id: 20, ammount: 1, isPromo: true });
    const lines = [pack, createLine({ id: 2 })];
    expect(quantities(replaceLine(lines, 1, createLine({ id: 20 })))).toEqual([[20, 2]]);
  });

  it("caps the pack's quantity at its maximum", () => {
    const pack = createLine({ id: 20, ammount: 8, maxQuantityToOrder: 3 });
    expect(replaceLine([createLine()], 0, pack)[0]?.ammount).toBe(3);
  });
});

describe("visibleCount", () => {
  it("sums the quantities of the lines the shopper sees", () => {
    const lines = [
      createLine({ ammount: 2 }),
      createLine({ ammount: 3 }),
      gift(),
      createLine({ ammount: 4, hideInCart: true }),
    ];
    expect(visibleCount(lines)).toBe(5);
    expect(visibleCount([])).toBe(0);
  });
});

describe("productToCartLine", () => {
  it("stores the server's product with the spec's field names", () => {
    const line = productToCartLine(
      createApiProduct({ id: 3, productId: 31, price: 2599, maxQuantityToOrder: 0 }),
      2,
    );
    expect(line).toMatchObject({ id: 31, price: 2599, ammount: 2, maxQuantityToOrder: 1 });
    expect(cartLineSchema.parse(line)).toEqual(line);
  });
});

describe("refreshLines", () => {
  it("takes the current price and recommended price", () => {
    const lines = [createLine({ id: 1, price: 5000, oldPrice: null })];
    const products = new Map([[1, createApiProduct({ id: 1, price: 4200, oldPrice: 5000 })]]);
    expect(refreshLines(lines, products)[0]).toMatchObject({ price: 4200, oldPrice: 5000 });
  });

  it("flags a line the server no longer lists as unavailable and keeps it", () => {
    const lines = [createLine({ id: 1 }), createLine({ id: 2 })];
    const products = new Map([[1, createApiProduct({ id: 1 })]]);
    const result = refreshLines(lines, products);
    expect(result.map((line) => [line.id, line.isUnavailable])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it("keeps the quantity, capped by the new maximum", () => {
    const lines = [createLine({ id: 1, ammount: 6 }), createLine({ id: 2, ammount: 2 })];
    const products = new Map([
      [1, createApiProduct({ id: 1, maxQuantityToOrder: 4 })],
      [2, createApiProduct({ id: 2, maxQuantityToOrder: 4 })],
    ]);
    expect(quantities(refreshLines(lines, products))).toEqual([
      [1, 4],
      [2, 2],
    ]);
  });

  it("leaves gift lines alone", () => {
    const present = gift({ id: 9 });
    expect(refreshLines([present], new Map())).toEqual([present]);
  });
});
