import { describe, expect, it } from "vitest";
import { slugify } from "~/lib/slug";
import {
  compactIsbn13,
  deletionHashes,
  groupSearchLog,
  isbn10To13,
  isbnFromQuery,
  isWithinOneEdit,
  MAX_QUERY_LENGTH,
  normaliseText,
  parseQuery,
  startsWithQuery,
  WordCollector,
} from "./normalise";

describe("normaliseText", () => {
  it("folds both spellings of ș and ț (comma below and cedilla), and ă â î", () => {
    // U+0218/U+0219 and U+021A/U+021B (comma below), U+015E/U+015F and U+0162/U+0163 (cedilla).
    expect(normaliseText("\u0218tefan \u0219i \u021Aara \u021B")).toBe("stefan si tara t");
    expect(normaliseText("\u015Etefan \u015Fi \u0162ara \u0163")).toBe("stefan si tara t");
    expect(normaliseText("Ăă Ââ Îî")).toBe("aa aa ii");
    expect(normaliseText("ÎNTÂMPLĂRI ÎN IRREALITATEA IMEDIATĂ")).toBe(
      "intamplari in irrealitatea imediata",
    );
  });

  it("gives the same text for every spelling, so matching works in both directions", () => {
    const spellings = ["stefan", "Stefan", "STEFAN", "Ștefan", "Ştefan", "ștefan", "ştefan"];
    expect(new Set(spellings.map(normaliseText))).toEqual(new Set(["stefan"]));
    const t = ["tara", "Țara", "Ţara", "țara", "ţara"];
    expect(new Set(t.map(normaliseText))).toEqual(new Set(["tara"]));
  });

  it("turns everything that is not a letter or digit into single spaces", () => {
    expect(normaliseText("  Moara   cu noroc!  ")).toBe("moara cu noroc");
    expect(normaliseText("1984: roman (ediția a II-a)")).toBe("1984 roman editia a ii a");
    expect(normaliseText(`%_'"\\`)).toBe("");
    expect(normaliseText("🙂 carte 📚")).toBe("carte");
    expect(normaliseText("Ce' OR 1=1; --")).toBe("ce or 1 1");
    expect(normaliseText("tab\tnew\nline")).toBe("tab new line");
  });

  it("keeps letters of other scripts, without their accents", () => {
    expect(normaliseText("Ελληνικά")).toBe("ελληνικα");
    expect(normaliseText("Straße Øre")).toBe("straße øre");
    expect(normaliseText("İstanbul")).toBe("istanbul");
  });

  it("agrees with the slugs on Romanian text", () => {
    for (const title of [
      "Ștefan cel Mare și Sfânt",
      "Pădurea spânzuraților",
      "Ţiganiada",
      "Moara cu noroc!",
    ]) {
      expect(normaliseText(title).replaceAll(" ", "-")).toBe(slugify(title));
    }
  });

  it("never throws on odd input", () => {
    for (const text of ["", " ", "\u0000", "\ud800", "\udfff\ud800", "a\u0301".repeat(1000)]) {
      expect(() => normaliseText(text)).not.toThrow();
    }
    expect(normaliseText("\ud800x")).toBe("x");
  });
});

