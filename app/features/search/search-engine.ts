// The search behind the header box: books, authors, categories and texts to search for what a
// shopper types, from an in-memory index built once from the catalogue (no database per
// keystroke). Every query word must match a word of the entry: exactly, as a prefix, or with
// one typo (see word-index.ts).
import { isLoggable, sentenceCase, spellingIn } from "./catalogue-spelling";
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

/** Books and authors read to find how the catalogue writes a word. */
const SPELLING_SCAN = 50;

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
  private readonly bookSubtitles: string[];
  private readonly bookByIsbn = new Map<string, number>();
  /** Words of title then subtitle; words of the authors' names. */
  private readonly bookText: Postings;
  private readonly bookAuthorNames: Postings;
  private readonly authorIds: Int32Array;
  private readonly authorNameTexts: string[];
  private readonly authorNormalisedNames: string[];
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
    this.authorNormalisedNames = authors.map((author) => normaliseText(author.name));
    const authorWords = words.collect(this.authorNormalisedNames);
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
    this.bookSubtitles = books.map((book) => book.subtitle);
    this.authorNameTexts = authors.map((author) => author.name);
    books.forEach((book, i) => {
      const isbn = compactIsbn13(book.isbn13);
      if (isbn !== null && !this.bookByIsbn.has(isbn)) this.bookByIsbn.set(isbn, i);
    });
    this.authorIds = Int32Array.from(authors, (author) => author.id);
    this.categoryIds = Int32Array.from(categories, (category) => category.id);
    this.searchTexts = searches.map((search) => this.displayOf(search.normalised));
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
    const books = new TopK(Math.max(limit.titles, limit.suggestions * 2), this.bookIds.length);
    const authors = new TopK(limit.authors, this.authorIds.length);
    const categories = new TopK(limit.categories, this.categoryIds.length);
    const searches = new TopK(limit.suggestions, this.searchTexts.length);
    if (words.length > 0 && words.every((word) => !word.isEmpty)) {
      const allExact = MATCH_EXACT * words.length;
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
          // Equal keys go by table order: unavailable books after the available ones, then sales.
          books.offer(matchClass * QUALITY_SPAN + quality, book);
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
          top.offer((whole ? QUALITY_SPAN : 0) + quality, entry);
        });
      }
      this.match(words, this.searchWords, null, searches.size, (entry, quality) => {
        const starts = startsWithQuery(this.searchNormalised[entry] ?? "", parsed);
        searches.offer((starts ? QUALITY_SPAN : 0) + quality, entry);
      });
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
    if (!isLoggable(normalised, (word) => this.isCatalogueWord(word))) return null;
    return { normalised, display: this.displayOf(normalised) };
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
   * the authors' names) match every query word, with its quality and how many words matched in
   * primary. When all did, the quality sums their best qualities in primary; else the best of
   * either. Lists are read only as deep as can change the best `depth` entries.
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
      // One word: an entry deeper than `depth` in the list of its best word has `depth` entries
      // of the same or a better class and quality before it, so it cannot make the list. Only
      // entries whose first word matches can outrank their list (a title or name starting with
      // the query): those lists are read in full, and those entries' words all weighed.
      const candidates: number[] = [];
      // found: best quality met in primary × 8 + best quality met in secondary.
      const note = (entry: number, inPrimary: number, inSecondary: number) => {
        if (seen[entry] !== stamp) {
          seen[entry] = stamp;
          found[entry] = 0;
          candidates.push(entry);
        }
        const known = found[entry] ?? 0;
        found[entry] = Math.max(known >> 3, inPrimary) * 8 + Math.max(known & 7, inSecondary);
      };
      only.forEachWord((id, quality) => {
        for (const entry of primary.entriesStartingWith(id)) {
          note(entry, primary.bestQuality(entry, only), 0);
        }
        for (const entry of primary.entriesOf(id).subarray(0, depth)) note(entry, quality, 0);
        for (const entry of secondary?.entriesOf(id).subarray(0, depth) ?? []) {
          note(entry, 0, quality);
        }
      });
      for (const entry of candidates) {
        const code = found[entry] ?? 0;
        if (code >> 3 > 0) onMatch(entry, code >> 3, 1);
        else onMatch(entry, code & 7, 0);
      }
      return;
    }
    // Several words: candidates come from the word with the fewest postings, the rest filter.
    const cost = (word: QueryWord) =>
      word.postingCount(primary) + (secondary ? word.postingCount(secondary) : 0);
    const visit = (entry: number) => {
      if (seen[entry] === stamp) return;
      seen[entry] = stamp;
      let own = 0;
      let either = 0;
      let inPrimary = 0;
      for (const word of words) {
        const inOwn = primary.bestQuality(entry, word);
        const other = inOwn < MATCH_EXACT && secondary ? secondary.bestQuality(entry, word) : 0;
        if (inOwn === 0 && other === 0) return;
        own += inOwn;
        either += Math.max(inOwn, other);
        if (inOwn > 0) inPrimary++;
      }
      onMatch(entry, inPrimary === words.length ? own : either, inPrimary);
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

  private isCatalogueWord(word: string): boolean {
    const id = this.dictionary.idOf(word);
    return (
      id >= 0 &&
      (this.bookText.entriesOf(id).length > 0 || this.authorNames.entriesOf(id).length > 0)
    );
  }

  /** An author's name or a title when the text is exactly one, else its words as spelt. */
  private displayOf(normalised: string): string {
    const words = normalised.split(" ");
    const first = this.dictionary.idOf(words[0] ?? "");
    if (first < 0) return normalised;
    for (const author of this.authorNames.entriesStartingWith(first)) {
      if (this.authorNormalisedNames[author] === normalised)
        return this.authorNameTexts[author] ?? "";
    }
    for (const book of this.bookText.entriesStartingWith(first)) {
      if (this.bookNormalisedTitles[book] === normalised) return this.bookTitles[book] ?? "";
    }
    return sentenceCase(words.map((word) => this.spellingOf(word)).join(" "));
  }

  /**
   * A word as the best-selling author whose name has it writes it, else as the best-selling
   * books write it within their title or subtitle: a capital there is the catalogue's (a name),
   * while one that only ever opens a title is the sentence's, so that spelling is lower-cased.
   */
  private spellingOf(word: string): string {
    const id = this.dictionary.idOf(word);
    if (id < 0) return word;
    for (const author of this.authorNames.entriesOf(id).subarray(0, SPELLING_SCAN)) {
      const found = spellingIn(this.authorNameTexts[author] ?? "", word);
      if (found) return found.token;
    }
    let opening: string | null = null;
    for (const book of this.bookText.entriesOf(id).subarray(0, SPELLING_SCAN)) {
      for (const text of [this.bookTitles[book], this.bookSubtitles[book]]) {
        const found = spellingIn(text ?? "", word);
        if (found && !found.opens) return found.token;
        opening ??= found?.token ?? null;
      }
    }
    return opening?.toLocaleLowerCase("ro") ?? word;
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

/** Heaviest first (a weight that is not a finite number counts as 0), ties by id. */
function byWeight<T extends { id: number }>(weight: (entry: T) => number) {
  const of = (entry: T) => (Number.isFinite(weight(entry)) ? weight(entry) : 0);
  return (a: T, b: T) => of(b) - of(a) || a.id - b.id;
}
