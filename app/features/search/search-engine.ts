// The search behind the header box: books, authors, categories and texts to search for what a
// shopper types, from an in-memory index built once from the catalogue (no database per
// keystroke). Every query word must match a word of the entry: exactly, as a prefix, or with
// one typo (see word-index.ts).
import { compactIsbn13, normaliseText, type ParsedQuery, parseQuery } from "./normalise";
import {
  MATCH_EXACT,
  Postings,
  type QueryWord,
  WordCollector,
  type WordDictionary,
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

type Book = SearchSource["books"][number];
type Author = SearchSource["authors"][number];
type Category = SearchSource["categories"][number];

export class SearchEngine {
  // Every table is kept in its default order (bestsellers first, available before unavailable;
  // authors by sales; categories by book count; searches by count), so that a position is also
  // the tie-break rank and postings, which list positions ascending, list the best first.
  private readonly bookIds: Int32Array;
  private readonly bookAvailable: Uint8Array;
  private readonly bookTitles: string[];
  private readonly bookNormalisedTitles: string[];
  private readonly bookByIsbn = new Map<string, number>();
  /** Words of title and subtitle; the first word of the title; words of the authors' names. */
  private readonly bookText: Postings;
  private readonly bookFirstWord: Postings;
  private readonly bookAuthorNames: Postings;
  private readonly authorIds: Int32Array;
  private readonly authorNames: Postings;
  private readonly categoryIds: Int32Array;
  private readonly categoryNames: Postings;
  private readonly searchTexts: string[];
  private readonly searchNormalised: string[];
  private readonly searchWords: Postings;
  private readonly dictionary: WordDictionary;
  // Marks of the current query, so each candidate is scored once without a Set.
  private readonly seen: Record<"books" | "authors" | "categories" | "searches", Int32Array>;
  private stamp = 0;

  constructor(source: SearchSource) {
    const books = [...source.books].sort(
      (a, b) =>
        Number(b.available) - Number(a.available) ||
        finite(b.salesCount) - finite(a.salesCount) ||
        a.id - b.id,
    );
    const authors = [...source.authors].sort(byWeight((author: Author) => author.salesCount));
    const categories = [...source.categories].sort(byWeight((c: Category) => c.bookCount));
    const searches = groupSearches(source.searches);

    const words = new WordCollector();
    this.bookNormalisedTitles = books.map((book) => normaliseText(book.title));
    const textWords = books.map((book, i) => {
      const ids = words.idsOf(this.bookNormalisedTitles[i] ?? "");
      for (const id of words.idsOf(normaliseText(book.subtitle)))
        if (!ids.includes(id)) ids.push(id);
      return ids;
    });
    const authorWords = authors.map((author) => words.idsOf(normaliseText(author.name)));
    const categoryWords = categories.map((category) => words.idsOf(normaliseText(category.name)));
    const searchWords = searches.map((search) => words.idsOf(search.normalised));
    const dictionary = words.finish([textWords, authorWords, categoryWords, searchWords]);
    this.dictionary = dictionary;
    for (const lists of [textWords, authorWords, categoryWords, searchWords]) {
      dictionary.countUses(lists);
    }

    const authorPosition = new Map(authors.map((author, i) => [author.id, i]));
    const namesOfAuthors = (book: Book) => {
      const ids: number[] = [];
      for (const authorId of book.authorIds) {
        const names = authorWords[authorPosition.get(authorId) ?? -1] ?? [];
        for (const id of names) if (!ids.includes(id)) ids.push(id);
      }
      return ids;
    };
    const size = dictionary.size;
    this.bookText = new Postings(size, textWords);
    this.bookFirstWord = new Postings(
      size,
      textWords.map((ids, i) => (this.bookNormalisedTitles[i] ? ids.slice(0, 1) : [])),
    );
    this.bookAuthorNames = new Postings(size, books.map(namesOfAuthors));
    this.authorNames = new Postings(size, authorWords);
    this.categoryNames = new Postings(size, categoryWords);
    this.searchWords = new Postings(size, searchWords);

    this.bookIds = Int32Array.from(books, (book) => book.id);
    this.bookAvailable = Uint8Array.from(books, (book) => (book.available ? 1 : 0));
    this.bookTitles = books.map((book) => book.title);
    books.forEach((book, i) => {
      const isbn = compactIsbn13(book.isbn13);
      const known = isbn === null ? undefined : this.bookByIsbn.get(isbn);
      if (isbn !== null && (known === undefined || book.id < (this.bookIds[known] ?? 0))) {
        this.bookByIsbn.set(isbn, i);
      }
    });
    this.authorIds = Int32Array.from(authors, (author) => author.id);
    this.categoryIds = Int32Array.from(categories, (category) => category.id);
    this.searchTexts = searches.map((search) => search.text);
    this.searchNormalised = searches.map((search) => search.normalised);
    this.seen = {
      books: new Int32Array(books.length),
      authors: new Int32Array(authors.length),
      categories: new Int32Array(categories.length),
      searches: new Int32Array(searches.length),
    };
  }

  /** Books, authors, categories and texts to search for a query as typed. */
  search(query: string, limits?: Partial<Limits>): SearchResult {
    const limit = resolveLimits(limits, SEARCH_LIMITS);
    const parsed = parseQuery(typeof query === "string" ? query : "");
    const last = parsed.words.length - 1;
    const words = parsed.words.map((word, i) =>
      this.dictionary.queryWord(word, i === last && parsed.typing),
    );
    const matchable = words.length > 0 && words.every((word) => !word.isEmpty);

    // More books than listed: their titles also fill the suggestions.
    const books = new TopK(Math.max(limit.titles, limit.suggestions * 2));
    const authors = new TopK(limit.authors);
    const categories = new TopK(limit.categories);
    const searches = new TopK(limit.suggestions);
    if (matchable) {
      this.matchBooks(parsed, words, books);
      const distinct = new Set(parsed.words).size;
      const nameKey = (names: Postings) => (entry: number, quality: number, exact: boolean) =>
        (exact && names.wordsOf(entry).length === distinct ? QUALITY_SPAN : 0) + quality;
      this.matchEntries(
        this.authorNames,
        words,
        this.seen.authors,
        authors,
        nameKey(this.authorNames),
      );
      this.matchEntries(
        this.categoryNames,
        words,
        this.seen.categories,
        categories,
        nameKey(this.categoryNames),
      );
      this.matchEntries(this.searchWords, words, this.seen.searches, searches, (entry, quality) => {
        const starts = startsWith(this.searchNormalised[entry] ?? "", parsed);
        return (starts ? QUALITY_SPAN : 0) + quality;
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

  private matchBooks(parsed: ParsedQuery, words: QueryWord[], top: TopK): void {
    const { bookText: text, bookAuthorNames: names, bookFirstWord: firstWord } = this;
    const count = this.bookIds.length;
    const seen = this.seen.books;
    const stamp = this.nextStamp();
    const visit = (book: number) => {
      if (seen[book] === stamp) return;
      seen[book] = stamp;
      let quality = 0;
      let inText = 0;
      for (const word of words) {
        const textQuality = text.bestQuality(book, word);
        const nameQuality = textQuality === MATCH_EXACT ? 0 : names.bestQuality(book, word);
        const wordQuality = Math.max(textQuality, nameQuality);
        if (wordQuality === 0) return;
        quality += wordQuality;
        if (textQuality > 0) inText++;
      }
      let matchClass = inText > 0 ? TITLE_AND_AUTHOR_WORDS : AUTHOR_WORDS;
      if (inText === words.length) {
        const title = this.bookNormalisedTitles[book] ?? "";
        if (title === parsed.text) matchClass = TITLE_EQUALS;
        else matchClass = startsWith(title, parsed) ? TITLE_STARTS : TITLE_WORDS;
      }
      // Unavailable books come after the available ones of the same class and quality.
      const key =
        ((matchClass * QUALITY_SPAN + quality) * 2 + (this.bookAvailable[book] ?? 0)) * count;
      top.offer(key + count - 1 - book, book);
    };

    const only = words.length === 1 ? words[0] : undefined;
    if (only) {
      // One word: a book deeper than `top.size` in a word's postings has at least that many
      // books of the same or better class and quality before it, so it cannot make the list.
      // Titles starting with the word are the exception (better class): they come from the
      // first-word postings, in full.
      only.forEachWord((id) => {
        for (const book of firstWord.entriesOf(id)) visit(book);
        for (const book of text.entriesOf(id).subarray(0, top.size)) visit(book);
        for (const book of names.entriesOf(id).subarray(0, top.size)) visit(book);
      });
      return;
    }
    // Several words: candidates come from the word with the fewest postings, the rest filter.
    const pivot = cheapest(words, (word) => word.postingCount(text) + word.postingCount(names));
    pivot.forEachWord((id) => {
      for (const book of text.entriesOf(id)) visit(book);
      for (const book of names.entriesOf(id)) visit(book);
    });
  }

  /** Entries of a one-field index (authors, categories, searches) matching every query word. */
  private matchEntries(
    postings: Postings,
    words: QueryWord[],
    seen: Int32Array,
    top: TopK,
    keyOf: (entry: number, quality: number, exact: boolean) => number,
  ): void {
    const count = seen.length;
    const stamp = this.nextStamp();
    const visit = (entry: number) => {
      if (seen[entry] === stamp) return;
      seen[entry] = stamp;
      let quality = 0;
      let exact = true;
      for (const word of words) {
        const wordQuality = postings.bestQuality(entry, word);
        if (wordQuality === 0) return;
        quality += wordQuality;
        exact &&= wordQuality === MATCH_EXACT;
      }
      top.offer(keyOf(entry, quality, exact) * count + count - 1 - entry, entry);
    };
    cheapest(words, (word) => word.postingCount(postings)).forEachWord((id) => {
      for (const entry of postings.entriesOf(id)) visit(entry);
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
      for (const marks of Object.values(this.seen)) marks.fill(0);
    }
    return ++this.stamp;
  }
}

/** The best `size` entries by score, best first; scores are distinct (rank is part of them). */
class TopK {
  readonly entries: number[] = [];
  private readonly scores: number[] = [];

  constructor(readonly size: number) {}

  offer(score: number, entry: number): void {
    const length = this.scores.length;
    if (length === this.size && !(score > (this.scores[length - 1] ?? 0))) return;
    let lo = 0;
    let hi = length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.scores[mid] ?? 0) > score) lo = mid + 1;
      else hi = mid;
    }
    this.scores.splice(lo, 0, score);
    this.entries.splice(lo, 0, entry);
    if (length === this.size) {
      this.scores.pop();
      this.entries.pop();
    }
  }
}

/** Whether a normalised text starts with the query: at a word boundary unless still typing. */
function startsWith(text: string, parsed: ParsedQuery): boolean {
  const query = parsed.text;
  if (!text.startsWith(query)) return false;
  return parsed.typing || text.length === query.length || text[query.length] === " ";
}

function cheapest(words: QueryWord[], cost: (word: QueryWord) => number): QueryWord {
  let pick = words[0] as QueryWord;
  let pickCost = Number.POSITIVE_INFINITY;
  for (const word of words) {
    const wordCost = cost(word);
    if (wordCost < pickCost) {
      pick = word;
      pickCost = wordCost;
    }
  }
  return pick;
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

/** The log by normalised text, most searched first: counts summed, most used spelling shown. */
function groupSearches(log: SearchSource["searches"]) {
  const groups = new Map<
    string,
    { text: string; normalised: string; count: number; top: number }
  >();
  for (const { text, count } of log) {
    const normalised = normaliseText(text);
    if (normalised === "") continue;
    const times = Math.max(0, finite(count));
    const shown = text.trim().replace(/\s+/g, " ");
    const group = groups.get(normalised);
    if (!group) groups.set(normalised, { text: shown, normalised, count: times, top: times });
    else {
      group.count += times;
      if (times > group.top) Object.assign(group, { text: shown, top: times });
    }
  }
  return [...groups.values()].sort(
    (a, b) => b.count - a.count || (a.normalised < b.normalised ? -1 : 1),
  );
}

function byWeight<T extends { id: number }>(weight: (entry: T) => number) {
  return (a: T, b: T) => finite(weight(b)) - finite(weight(a)) || a.id - b.id;
}

function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}
