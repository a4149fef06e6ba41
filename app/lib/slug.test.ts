import { describe, expect, it } from "vitest";
import { normaliseUrlSegment, slugify, stripDiacritics } from "./slug";

describe("slugify", () => {
  it("folds both spellings of ș and ț, and ă â î", () => {
    expect(slugify("Ștefan cel Mare și Sfânt")).toBe("stefan-cel-mare-si-sfant");
    expect(slugify("Ştefan ţară")).toBe("stefan-tara");
    expect(slugify("Pădurea spânzuraților")).toBe("padurea-spanzuratilor");
    expect(slugify("ÎNTÂMPLĂRI ÎN IRREALITATEA IMEDIATĂ")).toBe(
      "intamplari-in-irrealitatea-imediata",
    );
  });

  it("joins words with single hyphens and trims them", () => {
    expect(slugify("  Moara cu noroc!  ")).toBe("moara-cu-noroc");
    expect(slugify("O scrisoare -- pierdută")).toBe("o-scrisoare-pierduta");
    expect(slugify("1984: roman")).toBe("1984-roman");
  });

  it("drops characters that have no place in a URL", () => {
    expect(slugify("Ce' OR 1=1; --")).toBe("ce-or-1-1");
    expect(slugify("🙂")).toBe("");
  });
});

describe("stripDiacritics", () => {
  it("keeps case and punctuation", () => {
    expect(stripDiacritics("Țară, Ţară!")).toBe("Tara, Tara!");
  });
});

describe("normaliseUrlSegment", () => {
  it("normalises capitals and diacritics to the stored slug", () => {
    expect(normaliseUrlSegment("Moara-cu-noroc-ț")).toBe("moara-cu-noroc-t");
    expect(normaliseUrlSegment("moara-cu-noroc-t")).toBe("moara-cu-noroc-t");
  });

  it("gives null for what cannot name a page", () => {
    expect(normaliseUrlSegment("")).toBeNull();
    expect(normaliseUrlSegment("%%%")).toBeNull();
    expect(normaliseUrlSegment("a".repeat(5000))).toBeNull();
  });
});
