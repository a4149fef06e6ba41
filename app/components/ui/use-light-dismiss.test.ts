// What closes a light popup (the header's "Contul meu"): a press or focus outside it only.
import { describe, expect, it } from "vitest";
import { isOutside } from "./use-light-dismiss";

/** A container holding the given nodes, as Node.contains answers for it. */
function containerOf(...inside: object[]) {
  const container = {
    contains: (node: Node | null) => node === container || inside.includes(node as object),
  };
  return container;
}

describe("a popup's light dismiss", () => {
  const button = {} as EventTarget;
  const link = {} as EventTarget;
  const elsewhere = {} as EventTarget;
  const popup = containerOf(button, link);

  it("closes for a press or focus outside the popup and its button", () => {
    expect(isOutside(popup, elsewhere)).toBe(true);
  });

  it("stays open for its own button and contents, so the button still toggles it", () => {
    expect(isOutside(popup, button)).toBe(false);
    expect(isOutside(popup, link)).toBe(false);
    expect(isOutside(popup, popup as unknown as EventTarget)).toBe(false);
  });

  it("stays open when focus goes nowhere (a click on its own text, another window)", () => {
    expect(isOutside(popup, null)).toBe(false);
  });

  it("does nothing before the popup is on the page", () => {
    expect(isOutside(null, elsewhere)).toBe(false);
  });
});
