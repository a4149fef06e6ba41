// How the catalogue writes a folded word: the searches log shows entries in the catalogue's own
// spelling (diacritics, capitals), so no shopper's typing, symbols included, is ever displayed.
import { normaliseText } from "./normalise";

/** A searched text may enter the searches log with at most this many words. */
export const MAX_LOGGED_WORDS = 10;

const WORD_SEPARATORS = /[^\p{L}\p{N}\p{M}]+/u;

/** The word of `text` that folds to `word` (the first such), and whether it opens the text. */
export function spellingIn(text: string, word: string): { token: string; opens: boolean } | null {
  const tokens = text.split(WORD_SEPARATORS).filter(Boolean);
  const at = tokens.findIndex((token) => normaliseText(token) === word);
  return at < 0 ? null : { token: tokens[at] ?? word, opens: at === 0 };
}

/** Whether a normalised text may be logged: 1 to MAX_LOGGED_WORDS words, all known. */
export function isLoggable(normalised: string, isCatalogueWord: (word: string) => boolean) {
  if (normalised === "") return false;
  const words = normalised.split(" ");
  return words.length <= MAX_LOGGED_WORDS && words.every(isCatalogueWord);
}

/** Capital first letter, as titles are written. */
export function sentenceCase(text: string): string {
  return text.charAt(0).toLocaleUpperCase("ro") + text.slice(1);
}
