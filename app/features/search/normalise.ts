// The text side of search: catalogue texts and queries are folded the same way, so "stefan",
// "Ștefan" and "Ştefan" (the old cedilla spelling) meet in the middle; queries are parsed
// (words, still typing, ISBN); normalised words are numbered, compared (one edit apart) and
// hashed with their one-letter deletions (for the typo index in word-index.ts).

/** Longer queries are cut to this many characters, not rejected. */
export const MAX_QUERY_LENGTH = 100;

const NON_ASCII = /[\u0080-\uffff]/;
const COMBINING_MARKS = /\p{M}+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;
const ASCII_SEPARATORS = /[^a-z0-9]+/g;
const TRAILING_SPACE = /\s$/u;

/**
 * Lower case, diacritics stripped (ș ş → s, ț ţ → t, ă â → a, î → i), every character that is
 * not a letter or a digit turned into a single space, no leading or trailing space.
 */
export function normaliseText(text: string): string {
  // Lower case first: some capitals (İ) lower-case to a letter plus a combining mark.
  let folded = text.toLowerCase();
  if (!NON_ASCII.test(folded)) return folded.replace(ASCII_SEPARATORS, " ").trim();
  folded = folded.normalize("NFD").replace(COMBINING_MARKS, "");
  // Same result; the Unicode classes cost three times as much and most text is ASCII by now.
  const separators = NON_ASCII.test(folded) ? SEPARATORS : ASCII_SEPARATORS;
  return folded.replace(separators, " ").trim();
}

/** The words of a normalised text. */
export function splitWords(normalised: string): string[] {
  return normalised === "" ? [] : normalised.split(" ");
}

export interface ParsedQuery {
  /** The normalised query, words separated by single spaces. */
  text: string;
  words: string[];
  /** The last word is still being typed (the query does not end with a space). */
  typing: boolean;
  /** The ISBN-13 the query names, when it is an ISBN-13 or ISBN-10. */
  isbn: string | null;
}

export function parseQuery(query: string): ParsedQuery {
  const cut = query.trimStart().slice(0, MAX_QUERY_LENGTH);
  const text = normaliseText(cut);
  return {
    text,
    words: splitWords(text),
    typing: !TRAILING_SPACE.test(cut),
    isbn: isbnFromQuery(cut),
  };
}

/** Whether a normalised text starts with the query: at a word boundary unless still typing. */
export function startsWithQuery(text: string, query: ParsedQuery): boolean {
  const start = query.text;
  if (!text.startsWith(start)) return false;
  return query.typing || text.length === start.length || text[start.length] === " ";
}

/** The ISBN-13 a query names ("978-973-46-1234-5", "973 46 1234 X", "ISBN 9789734612345"). */
export function isbnFromQuery(query: string): string | null {
  const compact = query
    .trim()
    .replace(/^isbn(?:-1[03])?:?/i, "")
    .replace(/[\s-]/g, "");
  if (/^\d{13}$/.test(compact)) return compact;
  if (/^\d{9}[\dXx]$/.test(compact)) return isbn10To13(compact);
  return null;
}

