import { describe, expect, it } from "vitest";
import { favouriteItemSchema } from "~/lib/stored-items";
import type { BookCard, BookDetails } from "../catalogue/types";
import { bookToFavourite } from "./book-item";

const cover = {
  smallUrl: "/covers/ion-200.jpg",
  smallUrlWebp: "/covers/ion-200.webp",
  largeUrl: "/covers/ion-600.jpg",
  largeUrlWebp: "/covers/ion-600.webp",
  width: 400,
  height: 600,
};

function createCard(overrides: Partial<BookCard> = {}): BookCard {
  return {
    id: 12,
    slug: "ion",
    title: "Ion",
    subtitle: "Roman",
    format: "paperback",
    price: 3499,
    oldPrice: 3999,
    authors: [{ name: "Liviu Rebreanu", slug: "liviu-rebreanu" }],
    cover,
    availability: "in-stock",
    availableFrom: null,
    promotion: null,
    ...overrides,
  };
}

describe("bookToFavourite", () => {
  it("builds a stored item from a product card", () => {
    expect(bookToFavourite(createCard())).toEqual({
      id: 12,
      title: "Ion",
      subtitle: "Roman",
      url: "/carte/ion",
      price: 3499,
      oldPrice: 3999,
      mainImageUrl: "/covers/ion-200.jpg",
      ammount: 1,
      products: [],
      isEpicOffer: false,
    });
    // At a campaign's price: the panel then announces no percent off the PRP.
    const onCampaign = createCard({
      promotion: { label: "Black Friday", lowestPriorPrice: 3999, endsAt: "2026-12-01T00:00:00Z" },
    });
    expect(bookToFavourite(onCampaign).isEpicOffer).toBe(true);
  });

  it("has no image when the book has no cover", () => {
    expect(bookToFavourite(createCard({ cover: null })).mainImageUrl).toBeNull();
  });

  it("lists a pack's books", () => {
    const pack: BookDetails = {
      ...createCard({ id: 90, slug: "pachet", format: "pack" }),
      isbn13: null,
      description: "",
      pageCount: null,
      language: "ro",
      publishedOn: null,
      publisher: null,
      series: null,
      contributors: [],
      categories: [],
      packItems: [createCard({ id: 1, slug: "unu", title: "Unu", cover: null }), createCard()],
      maxPerOrder: 5,
    };
    expect(bookToFavourite(pack).products).toEqual([
      { id: 1, title: "Unu", url: "/carte/unu", mainImageUrl: null },
      { id: 12, title: "Ion", url: "/carte/ion", mainImageUrl: "/covers/ion-200.jpg" },
    ]);
  });

  it("passes the stored list's validation unchanged", () => {
    const item = bookToFavourite(createCard());
    expect(favouriteItemSchema.parse(item)).toEqual(item);
  });
});
