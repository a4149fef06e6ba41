import { describe, expect, it } from "vitest";
import { LEI_FORMS, plural } from "./plural";

const products = { one: "produs", few: "produse", other: "de produse" };

describe("plural", () => {
  it("follows Romanian: one for 1, few below 20 and for 01–19 endings, 'de' otherwise", () => {
    expect(plural(0, products)).toBe("0 produse");
    expect(plural(1, products)).toBe("1 produs");
    expect(plural(2, products)).toBe("2 produse");
    expect(plural(19, products)).toBe("19 produse");
    expect(plural(20, products)).toBe("20 de produse");
    expect(plural(21, products)).toBe("21 de produse");
    expect(plural(100, products)).toBe("100 de produse");
    expect(plural(101, products)).toBe("101 produse");
    expect(plural(119, products)).toBe("119 produse");
    expect(plural(120, products)).toBe("120 de produse");
  });

  it("writes thousands the Romanian way", () => {
    expect(plural(1234, { one: "carte", few: "cărți", other: "de cărți" })).toBe("1.234 de cărți");
    expect(plural(1001, { one: "carte", few: "cărți", other: "de cărți" })).toBe("1.001 cărți");
  });

  it("counts whole lei with their 'de' from 20 on", () => {
    expect(plural(1, LEI_FORMS)).toBe("1 leu");
    expect(plural(19, LEI_FORMS)).toBe("19 lei");
    expect(plural(20, LEI_FORMS)).toBe("20 de lei");
    expect(plural(1000, LEI_FORMS)).toBe("1.000 de lei");
  });
});
