import { describe, expect, it } from "vitest";
import { CatalogueIndex } from "./catalogue-index";
import { cardAt } from "./index-cards";

const cover = {
  smallUrl: "/coperti/1-mica.jpg",
  smallUrlWebp: "/coperti/1-mica.webp",
  largeUrl: "/coperti/1-mare.jpg",
  largeUrlWebp: "/coperti/1-mare.webp",
  width: 600,
  height: 900,
};

const index = new CatalogueIndex({
  books: [
    {
      id: 7,
      price: 4999,
      salesCount: 3,
      publishedOn: "2026-01-10",
      availableFrom: "2026-12-15",
      stock: 0,
      format: "hardcover",
      language: "ro",
      publisherId: null,
      seriesId: null,
      title: "Moara cu noroc",
      subtitle: "Nuvele",
      isbn13: null,
      slug: "moara-cu-noroc",
      oldPrice: 5999,
      cover,
      categoryIds: [],
      authorIds: [2, 1],
    },
    {
      id: 8,
      price: 1000,
      salesCount: 0,
      publishedOn: null,
      availableFrom: null,
      stock: 0,
      format: "pack",
      language: "ro",
      publisherId: null,
      seriesId: null,
      title: "Pachet",
      subtitle: "",
      isbn13: null,
      slug: "pachet",
      oldPrice: null,
      cover: null,
      promotion: {
        label: "Oferta zilei",
        lowestPriorPrice: 1200,
        endsAt: "2026-11-23T22:00:00.000Z",
      },
      categoryIds: [],
      authorIds: [],
    },
  ],
  categories: [],
  authors: [
    { id: 1, name: "Ioan Slavici", slug: "ioan-slavici" },
    { id: 2, name: "Ion Creangă", slug: "ion-creanga" },
  ],
  publishers: [],
});

describe("cards from the catalogue index", () => {
  it("carries what a card shows, authors in their order", () => {
    expect(cardAt(index, 0, "2026-11-22")).toEqual({
      id: 7,
      slug: "moara-cu-noroc",
      title: "Moara cu noroc",
      subtitle: "Nuvele",
      format: "hardcover",
      price: 4999,
      oldPrice: 5999,
      authors: [
        { name: "Ion Creangă", slug: "ion-creanga" },
        { name: "Ioan Slavici", slug: "ioan-slavici" },
      ],
      cover,
      availability: "preorder",
      availableFrom: "2026-12-15",
      promotion: null,
    });
  });

  it("turns into stock after the availability date, keeps absent fields absent, has promotions", () => {
    expect(cardAt(index, 0, "2026-12-15").availability).toBe("out-of-stock");
    expect(cardAt(index, 1, "2026-11-22")).toMatchObject({
      format: "pack",
      oldPrice: null,
      cover: null,
      authors: [],
      availability: "out-of-stock",
      promotion: {
        label: "Oferta zilei",
        lowestPriorPrice: 1200,
        endsAt: "2026-11-23T22:00:00.000Z",
      },
    });
  });
});
