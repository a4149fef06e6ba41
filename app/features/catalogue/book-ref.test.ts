import { describe, expect, it } from "vitest";
import { parseBookRef } from "./book-ref";

describe("naming a book", () => {
  it("reads an id, an ISBN-13 with or without hyphens, or a slug", () => {
    expect(parseBookRef("42")).toEqual({ id: 42 });
    expect(parseBookRef("978-606-8000-00-1")).toEqual({ isbn13: "9786068000001" });
    expect(parseBookRef("9786068000001")).toEqual({ isbn13: "9786068000001" });
    expect(parseBookRef("ion-liviu-rebreanu")).toEqual({ slug: "ion-liviu-rebreanu" });
  });

  it("refuses what can be none of them", () => {
    for (const text of ["", "Ion Rebreanu", "-ion", "ion--rebreanu", "1234567890", "x/../y"]) {
      expect(parseBookRef(text), text).toBeNull();
    }
  });
});
