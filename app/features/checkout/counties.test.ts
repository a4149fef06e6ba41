import { describe, expect, it } from "vitest";
import {
  COUNTIES,
  countyByCode,
  countyName,
  isBucharestSector,
  isCountyCode,
  postalCodeFitsCounty,
} from "./counties";
import { COUNTRIES, countryName, isCountryCode } from "./countries";

const collator = new Intl.Collator("ro");

describe("counties", () => {
  it("lists the 41 counties and București, with their number-plate codes", () => {
    expect(COUNTIES).toHaveLength(42);
    expect(new Set(COUNTIES.map((county) => county.code)).size).toBe(42);
    expect(countyByCode("B")).toEqual({ code: "B", name: "București", postalPrefix: null });
    expect(countyName("CT")).toBe("Constanța");
    expect(countyName("AG")).toBe("Argeș");
    expect(countyName("BV")).toBe("Brașov");
    expect(countyName("IS")).toBe("Iași");
  });

  it("writes the names with comma-below ș ț, never the cedilla forms", () => {
    for (const { name } of COUNTIES) expect(name).not.toMatch(/[şţŞŢ]/);
  });

  it("puts București first, then the counties in Romanian alphabetical order", () => {
    const [first, ...rest] = COUNTIES.map((county) => county.name);
    expect(first).toBe("București");
    expect(rest).toEqual([...rest].sort(collator.compare));
  });

  it("knows which codes and sectors exist", () => {
    expect(isCountyCode("CJ")).toBe(true);
    expect(isCountyCode("cj")).toBe(false);
    expect(isCountyCode("RO")).toBe(false);
    expect(countyName("XX")).toBe("XX");
    expect([0, 1, 6, 7].map(isBucharestSector)).toEqual([false, true, true, false]);
  });
});

describe("postal codes", () => {
  it("gives every county its own two-digit prefix, none of București's 01-06", () => {
    const prefixes = COUNTIES.flatMap((county) => county.postalPrefix ?? []);
    expect(prefixes).toHaveLength(41);
    expect(new Set(prefixes).size).toBe(41);
    for (const prefix of prefixes) expect(prefix).toMatch(/^(0[78]|[1-9]\d)$/);
  });

  it("fits a code to its county, and in București to its sector", () => {
    expect(postalCodeFitsCounty("400114", "CJ", null)).toBe(true);
    expect(postalCodeFitsCounty("700057", "IS", null)).toBe(true);
    expect(postalCodeFitsCounty("077190", "IF", null)).toBe(true);
    expect(postalCodeFitsCounty("080001", "GR", null)).toBe(true);
    expect(postalCodeFitsCounty("400114", "IS", null)).toBe(false);
    expect(postalCodeFitsCounty("030823", "B", 3)).toBe(true);
    expect(postalCodeFitsCounty("030823", "B", 1)).toBe(false);
    expect(postalCodeFitsCounty("030823", "B", null)).toBe(true);
    expect(postalCodeFitsCounty("077190", "B", null)).toBe(false);
    expect(postalCodeFitsCounty("400114", "XX", null)).toBe(false);
  });
});

describe("countries", () => {
  it("covers the EU without Romania, and the countries of the Romanian diaspora", () => {
    expect(isCountryCode("RO")).toBe(false);
    for (const code of ["DE", "IT", "ES", "FR", "GB", "CH", "MD", "UA", "US", "CA", "IL", "TR"]) {
      expect(isCountryCode(code), code).toBe(true);
    }
    expect(countryName("MD")).toBe("Republica Moldova");
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(40);
  });

  it("is in Romanian alphabetical order, one entry per ISO code", () => {
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort(collator.compare));
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(COUNTRIES.length);
    for (const { code } of COUNTRIES) expect(code).toMatch(/^[A-Z]{2}$/);
  });
});
