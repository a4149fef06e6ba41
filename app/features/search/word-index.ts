// The search dictionary and its postings. Every distinct normalised word gets an id in sorted
// order, so a prefix is a contiguous range of ids (two binary searches) and typos are found
// through a deletion index (SymSpell) instead of scanning 300,000 words per query word.
import { normaliseText, splitWords } from "./normalise";

/** Match qualities of one query word against one dictionary word, best first. */
export const MATCH_EXACT = 4;
/** Prefix of the last word while it is being typed. */
export const MATCH_TYPED_PREFIX = 3;
/** Prefix of a finished word of MIN_PREFIX_LENGTH letters or more. */
export const MATCH_PREFIX = 2;
/** Damerau–Levenshtein distance 1, for query words of MIN_TYPO_LENGTH letters or more. */
export const MATCH_TYPO = 1;

export const MIN_PREFIX_LENGTH = 3;
export const MIN_TYPO_LENGTH = 5;
/** Prefixes this short expand only to their SHORT_PREFIX_EXPANSIONS most used words. */
export const SHORT_PREFIX_LENGTH = 2;
export const SHORT_PREFIX_EXPANSIONS = 200;

const HAS_LETTER = /\D/;

/** Numbers words as they come while building, then in sorted order. */
export class WordCollector {
  private readonly ids = new Map<string, number>();

  /** Distinct provisional word ids of a text. */
  idsOf(text: string): number[] {
    const ids: number[] = [];
    for (const word of splitWords(normaliseText(text))) {
      let id = this.ids.get(word);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(word, id);
      }
      if (!ids.includes(id)) ids.push(id);
    }
    return ids;
  }

  /** The dictionary; every list of provisional ids is rewritten in place to dictionary ids. */
  finish(lists: number[][][]): WordDictionary {
    const words = [...this.ids.keys()].sort();
    const renumber = new Int32Array(words.length);
    words.forEach((word, id) => {
      renumber[this.ids.get(word) ?? 0] = id;
    });
    this.ids.clear();
    for (const group of lists) {
      for (const list of group) {
        for (let i = 0; i < list.length; i++) list[i] = renumber[list[i] ?? 0] ?? 0;
      }
    }
    return new WordDictionary(words);
  }
}

export class WordDictionary {
  /** How many indexed entries use each word (see countUses). */
  private readonly frequency: Int32Array;
  /** Deletion index: buckets of word ids by the hashes of the word and its one-letter deletions. */
  private readonly bucketOffsets: Int32Array;
  private readonly bucketWords: Int32Array;
  private readonly bucketMask: number;
  private readonly shortPrefixes = new Map<string, Set<number>>();

  /** sortedWords: distinct, sorted by UTF-16 code units; a word's id is its position. */
  constructor(readonly words: readonly string[]) {
    this.frequency = new Int32Array(words.length);
    const hashes: number[] = [];
    let capacity = 0;
    for (const word of words) if (isTypoEligible(word)) capacity += word.length + 1;
    const keys = new Int32Array(capacity);
    const owners = new Int32Array(capacity);
    let count = 0;
    words.forEach((word, id) => {
      if (!isTypoEligible(word)) return;
      deletionHashes(word, hashes);
      for (const hash of hashes) {
        keys[count] = hash;
        owners[count++] = id;
      }
    });
    let buckets = 1024;
    while (buckets < count) buckets *= 2;
    const mask = buckets - 1;
    // Counting sort by bucket: flat typed arrays, no per-key strings or objects kept.
    const offsets = new Int32Array(buckets + 1);
    for (let k = 0; k < count; k++) {
      const next = ((keys[k] ?? 0) & mask) + 1;
      offsets[next] = (offsets[next] ?? 0) + 1;
    }
    for (let b = 0; b < buckets; b++) offsets[b + 1] = (offsets[b + 1] ?? 0) + (offsets[b] ?? 0);
    const fill = offsets.slice(0, buckets);
    const bucketWords = new Int32Array(count);
    for (let k = 0; k < count; k++) {
      const bucket = (keys[k] ?? 0) & mask;
      const slot = fill[bucket] ?? 0;
      fill[bucket] = slot + 1;
      bucketWords[slot] = owners[k] ?? 0;
    }
    this.bucketOffsets = offsets;
    this.bucketWords = bucketWords;
    this.bucketMask = mask;
  }

