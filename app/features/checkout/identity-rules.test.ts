import { describe, expect, it } from "vitest";
import {
  parseCui,
  parseEmail,
  parseForeignPostalCode,
  parsePersonName,
  parsePhone,
  parseRomanianPhone,
  parseRomanianPostalCode,
  parseTradeRegister,
  toCommaBelow,
} from "./identity-rules";

describe("parseRomanianPhone", () => {
  it.each([
    ["0721234567", "+40721234567"],
    ["0721 234 567", "+40721234567"],
    ["0721.234.567", "+40721234567"],
    ["0721-234-567", "+40721234567"],
    ["(0721) 234 567", "+40721234567"],
    ["+40 721 234 567", "+40721234567"],
    ["+40 (0)721 234 567", "+40721234567"],
    ["0040721234567", "+40721234567"],
    ["40721234567", "+40721234567"],
    ["  0744 123 456 ", "+40744123456"],
    ["021 310 45 67", "+40213104567"],
    ["0264 123 456", "+40264123456"],
    ["031 405 12 34", "+40314051234"],
  ])("accepts %j as %s", (input, expected) => {
    expect(parseRomanianPhone(input)).toBe(expected);
  });

  it.each([
    "",
    "072123456", // one digit short
    "07212345678", // one digit too many
    "0800 800 800", // toll-free, not a contact number
    "0900 123 456", // premium rate
    "0201 234 567", // 020 is no area code
    "0721 234 56a",
    "++40721234567",
    "0721+234567",
    "+49 30 1234567",
    "721234567",
  ])("rejects %j", (input) => {
    expect(parseRomanianPhone(input)).toBeNull();
  });
});

