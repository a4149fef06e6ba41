// Any month of /lansari-lunare can be asked for: one without books is not offered for indexing.
import { describe, expect, it } from "vitest";
import { meta } from "./monthly-launches";

const page = (total: number) => ({
  month: "2099-01",
  current: "2026-11",
  storeUrl: "https://www.coperta.ro",
  offset: 0,
  list: { total, books: [] },
});

const robots = (total: number) =>
  (meta({ data: page(total) } as never) as { name?: string; content?: string }[]).find(
    (tag) => tag.name === "robots",
  );

describe("the monthly launches page's meta", () => {
  it("asks not to index a month without books, and lets a month with books be indexed", () => {
    expect(robots(0)).toEqual({ name: "robots", content: "noindex, follow" });
    expect(robots(3)).toBeUndefined();
  });
});
