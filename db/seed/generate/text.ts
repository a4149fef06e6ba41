// Filling the "$name" and "{masculine|feminine}" templates of the word lists in db/seed/data.

export type Gender = "m" | "f";

const PLACEHOLDER = /\$([A-Za-z][A-Za-z0-9]*)/g;
const GENDERED = /\{([^{}|]*)\|([^{}|]*)\}/g;

export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (match, key: string) => vars[key] ?? match);
}

export function genderize(text: string, gender: Gender): string {
  return text.replace(GENDERED, (_match, m: string, f: string) => (gender === "m" ? m : f));
}

/** A character as the subject of a sentence: an apposition ("Ana, o profesoară") needs its
 * closing comma before the verb. */
export function subject(character: string): string {
  return character.includes(",") ? `${character},` : character;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Romanian numerals take "de" from 20 on, except when the last two digits are 01–19. */
export function counted(n: number, noun: string): string {
  const rest = n % 100;
  const withDe = n >= 20 && (rest === 0 || rest >= 20);
  return `${n} ${withDe ? "de " : ""}${noun}`;
}

export function quoteList(titles: string[]): string {
  const quoted = titles.map((title) => `„${title}”`);
  if (quoted.length < 2) return quoted.join("");
  return `${quoted.slice(0, -1).join(", ")} și ${quoted[quoted.length - 1]}`;
}
