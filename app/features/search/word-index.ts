// The search dictionary, its postings and the best-first list that ranks matches. Every distinct
// normalised word gets an id in sorted order, so a prefix is a contiguous range of ids (two
// binary searches) and typos are found through a deletion index (SymSpell) instead of scanning
// 300,000 words per query word.
import { deletionHashes, isWithinOneEdit, type WordLists } from "./normalise";

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

export class WordDictionary {
  /** How many indexed entries use each word (see countUses). */
  private readonly frequency: Int32Array;
  /** Deletion index: word ids grouped by bucket of the hashes of the word and its deletions. */
  private readonly buckets: Grouped;
  private readonly bucketMask: number;
  private readonly shortPrefixes = new Map<string, Set<number>>();

  /** words: distinct, sorted by UTF-16 code units; a word's id is its position. */
  constructor(readonly words: readonly string[]) {
    this.frequency = new Int32Array(words.length);
    let capacity = 0;
    for (const word of words) if (isTypoEligible(word)) capacity += word.length + 1;
    let bucketCount = 1024;
    while (bucketCount < capacity) bucketCount *= 2;
    this.bucketMask = bucketCount - 1;
    const keys = new Int32Array(capacity);
    const owners = new Int32Array(capacity);
    const hashes: number[] = [];
    let count = 0;
    words.forEach((word, id) => {
      if (!isTypoEligible(word)) return;
      deletionHashes(word, hashes);
      for (const hash of hashes) {
        keys[count] = hash & this.bucketMask;
        owners[count++] = id;
      }
    });
    this.buckets = groupByKey(keys, owners, count, bucketCount);
  }

  get size(): number {
    return this.words.length;
  }

  /** Counts the entries using each word, which ranks the expansions of very short prefixes. */
  countUses({ ids }: WordLists): void {
    for (const id of ids) this.frequency[id] = (this.frequency[id] ?? 0) + 1;
  }

  /** The id of a normalised word, or -1. */
  idOf(word: string): number {
    const at = this.firstId(0, (other) => other >= word);
    return this.words[at] === word ? at : -1;
  }

  /** Ids [lo, hi) of the words starting with prefix. */
  prefixRange(prefix: string): [number, number] {
    const start = this.firstId(0, (word) => word >= prefix);
    return [start, this.firstId(start, (word) => !word.startsWith(prefix))];
  }

