// The search behind the header box: books, authors, categories and texts to search for what a
// shopper types, from an in-memory index built once from the catalogue (no database per
// keystroke). Every query word must match a word of the entry: exactly, as a prefix, or with
// one typo (see word-index.ts).
import {
  compactIsbn13,
  groupSearchLog,
  normaliseText,
  parseQuery,
  startsWithQuery,
  WordCollector,
} from "./normalise";
import {
  cheapest,
  MATCH_EXACT,
  Postings,
  type QueryWord,
  TopK,
  WordDictionary,
} from "./word-index";

export interface SearchSource {
  books: {
    id: number;
    title: string;
    subtitle: string;
    slug: string;
    isbn13: string | null;
    salesCount: number;
    available: boolean;
    authorIds: number[];
  }[];
  /** salesCount: the sum over the author's books. */
  authors: { id: number; name: string; slug: string; salesCount: number }[];
  categories: { id: number; name: string; slug: string; bookCount: number }[];
  /** What shoppers searched that returned results, and how often. */
  searches: { text: string; count: number }[];
}

/** How many entries each section of the answer lists. */
export interface Limits {
  suggestions: number;
  categories: number;
  authors: number;
  titles: number;
}

/** Section limits of a search (spec §9). */
export const SEARCH_LIMITS: Readonly<Limits> = {
  suggestions: 15,
  categories: 6,
  authors: 6,
  titles: 20,
};

/** Section limits of the default suggestions, for an empty search box (spec §9). */
export const DEFAULTS_LIMITS: Readonly<Limits> = {
  suggestions: 5,
  categories: 5,
  authors: 5,
  titles: 5,
};

export interface SearchResult {
  /** Book ids, best first. */
  books: number[];
  authors: number[];
  categories: number[];
  /** Texts to search (searchedText in the API). */
  suggestions: string[];
  normalisedQuery: string;
}

// Book match classes, best first.
const TITLE_EQUALS = 5;
const TITLE_STARTS = 4;
const TITLE_WORDS = 3;
const TITLE_AND_AUTHOR_WORDS = 2;
const AUTHOR_WORDS = 1;
/** Above any sum of word qualities (at most 4 × 50 words of a 100-character query). */
const QUALITY_SPAN = 1024;

export class SearchEngine {
  // Every table is kept in its default order (bestsellers first, available before unavailable;
  // authors by sales; categories by book count; searches by count), so that a position is also
  // the tie-break rank and postings, which list positions ascending, list the best first.
  private readonly bookIds: Int32Array;
  private readonly bookAvailable: Uint8Array;
  private readonly bookTitles: string[];
  private readonly bookNormalisedTitles: string[];
  private readonly bookByIsbn = new Map<string, number>();
  /** Words of title then subtitle; words of the authors' names. */
  private readonly bookText: Postings;
  private readonly bookAuthorNames: Postings;
  private readonly authorIds: Int32Array;
  private readonly authorNames: Postings;
  private readonly categoryIds: Int32Array;
  private readonly categoryNames: Postings;
  private readonly searchTexts: string[];
  private readonly searchNormalised: string[];
  private readonly searchWords: Postings;
  private readonly dictionary: WordDictionary;
  /** Scratch of one pass: entries marked with the pass's stamp, and their best match so far. */
  private readonly seen: Int32Array;
  private readonly found: Uint8Array;
  private stamp = 0;

