import { describe, expect, it } from "vitest";
import { pieceDiameter, puzzleBoardSize, scatterPieces } from "./puzzle-layout";
import { levelLabel, minutesLeftText, minutesText } from "./puzzle-texts";

/** A repeatable stand-in for Math.random. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe("the board's size", () => {
  it("is 800×600 from 768 px of screen, 400 px high (same aspect) below", () => {
    expect(puzzleBoardSize({ width: 1280, height: 900 })).toEqual({ width: 800, height: 600 });
    expect(puzzleBoardSize({ width: 1024, height: 800 })).toEqual({ width: 800, height: 600 });
    expect(puzzleBoardSize({ width: 767, height: 900 })).toEqual({ width: 533, height: 400 });
  });

  it("shrinks, same aspect, where the popup cannot hold it", () => {
    // 768 px wide: the popup's padding leaves 720 px.
    expect(puzzleBoardSize({ width: 768, height: 900 })).toEqual({ width: 720, height: 540 });
    // A short laptop screen.
    expect(puzzleBoardSize({ width: 1366, height: 657 })).toEqual({ width: 636, height: 477 });
    const phone = puzzleBoardSize({ width: 375, height: 667 });
    expect(phone).toEqual({ width: 326, height: 245 });
    expect(phone.width / phone.height).toBeCloseTo(4 / 3, 1);
    // Never smaller than pieces can be picked up at.
    expect(puzzleBoardSize({ width: 200, height: 300 }).height).toBe(180);
  });

  it("sizes the pieces so the finished picture fits in the board", () => {
    expect(pieceDiameter({ width: 800, height: 600 }, 2)).toBe(165);
    expect(pieceDiameter({ width: 800, height: 600 }, 4)).toBe(82);
    expect(pieceDiameter({ width: 533, height: 400 }, 3)).toBe(73);
  });
});

describe("scattering the pieces", () => {
  const boards = [
    { width: 800, height: 600 },
    { width: 533, height: 400 },
    { width: 326, height: 245 },
  ];

  it.each([2, 3, 4])("puts every piece of a %i×%i puzzle wholly on the board", (grid) => {
    for (const board of boards) {
      for (const seed of [1, 7, 42, 1234]) {
        const diameter = pieceDiameter(board, grid);
        const points = scatterPieces(grid * grid, board, diameter, seeded(seed));
        expect(points).toHaveLength(grid * grid);
        for (const { x, y } of points) {
          expect(x).toBeGreaterThanOrEqual(diameter * 0.75 - 1);
          expect(x).toBeLessThanOrEqual(board.width - diameter * 0.75 + 1);
          expect(y).toBeGreaterThanOrEqual(diameter * 0.75 - 1);
          expect(y).toBeLessThanOrEqual(board.height - diameter * 0.75 + 1);
        }
      }
    }
  });

  it("gives each piece its own place on a full-size board", () => {
    const board = { width: 800, height: 600 };
    for (const grid of [2, 3, 4]) {
      const diameter = pieceDiameter(board, grid);
      const points = scatterPieces(grid * grid, board, diameter, seeded(grid));
      for (const [i, a] of points.entries()) {
        for (const b of points.slice(i + 1)) {
          expect(Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))).toBeGreaterThanOrEqual(
            diameter,
          );
        }
      }
    }
  });
});

describe("the puzzle's wording", () => {
  it("labels the levels as the spec lists them", () => {
    expect(levelLabel({ level: 1, minutes: 1, grid: 2, percent: 10 })).toBe(
      "Nivelul 1 — 2×2 piese, 1 minut, 10% reducere",
    );
    expect(levelLabel({ level: 3, minutes: 5, grid: 4, percent: 20 })).toBe(
      "Nivelul 3 — 4×4 piese, 5 minute, 20% reducere",
    );
  });

  it("agrees minutes with their count", () => {
    expect(minutesText(3)).toBe("3 minute");
    expect(minutesText(20)).toBe("20 de minute");
    expect(minutesLeftText(1)).toBe("A mai rămas un minut.");
    expect(minutesLeftText(3)).toBe("Au mai rămas 3 minute.");
    expect(minutesLeftText(0)).toBe("");
  });
});