/** "973461234X" → "9789734612347": prefix 978, ISBN-10 check digit dropped, EAN-13 one added. */
export function isbn10To13(isbn10: string): string {
  const body = `978${isbn10.slice(0, 9)}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
}

/** An ISBN as stored ("978-973-46-1234-5") → its 13 digits, or null when it has not 13. */
export function compactIsbn13(isbn: string | null): string | null {
  const digits = isbn?.replace(/\D/g, "") ?? "";
  return digits.length === 13 ? digits : null;
}

/** Word ids, one list per entry, in one flat array: entry e has ids[offsets[e]..offsets[e+1]). */
export interface WordLists {
  offsets: Int32Array;
  ids: Int32Array;
}

/** Builds WordLists entry by entry; an id comes once per entry. */
export class WordListsBuilder {
  private readonly offsets: number[] = [0];
  private ids = new Int32Array(4096);
  private length = 0;

  add(id: number): void {
    for (let k = this.offsets[this.offsets.length - 1] ?? 0; k < this.length; k++) {
      if (this.ids[k] === id) return;
    }
    if (this.length === this.ids.length) {
      const larger = new Int32Array(this.length * 2);
      larger.set(this.ids);
      this.ids = larger;
    }
    this.ids[this.length++] = id;
  }

  addAll(ids: Iterable<number>): void {
    for (const id of ids) this.add(id);
  }

  endEntry(): void {
    this.offsets.push(this.length);
  }

  build(): WordLists {
    return { offsets: Int32Array.from(this.offsets), ids: this.ids.slice(0, this.length) };
  }
}

/** Numbers words as they come while building, then in sorted order. */
export class WordCollector {
  private readonly ids = new Map<string, number>();

  /** The word ids of each normalised text (provisional until finish). */
  collect(texts: readonly string[]): WordLists {
    const lists = new WordListsBuilder();
    for (const text of texts) {
      for (const word of splitWords(text)) {
        let id = this.ids.get(word);
        if (id === undefined) {
          id = this.ids.size;
          this.ids.set(word, id);
        }
        lists.add(id);
      }
      lists.endEntry();
    }
    return lists.build();
  }

  /** Whether a word was collected. */
  has(word: string): boolean {
    return this.ids.has(word);
  }

  /** The words, sorted; the ids of every list are rewritten in place to positions in it. */
  finish(lists: readonly WordLists[]): string[] {
    const words = sortWords([...this.ids.keys()]);
    const renumber = new Int32Array(words.length);
    words.forEach((word, id) => {
      renumber[this.ids.get(word) ?? 0] = id;
    });
    this.ids.clear();
    for (const { ids } of lists) {
      for (let i = 0; i < ids.length; i++) ids[i] = renumber[ids[i] ?? 0] ?? 0;
    }
    return words;
  }
}

/** Sorted by UTF-16 code units; bucketing by the first two letters first saves a third. */
function sortWords(words: string[]): string[] {
  const buckets = new Map<number, string[]>();
  for (const word of words) {
    const key = word.charCodeAt(0) * 0x10000 + (word.charCodeAt(1) || 0);
    const bucket = buckets.get(key);
    if (bucket) bucket.push(word);
    else buckets.set(key, [word]);
  }
  const sorted: string[] = [];
  for (const key of [...buckets.keys()].sort((a, b) => a - b)) {
    for (const word of (buckets.get(key) ?? []).sort()) sorted.push(word);
  }
  return sorted;
}

export interface SearchedText {
  normalised: string;
  count: number;
}

/**
 * A search log by normalised text, most searched first, counts summed. How shoppers spelt it is
 * dropped: the engine writes entries from the catalogue.
 */
export function groupSearchLog(log: readonly { text: string; count: number }[]): SearchedText[] {
  const counts = new Map<string, number>();
  for (const entry of log) {
    const normalised = normaliseText(entry.text);
    if (normalised === "") continue;
    const count = Number.isFinite(entry.count) ? Math.max(0, entry.count) : 0;
    counts.set(normalised, (counts.get(normalised) ?? 0) + count);
  }
  return [...counts]
    .map(([normalised, count]) => ({ normalised, count }))
    .sort((a, b) => b.count - a.count || (a.normalised < b.normalised ? -1 : 1));
}

/** Damerau–Levenshtein (optimal string alignment) distance of a and b is at most 1. */
export function isWithinOneEdit(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (la - lb > 1 || lb - la > 1) return false;
  const shorter = Math.min(la, lb);
  let i = 0;
  while (i < shorter && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === shorter) return true;
  if (la > lb) return tailsEqual(a, i + 1, b, i);
  if (lb > la) return tailsEqual(a, i, b, i + 1);
  if (tailsEqual(a, i + 1, b, i + 1)) return true;
  return (
    a.charCodeAt(i) === b.charCodeAt(i + 1) &&
    a.charCodeAt(i + 1) === b.charCodeAt(i) &&
    tailsEqual(a, i + 2, b, i + 2)
  );
}

function tailsEqual(a: string, aFrom: number, b: string, bFrom: number): boolean {
  if (a.length - aFrom !== b.length - bFrom) return false;
  for (let k = 0; aFrom + k < a.length; k++) {
    if (a.charCodeAt(aFrom + k) !== b.charCodeAt(bFrom + k)) return false;
  }
  return true;
}

const HASH_BASE = 0x01000193;
let prefixHashes = new Int32Array(64);
let powers = new Int32Array(64);

/**
 * Hashes of word and of each of its one-letter deletions, into out. A polynomial hash, so each
 * deletion costs O(1) from prefix hashes; deleting any letter of a run (the two l's of "alle")
 * gives the same word, so only the first of a run counts.
 */
export function deletionHashes(word: string, out: number[]): void {
  const n = word.length;
  if (prefixHashes.length <= n) {
    prefixHashes = new Int32Array(n * 2);
    powers = new Int32Array(n * 2);
  }
  powers[0] = 1;
  prefixHashes[0] = 0;
  for (let i = 0; i < n; i++) {
    prefixHashes[i + 1] = (Math.imul(prefixHashes[i] ?? 0, HASH_BASE) + word.charCodeAt(i)) | 0;
    powers[i + 1] = Math.imul(powers[i] ?? 0, HASH_BASE);
  }
  const full = prefixHashes[n] ?? 0;
  out.length = 0;
  out.push(mix(full));
  for (let i = 0; i < n; i++) {
    if (i > 0 && word.charCodeAt(i) === word.charCodeAt(i - 1)) continue;
    const power = powers[n - 1 - i] ?? 0;
    const before = Math.imul(prefixHashes[i] ?? 0, power);
    const after = full - Math.imul(prefixHashes[i + 1] ?? 0, power);
    out.push(mix((before + after) | 0));
  }
}

/** Murmur3's finaliser: spreads the polynomial hash over the low bits used as bucket. */
function mix(hash: number): number {
  let h = hash;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