  /** Ids of the words at Damerau–Levenshtein distance exactly 1 (none for short words). */
  typos(word: string): number[] {
    if (word.length < MIN_TYPO_LENGTH || !HAS_LETTER.test(word)) return [];
    const found: number[] = [];
    const hashes: number[] = [];
    deletionHashes(word, hashes);
    for (const hash of hashes) {
      for (const id of this.buckets.of(hash & this.bucketMask)) {
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
    const [lo, hi] = prefixQuality > 0 ? this.prefixRange(word) : [0, 0];
    const exact = this.idOf(word);
    const typos = this.typos(word);
    if (word.length <= SHORT_PREFIX_LENGTH && hi - lo > SHORT_PREFIX_EXPANSIONS) {
      const shortList = this.mostUsed(word, lo, hi);
      return new QueryWord(exact, 0, 0, shortList, lo, hi, prefixQuality, typos);
    }
    return new QueryWord(exact, lo, hi, null, 0, 0, prefixQuality, typos);
  }

  /** The first id from `from` on whose word passes `test`, which is false then true. */
  private firstId(from: number, test: (word: string) => boolean): number {
    let lo = from;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (test(this.words[mid] ?? "")) hi = mid;
      else lo = mid + 1;
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
    private readonly shortLo: number,
    private readonly shortHi: number,
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
    // The short list lies within the prefix's range: most ids never reach the Set.
    if (this.shortList && id >= this.shortLo && id < this.shortHi && this.shortList.has(id)) {
      return this.prefixQuality;
    }
    return this.typoIds.includes(id) ? MATCH_TYPO : 0;
  }

  /** Calls fn for every matching word id with its quality (an id may come twice). */
  forEachWord(fn: (id: number, quality: number) => void): void {
    if (this.exact >= 0) fn(this.exact, MATCH_EXACT);
    for (let id = this.lo; id < this.hi; id++) fn(id, this.prefixQuality);
    for (const id of this.shortList ?? []) fn(id, this.prefixQuality);
    for (const id of this.typoIds) fn(id, MATCH_TYPO);
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

/** The query word with the fewest postings: candidates come from it, the others filter. */
export function cheapest(words: QueryWord[], cost: (word: QueryWord) => number): QueryWord {
  let pick = words[0] as QueryWord;
  let pickCost = Number.POSITIVE_INFINITY;
  for (const word of words) {
    const wordCost = cost(word);
    if (wordCost < pickCost) [pick, pickCost] = [word, wordCost];
  }
  return pick;
}

/**
 * Words of a set of entries (books, authors, ...) both ways, entry → word ids (in text order)
 * and word id → entries (ascending), each as one flat typed array with offsets.
 */
export class Postings {
  private readonly entryOffsets: Int32Array;
  private readonly entryWords: Int32Array;
  private readonly byWord: Grouped;
  private readonly byFirstWord: Grouped;

  constructor(wordCount: number, { offsets, ids }: WordLists) {
    this.entryOffsets = offsets;
    this.entryWords = ids;
    const entries = offsets.length - 1;
    const owners = new Int32Array(ids.length);
    const firstWords = new Int32Array(entries);
    const firstOwners = new Int32Array(entries);
    let first = 0;
    for (let entry = 0; entry < entries; entry++) {
      const start = offsets[entry] ?? 0;
      const end = offsets[entry + 1] ?? 0;
      owners.fill(entry, start, end);
      if (end > start) {
        firstWords[first] = ids[start] ?? 0;
        firstOwners[first++] = entry;
      }
    }
    this.byWord = groupByKey(ids, owners, ids.length, wordCount);
    this.byFirstWord = groupByKey(firstWords, firstOwners, first, wordCount);
  }

  /** Word ids of an entry. */
  wordsOf(entry: number): Int32Array {
    return this.entryWords.subarray(this.entryOffsets[entry], this.entryOffsets[entry + 1]);
  }

  /** Entries using word id, ascending. */
  entriesOf(id: number): Int32Array {
    return this.byWord.of(id);
  }

  /** Entries whose first word is word id, ascending. */
  entriesStartingWith(id: number): Int32Array {
    return this.byFirstWord.of(id);
  }

  /** Postings of the word ids [lo, hi) together, in O(1). */
  countInRange(lo: number, hi: number): number {
    return this.byWord.countInRange(lo, hi);
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

/**
 * The best `size` of entries 0..count-1 by key (higher first), then by position (lower first,
 * as tables are kept in their default order), so equal keys never tie.
 */
export class TopK {
  private scores: number[] = [];
  private items: number[] = [];
  private threshold: number;

  constructor(
    readonly size: number,
    private readonly count: number,
  ) {
    this.threshold = size > 0 ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  }

  offer(key: number, entry: number): void {
    const score = key * this.count + this.count - 1 - entry;
    if (score <= this.threshold) return;
    this.scores.push(score);
    this.items.push(entry);
    // Sorting a buffer of twice the size now and then keeps offers O(log size) amortised.
    if (this.items.length >= 2 * this.size + 16) this.keepBest();
  }

  get entries(): number[] {
    this.keepBest();
    return this.items;
  }

  private keepBest(): void {
    const { scores, items } = this;
    const order = items.map((_, i) => i);
    order.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
    order.length = Math.min(order.length, this.size);
    this.scores = order.map((i) => scores[i] ?? 0);
    this.items = order.map((i) => items[i] ?? 0);
    if (order.length === this.size) this.threshold = this.scores[this.size - 1] ?? 0;
  }
}

/**
 * Values grouped by an integer key in one flat array (a counting sort): group k is
 * values[offsets[k]..offsets[k+1]), in the order the values came.
 */
class Grouped {
  constructor(
    private readonly offsets: Int32Array,
    private readonly values: Int32Array,
  ) {}

  of(key: number): Int32Array {
    return this.values.subarray(this.offsets[key], this.offsets[key + 1]);
  }

  countInRange(lo: number, hi: number): number {
    return (this.offsets[hi] ?? 0) - (this.offsets[lo] ?? 0);
  }
}

function groupByKey(keys: Int32Array, values: Int32Array, length: number, keyCount: number) {
  const offsets = new Int32Array(keyCount + 1);
  for (let i = 0; i < length; i++) {
    const next = (keys[i] ?? 0) + 1;
    offsets[next] = (offsets[next] ?? 0) + 1;
  }
  for (let k = 0; k < keyCount; k++) offsets[k + 1] = (offsets[k + 1] ?? 0) + (offsets[k] ?? 0);
  const fill = offsets.slice(0, keyCount);
  const grouped = new Int32Array(length);
  for (let i = 0; i < length; i++) {
    const key = keys[i] ?? 0;
    const slot = fill[key] ?? 0;
    fill[key] = slot + 1;
    grouped[slot] = values[i] ?? 0;
  }
  return new Grouped(offsets, grouped);
}

function isTypoEligible(word: string): boolean {
  return word.length >= MIN_TYPO_LENGTH - 1 && HAS_LETTER.test(word);
}
