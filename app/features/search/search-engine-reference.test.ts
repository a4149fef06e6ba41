// The engine's book ranking checked against the same rules written the slow way, on random
// catalogues: the index, the one-word shortcuts and the top-k selection must give its answer.
import { describe, expect, it } from "vitest";
import { requiredWords } from "./ignorable-words";
import { isWithinOneEdit, normaliseText, splitWords } from "./normalise";
import { SearchEngine, type SearchSource } from "./search-engine";
import { createAuthor, createBook } from "./test-factories";

/**
 * The ranking rules written the slow way (every book against every word), to check that the
 * index, the one-word shortcuts and the top-k selection give the same answer.
 */
function referenceBooks(source: SearchSource, query: string, limit: number): number[] {
  const text = normaliseText(query);
  const words = splitWords(text);
  const typing = !/\s$/.test(query);
  const required = requiredWords(words);
  const requiredCount = required.filter(Boolean).length;
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
      // Function and generic words ("de", "carte") next to other words may be missing.
      if (a === 0 && b === 0 && required[i]) return [];
      inTitleSum += a;
      sum += Math.max(a, b);
      if (a > 0 && required[i]) inTitle++;
    }
    // Title matches are weighed on the title's words alone, the others on the best of both.
    if (inTitle === requiredCount) sum = inTitleSum;
    const starts =
      title.startsWith(text) &&
      (typing || title.length === text.length || title[text.length] === " ");
    const matchClass =
      inTitle < requiredCount ? (inTitle > 0 ? 2 : 1) : title === text ? 5 : starts ? 4 : 3;
    return [{ book, key: [matchClass, sum, book.available ? 1 : 0, book.salesCount, -book.id] }];
  });
  scored.sort((x, y) => {
    for (let k = 0; k < x.key.length; k++) if (x.key[k] !== y.key[k]) return y.key[k]! - x.key[k]!;
    return 0;
  });
  return scored.slice(0, limit).map((entry) => entry.book.id);
}

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
        "de",
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
        "carte de dragoste",
        "romane de ana",
        "de ana",
        "de",
        "poezii de",
        "noapte de mar",
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
