// The order of the books, authors and categories found: match class, then word quality, then
// availability and sales; and the one-word shortcuts that must not change that order.
import { describe, expect, it } from "vitest";
import { classics, createAuthor, createBook, createEngine } from "./test-factories";

describe("ranking of books", () => {
  it("puts exact title, then title start, then title words, then author-only matches", () => {
    const engine = createEngine({
      authors: [createAuthor({ id: 9, name: "Mihai Eminescu" })],
      books: [
        createBook({ id: 1, title: "Luceafărul", authorIds: [9], salesCount: 5000 }),
        createBook({ id: 2, title: "Despre Eminescu", salesCount: 3000 }),
        createBook({ id: 3, title: "Eminescu și epoca sa", salesCount: 2000 }),
        createBook({ id: 4, title: "Eminescu", salesCount: 1 }),
        createBook({ id: 5, title: "Caietele lui Eminescu", authorIds: [9], salesCount: 10 }),
      ],
    });
    expect(engine.search("eminescu").books).toEqual([4, 3, 2, 5, 1]);
    expect(engine.search("Eminescu ").books).toEqual([4, 3, 2, 5, 1]);
  });

  it("ranks title words exact, then prefix, then typo, whatever the sales", () => {
    const engine = createEngine({
      books: [
        createBook({ id: 1, title: "Un rman", salesCount: 900 }),
        createBook({ id: 2, title: "Un romancier", salesCount: 500 }),
        createBook({ id: 3, title: "Un roman", salesCount: 1 }),
      ],
    });
    expect(engine.search("roman ").books).toEqual([3, 2, 1]);
    expect(engine.search("roman").books).toEqual([3, 2, 1]);
  });

  it("orders equal matches by sales, then by id", () => {
    const engine = createEngine({
      books: [
        createBook({ id: 7, title: "Poezii alese", salesCount: 10 }),
        createBook({ id: 3, title: "Poezii de dragoste", salesCount: 10 }),
        createBook({ id: 5, title: "Poezii pentru copii", salesCount: 300 }),
        createBook({ id: 4, title: "Poezii noi", salesCount: 0 }),
      ],
    });
    expect(engine.search("poezii").books).toEqual([5, 3, 7, 4]);
  });

  it("puts unavailable books after the available ones of the same match", () => {
    const engine = createEngine({
      books: [
        createBook({ id: 1, title: "Un roman", salesCount: 900, available: false }),
        createBook({ id: 2, title: "Alt roman", salesCount: 5 }),
        createBook({ id: 3, title: "Roman", salesCount: 1, available: false }),
        createBook({ id: 4, title: "Al treilea roman", salesCount: 1 }),
      ],
    });
    // The exact title still comes first; among the title-word matches the available come first.
    expect(engine.search("roman").books).toEqual([3, 2, 4, 1]);
  });

  it("gives the same answer every time", () => {
    const first = classics.search("poezii eminescu");
    for (let i = 0; i < 3; i++) expect(classics.search("poezii eminescu")).toEqual(first);
  });
});

describe("authors and categories", () => {
  it("ranks authors exact, then prefix, then typo, then by sales", () => {
    const engine = createEngine({
      authors: [
        createAuthor({ id: 1, name: "Ion Ionescu", salesCount: 10 }),
        createAuthor({ id: 2, name: "Ion Creangă", salesCount: 5 }),
        createAuthor({ id: 3, name: "Ion", salesCount: 1 }),
        createAuthor({ id: 4, name: "Ionela Pop", salesCount: 100 }),
      ],
    });
    // "Ion" alone is the whole name; then exact word by sales; then the prefix match.
    expect(engine.search("ion ").authors).toEqual([3, 1, 2, 4]);
    expect(engine.search("creanga ion").authors).toEqual([2]);
    expect(engine.search("creang").authors).toEqual([2]);
  });

  it("ranks categories by match, then by number of books", () => {
    expect(classics.search("literatura").categories).toEqual([33, 31]);
    expect(classics.search("literatura romana").categories).toEqual([31]);
  });
});

describe("one-word shortcuts", () => {
  it("still weighs every word of a title that starts with the query", () => {
    // Many better-selling exact matches fill the top of the list of "roman"; the title starting
    // with "romanul" must still be weighed on its exact "roman".
    const engine = createEngine({
      books: [
        ...Array.from({ length: 8 }, (_, i) =>
          createBook({ id: i + 1, title: `Un roman ${i}`, salesCount: 100 }),
        ),
        createBook({ id: 20, title: "Romanul meu", salesCount: 50 }),
        createBook({ id: 21, title: "Romanul unui roman", salesCount: 1 }),
      ],
    });
    expect(engine.search("roman", { titles: 3, suggestions: 0 }).books).toEqual([21, 20, 1]);
  });

  it("weighs title matches on the title, whatever the author's name", () => {
    const engine = createEngine({
      authors: [createAuthor({ id: 1, name: "Ana Romanescu" })],
      books: [
        ...Array.from({ length: 6 }, (_, i) =>
          createBook({ id: i + 1, title: `Carte ${i}`, authorIds: [1], salesCount: 100 }),
        ),
        createBook({ id: 10, title: "Despre romanescu", salesCount: 50 }),
        createBook({ id: 11, title: "Un romanescul", authorIds: [1], salesCount: 500 }),
      ],
    });
    // Title words first (exact before prefix, even when the author's name is exact), then the
    // books found through the author.
    expect(engine.search("romanescu", { titles: 3, suggestions: 0 }).books).toEqual([10, 11, 1]);
  });
});
