import { describe, expect, it } from "vitest";
import { splitColumns } from "./sql-columns.server";

describe("splitColumns", () => {
  it("gives back the columns aggregated one after the other, nulls kept", () => {
    expect(splitColumns(["a", "b", "A", "B", "1", null], 3)).toEqual([
      ["a", "b"],
      ["A", "B"],
      ["1", null],
    ]);
  });

  it("gives empty columns for no rows", () => {
    expect(splitColumns(null, 2)).toEqual([[], []]);
  });
});
