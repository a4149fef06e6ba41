import { describe, expect, it } from "vitest";
import { FORTUNE_STEPS, nextHit, surpriseSteps } from "./hit-steps";

function walk(plan: ReturnType<typeof surpriseSteps>) {
  const outcomes = [];
  let hits = 0;
  for (let click = 0; click < 4; click += 1) {
    const outcome = nextHit(hits, plan);
    outcomes.push(outcome);
    if (outcome.type === "close") break;
    hits = outcome.hits;
  }
  return outcomes;
}

describe("nextHit", () => {
  it("walks a surprise popup 0 → 1 → 2 (voucher) and closes on the next click", () => {
    expect(walk(surpriseSteps("egg"))).toEqual([
      { type: "advance", hits: 1, grant: false },
      { type: "advance", hits: 2, grant: true },
      { type: "close" },
    ]);
    expect(surpriseSteps("cinema")).toEqual(surpriseSteps(null));
  });

  it("gives the ten-lei voucher on the first click and closes on the second", () => {
    expect(walk(surpriseSteps("ten-lei"))).toEqual([
      { type: "advance", hits: 1, grant: true },
      { type: "close" },
    ]);
  });

  it("draws the fortune cookie's prize on the second click", () => {
    expect(walk(FORTUNE_STEPS).map((o) => (o.type === "advance" ? o.grant : "close"))).toEqual([
      false,
      true,
      "close",
    ]);
  });

  it("closes a popup that opened past its last step (a prize already won)", () => {
    expect(nextHit(5, FORTUNE_STEPS)).toEqual({ type: "close" });
  });
});
