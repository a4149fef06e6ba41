// The comparison of two codes' runs: one line per case, each code's spread, the median's change.
import { describe, expect, it } from "vitest";
import { roundOrder, THIS_TREE } from "./compare";
import type { LoadResult } from "./load";
import { comparisonTable, markdownTable, median, type Row } from "./report";

function row(
  code: string,
  page: "list" | "product",
  rps: number,
  p95: number,
  extra: Partial<Row> = {},
): Row {
  const result = {
    addresses: 1000,
    requests: 1000,
    errors: 0,
    statuses: { 200: 1000 },
    seconds: 5,
    rps,
    p50: 1,
    p95,
    p99: 1,
    max: 1,
    generatorCores: 0,
    window: { startUs: 0, endUs: 1 },
  } satisfies LoadResult;
  return {
    code,
    books: 100_000,
    db: "pglite",
    cache: "off",
    mode: "cold",
    page,
    result,
    cores: { server: 1, database: 0, generator: 0, others: 0 },
    serverMiB: 1000,
    ...extra,
  };
}

describe("comparisonTable", () => {
  it("puts each case's runs by each code side by side, with the change of the median", () => {
    const rows = [
      row("87f2326", "list", 160, 180),
      row("this tree", "list", 216, 122),
      row("this tree", "list", 243, 107),
      row("87f2326", "list", 176, 158),
      row("87f2326", "product", 200, 150),
      row("this tree", "product", 190, 140, { void: true }),
    ];
    const lines = comparisonTable(rows).split("\n");
    expect(lines[0]).toBe(
      "| books | database | cache | mode | page | 87f2326 | this tree | median req/s |",
    );
    expect(lines[2]).toBe(
      "| 100,000 | embedded, 1 process | off | cold | list | 160–176 req/s, p95 158–180 ms (2 runs) | 216–243 req/s, p95 107–122 ms (2 runs) | +37 % |",
    );
    // A run whose server died counts for nothing.
    expect(lines[3]).toBe(
      "| 100,000 | embedded, 1 process | off | cold | product | 200 req/s, p95 150 ms (1 run) | no run |  |",
    );
    expect(lines).toHaveLength(4);
  });

  it("is empty without two codes, and the run table names the code only when there are two", () => {
    const single = [{ ...row("x", "list", 1, 1), code: undefined }];
    expect(comparisonTable(single)).toBe("");
    expect(markdownTable(single).split("\n")[0]).toMatch(/^\| books \|/);
    expect(markdownTable([row("x", "list", 1, 1)]).split("\n")[0]).toMatch(/^\| code \| books \|/);
  });
});

describe("roundOrder", () => {
  it("alternates which code goes first, so that a drift favours neither", () => {
    const other = { label: "abc1234", root: "/tmp/x", ownData: false };
    expect(roundOrder(other, 3)).toEqual([
      [other, THIS_TREE],
      [THIS_TREE, other],
      [other, THIS_TREE],
    ]);
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
