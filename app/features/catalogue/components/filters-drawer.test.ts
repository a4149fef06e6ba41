import { describe, expect, it } from "vitest";
import { filtersButtonLabel, resultsLabel } from "./filters-drawer";

describe("the filters button's text", () => {
  it("counts results with Romanian plurals", () => {
    expect(resultsLabel(1)).toBe("1 rezultat");
    expect(resultsLabel(19)).toBe("19 rezultate");
    expect(resultsLabel(134)).toBe("134 de rezultate");
    expect(resultsLabel(0)).toBe("0 rezultate");
  });

  it("shows the number of active filters only when there are some", () => {
    expect(filtersButtonLabel(0, 154)).toBe("Filtre · 154 de rezultate");
    expect(filtersButtonLabel(2, 12)).toBe("Filtre (2) · 12 rezultate");
  });
});
