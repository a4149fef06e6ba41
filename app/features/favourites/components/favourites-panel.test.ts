import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createFavourite } from "~/lib/stored-item-factories";
import { favouritesList } from "../favourites-store";
import { FavouritesButton, productCount } from "./favourites-panel";

describe("productCount", () => {
  it("says produs for exactly one and produse otherwise, zero included", () => {
    expect(productCount(0)).toBe("0 produse");
    expect(productCount(1)).toBe("1 produs");
    expect(productCount(2)).toBe("2 produse");
    expect(productCount(19)).toBe("19 produse");
    // Romanian puts "de" between 20 (and 120...) and the noun.
    expect(productCount(21)).toBe("21 de produse");
  });
});

describe("FavouritesButton on the server", () => {
  it("renders the named button and a closed, empty panel whatever this process stored", () => {
    // The server cannot know the shopper's list: it renders the empty state, hydration matches.
    favouritesList.write([createFavourite({ title: "Nu pe server" })]);
    const addToCart = async () => ({ ok: true }) as const;
    const html = renderToString(createElement(FavouritesButton, { addToCart }));
    expect(html).toContain('aria-label="Lista mea de favorite, 0 produse"');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toMatch(/<dialog[^>]*>\s*<\/dialog>/);
    expect(html).not.toContain("Nu pe server");
  });
});
