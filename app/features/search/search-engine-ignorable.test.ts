// Queries in ordinary phrasing: function words ("de", "din", "cu") and generic words ("cărți",
// "romane") may match but need not, unless the query has nothing else.
import { describe, expect, it } from "vitest";
import { requiredWords } from "./ignorable-words";
import { books, classics, createAuthor, createBook, createEngine } from "./test-factories";

describe("function and generic words in a query", () => {
  it("finds books asked for in ordinary phrasing", () => {
    expect(books("amintiri din copilarie de ion creanga")).toEqual([15]);
    expect(books("Amintiri din copilărie de Ion Creangă")).toEqual([15]);
    expect(books("moara cu noroc de slavici")).toEqual([22]);
    expect(books("ion de rebreanu")).toEqual([14]);
    expect(books("poezii de eminescu")).toEqual([12]);
    expect(new Set(books("carti eminescu"))).toEqual(new Set([11, 12]));
    expect(new Set(books("cărți eminescu"))).toEqual(new Set([11, 12]));
    expect(new Set(books("carte ion creanga"))).toEqual(new Set([15, 23]));
    expect(classics.search("carti eminescu").authors).toEqual([1]);
  });

  it("still needs every other word", () => {
    expect(books("amintiri din tinerete de ion creanga")).toEqual([]);
    expect(books("poezii de rebreanu")).toEqual([]);
    expect(books("am din copilarie")).toEqual([]);
  });

  it("ranks a title that has the words above one that lacks them", () => {
    const engine = createEngine({
      books: [
        createBook({ id: 1, title: "Noroc la moara veche", salesCount: 900 }),
        createBook({ id: 2, title: "Moara cu noroc", salesCount: 1 }),
      ],
    });
    expect(engine.search("moara cu noroc").books).toEqual([2, 1]);
    expect(engine.search("Moara cu noroc ").books).toEqual([2, 1]);
    expect(engine.search("carte moara cu noroc").books).toEqual([2, 1]);
  });

  it("finds romance and horror books by genre phrasing", () => {
    const king = createAuthor({ id: 7, name: "Stephen King" });
    const engine = createEngine({
      authors: [king],
      books: [
        createBook({ id: 1, title: "Dragoste la prima vedere", salesCount: 50 }),
        createBook({ id: 2, title: "Romane de dragoste", subtitle: "Pachet de 3 cărți" }),
        createBook({ id: 3, title: "Povești horror", authorIds: [7], salesCount: 10 }),
        createBook({ id: 4, title: "Horror", subtitle: "Pachet" }),
        createBook({ id: 5, title: "Romanul adolescentului miop", salesCount: 90 }),
      ],
    });
    expect(engine.search("romane de dragoste").books).toEqual([2, 1]);
    expect(new Set(engine.search("carti horror").books)).toEqual(new Set([3, 4]));
    expect(engine.search("horror de stephen king").books).toEqual([3]);
    // Alone, the generic word is searched as usual.
    expect(engine.search("romanul").books).toEqual([5]);
    expect(engine.search("romane ").books).toEqual([2]);
  });

  it("searches a query made only of such words as it is", () => {
    const engine = createEngine({
      books: [
        createBook({ id: 1, title: "Cu", salesCount: 5 }),
        createBook({ id: 2, title: "De la capăt" }),
        createBook({ id: 3, title: "Alta" }),
      ],
    });
    expect(engine.search("cu ").books).toEqual([1]);
    expect(engine.search("de ").books).toEqual([2]);
    expect(engine.search("de la").books).toEqual([2]);
  });

  it("keeps ISBN search and typo tolerance", () => {
    expect(books("carte 978-0-306-40615-7")).toEqual([]);
    expect(books("978-0-306-40615-7")[0]).toBe(22);
    expect(books("poezii de eminscu")).toEqual([12]);
    expect(books("amintiri din copilarie de creamga")).toEqual([15]);
  });
});

describe("requiredWords", () => {
  it("makes function and generic words optional next to other words", () => {
    expect(requiredWords(["poezii", "de", "eminescu"])).toEqual([true, false, true]);
    expect(requiredWords(["carti", "horror"])).toEqual([false, true]);
  });

  it("keeps every word of a query made only of them", () => {
    expect(requiredWords(["de", "la"])).toEqual([true, true]);
    expect(requiredWords([])).toEqual([]);
  });
});
