import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createFavourite } from "~/lib/stored-item-factories";
import type { BookCard } from "../../catalogue/types";
import { favouritesList } from "../favourites-store";
import { HeartButton } from "./heart-button";

const book: BookCard = {
  id: 3,
  slug: "maitreyi",
  title: "Maitreyi",
  subtitle: "",
  format: "paperback",
  price: 2999,
  oldPrice: null,
  authors: [],
  cover: null,
  availability: "in-stock",
  availableFrom: null,
  promotion: null,
};

describe("HeartButton on the server", () => {
  it("renders not pressed, named for adding, even for a stored favourite", () => {
    favouritesList.write([createFavourite({ id: book.id })]);
    const html = renderToString(createElement(HeartButton, { book }));
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('aria-label="Adaugă la favorite: Maitreyi"');
  });
});
