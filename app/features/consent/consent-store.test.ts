import { describe, expect, it } from "vitest";
import type { Consent } from "./consent-cookie";
import { consentAllows, needsChoice } from "./consent-store";

const given: Consent = {
  version: "2026-01",
  date: "2026-03-02T10:00:00.000Z",
  analytics: true,
  marketing: false,
  id: "AbCdEfGhIjKlMnOpQrStUv",
};
const config = { version: "2026-01", trackers: [] };

describe("the banner's decision", () => {
  it("asks a visitor without a choice, and again under a new policy version", () => {
    // The server's render and hydration: nothing known yet, nothing shown.
    expect(needsChoice({ consent: undefined, config: null })).toBe(false);
    expect(needsChoice({ consent: null, config: null })).toBe(true);
    expect(needsChoice({ consent: given, config: null })).toBe(false);
    expect(needsChoice({ consent: given, config })).toBe(false);
    expect(needsChoice({ consent: given, config: { ...config, version: "2026-07" } })).toBe(true);
  });

  it("allows a category only once the version is known and the choice said yes", () => {
    expect(consentAllows({ consent: given, config: null }, "analytics")).toBe(false);
    expect(consentAllows({ consent: given, config }, "analytics")).toBe(true);
    expect(consentAllows({ consent: given, config }, "marketing")).toBe(false);
    expect(
      consentAllows({ consent: given, config: { ...config, version: "2026-07" } }, "analytics"),
    ).toBe(false);
    expect(consentAllows({ consent: null, config }, "necessary")).toBe(true);
  });
});
