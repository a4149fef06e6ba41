// The search dictionary: typos through the deletion index, short prefixes expanded to their most
// used words only.
import { describe, expect, it } from "vitest";
import { normaliseText } from "./normalise";
import { MATCH_PREFIX, SHORT_PREFIX_EXPANSIONS, WordDictionary } from "./word-index";

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
