// Words a shopper puts around what they look for ("poezii de eminescu", "cărți ion creangă",
// "romane de dragoste"): Romanian function words and generic words for a book. In a query with
// other words they are optional (they add to a match's quality when present, never exclude
// one); a query made only of them searches them as usual ("De", "Cu", "Romane").

/** Normalised forms (see normaliseText): no diacritics, lower case. */
const IGNORABLE = new Set([
  // Prepositions, conjunctions, articles.
  "a",
  "ai",
  "al",
  "ale",
  "ca",
  "catre",
  "cu",
  "de",
  "despre",
  "din",
  "dintre",
  "dupa",
  "fara",
  "in",
  "intre",
  "la",
  "lui",
  "o",
  "ori",
  "pe",
  "pentru",
  "prin",
  "sau",
  "si",
  "spre",
  "sub",
  "un",
  "una",
  "unei",
  "unor",
  "unui",
  // A book, as shoppers name what they want.
  "carte",
  "cartea",
  "carti",
  "cartile",
  "cartii",
  "roman",
  "romane",
  "romanele",
  "romanul",
  "volum",
  "volume",
  "volumul",
]);

/** Whether a normalised query word is a function word or a generic word for a book. */
export function isIgnorableWord(word: string): boolean {
  return IGNORABLE.has(word);
}

/**
 * Which of a query's words must match (true) and which only may: ignorable words are optional
 * unless every word is ignorable.
 */
export function requiredWords(words: readonly string[]): boolean[] {
  const ignorable = words.map(isIgnorableWord);
  if (ignorable.every(Boolean)) return words.map(() => true);
  return ignorable.map((optional) => !optional);
}