  constructor(source: SearchSource) {
    const books = [...source.books].sort(
      (a, b) =>
        Number(b.available) - Number(a.available) ||
        finite(b.salesCount) - finite(a.salesCount) ||
        a.id - b.id,
    );
    const authors = [...source.authors].sort(byWeight((author) => author.salesCount));
    const categories = [...source.categories].sort(byWeight((category) => category.bookCount));
    const searches = groupSearchLog(source.searches);

    const words = new WordCollector();
    this.bookNormalisedTitles = books.map((book) => normaliseText(book.title));
    const textWords = books.map((book, i) => {
      const ids = words.idsOf(this.bookNormalisedTitles[i] ?? "");
      for (const id of words.idsOf(normaliseText(book.subtitle))) {
        if (!ids.includes(id)) ids.push(id);
      }
      return ids;
    });
    const authorWords = authors.map((author) => words.idsOf(normaliseText(author.name)));
    const categoryWords = categories.map((category) => words.idsOf(normaliseText(category.name)));
    const searchWords = searches.map((search) => words.idsOf(search.normalised));
    const lists = [textWords, authorWords, categoryWords, searchWords];
    const dictionary = new WordDictionary(words.finish(lists));
    for (const list of lists) dictionary.countUses(list);
    this.dictionary = dictionary;

    const authorPosition = new Map(authors.map((author, i) => [author.id, i]));
    const namesOfAuthors = (book: { authorIds: number[] }) => {
      const ids: number[] = [];
      for (const authorId of book.authorIds) {
        const names = authorWords[authorPosition.get(authorId) ?? -1] ?? [];
        for (const id of names) if (!ids.includes(id)) ids.push(id);
      }
      return ids;
    };
    this.bookText = new Postings(dictionary.size, textWords);
    this.bookAuthorNames = new Postings(dictionary.size, books.map(namesOfAuthors));
    this.authorNames = new Postings(dictionary.size, authorWords);
    this.categoryNames = new Postings(dictionary.size, categoryWords);
    this.searchWords = new Postings(dictionary.size, searchWords);

    this.bookIds = Int32Array.from(books, (book) => book.id);
    this.bookAvailable = Uint8Array.from(books, (book) => (book.available ? 1 : 0));
    this.bookTitles = books.map((book) => book.title);
    books.forEach((book, i) => {
      const isbn = compactIsbn13(book.isbn13);
      if (isbn !== null && !this.bookByIsbn.has(isbn)) this.bookByIsbn.set(isbn, i);
    });
    this.authorIds = Int32Array.from(authors, (author) => author.id);
    this.categoryIds = Int32Array.from(categories, (category) => category.id);
    this.searchTexts = searches.map((search) => search.text);
    this.searchNormalised = searches.map((search) => search.normalised);
    const most = Math.max(books.length, authors.length, categories.length, searches.length);
    this.seen = new Int32Array(most);
    this.found = new Uint8Array(most);
  }

  /** Books, authors, categories and texts to search for a query as typed. */
  search(query: string, limits?: Partial<Limits>): SearchResult {
    const limit = resolveLimits(limits, SEARCH_LIMITS);
    const parsed = parseQuery(typeof query === "string" ? query : "");
    const last = parsed.words.length - 1;
    const words = parsed.words.map((word, i) =>
      this.dictionary.queryWord(word, i === last && parsed.typing),
    );
    // More books than listed: their titles also fill the suggestions.
    const books = new TopK(Math.max(limit.titles, limit.suggestions * 2));
    const authors = new TopK(limit.authors);
    const categories = new TopK(limit.categories);
    const searches = new TopK(limit.suggestions);
    if (words.length > 0 && words.every((word) => !word.isEmpty)) {
      const allExact = MATCH_EXACT * words.length;
      const count = this.bookIds.length;
      this.match(
        words,
        this.bookText,
        this.bookAuthorNames,
        books.size,
        (book, quality, inText) => {
          let matchClass = inText > 0 ? TITLE_AND_AUTHOR_WORDS : AUTHOR_WORDS;
          if (inText === words.length) {
            const title = this.bookNormalisedTitles[book] ?? "";
            if (title === parsed.text) matchClass = TITLE_EQUALS;
            else matchClass = startsWithQuery(title, parsed) ? TITLE_STARTS : TITLE_WORDS;
          }
          // Unavailable books come after the available ones of the same class and quality.
          const available = this.bookAvailable[book] ?? 0;
          const key = (matchClass * QUALITY_SPAN + quality) * 2 + available;
          books.offer(key * count + count - 1 - book, book);
        },
      );
      // A name made of exactly the query's words, in any order, comes first.
      const distinct = new Set(parsed.words).size;
      for (const [names, top] of [
        [this.authorNames, authors],
        [this.categoryNames, categories],
      ] as const) {
        this.match(words, names, null, top.size, (entry, quality) => {
          const whole = quality === allExact && names.wordsOf(entry).length === distinct;
          const key = (whole ? QUALITY_SPAN : 0) + quality;
          top.offer(key * names.size + names.size - 1 - entry, entry);
        });
      }
      const logSize = this.searchWords.size;
      this.match(words, this.searchWords, null, searches.size, (entry, quality) => {
        const starts = startsWithQuery(this.searchNormalised[entry] ?? "", parsed);
        const key = (starts ? QUALITY_SPAN : 0) + quality;
        searches.offer(key * logSize + logSize - 1 - entry, entry);
      });
    }
    const isbnBook = parsed.isbn === null ? undefined : this.bookByIsbn.get(parsed.isbn);
    const bookList = isbnBook === undefined ? books.entries : [isbnBook, ...books.entries];
    const bookPositions = [...new Set(bookList)];
    return {
      books: bookPositions.slice(0, limit.titles).map((i) => this.bookIds[i] ?? 0),
      authors: authors.entries.map((i) => this.authorIds[i] ?? 0),
      categories: categories.entries.map((i) => this.categoryIds[i] ?? 0),
      suggestions: this.suggestions(searches.entries, bookPositions, limit.suggestions),
      normalisedQuery: parsed.text,
    };
  }

