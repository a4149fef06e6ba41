// The search behind the header box: books, authors, categories and texts to search for what a
// shopper types, from an in-memory index built once from the catalogue (no database per
// keystroke). Every query word must match a word of the entry: exactly, as a prefix, or with
// one typo (see word-index.ts), except function words and "carte" (ignorable-words.ts), which
// only add to a match. Matching is entry-matcher.ts; how a logged search is written,
// catalogue-spelling.ts.
import { type CatalogueTexts, displayOf, isCatalogueWord, isLoggable } from "./catalogue-spelling";
import { EntryMatcher } from "./entry-matcher";
import { requiredWords } from "./ignorable-words";
import {
  compactIsbn13,
  groupSearchLog,
  MAX_QUERY_LENGTH,
  normaliseText,
  parseQuery,
  startsWithQuery,
  WordCollector,
  WordListsBuilder,
} from "./normalise";
import { MATCH_EXACT, Postings, TopK, WordDictionary } from "./word-index";

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
  /**
   * What shoppers searched that returned results, and how often, in any spelling: the engine
   * folds it, keeps only texts made of catalogue words and writes them as the catalogue does.
   */
  searches: { text: string; count: number }[];
}

/** A searched text as the searches log keeps it (see SearchEngine.loggableSearch). */
export interface LoggableSearch {
  normalised: string;
  /** Written from the catalogue: the title or author's name it equals, else word by word. */
  display: string;
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
  // Every table is kept in its default order (books: available first, then by sales; authors by
  // sales; categories by book count; searches by count), so that a position is also the
  // tie-break rank and postings, which list positions ascending, list the best first.
  private readonly bookIds: Int32Array;
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
  /** The tables above that spell a logged search, with the names and subtitles it reads. */
  private readonly texts: CatalogueTexts;
  private readonly matcher: EntryMatcher;

  constructor(source: SearchSource) {
    const bySales = byWeight((book: SearchSource["books"][number]) => book.salesCount);
    const books = [...source.books].sort(
      (a, b) => Number(b.available) - Number(a.available) || bySales(a, b),
    );
    const authors = [...source.authors].sort(byWeight((author) => author.salesCount));
    const categories = [...source.categories].sort(byWeight((category) => category.bookCount));
    const words = new WordCollector();
    this.bookNormalisedTitles = books.map((book) => normaliseText(book.title));
    const textWords = words.collect(
      books.map((book, i) =>
        `${this.bookNormalisedTitles[i]} ${normaliseText(book.subtitle)}`.trim(),
      ),
    );
    const authorNormalisedNames = authors.map((author) => normaliseText(author.name));
    const authorWords = words.collect(authorNormalisedNames);
    // Only now, while the collector holds nothing but the books' and authors' words: a log entry
    // with any other word (junk, a typo, a made-up word) is left out, whatever its count.
    const searches = groupSearchLog(source.searches).filter((search) =>
      isLoggable(search.normalised, (word) => words.has(word)),
    );
    const categoryWords = words.collect(categories.map((c) => normaliseText(c.name)));
    const searchWords = words.collect(searches.map((search) => search.normalised));
    const lists = [textWords, authorWords, categoryWords, searchWords];
    const dictionary = new WordDictionary(words.finish(lists));
    for (const list of lists) dictionary.countUses(list);
    this.dictionary = dictionary;

    // A book's author words: the union of its authors' names.
    const authorPosition = new Map(authors.map((author, i) => [author.id, i]));
    const { offsets, ids } = authorWords;
    const namesOfAuthors = new WordListsBuilder();
    for (const book of books) {
      for (const authorId of book.authorIds) {
        const at = authorPosition.get(authorId);
        if (at !== undefined) namesOfAuthors.addAll(ids.subarray(offsets[at], offsets[at + 1]));
      }
      namesOfAuthors.endEntry();
    }
    this.bookText = new Postings(dictionary.size, textWords);
    this.bookAuthorNames = new Postings(dictionary.size, namesOfAuthors.build());
    this.authorNames = new Postings(dictionary.size, authorWords);
    this.categoryNames = new Postings(dictionary.size, categoryWords);
    this.searchWords = new Postings(dictionary.size, searchWords);

    this.bookIds = Int32Array.from(books, (book) => book.id);
    this.bookTitles = books.map((book) => book.title);
    books.forEach((book, i) => {
      const isbn = compactIsbn13(book.isbn13);
      if (isbn !== null && !this.bookByIsbn.has(isbn)) this.bookByIsbn.set(isbn, i);
    });
    this.authorIds = Int32Array.from(authors, (author) => author.id);
    this.categoryIds = Int32Array.from(categories, (category) => category.id);
    this.texts = {
      dictionary,
      bookText: this.bookText,
      bookTitles: this.bookTitles,
      bookNormalisedTitles: this.bookNormalisedTitles,
      bookSubtitles: books.map((book) => book.subtitle),
      authorNames: this.authorNames,
      authorNameTexts: authors.map((author) => author.name),
      authorNormalisedNames,
    };
    this.searchTexts = searches.map((search) => displayOf(this.texts, search.normalised));
    this.searchNormalised = searches.map((search) => search.normalised);
    const most = Math.max(books.length, authors.length, categories.length, searches.length);
    this.matcher = new EntryMatcher(most);
  }

