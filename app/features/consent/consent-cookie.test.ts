import { describe, expect, it } from "vitest";
import {
  allows,
  type Consent,
  consentFromCookies,
  formatConsentCookie,
  parseConsentCookie,
} from "./consent-cookie";

const given: Consent = {
  version: "2026-01",
  date: "2026-03-02T10:00:00.000Z",
  analytics: false,
  marketing: true,
  id: "AbCdEfGhIjKlMnOpQrStUv",
};

describe("the consent cookie", () => {
  it("reads back what it wrote, from a Cookie header among others", () => {
    const value = formatConsentCookie(given);
    expect(value).toBe("v=2026-01&d=2026-03-02T10:00:00.000Z&a=0&m=1&id=AbCdEfGhIjKlMnOpQrStUv");
    expect(consentFromCookies(`sesiune=x; coperta_consent=${value}; Cos=1`)).toEqual(given);
  });

  it("treats anything the shop did not write as no choice", () => {
    for (const raw of [
      null,
      "",
      "yes",
      "v=2026-01&d=2026-03-02&a=1&m=1",
      "v=2026-01&d=nu&a=1&m=1&id=AbCdEfGhIjKlMnOpQrStUv",
      "v=2026-01&d=2026-03-02&a=2&m=1&id=AbCdEfGhIjKlMnOpQrStUv",
      "v=<script>&d=2026-03-02&a=1&m=1&id=AbCdEfGhIjKlMnOpQrStUv",
      "%E0%A4%A",
    ]) {
      expect(parseConsentCookie(raw), String(raw)).toBeNull();
    }
  });

  it("allows a category only under the version it was given for", () => {
    expect(allows(given, "2026-01", "marketing")).toBe(true);
    expect(allows(given, "2026-01", "analytics")).toBe(false);
    expect(allows(given, "2026-07", "marketing")).toBe(false);
    expect(allows(null, "2026-01", "marketing")).toBe(false);
    expect(allows(null, "2026-01", "necessary")).toBe(true);
  });
});
