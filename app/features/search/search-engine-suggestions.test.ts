// The texts the search box offers (searched texts, then titles), the section limits, the searches
// log that feeds suggestions, and the defaults shown before anything is typed.
import { describe, expect, it } from "vitest";
import { DEFAULTS_LIMITS, SEARCH_LIMITS, type SearchResult } from "./search-engine";
import {
  classics,
  createAuthor,
  createBook,
  createCategory,
  createEngine,
  rebreanu,
} from "./test-factories";

describe("suggestions", () => {
  it("lists searches starting with the query, then containing its words, then book titles", () => {
    const result = classics.search("eminescu");
    expect(result.suggestions).toEqual([
      "Eminescu",
      "Eminescu poezii",
      "Poezii Eminescu",
      "Luceafărul",
      "Poezii",
    ]);
  });

  it("lists each text once, as the catalogue writes it", () => {
    const engine = createEngine({
      books: [
        createBook({ id: 1, title: "Ion", salesCount: 9 }),
        createBook({ id: 2, title: "ION", salesCount: 5 }),
        createBook({ id: 3, title: "Ion (ediție nouă)", salesCount: 1 }),
      ],
      searches: [{ text: "ion", count: 3 }],
    });
    expect(engine.search("ion").suggestions).toEqual(["Ion", "Ion (ediție nouă)"]);
  });
});

describe("limits", () => {
  const many = createEngine({
    books: Array.from({ length: 40 }, (_, i) => createBook({ id: i + 1, title: `Carte ${i}` })),
    authors: Array.from({ length: 10 }, (_, i) => createAuthor({ id: i + 1, name: `Carte ${i}` })),
    categories: Array.from({ length: 10 }, (_, i) =>
      createCategory({ id: i + 1, name: `Carte ${i}` }),
    ),
    searches: Array.from({ length: 30 }, (_, i) => ({ text: `carte ${i}`, count: i })),
  });

  it("defaults to 20 titles, 6 authors, 6 categories and 15 suggestions", () => {
    expect(SEARCH_LIMITS).toEqual({ titles: 20, authors: 6, categories: 6, suggestions: 15 });
    const result = many.search("carte");
    expect(result.books).toHaveLength(20);
    expect(result.authors).toHaveLength(6);
    expect(result.categories).toHaveLength(6);
    expect(result.suggestions).toHaveLength(15);
    expect(result.suggestions[0]).toBe("Carte 29");
  });

  it("takes other limits, including none and more than the defaults", () => {
    const result = many.search("carte", { titles: 35, authors: 0, categories: 2, suggestions: 1 });
    expect(result.books).toHaveLength(35);
    expect(result.authors).toEqual([]);
    expect(result.categories).toHaveLength(2);
    expect(result.suggestions).toEqual(["Carte 29"]);
    expect(many.search("carte", { titles: -3, authors: Number.NaN }).books).toEqual([]);
    expect(many.search("carte", { authors: Number.NaN }).authors).toHaveLength(6);
  });
});

describe("the searches log", () => {
  const logged = (text: string) => classics.loggableSearch(text);

  it("takes a search made of catalogue words: titles, subtitles, authors' names", () => {
    expect(logged("ion creanga")).toEqual({ normalised: "ion creanga", display: "Ion Creangă" });
    expect(logged("  Moara cu NOROC ")).toEqual({
      normalised: "moara cu noroc",
      display: "Moara cu noroc",
    });
    expect(logged("editie critica eminescu")?.display).toBe("Ediție critică Eminescu");
  });

  it("writes it from the catalogue, never as typed: symbols, case and diacritics", () => {
    expect(logged("rebreanu ☠☠☠ !!! <<<>>>")).toEqual({
      normalised: "rebreanu",
      display: "Rebreanu",
    });
    // A capital inside a title is the catalogue's; one that only opens titles is the sentence's.
    expect(logged("copilarie AMINTIRI")?.display).toBe("Copilărie amintiri");
    expect(logged("stefan mare")?.display).toBe("Ştefan Mare");
    for (const spelling of [
      "amintiri din copilarie",
      "AMINTIRI DIN COPILĂRIE",
      "amintiri_din-copilărie",
    ]) {
      expect(logged(spelling)?.display, spelling).toBe("Amintiri din copilărie");
    }
  });

  it("refuses junk: symbols only, unknown words, typos, unfinished words, ISBNs, long texts", () => {
    for (const text of [
      "",
      "☠☠☠ !!! <<<>>>",
      "<script>alert(1)</script>",
      "rebreanu xyzzy",
      "eminscu",
      "rebrea",
      "9780804429573",
      "mihai eminescu ion creanga liviu rebreanu ioan slavici mara baltagul poezii",
      "🙂",
    ]) {
      expect(logged(text), text).toBeNull();
    }
    expect(logged("eminescu ".repeat(10))).not.toBeNull();
    expect(logged("eminescu ".repeat(11))).toBeNull();
  });

  it("offers only entries made of catalogue words, each written from the catalogue", () => {
    const engine = createEngine({
      books: [createBook({ id: 14, title: "Ion", authorIds: [3] })],
      authors: [rebreanu],
      searches: [
        { text: "rebreanu ☠☠☠ !!! <<<>>>", count: 2_000 },
        { text: "REBREANU", count: 3 },
        { text: "<b>rebreanu</b>", count: 1 },
        { text: "liviu", count: 5 },
      ],
    });
    expect(engine.defaults().suggestions).toEqual(["Rebreanu", "Liviu"]);
    expect(engine.search("reb").suggestions).toEqual(["Rebreanu", "Ion"]);
  });
});

describe("defaults", () => {
  it("gives the 5 most searched, biggest categories, best-selling authors and bestsellers", () => {
    expect(DEFAULTS_LIMITS).toEqual({ titles: 5, authors: 5, categories: 5, suggestions: 5 });
    const engine = createEngine({
      books: [
        createBook({ id: 1, salesCount: 100, available: false }),
        createBook({ id: 2, salesCount: 50 }),
        createBook({ id: 3, salesCount: 70 }),
        createBook({ id: 4, salesCount: 70 }),
        createBook({ id: 5, salesCount: 1 }),
        createBook({ id: 6, salesCount: 0 }),
        createBook({ id: 7, salesCount: 2 }),
      ],
      authors: [1, 2, 3, 4, 5, 6].map((id) => createAuthor({ id, name: `A${id}`, salesCount: id })),
      categories: [1, 2, 3, 4, 5, 6].map((id) =>
        createCategory({ id, name: `C${id}`, bookCount: 10 - id }),
      ),
      searches: [
        ...["a1", "a2", "a3", "a4", "a5", "a6"].map((text, i) => ({ text, count: i })),
        // Not words of this catalogue: never offered, however often searched.
        { text: "rebreanu ☠☠☠ !!! <<<>>>", count: 2_000 },
      ],
    });
    expect(engine.defaults()).toEqual({
      books: [3, 4, 2, 7, 5],
      authors: [6, 5, 4, 3, 2],
      categories: [1, 2, 3, 4, 5],
      suggestions: ["A6", "A5", "A4", "A3", "A2"],
      normalisedQuery: "",
    } satisfies SearchResult);
    expect(engine.defaults({ titles: 7 }).books).toEqual([3, 4, 2, 7, 5, 6, 1]);
  });
});
