import { describe, expect, it } from "vitest";
import { plainText, segmentCenter, segmentPath, shortLabel, wheelRotation } from "./wheel-geometry";

/** Where the middle of segment `index` stands after the wheel turned `rotation` degrees. */
const landing = (index: number, count: number, rotation: number) =>
  (((segmentCenter(index, count) + rotation) % 360) + 360) % 360;

describe("wheelRotation", () => {
  it("brings every segment's middle under the pointer at the top", () => {
    for (let index = 0; index < 8; index += 1) {
      const rotation = wheelRotation(index, 8, 0, 6);
      expect(landing(index, 8, rotation)).toBeCloseTo(0);
    }
  });

  it("turns forward from where the wheel stands, at least the whole turns asked", () => {
    const first = wheelRotation(3, 8, 0, 6);
    const second = wheelRotation(5, 8, first, 6);
    expect(second - first).toBeGreaterThanOrEqual(6 * 360);
    expect(second - first).toBeLessThan(7 * 360);
    expect(landing(5, 8, second)).toBeCloseTo(0);
  });

  it("lands at once without turns (reduced motion)", () => {
    const rotation = wheelRotation(2, 8, 0, 0);
    expect(rotation).toBeGreaterThanOrEqual(0);
    expect(rotation).toBeLessThan(360);
    expect(rotation).toBe(360 - 112.5);
  });
});

describe("segmentPath", () => {
  it("starts at the hub and spans one eighth", () => {
    expect(segmentPath(0, 8, 100)).toBe("M0 0 L0.000 -100.000 A100 100 0 0 1 70.711 -70.711 Z");
  });
});

describe("plainText", () => {
  it("drops tags and decodes entities", () => {
    expect(plainText("<p>Transport <b>gratuit</b> &amp; 20&#37;</p>")).toBe(
      "Transport gratuit & 20%",
    );
    expect(plainText("Mai &icirc;ncearcă")).toBe("Mai &icirc;ncearcă");
  });

  it("shortens long labels", () => {
    expect(shortLabel("Carte cadou din bestseller-uri", 12)).toBe("Carte cadou…");
    expect(shortLabel("20%", 12)).toBe("20%");
  });
});