  /** Books, authors, categories and texts to search for a query as typed. */
  search(query: string, limits?: Partial<Limits>): SearchResult {
    const limit = resolveLimits(limits, SEARCH_LIMITS);
    const parsed = parseQuery(typeof query === "string" ? query : "");
    const last = parsed.words.length - 1;
    const queryWords = parsed.words.map((word, i) =>
      this.dictionary.queryWord(word, i === last && parsed.typing),
    );
    // "poezii de eminescu": function words and "carte" may match, but need not.
    const required = requiredWords(parsed.words);
    const words = queryWords.filter((_, i) => required[i]);
    const used = parsed.words.filter((_, i) => required[i] || !queryWords[i]?.isEmpty);
    const optional = queryWords.filter((word, i) => !required[i] && !word.isEmpty);
    // More books than listed: their titles also fill the suggestions.
    const books = new TopK(Math.max(limit.titles, limit.suggestions * 2), this.bookIds.length);
    const authors = new TopK(limit.authors, this.authorIds.length);
    const categories = new TopK(limit.categories, this.categoryIds.length);
    const searches = new TopK(limit.suggestions, this.searchTexts.length);
    if (words.length > 0 && words.every((word) => !word.isEmpty)) {
      const allExact = MATCH_EXACT * (words.length + optional.length);
      this.matcher.match(
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
          // Equal keys go by table order: unavailable books after the available ones, then sales.
          books.offer(matchClass * QUALITY_SPAN + quality, book);
        },
        optional,
      );
      // A name made of exactly the query's words, in any order, comes first.
      const distinct = new Set(used).size;
      for (const [names, top] of [
        [this.authorNames, authors],
        [this.categoryNames, categories],
      ] as const) {
        this.matcher.match(
          words,
          names,
          null,
          top.size,
          (entry, quality) => {
            const whole = quality === allExact && names.wordsOf(entry).length === distinct;
            top.offer((whole ? QUALITY_SPAN : 0) + quality, entry);
          },
          optional,
        );
      }
      this.matcher.match(
        words,
        this.searchWords,
        null,
        searches.size,
        (entry, quality) => {
          const starts = startsWithQuery(this.searchNormalised[entry] ?? "", parsed);
          searches.offer((starts ? QUALITY_SPAN : 0) + quality, entry);
        },
        optional,
      );
    }
    const isbnBook = this.bookByIsbn.get(parsed.isbn ?? "");
    const bookPositions = [...new Set([isbnBook ?? -1, ...books.entries])].filter((i) => i >= 0);
    return {
      books: bookPositions.slice(0, limit.titles).map((i) => this.bookIds[i] ?? 0),
      authors: authors.entries.map((i) => this.authorIds[i] ?? 0),
      categories: categories.entries.map((i) => this.categoryIds[i] ?? 0),
      suggestions: this.suggestions(searches.entries, bookPositions, limit.suggestions),
      normalisedQuery: parsed.text,
    };
  }

  /**
   * How a searched text may enter the searches log, or null when it may not: its words must all
   * be words of the catalogue (titles, subtitles, authors' names), at most MAX_LOGGED_WORDS of
   * them. Its display form is written from the catalogue, never from the text as typed.
   */
  loggableSearch(text: string): LoggableSearch | null {
    const cut = typeof text === "string" ? text.trimStart().slice(0, MAX_QUERY_LENGTH) : "";
    const normalised = normaliseText(cut);
    if (!isLoggable(normalised, (word) => isCatalogueWord(this.texts, word))) return null;
    return { normalised, display: displayOf(this.texts, normalised) };
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

/** Heaviest first (a weight that is not a finite number counts as 0), ties by id. */
function byWeight<T extends { id: number }>(weight: (entry: T) => number) {
  const of = (entry: T) => (Number.isFinite(weight(entry)) ? weight(entry) : 0);
  return (a: T, b: T) => of(b) - of(a) || a.id - b.id;
}
