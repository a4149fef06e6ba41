// generateCatalogue on its own, without a database: how the seed changes it and which numbers of
// books it refuses.
import { describe, expect, it } from "vitest";
import { generateCatalogue } from "./catalogue";

describe("generateCatalogue", () => {
  it("depends on the seed", () => {
    const a = generateCatalogue({ books: 120, seed: 1 });
    const b = generateCatalogue({ books: 120, seed: 2 });
    expect(a.books[0]?.slug).toBe(b.books[0]?.slug);
    expect(JSON.stringify(a.books)).not.toBe(JSON.stringify(b.books));
  });

  it("rejects a number of books it cannot generate", () => {
    expect(() => generateCatalogue({ books: -1 })).toThrow(RangeError);
    expect(() => generateCatalogue({ books: 1.5 })).toThrow(RangeError);
  });
});
