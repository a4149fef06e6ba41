import { describe, expect, it } from "vitest";
import { isWhole, placeAfterKey, shuffledTiles, swapTiles } from "./puzzle-tiles";

describe("the puzzle's keyboard game", () => {
  it("starts shuffled, never whole, with every tile once", () => {
    for (const count of [4, 9, 16]) {
      for (let run = 0; run < 20; run++) {
        const order = shuffledTiles(count);
        expect(isWhole(order)).toBe(false);
        expect([...order].sort((a, b) => a - b)).toEqual(
          Array.from({ length: count }, (_, i) => i),
        );
      }
    }
    // A random source that would leave it whole is shuffled again.
    let calls = 0;
    const once = () => (calls++ < 3 ? 0.999 : 0);
    expect(isWhole(shuffledTiles(4, once))).toBe(false);
  });

  it("is whole once swaps put every tile in its place", () => {
    const order = [1, 0, 3, 2];
    const half = swapTiles(order, 0, 1);
    expect(half).toEqual([0, 1, 3, 2]);
    expect(isWhole(half)).toBe(false);
    expect(isWhole(swapTiles(half, 2, 3))).toBe(true);
    // The order given is left as it was.
    expect(order).toEqual([1, 0, 3, 2]);
  });

  it("moves the focus with the arrow keys inside the grid, stopping at its edges", () => {
    expect(placeAfterKey(4, "ArrowLeft", 3)).toBe(3);
    expect(placeAfterKey(4, "ArrowRight", 3)).toBe(5);
    expect(placeAfterKey(4, "ArrowUp", 3)).toBe(1);
    expect(placeAfterKey(4, "ArrowDown", 3)).toBe(7);
    expect(placeAfterKey(3, "ArrowLeft", 3)).toBe(3);
    expect(placeAfterKey(2, "ArrowRight", 3)).toBe(2);
    expect(placeAfterKey(7, "ArrowDown", 3)).toBe(7);
    expect(placeAfterKey(5, "Home", 3)).toBe(3);
    expect(placeAfterKey(3, "End", 3)).toBe(5);
    expect(placeAfterKey(3, "Enter", 3)).toBeNull();
  });
});
