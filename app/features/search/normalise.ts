// Search text normalisation: catalogue texts and queries are folded the same way, so "stefan",
// "Ștefan" and "Ştefan" (the old cedilla spelling) meet in the middle.

/** Longer queries are cut to this many characters, not rejected. */
export const MAX_QUERY_LENGTH = 100;

const ASCII = /^[\u0000-\u007f]*$/;
const COMBINING_MARKS = /\p{M}+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;
const ASCII_SEPARATORS = /[^a-z0-9]+/g;
const TRAILING_SPACE = /\s$/u;

/**
 * Lower case, diacritics stripped (ș ş → s, ț ţ → t, ă â → a, î → i), every character that is
 * not a letter or a digit turned into a single space, no leading or trailing space.
 */
export function normaliseText(text: string): string {
  // Lower case first: some capitals (İ) lower-case to a letter plus a combining mark.
  let folded = text.toLowerCase();
  if (!ASCII.test(folded)) folded = folded.normalize("NFD").replace(COMBINING_MARKS, "");
  // Same result, but the Unicode classes cost three times as much and most text is ASCII by now.
  const separators = ASCII.test(folded) ? ASCII_SEPARATORS : SEPARATORS;
  return folded.replace(separators, " ").trim();
}

/** The words of a normalised text. */
export function splitWords(normalised: string): string[] {
  return normalised === "" ? [] : normalised.split(" ");
}

export interface ParsedQuery {
  /** The normalised query, words separated by single spaces. */
  text: string;
  words: string[];
  /** The last word is still being typed (the query does not end with a space). */
  typing: boolean;
  /** The ISBN-13 the query names, when it is an ISBN-13 or ISBN-10. */
  isbn: string | null;
}

export function parseQuery(query: string): ParsedQuery {
  const cut = query.trimStart().slice(0, MAX_QUERY_LENGTH);
  const text = normaliseText(cut);
  return {
    text,
    words: splitWords(text),
    typing: !TRAILING_SPACE.test(cut),
    isbn: isbnFromQuery(cut),
  };
}

/** The ISBN-13 a query names ("978-973-46-1234-5", "973 46 1234 X", "ISBN 9789734612345"). */
export function isbnFromQuery(query: string): string | null {
  const compact = query
    .trim()
    .replace(/^isbn(?:-1[03])?:?/i, "")
    .replace(/[\s-]/g, "");
  if (/^\d{13}$/.test(compact)) return compact;
  if (/^\d{9}[\dXx]$/.test(compact)) return isbn10To13(compact);
  return null;
}

/** "973461234X" → "9789734612347": prefix 978, ISBN-10 check digit dropped, EAN-13 one added. */
export function isbn10To13(isbn10: string): string {
  const body = `978${isbn10.slice(0, 9)}`;
  return body + isbn13CheckDigit(body);
}

function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

/** An ISBN as stored ("978-973-46-1234-5") → its 13 digits, or null when it has not 13. */
export function compactIsbn13(isbn: string | null): string | null {
  if (!isbn) return null;
  const digits = isbn.replace(/\D/g, "");
  return digits.length === 13 ? digits : null;
}
