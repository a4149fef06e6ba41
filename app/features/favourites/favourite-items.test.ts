import { describe, expect, it } from "vitest";
import { createFavourite } from "~/lib/stored-item-factories";
import { createApiProduct } from "../catalogue/test-factories";
import {
  addFavourite,
  hasFavourite,
  productToFavourite,
  refreshFavourites,
  removeFavourite,
  uniqueFavourites,
} from "./favourite-items";

describe("addFavourite", () => {
  it("appends a book that is not yet a favourite", () => {
    const first = createFavourite();
    const second = createFavourite();
    expect(addFavourite([first], second)).toEqual([first, second]);
  });

  it("leaves the list as it is when the book is already there", () => {
    const saved = createFavourite({ id: 7, price: 2500 });
    const again = createFavourite({ id: 7, price: 1000, title: "Alt titlu" });
    const result = addFavourite([saved], again);
    expect(result).toEqual([saved]);
    expect(result).toHaveLength(1);
  });

  it("always stores a quantity of 1", () => {
    // A caller (or an old stored item) may carry another quantity: favourites have none.
    const item = { ...createFavourite(), ammount: 3 as 1 };
    expect(addFavourite([], item)[0]?.ammount).toBe(1);
  });

  it("does not change the list it was given", () => {
    const list = [createFavourite()];
    const copy = structuredClone(list);
    addFavourite(list, createFavourite());
    expect(list).toEqual(copy);
  });
});

describe("removeFavourite", () => {
  it("removes the book with that id and keeps the others in order", () => {
    const [a, b, c] = [createFavourite(), createFavourite(), createFavourite()];
    expect(removeFavourite([a, b, c], b.id)).toEqual([a, c]);
  });

  it("changes nothing for an id that is not in the list", () => {
    const list = [createFavourite({ id: 1 }), createFavourite({ id: 2 })];
    expect(removeFavourite(list, 3)).toEqual(list);
  });
});

describe("hasFavourite", () => {
  it("answers by product id", () => {
    const list = [createFavourite({ id: 11 })];
    expect(hasFavourite(list, 11)).toBe(true);
    expect(hasFavourite(list, 12)).toBe(false);
    expect(hasFavourite([], 11)).toBe(false);
  });
});

describe("uniqueFavourites", () => {
  it("keeps the first item of each id", () => {
    const first = createFavourite({ id: 5, title: "Prima" });
    const other = createFavourite({ id: 6 });
    const repeat = createFavourite({ id: 5, title: "A doua" });
    expect(uniqueFavourites([first, other, repeat])).toEqual([first, other]);
  });
});

describe("productToFavourite", () => {
  it("takes the product id (productId first) and the shop's current data", () => {
    const product = createApiProduct({
      id: 1,
      productId: 42,
      title: "Ion",
      subtitle: "Roman",
      price: 2999,
      oldPrice: null,
      products: [{ id: 3, title: "Vol. 1", url: "/carte/vol-1", mainImageUrl: null }],
    });
    expect(productToFavourite(product)).toEqual({
      id: 42,
      title: "Ion",
      subtitle: "Roman",
      url: product.url,
      price: 2999,
      oldPrice: null,
      mainImageUrl: product.mainImageUrl,
      ammount: 1,
      products: [{ id: 3, title: "Vol. 1", url: "/carte/vol-1", mainImageUrl: null }],
      isEpicOffer: false,
    });
  });
});

describe("refreshFavourites", () => {
  it("replaces each saved item with the server's current data", () => {
    const saved = createFavourite({ id: 10, title: "Titlu vechi", price: 4000, oldPrice: null });
    const product = createApiProduct({ id: 10, title: "Titlu nou", price: 3200, oldPrice: 4000 });
    const [refreshed] = refreshFavourites([saved], [product]);
    expect(refreshed).toMatchObject({ id: 10, title: "Titlu nou", price: 3200, oldPrice: 4000 });
  });

  it("drops the books the server no longer lists", () => {
    const kept = createFavourite({ id: 20 });
    const gone = createFavourite({ id: 21 });
    const result = refreshFavourites([kept, gone], [createApiProduct({ id: 20 })]);
    expect(result.map((item) => item.id)).toEqual([20]);
  });

  it("keeps the saved order whatever the order of the answer", () => {
    const list = [createFavourite({ id: 30 }), createFavourite({ id: 31 })];
    const answer = [createApiProduct({ id: 31 }), createApiProduct({ id: 30 })];
    expect(refreshFavourites(list, answer).map((item) => item.id)).toEqual([30, 31]);
  });

  it("matches products by productId when it differs from id", () => {
    const list = [createFavourite({ id: 40 })];
    const answer = [createApiProduct({ id: 99, productId: 40, price: 1500 })];
    expect(refreshFavourites(list, answer)).toMatchObject([{ id: 40, price: 1500 }]);
  });

  it("ignores products that were not saved", () => {
    const list = [createFavourite({ id: 50 })];
    const answer = [createApiProduct({ id: 50 }), createApiProduct({ id: 51 })];
    expect(refreshFavourites(list, answer).map((item) => item.id)).toEqual([50]);
  });
});
