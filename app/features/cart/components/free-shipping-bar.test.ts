// The cart's free-shipping bar: how far the books are from the minimum, unless shipping is free.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FreeShippingBar } from "./free-shipping-bar";

function render(props: Parameters<typeof FreeShippingBar>[0]) {
  const html = renderToString(createElement(FreeShippingBar, props));
  return {
    text: html
      .replaceAll("<!-- -->", "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
    percent: /aria-valuenow="(\d+)"/.exec(html)?.[1],
  };
}

describe("FreeShippingBar", () => {
  it("says what is missing up to the minimum", () => {
    expect(render({ total: 3999, minimum: 50000 })).toEqual({
      text: "Mai adaugă produse de 460,01 lei și ai transport gratuit.",
      percent: "7",
    });
  });

  it("is full when a voucher or a book already makes shipping free below the minimum", () => {
    expect(render({ total: 3999, minimum: 50000, free: true })).toEqual({
      text: "Ai transport gratuit la această comandă!",
      percent: "100",
    });
  });
});
