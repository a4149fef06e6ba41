// The search engine under bad input: empty, symbol-only, SQL-like or very long queries, and an
// empty or odd catalogue.
import { describe, expect, it } from "vitest";
import type { SearchResult } from "./search-engine";
import { classics, createAuthor, createBook, createEngine } from "./test-factories";

describe("bad input", () => {
  it("never throws and finds nothing where nothing is asked", () => {
    const empty: SearchResult = {
      books: [],
      authors: [],
      categories: [],
      suggestions: [],
      normalisedQuery: "",
    };
    for (const query of ["", "   ", "\t\n", `%_'"\\`, "🙂🙂", "%", "_", "\u0000", "\ud800"]) {
      expect(classics.search(query), JSON.stringify(query)).toEqual(empty);
    }
    expect(() => classics.search(null as unknown as string)).not.toThrow();
  });

  it("treats SQL, wildcards and quotes as plain words", () => {
    expect(classics.search("'; DROP TABLE books; --").books).toEqual([]);
    expect(classics.search("mara%").books).toEqual([16]);
    expect(classics.search("'mara'").books).toEqual([16]);
    expect(classics.search("mara 🙂").books).toEqual([16]);
  });

  it("cuts very long queries", () => {
    const long = classics.search("eminescu ".repeat(600));
    expect(long.normalisedQuery.length).toBeLessThanOrEqual(100);
    expect(new Set(long.books)).toEqual(new Set([11, 12]));
    expect(() => classics.search("x".repeat(5000))).not.toThrow();
    expect(() => classics.search("ășțîâ".repeat(1000))).not.toThrow();
  });

  it("builds from an empty or odd catalogue", () => {
    const engine = createEngine({
      books: [
        createBook({ id: 1, title: "", subtitle: "" }),
        createBook({ id: 2, title: "🙂", salesCount: Number.NaN }),
      ],
      authors: [createAuthor({ id: 1, name: "" })],
      searches: [{ text: "", count: 1 }],
    });
    expect(engine.search("x").books).toEqual([]);
    expect(engine.defaults().books).toEqual([1, 2]);
    expect(createEngine({}).search("eminescu").books).toEqual([]);
  });
});