describe("parsePhone", () => {
  it("normalises Romanian numbers whatever the delivery", () => {
    expect(parsePhone("0721 234 567", false)).toEqual({ ok: true, phone: "+40721234567" });
    expect(parsePhone("0721 234 567", true)).toEqual({ ok: true, phone: "+40721234567" });
  });

  it("accepts a foreign number only for a delivery abroad", () => {
    expect(parsePhone("+49 30 1234567", true)).toEqual({ ok: true, phone: "+49301234567" });
    expect(parsePhone("0049 30 1234567", true)).toEqual({ ok: true, phone: "+49301234567" });
    expect(parsePhone("+373 69 123 456", true)).toEqual({ ok: true, phone: "+37369123456" });
    expect(parsePhone("+49 30 1234567", false)).toEqual({ ok: false, reason: "not-romanian" });
  });

  it("rejects foreign numbers of fewer than 8 or more than 15 digits", () => {
    expect(parsePhone("+49 123 45", true)).toEqual({ ok: false, reason: "invalid" });
    expect(parsePhone("+1 234 567 890 123 456", true)).toEqual({ ok: false, reason: "invalid" });
    expect(parsePhone("+1 234 567 8901", true)).toEqual({ ok: true, phone: "+12345678901" });
  });

  it("treats a wrong +40 number as a mistyped Romanian number, not a foreign one", () => {
    expect(parsePhone("+40 721 234", true)).toEqual({ ok: false, reason: "invalid" });
    expect(parsePhone("+40 721 234", false)).toEqual({ ok: false, reason: "invalid" });
  });

  it("rejects numbers without a country prefix abroad and letters anywhere", () => {
    expect(parsePhone("030 1234567", true)).toEqual({ ok: false, reason: "invalid" });
    expect(parsePhone("call me", true)).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("postal codes", () => {
  it("takes six digits in Romania", () => {
    expect(parseRomanianPostalCode(" 010011 ")).toBe("010011");
    expect(parseRomanianPostalCode("400001")).toBe("400001");
    for (const code of ["01001", "0100111", "01001a", "010 011", ""]) {
      expect(parseRomanianPostalCode(code), code).toBeNull();
    }
  });

  it("takes 2 to 10 letters, digits, spaces and dashes abroad, upper-cased", () => {
    expect(parseForeignPostalCode("sw1a  1aa")).toBe("SW1A 1AA");
    expect(parseForeignPostalCode("10115")).toBe("10115");
    expect(parseForeignPostalCode("MD-2001")).toBe("MD-2001");
    expect(parseForeignPostalCode("D02 X285")).toBe("D02 X285");
    for (const code of ["1", "12345678901", "-1234", "1234-", "12#45", ""]) {
      expect(parseForeignPostalCode(code), code).toBeNull();
    }
  });
});

describe("parseCui", () => {
  it.each([
    ["18547290", "18547290", false],
    ["14399840", "14399840", false],
    ["361757", "361757", false],
    ["RO18547290", "18547290", true],
    ["ro 14399840", "14399840", true],
    [" RO 361 757 ", "361757", true],
  ])("accepts %j", (input, digits, vatPayer) => {
    expect(parseCui(input)).toEqual({ ok: true, digits, vatPayer });
  });

  it("rejects a wrong check digit", () => {
    for (const input of ["18547291", "14399841", "361758", "RO18547299"]) {
      expect(parseCui(input), input).toEqual({ ok: false, reason: "check-digit" });
    }
  });

  it("rejects what is not a CUI", () => {
    for (const input of ["", "1", "12345678901", "RO", "RX18547290", "018547290", "1854-7290"]) {
      expect(parseCui(input), input).toEqual({ ok: false, reason: "format" });
    }
  });
});

describe("parseTradeRegister", () => {
  it("accepts the classic and the 14-character forms, upper-cased and without spaces", () => {
    expect(parseTradeRegister("J40/1234/2020")).toBe("J40/1234/2020");
    expect(parseTradeRegister(" j40 / 1234 / 2020 ")).toBe("J40/1234/2020");
    expect(parseTradeRegister("F12/345/2015")).toBe("F12/345/2015");
    expect(parseTradeRegister("C5/7/1998")).toBe("C5/7/1998");
    expect(parseTradeRegister("J2020001234406")).toBe("J2020001234406");
    expect(parseTradeRegister("j2024000123228")).toBe("J2024000123228");
  });

  it("rejects county numbers outside 1–52, years before 1990 and other letters", () => {
    for (const input of [
      "J53/1234/2020",
      "J0/1234/2020",
      "J40/0/2020",
      "J40/1234/1989",
      "J40/1234/20",
      "X40/1234/2020",
      "J40-1234-2020",
      "J2020001234536",
      "J1989001234406",
      "J202000123440",
      "",
    ]) {
      expect(parseTradeRegister(input), input).toBeNull();
    }
  });
});

describe("parseEmail", () => {
  it("lower-cases the domain only", () => {
    expect(parseEmail(" Ana.Pop@Example.RO ")).toBe("Ana.Pop@example.ro");
  });

  it("rejects what is not an address, and addresses over 254 characters", () => {
    for (const input of ["", "ana", "ana@", "@example.ro", "ana@example", "ana pop@example.ro"]) {
      expect(parseEmail(input), input).toBeNull();
    }
    const longest = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.ro`;
    expect(longest.length).toBe(254);
    expect(parseEmail(longest)).toBe(longest);
    expect(parseEmail(longest.replace("@", "@e"))).toBeNull();
  });
});

describe("names", () => {
  it("turns cedilla ş ţ into comma-below ș ț", () => {
    expect(toCommaBelow("Ştefan Ţeposu, Mureş")).toBe("Ștefan Țeposu, Mureș");
  });

  it("accepts letters of any alphabet, spaces, hyphens, apostrophes and dots", () => {
    expect(parsePersonName("  Ana-Maria  ")).toBe("Ana-Maria");
    expect(parsePersonName("Ştefănescu")).toBe("Ștefănescu");
    expect(parsePersonName("O'Brien")).toBe("O'Brien");
    expect(parsePersonName("Müller   Lüdenscheidt")).toBe("Müller Lüdenscheidt");
    expect(parsePersonName("Ion I.")).toBe("Ion I.");
    expect(parsePersonName("Îngeraș Ăâîșț")).toBe("Îngeraș Ăâîșț");
  });

  it("rejects digits, symbols, a leading mark and more than 60 characters", () => {
    for (const input of ["", "Ana2", "Ana@Pop", "-Ana", ".", "A".repeat(61)]) {
      expect(parsePersonName(input), input).toBeNull();
    }
    expect(parsePersonName("A".repeat(60))).toBe("A".repeat(60));
  });
});
