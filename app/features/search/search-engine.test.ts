import { describe, expect, it } from "vitest";
import { isWithinOneEdit, normaliseText, splitWords } from "./normalise";
import {
  DEFAULTS_LIMITS,
  SEARCH_LIMITS,
  SearchEngine,
  type SearchResult,
  type SearchSource,
} from "./search-engine";
import { MATCH_PREFIX, SHORT_PREFIX_EXPANSIONS, WordDictionary } from "./word-index";

type Book = SearchSource["books"][number];
type Author = SearchSource["authors"][number];
type Category = SearchSource["categories"][number];

let nextId = 1000;

function createBook(overrides: Partial<Book> = {}): Book {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Volumul ${id}`,
    subtitle: "",
    slug: `volumul-${id}`,
    isbn13: null,
    salesCount: 0,
    available: true,
    authorIds: [],
    ...overrides,
  };
}

function createAuthor(overrides: Partial<Author> & { name: string }): Author {
  const id = overrides.id ?? nextId++;
  return { id, slug: `autor-${id}`, salesCount: 0, ...overrides };
}

function createCategory(overrides: Partial<Category> & { name: string }): Category {
  const id = overrides.id ?? nextId++;
  return { id, slug: `categorie-${id}`, bookCount: 0, ...overrides };
}

function createEngine(source: Partial<SearchSource>): SearchEngine {
  return new SearchEngine({ books: [], authors: [], categories: [], searches: [], ...source });
}

const eminescu = createAuthor({ id: 1, name: "Mihai Eminescu", salesCount: 900 });
const sadoveanu = createAuthor({ id: 2, name: "Mihail Sadoveanu", salesCount: 500 });
const rebreanu = createAuthor({ id: 3, name: "Liviu Rebreanu", salesCount: 400 });
const creanga = createAuthor({ id: 4, name: "Ion Creangă", salesCount: 800 });
const slavici = createAuthor({ id: 5, name: "Ioan Slavici", salesCount: 300 });

const classics = createEngine({
  authors: [eminescu, sadoveanu, rebreanu, creanga, slavici],
  books: [
    createBook({ id: 11, title: "Luceafărul", authorIds: [1], salesCount: 50 }),
    createBook({ id: 12, title: "Poezii", subtitle: "Ediție critică", authorIds: [1] }),
    createBook({ id: 13, title: "Baltagul", authorIds: [2], salesCount: 40 }),
    createBook({ id: 14, title: "Ion", authorIds: [3], salesCount: 30 }),
    createBook({ id: 15, title: "Amintiri din copilărie", authorIds: [4], salesCount: 70 }),
    createBook({ id: 16, title: "Mara", authorIds: [5], salesCount: 20 }),
    createBook({ id: 17, title: "Ştefan cel Mare", subtitle: "Domn al Moldovei" }),
    createBook({ id: 18, title: "Ţiganiada", subtitle: "Poem eroi-comic" }),
    createBook({ id: 19, title: "Întâmplări în irealitatea imediată" }),
    createBook({ id: 20, title: "Padurea spanzuratilor", authorIds: [3] }),
    createBook({ id: 21, title: "Țara de dincolo de negură" }),
    createBook({ id: 22, title: "Moara cu noroc", authorIds: [5], isbn13: "978-0-306-40615-7" }),
    createBook({ id: 23, title: "Povești", authorIds: [4], isbn13: "9780804429573" }),
  ],
  categories: [
    createCategory({ id: 31, name: "Literatură română", bookCount: 120 }),
    createCategory({ id: 32, name: "Poezie", bookCount: 40 }),
    createCategory({ id: 33, name: "Literatură universală", bookCount: 200 }),
  ],
  searches: [
    { text: "eminescu poezii", count: 40 },
    { text: "Eminescu", count: 90 },
    { text: "poezii eminescu", count: 60 },
    { text: "ion creanga", count: 30 },
  ],
});

const books = (query: string, engine = classics) => engine.search(query).books;

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

describe("WordDictionary", () => {
  const words = ["creanga", "creangă", "eminescu", "eminesu", "mara", "rebreanu", "sadoveanu"]
    .map(normaliseText)
    .filter((word, i, all) => all.indexOf(word) === i)
    .sort();
  const dictionary = new WordDictionary(words);
  const at = (ids: number[]) => ids.map((id) => words[id]).sort();

  it("finds words one edit away through the deletion index", () => {
    expect(at(dictionary.typos("eminscu"))).toEqual(["eminescu"]);
    expect(at(dictionary.typos("eminesu"))).toEqual(["eminescu"]);
    expect(at(dictionary.typos("rebrenu"))).toEqual(["rebreanu"]);
    expect(at(dictionary.typos("mafa"))).toEqual([]);
    expect(dictionary.idOf("mara")).toBe(words.indexOf("mara"));
    expect(dictionary.idOf("marx")).toBe(-1);
  });

  it("expands a one- or two-letter prefix to its most used words only", () => {
    const many = Array.from({ length: 500 }, (_, i) => `a${String(i).padStart(3, "0")}`);
    const big = new WordDictionary(many);
    // Word i is used by i entries: the most used are the last ones.
    big.countUses({
      offsets: Int32Array.from({ length: 501 }, (_, i) => (i * (i - 1)) / 2),
      ids: Int32Array.from(many.flatMap((_, i) => Array<number>(i).fill(i))),
    });
    const word = big.queryWord("a", true);
    const matched = many.map((_, id) => word.quality(id)).filter((quality) => quality > 0);
    expect(matched).toHaveLength(SHORT_PREFIX_EXPANSIONS);
    expect(word.quality(499)).toBeGreaterThan(0);
    expect(word.quality(0)).toBe(0);
    expect(big.queryWord("a0", false).quality(1)).toBe(0);
    expect(big.queryWord("a00", false).quality(1)).toBe(MATCH_PREFIX);
  });
});

/**
 * The ranking rules written the slow way (every book against every word), to check that the
 * index, the one-word shortcuts and the top-k selection give the same answer.
 */
function referenceBooks(source: SearchSource, query: string, limit: number): number[] {
  const text = normaliseText(query);
  const words = splitWords(text);
  const typing = !/\s$/.test(query);
  const quality = (q: string, w: string, last: boolean) => {
    if (w === q) return 4;
    if (w.startsWith(q) && last && typing) return 3;
    if (w.startsWith(q) && q.length >= 3) return 2;
    return q.length >= 5 && isWithinOneEdit(q, w) ? 1 : 0;
  };
  const names = new Map(source.authors.map((a) => [a.id, splitWords(normaliseText(a.name))]));
  const scored = source.books.flatMap((book) => {
    const title = normaliseText(book.title);
    const own = splitWords(normaliseText(`${book.title} ${book.subtitle}`));
    const others = book.authorIds.flatMap((id) => names.get(id) ?? []);
    let inTitleSum = 0;
    let sum = 0;
    let inTitle = 0;
    for (const [i, q] of words.entries()) {
      const best = (list: string[]) =>
        Math.max(0, ...list.map((w) => quality(q, w, i === words.length - 1)));
      const [a, b] = [best(own), best(others)];
      if (a === 0 && b === 0) return [];
      inTitleSum += a;
      sum += Math.max(a, b);
      if (a > 0) inTitle++;
    }
    // Title matches are weighed on the title's words alone, the others on the best of both.
    if (inTitle === words.length) sum = inTitleSum;
    const starts =
      title.startsWith(text) &&
      (typing || title.length === text.length || title[text.length] === " ");
    const matchClass =
      inTitle < words.length ? (inTitle > 0 ? 2 : 1) : title === text ? 5 : starts ? 4 : 3;
    return [{ book, key: [matchClass, sum, book.available ? 1 : 0, book.salesCount, -book.id] }];
  });
  scored.sort((x, y) => {
    for (let k = 0; k < x.key.length; k++) if (x.key[k] !== y.key[k]) return y.key[k]! - x.key[k]!;
    return 0;
  });
  return scored.slice(0, limit).map((entry) => entry.book.id);
}

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

describe("against the rules written the slow way", () => {
  it.each([42, 7, 2024])(
    "ranks a random catalogue the same for many queries (seed %i)",
    (start) => {
      let seed = start;
      const random = () => {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        return seed / 2 ** 32;
      };
      const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
      const vocabulary = [
        "roman",
        "romane",
        "romantic",
        "poezii",
        "poezie",
        "istoria",
        "istorii",
        "carte",
        "cartea",
        "marea",
        "mare",
        "noapte",
        "noaptea",
        "povesti",
        "povestiri",
        "dragoste",
        "drag",
        "ana",
        "anul",
        "an",
      ];
      const source: SearchSource = {
        authors: Array.from({ length: 15 }, (_, i) =>
          createAuthor({ id: i + 1, name: `${pick(vocabulary)} ${pick(vocabulary)}` }),
        ),
        books: Array.from({ length: 900 }, (_, i) =>
          createBook({
            id: i + 1,
            title: Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
              pick(vocabulary),
            ).join(" "),
            subtitle: random() < 0.3 ? pick(vocabulary) : "",
            salesCount: Math.floor(random() * 20),
            available: random() < 0.8,
            authorIds:
              random() < 0.2 ? [] : [1 + Math.floor(random() * 15), 1 + Math.floor(random() * 15)],
          }),
        ),
        categories: [],
        searches: [],
      };
      const engine = new SearchEngine(source);
      const queries = [
        "roman",
        "roman ",
        "rom",
        "poezii",
        "poezi",
        "istorie ",
        "marea noapte",
        "noaptea mar",
        "ana",
        "an",
        "ana ",
        "drag",
        "dragoste roman",
        "cartea marea",
        "povestri",
        "romane poezie ",
        "mare",
        "roman ana",
        "ana roman",
        "noapte",
        "noapt",
        "istoira",
        "poveti ",
      ];
      for (const query of queries) {
        for (const limit of [1, 3, 5, 20, 1000]) {
          expect(
            engine.search(query, { titles: limit, suggestions: 0 }).books,
            `${query} / ${limit}`,
          ).toEqual(referenceBooks(source, query, limit));
        }
      }
    },
  );
});