  get size(): number {
    return this.words.length;
  }

  /** Counts the entries using each word, which ranks the expansions of very short prefixes. */
  countUses(wordsOfEntries: readonly (readonly number[])[]): void {
    for (const ids of wordsOfEntries) {
      for (const id of ids) this.frequency[id] = (this.frequency[id] ?? 0) + 1;
    }
  }

  /** The id of a normalised word, or -1. */
  idOf(word: string): number {
    const at = this.lowerBound(word);
    return this.words[at] === word ? at : -1;
  }

  /** Ids [lo, hi) of the words starting with prefix. */
  prefixRange(prefix: string): [number, number] {
    const start = this.lowerBound(prefix);
    let lo = start;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.words[mid] ?? "").startsWith(prefix)) lo = mid + 1;
      else hi = mid;
    }
    return [start, lo];
  }

  /** Ids of the words at Damerau–Levenshtein distance exactly 1 (none for short words). */
  typos(word: string): number[] {
    if (word.length < MIN_TYPO_LENGTH || !HAS_LETTER.test(word)) return [];
    const found: number[] = [];
    const hashes: number[] = [];
    deletionHashes(word, hashes);
    for (const hash of hashes) {
      const bucket = hash & this.bucketMask;
      const end = this.bucketOffsets[bucket + 1] ?? 0;
      for (let k = this.bucketOffsets[bucket] ?? 0; k < end; k++) {
        const id = this.bucketWords[k] ?? 0;
        const candidate = this.words[id] ?? "";
        // Buckets are shared by unrelated hashes: the real distance decides.
        if (candidate !== word && !found.includes(id) && isWithinOneEdit(word, candidate)) {
          found.push(id);
        }
      }
    }
    return found;
  }

  /** How one query word matches: exact id, prefix expansion, typo ids. */
  queryWord(word: string, typing: boolean): QueryWord {
    let prefixQuality = 0;
    if (typing) prefixQuality = MATCH_TYPED_PREFIX;
    else if (word.length >= MIN_PREFIX_LENGTH) prefixQuality = MATCH_PREFIX;
    let [lo, hi] = prefixQuality > 0 ? this.prefixRange(word) : [0, 0];
    let shortList: Set<number> | null = null;
    if (word.length <= SHORT_PREFIX_LENGTH && hi - lo > SHORT_PREFIX_EXPANSIONS) {
      shortList = this.mostUsed(word, lo, hi);
      lo = hi = 0;
    }
    return new QueryWord(this.idOf(word), lo, hi, shortList, prefixQuality, this.typos(word));
  }

  private lowerBound(text: string): number {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.words[mid] ?? "") < text) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private mostUsed(prefix: string, lo: number, hi: number): Set<number> {
    let list = this.shortPrefixes.get(prefix);
    if (!list) {
      const ids = Array.from({ length: hi - lo }, (_, i) => lo + i);
      const frequency = this.frequency;
      ids.sort((a, b) => (frequency[b] ?? 0) - (frequency[a] ?? 0) || a - b);
      list = new Set(ids.slice(0, SHORT_PREFIX_EXPANSIONS));
      this.shortPrefixes.set(prefix, list);
    }
    return list;
  }
}

/** One query word resolved against the dictionary. */
export class QueryWord {
  constructor(
    readonly exact: number,
    private readonly lo: number,
    private readonly hi: number,
    private readonly shortList: Set<number> | null,
    private readonly prefixQuality: number,
    private readonly typoIds: number[],
  ) {}

  /** Whether no dictionary word matches at all. */
  get isEmpty(): boolean {
    return this.exact < 0 && this.lo === this.hi && !this.shortList && this.typoIds.length === 0;
  }

  /** Match quality of dictionary word id (0: no match). */
  quality(id: number): number {
    if (id === this.exact) return MATCH_EXACT;
    if (id >= this.lo && id < this.hi) return this.prefixQuality;
    if (this.shortList?.has(id)) return this.prefixQuality;
    return this.typoIds.includes(id) ? MATCH_TYPO : 0;
  }

