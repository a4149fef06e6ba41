// Passwords: argon2id hashes (PHC strings) and the rules a new password must pass. The rules are
// NIST SP 800-63B's: a minimum length, no composition rules, and a refusal of passwords that
// are known to be common or that contain who the customer is.
import { type Algorithm, hash, verify } from "@node-rs/argon2";
import { stripDiacritics } from "../../lib/slug";
import { COMMON_PASSWORDS } from "./common-passwords";

export const PASSWORD_MIN_LENGTH = 10;
/** Long enough for any passphrase or manager; short enough that nobody posts a novel to hash. */
export const PASSWORD_MAX_LENGTH = 200;

/**
 * 46 MiB, 2 passes, 1 lane: above OWASP's argon2id minimum (46 MiB, 1 pass), about 25 ms on one
 * core of the 2-core server. Hashes run on libuv's pool (4 threads), so at most 4 run at once and
 * take at most 184 MiB together. Stored hashes carry their own parameters: changing these only
 * affects new hashes, and a login re-hashes an old one (needsRehash).
 */
const ARGON2_OPTIONS = {
  // A `const enum` of the package's types, which isolatedModules cannot inline: 2 is Argon2id.
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 47_104,
  timeCost: 2,
  parallelism: 1,
} as const;

const PHC_PREFIX = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

/**
 * The same password typed on two keyboards can reach us as two Unicode sequences (ă as one code
 * point or as a + breve): NFC makes them one before hashing.
 */
function normalise(password: string): string {
  return password.normalize("NFC");
}

export function hashPassword(password: string): Promise<string> {
  return hash(normalise(password), ARGON2_OPTIONS);
}

/** False for a wrong password and for anything that is not an argon2 PHC string. */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  if (!hashed.startsWith("$argon2")) return false;
  try {
    return await verify(hashed, normalise(password));
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other parameters than today's (re-hash at login). */
export function needsRehash(hashed: string): boolean {
  return !hashed.startsWith(PHC_PREFIX);
}

/**
 * The hash of a random password nobody kept, made with today's parameters (a test checks them),
 * to verify against when there is no account: the answer then takes as long as for an account,
 * so timing does not tell which e-mails have one. A constant, so even the first such login of a
 * process costs no extra hash.
 */
const DUMMY_HASH =
  "$argon2id$v=19$m=47104,t=2,p=1$eo6rLY2PtTQqATptdaIqLw$u5I0J4wwhPJEfMYD/Q8JaKhwy0Uezd5y7zuMYKIOzFA";

export function dummyPasswordHash(): string {
  return DUMMY_HASH;
}

export const PASSWORD_MESSAGES = {
  missing: "Alege o parolă.",
  tooShort: `Parola trebuie să aibă cel puțin ${PASSWORD_MIN_LENGTH} caractere.`,
  tooLong: `Parola poate avea cel mult ${PASSWORD_MAX_LENGTH} de caractere.`,
  common:
    "Parola aceasta este printre cele mai folosite și se ghicește ușor. Alege alta, de exemplu câteva cuvinte care îți spun ceva doar ție.",
  personal: "Parola nu poate conține adresa ta de e-mail sau numele tău: se ghicesc prea ușor.",
} as const;

export interface PasswordOwner {
  email: string;
  firstName: string;
  lastName: string;
}

/** Lower case without diacritics and without spaces, dots, dashes or underscores. */
function fold(text: string): string {
  return stripDiacritics(text.normalize("NFC"))
    .toLowerCase()
    .replace(/[\s._\-'’]+/gu, "");
}

/** Shorter parts ("Ion", "a@x.ro") would forbid too many good passwords to be worth refusing. */
const PERSONAL_MIN_LENGTH = 3;

/** Why a new password is refused (Romanian, for the form), or null when it is acceptable. */
export function passwordProblem(password: string, owner: PasswordOwner): string | null {
  if (password.length === 0) return PASSWORD_MESSAGES.missing;
  // Characters as people count them: one emoji or ă is one, whatever its UTF-16 length.
  const length = [...password.normalize("NFC")].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const lower = password.normalize("NFC").toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(fold(password)) || monotonous(lower)) {
    return PASSWORD_MESSAGES.common;
  }
  const folded = fold(password);
  const at = owner.email.lastIndexOf("@");
  const localPart = at > 0 ? owner.email.slice(0, at) : owner.email;
  const personal = [
    localPart,
    owner.firstName,
    owner.lastName,
    `${owner.firstName}${owner.lastName}`,
  ]
    .map(fold)
    .filter((part) => part.length >= PERSONAL_MIN_LENGTH);
  if (personal.some((part) => folded.includes(part))) return PASSWORD_MESSAGES.personal;
  return null;
}

/** One character, or one short run, over and over ("aaaaaaaaaa", "abcabcabcabc", "12121212…"). */
function monotonous(password: string): boolean {
  return /^(.{1,3})\1+.{0,2}$/su.test(password);
}
