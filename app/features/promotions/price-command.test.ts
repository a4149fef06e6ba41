import { describe, expect, it } from "vitest";
import { parsePriceCommand } from "./price-command";

describe("parsePriceCommand", () => {
  it("reads a book with or without changes", () => {
    expect(parsePriceCommand(["978-606-8000-30-8"])).toEqual({
      ok: true,
      book: { isbn13: "9786068000308" },
    });
    expect(parsePriceCommand(["ion", "--set", "39,99", "--prp", "none"])).toEqual({
      ok: true,
      book: { slug: "ion" },
      regularPrice: 3999,
      prp: null,
    });
    expect(parsePriceCommand(["12", "--prp", "59"])).toEqual({
      ok: true,
      book: { id: 12 },
      prp: 5900,
    });
  });

  it("refuses what it cannot read, saying why", () => {
    const message = (argv: string[]) => {
      const command = parsePriceCommand(argv);
      return command.ok ? null : command.message;
    };
    expect(message([])).toBe("Name one book.");
    expect(message(["1", "2"])).toBe("Name one book.");
    expect(message(["Ion!"])).toBe('"Ion!" is not a book id, ISBN-13 or slug.');
    expect(message(["1", "--set", "abc"])).toMatch(/^--set takes a price in lei/);
    expect(message(["1", "--prp", "0"])).toMatch(/^--prp takes a price in lei/);
    expect(message(["1", "--discount", "5"])).toMatch(/Unknown option '--discount'/);
  });
});