  /** What the search box offers before anything is typed: the most searched, bought, used. */
  defaults(limits?: Partial<Limits>): SearchResult {
    const limit = resolveLimits(limits, DEFAULTS_LIMITS);
    return {
      books: Array.from(this.bookIds.subarray(0, limit.titles)),
      authors: Array.from(this.authorIds.subarray(0, limit.authors)),
      categories: Array.from(this.categoryIds.subarray(0, limit.categories)),
      suggestions: this.searchTexts.slice(0, limit.suggestions),
      normalisedQuery: "",
    };
  }

  /**
   * Calls onMatch once for each entry whose words (primary's, or for books also secondary's:
   * the authors' names) match every query word, with the sum of the words' best qualities and
   * how many words matched in primary. Entries come from the best `depth` of a list only when
   * that cannot change the best `depth` overall (see below).
   */
  private match(
    words: QueryWord[],
    primary: Postings,
    secondary: Postings | null,
    depth: number,
    onMatch: (entry: number, quality: number, inPrimary: number) => void,
  ): void {
    const { seen, found } = this;
    const stamp = this.nextStamp();
    const only = words.length === 1 ? words[0] : undefined;
    if (only) {
      // One word: an entry deeper than `depth` in a word's list has at least `depth` entries of
      // the same or better class and quality before it, so it cannot make the list. Entries
      // whose first word matches can rank higher (title or name starts with the query), so
      // those lists are read in full. The quality is the best of the lists an entry is met in.
      const candidates: number[] = [];
      const note = (entry: number, quality: number, inPrimary: number) => {
        const code = quality * 2 + inPrimary;
        if (seen[entry] !== stamp) {
          seen[entry] = stamp;
          found[entry] = code;
          candidates.push(entry);
        } else {
          const known = found[entry] ?? 0;
          found[entry] = Math.max(known >> 1, quality) * 2 + ((known & 1) | inPrimary);
        }
      };
      only.forEachWord((id, quality) => {
        for (const entry of primary.entriesStartingWith(id)) note(entry, quality, 1);
        for (const entry of primary.entriesOf(id).subarray(0, depth)) note(entry, quality, 1);
        for (const entry of secondary?.entriesOf(id).subarray(0, depth) ?? []) {
          note(entry, quality, 0);
        }
      });
      for (const entry of candidates) {
        const code = found[entry] ?? 0;
        onMatch(entry, code >> 1, code & 1);
      }
      return;
    }
    // Several words: candidates come from the word with the fewest postings, the rest filter.
    const cost = (word: QueryWord) =>
      word.postingCount(primary) + (secondary ? word.postingCount(secondary) : 0);
    const visit = (entry: number) => {
      if (seen[entry] === stamp) return;
      seen[entry] = stamp;
      let quality = 0;
      let inPrimary = 0;
      for (const word of words) {
        const inOwn = primary.bestQuality(entry, word);
        const other = inOwn < MATCH_EXACT && secondary ? secondary.bestQuality(entry, word) : 0;
        if (inOwn === 0 && other === 0) return;
        quality += Math.max(inOwn, other);
        if (inOwn > 0) inPrimary++;
      }
      onMatch(entry, quality, inPrimary);
    };
    cheapest(words, cost).forEachWord((id) => {
      for (const entry of primary.entriesOf(id)) visit(entry);
      for (const entry of secondary?.entriesOf(id) ?? []) visit(entry);
    });
  }

  /** Searched texts first, then titles of the best books, each text once. */
  private suggestions(searches: number[], books: number[], limit: number): string[] {
    const texts = searches.map((entry) => this.searchTexts[entry] ?? "");
    const taken = new Set(searches.map((entry) => this.searchNormalised[entry]));
    for (const book of books) {
      if (texts.length >= limit) break;
      const normalised = this.bookNormalisedTitles[book] ?? "";
      if (normalised === "" || taken.has(normalised)) continue;
      taken.add(normalised);
      texts.push(this.bookTitles[book] ?? "");
    }
    return texts;
  }

  private nextStamp(): number {
    if (this.stamp === 0x7fffffff) {
      this.stamp = 0;
      this.seen.fill(0);
    }
    return ++this.stamp;
  }
}

function resolveLimits(limits: Partial<Limits> | undefined, base: Readonly<Limits>): Limits {
  const pick = (value: number | undefined, fallback: number) =>
    typeof value === "number" && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : fallback;
  return {
    suggestions: pick(limits?.suggestions, base.suggestions),
    categories: pick(limits?.categories, base.categories),
    authors: pick(limits?.authors, base.authors),
    titles: pick(limits?.titles, base.titles),
  };
}

function byWeight<T extends { id: number }>(weight: (entry: T) => number) {
  return (a: T, b: T) => finite(weight(b)) - finite(weight(a)) || a.id - b.id;
}

function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}
