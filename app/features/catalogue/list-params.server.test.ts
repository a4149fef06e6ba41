import { describe, expect, it } from "vitest";
import { parseListParams } from "./list-params.server";

const pageOf = (query: string) => parseListParams(new URLSearchParams(query)).page;

describe("parseListParams: pagina", () => {
  it("reads plain decimal page numbers", () => {
    expect(pageOf("")).toBe(1);
    expect(pageOf("pagina=1")).toBe(1);
    expect(pageOf("pagina=2")).toBe(2);
    expect(pageOf("pagina=16")).toBe(16);
    expect(pageOf("pagina=007")).toBe(7);
    expect(pageOf("pagina=100000")).toBe(100_000);
  });

  it("takes anything else for page 1", () => {
    for (const raw of [
      "0x10",
      "1e3",
      "0b11",
      "0o7",
      "2.0",
      "2.5",
      "+2",
      "-2",
      " 2",
      "2 ",
      "",
      "0",
      "100001",
      "99999999999",
      "Infinity",
      "NaN",
      "٣",
      "doi",
    ]) {
      expect(pageOf(`pagina=${encodeURIComponent(raw)}`), raw).toBe(1);
    }
  });

  it("leaves the other parameters as they were read", () => {
    const params = parseListParams(new URLSearchParams("pagina=0x10&ordonare=pret-crescator"));
    expect(params.page).toBe(1);
    expect(params.authors).toEqual([]);
  });
});