describe("parseQuery", () => {
  it("knows whether the last word is still being typed", () => {
    expect(parseQuery("amintiri din cop")).toMatchObject({
      text: "amintiri din cop",
      words: ["amintiri", "din", "cop"],
      typing: true,
    });
    expect(parseQuery("amintiri din ").typing).toBe(false);
    expect(parseQuery("  amintiri").typing).toBe(true);
  });

  it("cuts long queries instead of rejecting them", () => {
    const parsed = parseQuery(`${"eminescu ".repeat(600)}x`);
    expect(parsed.text.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(parsed.words.length).toBeGreaterThan(5);
    expect(parsed.words.every((word) => "eminescu".startsWith(word))).toBe(true);
  });

  it("gives no words for empty or punctuation-only queries", () => {
    for (const query of ["", "   ", "%%%", `'"\\`, "🙂"]) {
      expect(parseQuery(query).words).toEqual([]);
      expect(parseQuery(query).text).toBe("");
    }
  });
});

describe("startsWithQuery", () => {
  it("needs a word boundary unless the last word is being typed", () => {
    expect(startsWithQuery("amintiri din copilarie", parseQuery("amintiri din cop"))).toBe(true);
    expect(startsWithQuery("amintiri din copilarie", parseQuery("amintiri din cop "))).toBe(false);
    expect(startsWithQuery("amintiri din copilarie", parseQuery("amintiri din "))).toBe(true);
    expect(startsWithQuery("amintiri", parseQuery("amintiri "))).toBe(true);
    expect(startsWithQuery("din amintiri", parseQuery("amintiri"))).toBe(false);
  });
});

describe("ISBN", () => {
  it("reads ISBN-13 with or without hyphens and spaces", () => {
    expect(isbnFromQuery("978-0-306-40615-7")).toBe("9780306406157");
    expect(isbnFromQuery(" 978 0 306 40615 7 ")).toBe("9780306406157");
    expect(isbnFromQuery("9780306406157")).toBe("9780306406157");
    expect(isbnFromQuery("ISBN 978-0-306-40615-7")).toBe("9780306406157");
    expect(isbnFromQuery("ISBN-13: 9780306406157")).toBe("9780306406157");
  });

  it("converts ISBN-10 to ISBN-13 with prefix 978 and a new check digit", () => {
    expect(isbnFromQuery("0-306-40615-2")).toBe("9780306406157");
    expect(isbnFromQuery("0306406152")).toBe("9780306406157");
    expect(isbnFromQuery("0-8044-2957-X")).toBe("9780804429573");
    expect(isbnFromQuery("080442957x")).toBe("9780804429573");
    expect(isbn10To13("097522980X")).toBe("9780975229804");
  });

  it("is null for anything else", () => {
    for (const query of ["", "978", "97803064061", "97803064061578", "eminescu", "12345678X9"]) {
      expect(isbnFromQuery(query)).toBeNull();
    }
  });

  it("compacts stored ISBN-13s", () => {
    expect(compactIsbn13("978-0-306-40615-7")).toBe("9780306406157");
    expect(compactIsbn13(null)).toBeNull();
    expect(compactIsbn13("0306406152")).toBeNull();
  });
});

/** Damerau–Levenshtein distance (optimal string alignment), the slow textbook way. */
function referenceDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

describe("isWithinOneEdit", () => {
  it("accepts one wrong, missing, extra or swapped letter", () => {
    expect(isWithinOneEdit("eminescu", "eminescu")).toBe(true);
    expect(isWithinOneEdit("eminscu", "eminescu")).toBe(true);
    expect(isWithinOneEdit("eminesccu", "eminescu")).toBe(true);
    expect(isWithinOneEdit("emniescu", "eminescu")).toBe(true);
    expect(isWithinOneEdit("eminezcu", "eminescu")).toBe(true);
    expect(isWithinOneEdit("emnscu", "eminescu")).toBe(false);
    expect(isWithinOneEdit("mineescu", "eminescu")).toBe(false);
  });

  it("agrees with the textbook distance on many random pairs", () => {
    let seed = 7;
    const random = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const word = () =>
      Array.from(
        { length: 1 + Math.floor(random() * 6) },
        () => "abc"[Math.floor(random() * 3)],
      ).join("");
    for (let n = 0; n < 5000; n++) {
      const a = word();
      const b =
        random() < 0.5
          ? word()
          : a.slice(0, Math.floor(random() * a.length)) +
            word().slice(0, 1) +
            a.slice(Math.floor(random() * a.length));
      expect(isWithinOneEdit(a, b), `${a} / ${b}`).toBe(referenceDistance(a, b) <= 1);
    }
  });
});

describe("deletionHashes", () => {
  it("hashes each one-letter deletion like the shorter word itself", () => {
    const whole = (word: string) => {
      const out: number[] = [];
      deletionHashes(word, out);
      return out[0];
    };
    for (const word of ["eminescu", "alle", "a", "sadoveanu", "ţară"]) {
      const out: number[] = [];
      deletionHashes(word, out);
      const expected = new Set([whole(word)]);
      for (let i = 0; i < word.length; i++)
        expected.add(whole(word.slice(0, i) + word.slice(i + 1)));
      expect(new Set(out)).toEqual(expected);
      // A run of equal letters gives one deletion, not one per letter.
      expect(out.length).toBe(
        new Set([word, ...[...word].map((_, i) => word.slice(0, i) + word.slice(i + 1))]).size,
      );
    }
  });
});

describe("WordCollector", () => {
  it("numbers the words in sorted order and rewrites the lists", () => {
    const collector = new WordCollector();
    const titles = collector.collect(["ion creanga", "povesti ion ion", ""]);
    const names = collector.collect(["creanga", "zamfir ana"]);
    const words = collector.finish([titles, names]);
    expect(words).toEqual(["ana", "creanga", "ion", "povesti", "zamfir"]);
    expect([...titles.offsets]).toEqual([0, 2, 4, 4]);
    expect([...titles.ids].map((id) => words[id])).toEqual(["ion", "creanga", "povesti", "ion"]);
    expect([...names.ids].map((id) => words[id])).toEqual(["creanga", "zamfir", "ana"]);
  });

  it("sorts like a plain code-unit sort", () => {
    const collector = new WordCollector();
    const texts = ["b ab aa a ba bb", "á ä z 10 9 ß ab1 a1", "ελληνικα abc ab"];
    collector.collect(texts.map(normaliseText));
    const all = [...new Set(texts.map(normaliseText).join(" ").split(" "))];
    expect(collector.finish([])).toEqual([...all].sort());
  });
});

describe("groupSearchLog", () => {
  it("groups by normalised text and sums counts, most searched first", () => {
    const grouped = groupSearchLog([
      { text: "Ion Creangă", count: 3 },
      { text: "ion  creanga", count: 5 },
      { text: "Eminescu", count: 7 },
      { text: "%%%", count: 100 },
      { text: "Rebreanu", count: Number.NaN },
    ]);
    expect(grouped).toEqual([
      { normalised: "ion creanga", count: 8 },
      { normalised: "eminescu", count: 7 },
      { normalised: "rebreanu", count: 0 },
    ]);
  });
});
