// The rules for who the shopper is and where the order goes: phone numbers, postal codes, CUI,
// trade register numbers, e-mail addresses and names. Pure: the step-1 form (details-form.ts)
// turns their failures into messages. No server code: the pages import it too.
import { z } from "zod";

export const EMAIL_MAX = 254;
export const NAME_MAX = 60;

/**
 * Cedilla ş ţ (common from old keyboards and copied text) become the comma-below ș ț of correct
 * Romanian, so that the same name is stored one way on orders and invoices.
 */
export function toCommaBelow(text: string): string {
  return text
    .normalize("NFC")
    .replaceAll("ş", "ș")
    .replaceAll("Ş", "Ș")
    .replaceAll("ţ", "ț")
    .replaceAll("Ţ", "Ț");
}

/** Trimmed, inner runs of white space (including no-break spaces) as one space. */
export function squeezeSpaces(text: string): string {
  return text.replace(/\s+/gu, " ").trim();
}

// ---------------------------------------------------------------- phone numbers

export type PhoneResult =
  | { ok: true; phone: string }
  | { ok: false; reason: "invalid" | "not-romanian" };

/** What people put between digits: spaces, dots, dashes, slashes, parentheses ("(0)"). */
const PHONE_SEPARATORS = /[\s.\-/()]/gu;

/** Mobile 07xx xxx xxx, or landline 02x/03x: the nine digits after the 0. */
const ROMANIAN_SUBSCRIBER = /^(?:7\d{8}|[23][1-9]\d{7})$/;

function compactPhone(input: string): string | null {
  const compact = input.replace(PHONE_SEPARATORS, "");
  return /^\+?\d+$/.test(compact) ? compact : null;
}

function romanianSubscriber(compact: string): string | null {
  let rest: string;
  if (compact.startsWith("+40")) rest = compact.slice(3);
  else if (compact.startsWith("0040")) rest = compact.slice(4);
  else if (compact.startsWith("40") && compact.length === 11) rest = compact.slice(2);
  else if (compact.startsWith("0") && !compact.startsWith("00")) return check(compact.slice(1));
  else return null;
  // "+40 (0)721 …": the national 0 written after the country code.
  if (rest.length === 10 && rest.startsWith("0")) rest = rest.slice(1);
  return check(rest);

  function check(subscriber: string): string | null {
    return ROMANIAN_SUBSCRIBER.test(subscriber) ? subscriber : null;
  }
}

/** A Romanian mobile or landline number as "+40XXXXXXXXX", or null. */
export function parseRomanianPhone(input: string): string | null {
  const compact = compactPhone(input.trim());
  const subscriber = compact && romanianSubscriber(compact);
  return subscriber ? `+40${subscriber}` : null;
}

/**
 * A contact number for the courier. Romanian numbers are normalised to "+40XXXXXXXXX"; a foreign
 * number ("+" or "00", then 8–15 digits) is accepted only for a delivery abroad, because couriers
 * in Romania call and text only Romanian numbers.
 */
export function parsePhone(input: string, international: boolean): PhoneResult {
  const compact = compactPhone(input.trim());
  if (!compact) return { ok: false, reason: "invalid" };
  const subscriber = romanianSubscriber(compact);
  if (subscriber) return { ok: true, phone: `+40${subscriber}` };
  const foreign = /^(?:\+|00)([1-9]\d{7,14})$/.exec(compact)?.[1];
  // A "+40" number that failed the Romanian rules is a mistyped Romanian number, not a foreign one.
  if (!foreign || foreign.startsWith("40")) return { ok: false, reason: "invalid" };
  if (!international) return { ok: false, reason: "not-romanian" };
  return { ok: true, phone: `+${foreign}` };
}

// ---------------------------------------------------------------- postal codes

/** Romanian postal codes: six digits. */
export function parseRomanianPostalCode(input: string): string | null {
  const code = input.trim();
  return /^\d{6}$/.test(code) ? code : null;
}

