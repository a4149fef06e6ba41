import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { BookCard } from "~/features/catalogue/components/book-card";
import type { BookCard as BookCardData } from "~/features/catalogue/types";
import { ShopBookActions } from "./shop-book-actions";

const book: BookCardData = {
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

function render(card: ReturnType<typeof createElement>): string {
  const router = createMemoryRouter([{ path: "/", element: card }]);
  return renderToString(createElement(RouterProvider, { router }));
}

describe("ShopBookActions", () => {
  it("gives the catalogue's cards the favourites heart", () => {
    const html = render(createElement(ShopBookActions, null, createElement(BookCard, { book })));
    expect(html).toContain('aria-label="Adaugă la favorite: Maitreyi"');
    expect(html).toContain('href="/carte/maitreyi"');
  });

  it("is where the heart comes from: a card alone has none", () => {
    const html = render(createElement(BookCard, { book }));
    expect(html).toContain('href="/carte/maitreyi"');
    expect(html).not.toContain("favorite");
  });
});
