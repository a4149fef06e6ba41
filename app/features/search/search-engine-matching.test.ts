// Which books, authors and categories a query finds: diacritics folded, one typo forgiven, the
// word being typed completed, every word needed in any order, and a book found by its ISBN.
import { describe, expect, it } from "vitest";
import { books, classics, createBook, createEngine } from "./test-factories";

describe("folding of diacritics", () => {
  it("finds ș/ş, ț/ţ, ă, â, î spelt with or without them, in both directions", () => {
    // Catalogue "Ştefan" has the cedilla ş; catalogue "Țara" the comma-below ț.
    for (const query of ["stefan", "Ştefan", "Ștefan", "ȘTEFAN", "ştefan cel"]) {
      expect(books(query), query).toEqual([17]);
    }
    for (const query of ["tara de", "Țara de", "Ţara de", "ţara de"]) {
      expect(books(query), query).toEqual([21]);
    }
    for (const query of ["tiganiada", "Ţiganiada", "Țiganiada"]) {
      expect(books(query), query).toEqual([18]);
    }
    expect(books("intamplari in irealitatea")).toEqual([19]);
    expect(books("Întâmplări")).toEqual([19]);
    expect(books("amintiri din copilarie")).toEqual([15]);
    expect(books("pădurea spânzuraților")).toEqual([20]);
    expect(books("luceafarul")).toEqual([11]);
  });
});

describe("typos", () => {
  it("accepts one wrong, missing, extra or swapped letter in words of 5+ letters", () => {
    expect(books("eminscu")).toContain(11);
    expect(books("eminesccu")).toContain(11);
    expect(books("emniescu")).toContain(11);
    expect(books("eminezcu")).toContain(11);
    expect(books("sadovenu")).toEqual([13]);
    expect(books("rebrenu")).toEqual(expect.arrayContaining([14, 20]));
    expect(books("crenga")).toEqual(expect.arrayContaining([15, 23]));
    expect(classics.search("sadovenu").authors).toEqual([2]);
    expect(books("baltagl ")).toEqual([13]);
  });

  it("does not accept two mistakes", () => {
    expect(books("emnscu ")).toEqual([]);
    expect(books("sdovenu ")).toEqual([]);
  });

  it("does not accept a typo in a word shorter than 5 letters", () => {
    expect(books("mara ")).toEqual([16]);
    expect(books("mafa ")).toEqual([]);
    expect(books("amra ")).toEqual([]);
    expect(books("mra ")).toEqual([]);
  });
});

describe("word matching", () => {
  it("completes the last word while it is being typed", () => {
    expect(books("amintiri din cop")).toEqual([15]);
    expect(books("amintiri din c")).toEqual([15]);
    expect(books("luc")).toEqual([11]);
    // Finished short words must match whole words.
    expect(books("amintiri din c ")).toEqual([]);
    expect(books("am din copilarie")).toEqual([]);
  });

  it("matches finished words of 3+ letters as prefixes too", () => {
    expect(books("amin din copilarie")).toEqual([15]);
    expect(books("luce ")).toEqual([11]);
  });

  it("needs every word, in any order", () => {
    expect(books("copilarie amintiri")).toEqual([15]);
    expect(books("din amintiri")).toEqual([15]);
    expect(books("amintiri din tinerete")).toEqual([]);
  });

  it("matches author names in either order", () => {
    for (const query of ["mihai eminescu", "eminescu mihai", "Eminescu, Mihai"]) {
      expect(classics.search(query).authors, query).toEqual([1]);
      expect(new Set(books(query)), query).toEqual(new Set([11, 12]));
    }
    expect(books("ion creangă amintiri")).toEqual([15]);
    expect(books("amintiri creanga")).toEqual([15]);
  });

  it("matches categories by name", () => {
    expect(classics.search("literatura").categories).toEqual([33, 31]);
    expect(classics.search("romana literatura").categories).toEqual([31]);
    expect(classics.search("poez").categories).toEqual([32]);
  });
});

describe("ISBN", () => {
  it("finds a book by ISBN-13 with or without hyphens", () => {
    expect(books("978-0-306-40615-7")[0]).toBe(22);
    expect(books("9780306406157")[0]).toBe(22);
    expect(books(" 978 0 306 40615 7 ")[0]).toBe(22);
  });

  it("finds a book by ISBN-10, converted to ISBN-13", () => {
    expect(books("0-306-40615-2")[0]).toBe(22);
    expect(books("0-8044-2957-X")[0]).toBe(23);
    expect(books("080442957x")[0]).toBe(23);
  });

  it("puts the book first, before the matches of its number as text", () => {
    const engine = createEngine({
      books: [
        createBook({ id: 1, title: "9780306406157 de întrebări", salesCount: 1000 }),
        createBook({ id: 2, title: "Alta", isbn13: "9780306406157" }),
      ],
    });
    expect(engine.search("9780306406157").books).toEqual([2, 1]);
    expect(engine.search("9780306406158").books).toEqual([]);
  });
});