/** Postal codes abroad ("SW1A 1AA", "10115", "H3Z 2Y7"): 2–10 letters, digits, spaces, dashes. */
export function parseForeignPostalCode(input: string): string | null {
  const code = squeezeSpaces(input).toUpperCase();
  return /^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/.test(code) ? code : null;
}

// ---------------------------------------------------------------- CUI

export type CuiResult =
  | { ok: true; digits: string; vatPayer: boolean }
  | { ok: false; reason: "format" | "check-digit" };

/** The official key, aligned on the right with the digits before the check digit. */
const CUI_KEY = [7, 5, 3, 2, 1, 7, 5, 3, 2];

function cuiCheckDigit(body: string): number {
  const padded = body.padStart(CUI_KEY.length, "0");
  let sum = 0;
  for (let i = 0; i < CUI_KEY.length; i++) sum += Number(padded[i]) * (CUI_KEY[i] ?? 0);
  return ((sum * 10) % 11) % 10;
}

/**
 * A CUI (cod unic de înregistrare) as written on invoices: "RO18547290", "ro 18547290" or
 * "18547290". The "RO" prefix is how a VAT payer writes it.
 */
export function parseCui(input: string): CuiResult {
  const match = /^(RO)?([1-9]\d{1,9})$/i.exec(input.replace(/\s+/gu, ""));
  if (!match?.[2]) return { ok: false, reason: "format" };
  const digits = match[2];
  if (cuiCheckDigit(digits.slice(0, -1)) !== Number(digits.at(-1))) {
    return { ok: false, reason: "check-digit" };
  }
  return { ok: true, digits, vatPayer: match[1] !== undefined };
}

// ---------------------------------------------------------------- trade register

const FIRST_REGISTRATION_YEAR = 1990;
const LAST_COUNTY_NUMBER = 52;

function plausible(county = "", number = "", year = ""): boolean {
  const countyNumber = Number(county);
  const yearNumber = Number(year);
  return (
    countyNumber >= 1 &&
    countyNumber <= LAST_COUNTY_NUMBER &&
    Number(number) >= 1 &&
    yearNumber >= FIRST_REGISTRATION_YEAR &&
    yearNumber < 2100
  );
}

/**
 * A trade register number, upper-cased and without spaces: "J40/1234/2020" (letter, county
 * number, order number, year), or the 14-character form of the 2022 register law,
 * "J2020001234406" (letter, year, six-digit order number, county number, one more digit that is
 * not checked here). J companies, F authorised persons, C cooperatives.
 */
export function parseTradeRegister(input: string): string | null {
  const value = input.replace(/\s+/gu, "").toUpperCase();
  const classic = /^[JFC](?<county>\d{1,2})\/(?<number>\d{1,7})\/(?<year>\d{4})$/.exec(value);
  const compact = /^[JFC](?<year>\d{4})(?<number>\d{6})(?<county>\d{2})\d$/.exec(value);
  const parts = (classic ?? compact)?.groups;
  return parts && plausible(parts.county, parts.number, parts.year) ? value : null;
}

// ---------------------------------------------------------------- e-mail and names

const emailSchema = z.email().max(EMAIL_MAX);

/** The address with its domain in lower case (the local part is the mailbox's own business). */
export function parseEmail(input: string): string | null {
  const address = input.trim();
  const at = address.lastIndexOf("@");
  if (at < 1) return null;
  const normalised = address.slice(0, at) + address.slice(at).toLowerCase();
  return emailSchema.safeParse(normalised).success ? normalised : null;
}

/** Letters of any alphabet, then letters, spaces, hyphens, apostrophes and dots ("Ana-Maria"). */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} '’.-]*$/u;

/** A first or last name, 1–60 characters, with Romanian diacritics normalised. */
export function parsePersonName(input: string): string | null {
  const name = toCommaBelow(squeezeSpaces(input));
  return name.length <= NAME_MAX && NAME_PATTERN.test(name) ? name : null;
}