  /** Calls fn for every matching word id, best quality first (an id may come twice). */
  forEachWord(fn: (id: number) => void): void {
    if (this.exact >= 0) fn(this.exact);
    for (let id = this.lo; id < this.hi; id++) fn(id);
    if (this.shortList) for (const id of this.shortList) fn(id);
    for (const id of this.typoIds) fn(id);
  }

  /** How many postings the matching words have in a field (an estimate of the work). */
  postingCount(field: Postings): number {
    let count = field.countInRange(this.lo, this.hi);
    if (this.exact >= 0) count += field.countInRange(this.exact, this.exact + 1);
    for (const id of this.shortList ?? []) count += field.countInRange(id, id + 1);
    for (const id of this.typoIds) count += field.countInRange(id, id + 1);
    return count;
  }
}

/**
 * Words of a set of entries (books, authors, ...) both ways, entry → word ids and word id →
 * entries (ascending), each as one flat typed array with offsets.
 */
export class Postings {
  private readonly entryOffsets: Int32Array;
  private readonly entryWords: Int32Array;
  private readonly wordOffsets: Int32Array;
  private readonly wordEntries: Int32Array;

  /** wordsOfEntry: each entry's distinct word ids. */
  constructor(wordCount: number, wordsOfEntry: readonly (readonly number[])[]) {
    const entryOffsets = new Int32Array(wordsOfEntry.length + 1);
    const wordOffsets = new Int32Array(wordCount + 1);
    let total = 0;
    wordsOfEntry.forEach((ids, entry) => {
      entryOffsets[entry] = total;
      total += ids.length;
      for (const id of ids) wordOffsets[id + 1] = (wordOffsets[id + 1] ?? 0) + 1;
    });
    entryOffsets[wordsOfEntry.length] = total;
    for (let w = 0; w < wordCount; w++) {
      wordOffsets[w + 1] = (wordOffsets[w + 1] ?? 0) + (wordOffsets[w] ?? 0);
    }
    const fill = wordOffsets.slice(0, wordCount);
    const entryWords = new Int32Array(total);
    const wordEntries = new Int32Array(total);
    let at = 0;
    wordsOfEntry.forEach((ids, entry) => {
      for (const id of ids) {
        entryWords[at++] = id;
        const slot = fill[id] ?? 0;
        fill[id] = slot + 1;
        wordEntries[slot] = entry;
      }
    });
    this.entryOffsets = entryOffsets;
    this.entryWords = entryWords;
    this.wordOffsets = wordOffsets;
    this.wordEntries = wordEntries;
  }

  /** Word ids of an entry. */
  wordsOf(entry: number): Int32Array {
    return this.entryWords.subarray(this.entryOffsets[entry], this.entryOffsets[entry + 1]);
  }

  /** Entries using word id, ascending. */
  entriesOf(id: number): Int32Array {
    return this.wordEntries.subarray(this.wordOffsets[id], this.wordOffsets[id + 1]);
  }

  /** Postings of the word ids [lo, hi) together, in O(1). */
  countInRange(lo: number, hi: number): number {
    return (this.wordOffsets[hi] ?? 0) - (this.wordOffsets[lo] ?? 0);
  }

  /** Best quality with which an entry's words match a query word (0: none). */
  bestQuality(entry: number, word: QueryWord): number {
    let best = 0;
    const end = this.entryOffsets[entry + 1] ?? 0;
    for (let k = this.entryOffsets[entry] ?? 0; k < end && best < MATCH_EXACT; k++) {
      const quality = word.quality(this.entryWords[k] ?? 0);
      if (quality > best) best = quality;
    }
    return best;
  }
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

function isTypoEligible(word: string): boolean {
  return word.length >= MIN_TYPO_LENGTH - 1 && HAS_LETTER.test(word);
}

const HASH_BASE = 0x01000193;
let prefixHashes = new Int32Array(64);
let powers = new Int32Array(64);

/**
 * Hashes of word and of each of its one-letter deletions, into out. A polynomial hash, so each
 * deletion costs O(1) from prefix hashes; deleting any letter of a run (the two l's of "alle")
 * gives the same word, so only the first of a run counts.
 */
function deletionHashes(word: string, out: number[]): void {
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
