import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "./common-passwords";
import {
  dummyPasswordHash,
  hashPassword,
  needsRehash,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  verifyPassword,
} from "./password.server";

const owner = { email: "ana.popescu@example.ro", firstName: "Ștefania", lastName: "Popescu" };

describe("hashPassword and verifyPassword", () => {
  it("makes an argon2id PHC string with a random salt that verifies the password alone", async () => {
    const [first, second] = await Promise.all([
      hashPassword("citesc-mult-2026"),
      hashPassword("citesc-mult-2026"),
    ]);
    expect(first).toMatch(
      /^\$argon2id\$v=19\$m=47104,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, "citesc-mult-2026")).toBe(true);
    expect(await verifyPassword(second, "citesc-mult-2026")).toBe(true);
    expect(await verifyPassword(first, "citesc-mult-2025")).toBe(false);
    expect(await verifyPassword(first, "")).toBe(false);
  });

  it("takes a password typed with decomposed diacritics as the same password", async () => {
    const composed = "pădure-înaltă-42";
    const hashed = await hashPassword(composed);
    expect(await verifyPassword(hashed, composed.normalize("NFD"))).toBe(true);
  });

  it("answers false, never throws, for a hash that is not one", async () => {
    for (const broken of [
      "",
      "plain",
      "$2b$10$abcdefghijklmnopqrstuv",
      "$argon2id$v=19$m=1",
      "$argon2id$garbage$$",
    ]) {
      expect(await verifyPassword(broken, "orice-parola-lunga")).toBe(false);
    }
  });

  it("flags hashes made with other parameters for re-hashing", async () => {
    expect(needsRehash(await hashPassword("o-parola-oarecare"))).toBe(false);
    expect(
      needsRehash(
        "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g",
      ),
    ).toBe(true);
  });

  it("has a dummy hash, for the logins of unknown e-mails, made with today's parameters", async () => {
    const dummy = dummyPasswordHash();
    expect(dummy).toMatch(/^\$argon2id\$/);
    expect(needsRehash(dummy)).toBe(false);
    expect(await verifyPassword(dummy, "")).toBe(false);
  });
});

describe("passwordProblem", () => {
  it("accepts a long, personal-free, uncommon password", () => {
    expect(passwordProblem("ceai verde și Rebreanu", owner)).toBeNull();
    expect(passwordProblem("xxx7Q!kd09z", owner)).toBeNull();
  });

  it("counts characters, not UTF-16 units, against the limits", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(passwordProblem("short-9ch", owner)).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem("", owner)).toBe(PASSWORD_MESSAGES.missing);
    expect(passwordProblem("ăîâșțĂÎÂȘ", owner)).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem("ăîâșțĂÎÂȘȚ", owner)).toBeNull();
    expect(passwordProblem("📚📚📚📚📚📚📚📚📚", owner)).toBe(PASSWORD_MESSAGES.tooShort);
    const longest = "abcdefghij".repeat(PASSWORD_MAX_LENGTH / 10);
    expect(passwordProblem(longest, owner)).toBeNull();
    expect(passwordProblem(`${longest}k`, owner)).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it("refuses the common passwords, whatever their case and separators", () => {
    for (const common of [
      "parola1234",
      "Parola1234",
      "PAROLA 1234",
      "1234567890",
      "qwertyuiop",
      "bucuresti1",
      "TeIubesc123",
      "password123",
      "1q2w3e4r5t",
      "Steaua1986",
    ]) {
      expect(passwordProblem(common, owner), common).toBe(PASSWORD_MESSAGES.common);
    }
  });

  it("refuses one character or a short run repeated", () => {
    for (const monotonous of ["aaaaaaaaaa", "abcabcabcabc", "1212121212", "!!!!!!!!!!!!"]) {
      expect(passwordProblem(monotonous, owner), monotonous).toBe(PASSWORD_MESSAGES.common);
    }
  });

  it("refuses the e-mail's local part and the names, without diacritics or case mattering", () => {
    expect(passwordProblem("ana.popescu", owner)).toBe(PASSWORD_MESSAGES.personal);
    expect(passwordProblem("ANAPOPESCU-2026", owner)).toBe(PASSWORD_MESSAGES.personal);
    expect(passwordProblem("stefania-citeste", owner)).toBe(PASSWORD_MESSAGES.personal);
    expect(passwordProblem("eu-sunt-popescu!", owner)).toBe(PASSWORD_MESSAGES.personal);
    // Names too short to be worth refusing stay allowed inside a password.
    expect(passwordProblem("ion-are-mere-verzi", { ...owner, firstName: "Io" })).toBeNull();
  });

  it("holds only lower-case entries of at least the minimum length in the common list", () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(500);
    for (const entry of COMMON_PASSWORDS) {
      expect(entry.length, entry).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
      expect(entry, entry).toBe(entry.toLowerCase());
    }
  });
});
