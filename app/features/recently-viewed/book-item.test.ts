import { describe, expect, it } from "vitest";
import { recentItemSchema } from "~/lib/stored-items";
import type { BookDetails } from "../catalogue/types";
import { bookToRecent } from "./book-item";

const book: BookDetails = {
  id: 77,
  slug: "enigma-otiliei",
  title: "Enigma Otiliei",
  subtitle: "",
  format: "hardcover",
  price: 4599,
  oldPrice: null,
  authors: [],
  cover: {
    smallUrl: "/covers/77-200.jpg",
    smallUrlWebp: "/covers/77-200.webp",
    largeUrl: "/covers/77-600.jpg",
    largeUrlWebp: "/covers/77-600.webp",
    width: 400,
    height: 600,
  },
  availability: "in-stock",
  availableFrom: null,
  promotion: null,
  isbn13: null,
  description: "",
  pageCount: null,
  language: "ro",
  publishedOn: null,
  publisher: null,
  series: null,
  contributors: [],
  categories: [],
  packItems: [],
  maxPerOrder: 10,
};

describe("bookToRecent", () => {
  it("adds the WebP cover and the time of the visit to the favourites fields", () => {
    const item = bookToRecent(book, 1_700_000_123_456);
    expect(item).toMatchObject({
      id: 77,
      title: "Enigma Otiliei",
      url: "/carte/enigma-otiliei",
      price: 4599,
      mainImageUrl: "/covers/77-200.jpg",
      mainImageUrlWebP: "/covers/77-200.webp",
      dateAddedToRecent: 1_700_000_123_456,
      ammount: 1,
    });
    expect(recentItemSchema.parse(item)).toEqual(item);
  });

  it("has no images for a book without a cover", () => {
    const item = bookToRecent({ ...book, cover: null }, 0);
    expect(item.mainImageUrl).toBeNull();
    expect(item.mainImageUrlWebP).toBeNull();
  });
});
