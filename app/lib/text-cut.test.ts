import { describe, expect, it } from "vitest";
import { cutText, wellFormed } from "./text-cut";

describe("cutText", () => {
  it("keeps a short text as it is", () => {
    expect(cutText("Moara cu noroc", 100)).toBe("Moara cu noroc");
    expect(cutText("", 10)).toBe("");
  });

  it("cuts plain text at max units", () => {
    expect(cutText("abcdef", 3)).toBe("abc");
  });

  it("never splits an emoji (surrogate pair) at the cut", () => {
    const text = `${"a".repeat(99)}😀`;
    const cut = cutText(text, 100);
    expect(cut).toBe("a".repeat(99));
    expect(() => encodeURIComponent(cut)).not.toThrow();
  });

  it("keeps a whole emoji that fits", () => {
    expect(cutText(`${"a".repeat(98)}😀b`, 100)).toBe(`${"a".repeat(98)}😀`);
  });

  it("cuts a run of emoji on a whole one", () => {
    const cut = cutText(`a${"😀".repeat(60)}`, 100);
    expect(cut).toBe(`a${"😀".repeat(49)}`);
    expect(() => encodeURIComponent(cut)).not.toThrow();
  });

  it("keeps diacritics", () => {
    expect(cutText("ștință", 3)).toBe("ști");
  });

  it("replaces lone surrogates already in the text", () => {
    expect(cutText("a\uD83Db", 10)).toBe("a\uFFFDb");
    expect(cutText("a\uDE00", 10)).toBe("a\uFFFD");
    expect(() => encodeURIComponent(cutText("\uDE00\uD83D", 10))).not.toThrow();
  });

  it("treats a zero or negative max as empty", () => {
    expect(cutText("abc", 0)).toBe("");
    expect(cutText("abc", -1)).toBe("");
  });
});

describe("wellFormed", () => {
  it("leaves well-formed text alone", () => {
    expect(wellFormed("a😀ș")).toBe("a😀ș");
  });
});
