// Which entries of an index match every word of a query, and how well: the one pass behind each
// section of a search, with its scratch arrays allocated once per engine, not per query.
import { cheapest, MATCH_EXACT, type Postings, type QueryWord } from "./word-index";

export class EntryMatcher {
  /** Scratch of one pass: entries marked with the pass's stamp, and their best match so far. */
  private readonly seen: Int32Array;
  private readonly found: Uint8Array;
  private stamp = 0;

  /** size: the number of entries of the largest index matched. */
  constructor(size: number) {
    this.seen = new Int32Array(size);
    this.found = new Uint8Array(size);
  }

  /**
   * Calls onMatch once for each entry whose words (primary's, or for books also secondary's:
   * the authors' names) match every query word, with its quality and how many words matched in
   * primary. When all did, the quality sums their best qualities in primary; else the best of
   * either. Lists are read only as deep as can change the best `depth` entries. `optional`
   * words (see ignorable-words.ts) need not match; those that do add their quality.
   */
  match(
    words: QueryWord[],
    primary: Postings,
    secondary: Postings | null,
    depth: number,
    onMatch: (entry: number, quality: number, inPrimary: number) => void,
    optional: readonly QueryWord[] = [],
  ): void {
    const { seen, found } = this;
    const stamp = this.nextStamp();
    const only = words.length === 1 && optional.length === 0 ? words[0] : undefined;
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
      for (const word of optional) {
        const inOwn = primary.bestQuality(entry, word);
        const other = inOwn < MATCH_EXACT && secondary ? secondary.bestQuality(entry, word) : 0;
        own += inOwn;
        either += Math.max(inOwn, other);
      }
      onMatch(entry, inPrimary === words.length ? own : either, inPrimary);
    };
    cheapest(words, cost).forEachWord((id) => {
      for (const entry of primary.entriesOf(id)) visit(entry);
      for (const entry of secondary?.entriesOf(id) ?? []) visit(entry);
    });
  }

  private nextStamp(): number {
    if (this.stamp === 0x7fffffff) {
      this.stamp = 0;
      this.seen.fill(0);
    }
    return ++this.stamp;
  }
}
