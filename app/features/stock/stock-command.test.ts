// The operator's arguments: what `npm run stock` accepts and the clear refusals of the rest.
import { describe, expect, it } from "vitest";
import { parseStockCommand } from "./stock-command";

describe("npm run stock arguments", () => {
  it("reads a book alone as a question about its stock", () => {
    expect(parseStockCommand(["ion-liviu-rebreanu"])).toEqual({
      ok: true,
      book: { slug: "ion-liviu-rebreanu" },
      change: null,
    });
  });

  it("gives a delivery and a stocktake their reasons, and keeps a note", () => {
    expect(parseStockCommand(["42", "--add", "20", "--note", "  Factura 1042 "])).toEqual({
      ok: true,
      book: { id: 42 },
      change: { kind: "add", copies: 20 },
      reason: "received",
      note: "Factura 1042",
      by: null,
    });
    expect(parseStockCommand(["42", "--add", "1", "--by", " ana "])).toMatchObject({ by: "ana" });
    // A pasted note with line breaks and control characters prints on one line.
    expect(
      parseStockCommand(["42", "--add", "1", "--note", "Factura\n1042\u0007\tlivrată"]),
    ).toMatchObject({ note: "Factura 1042 livrată" });
    expect(parseStockCommand(["978-606-8000-00-1", "--set", "0"])).toMatchObject({
      ok: true,
      book: { isbn13: "9786068000001" },
      change: { kind: "set", count: 0 },
      reason: "stocktake",
    });
    expect(parseStockCommand(["42", "--add", "3", "--reason", "correction"])).toMatchObject({
      ok: true,
      reason: "correction",
    });
  });

  it("asks why copies leave the shelf", () => {
    expect(parseStockCommand(["42", "--remove", "2"])).toEqual({
      ok: false,
      message: "Say why the copies leave: --reason damaged | lost | supplier-return | correction.",
    });
    expect(parseStockCommand(["42", "--remove", "2", "--reason", "damaged"])).toMatchObject({
      ok: true,
      change: { kind: "remove", copies: 2 },
      reason: "damaged",
    });
  });

  it("reads the low-stock list with its window", () => {
    expect(parseStockCommand(["--low", "3"])).toEqual({ ok: true, low: { atMost: 3, days: 30 } });
    expect(parseStockCommand(["--low", "0", "--days", "7"])).toEqual({
      ok: true,
      low: { atMost: 0, days: 7 },
    });
  });

  it.each([
    [[], "Name one book."],
    [["42", "43"], "Name one book."],
    [["Ion Rebreanu"], '"Ion Rebreanu" is not a book id, ISBN-13 or slug.'],
    [["42", "--add", "1", "--set", "4"], "Give one of --add, --remove and --set."],
    [["42", "--add", "0"], "--add takes a number of copies, 1 to 100000."],
    [["42", "--remove=-3", "--reason", "lost"], "--remove takes a number of copies, 1 to 100000."],
    [["42", "--add", "2.5"], "--add takes a number of copies, 1 to 100000."],
    [["42", "--set", "many"], "--set takes the count found, 0 to 1000000."],
    [["42", "--add", "1", "--reason", "stolen"], 'Unknown reason "stolen".'],
    [["42", "--add", "1", "--reason", "damaged"], '"damaged" does not go with --add.'],
    [["42", "--set", "5", "--reason", "received"], '"received" does not go with --set.'],
    [
      ["42", "--note", "x"],
      "--reason, --note and --by go with a change (--add, --remove or --set).",
    ],
    [
      ["42", "--by", "ana"],
      "--reason, --note and --by go with a change (--add, --remove or --set).",
    ],
    [["42", "--add", "1", "--by", " "], "--by takes a name of 1 to 100 characters."],
    [["42", "--add", "1", "--note", "x".repeat(501)], "The note is over 500 characters."],
    [["42", "--low", "3"], "--low lists books: it takes no book and no change."],
    [["--low", "3", "--add", "1"], "--low lists books: it takes no book and no change."],
    [["--low", "few"], "--low takes a number of copies, 0 to 1000000."],
    [["--low", "3", "--days", "0"], "--days takes a number of days, 1 to 366."],
    [["42", "--days", "7"], "--days goes with --low."],
  ])("refuses %j", (argv, message) => {
    expect(parseStockCommand(argv)).toEqual({ ok: false, message });
  });

  it("refuses an unknown option with node's own message", () => {
    const result = parseStockCommand(["42", "--count", "3"]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/--count/);
  });
});
