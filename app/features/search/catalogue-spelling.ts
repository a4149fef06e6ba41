// How the catalogue writes a folded word, and so how a logged search is displayed: the searches
// log shows entries in the catalogue's own spelling (diacritics, capitals), so no shopper's
// typing, symbols included, is ever displayed.
import { normaliseText } from "./normalise";
import type { Postings, WordDictionary } from "./word-index";

/** A searched text may enter the searches log with at most this many words. */
export const MAX_LOGGED_WORDS = 10;

/** Books and authors read to find how the catalogue writes a word. */
const SPELLING_SCAN = 50;

const WORD_SEPARATORS = /[^\p{L}\p{N}\p{M}]+/u;

/**
 * The books' and authors' texts as the search engine keeps them, in its default order (books:
 * available first, then by sales; authors by sales), so that postings list the best-selling first.
 */
export interface CatalogueTexts {
  dictionary: WordDictionary;
  /** Words of each book's title then subtitle. */
  bookText: Postings;
  bookTitles: readonly string[];
  bookNormalisedTitles: readonly string[];
  bookSubtitles: readonly string[];
  /** Words of each author's name. */
  authorNames: Postings;
  authorNameTexts: readonly string[];
  authorNormalisedNames: readonly string[];
}

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

/** Whether a folded word is a word of a title, a subtitle or an author's name. */
export function isCatalogueWord(catalogue: CatalogueTexts, word: string): boolean {
  const id = catalogue.dictionary.idOf(word);
  return (
    id >= 0 &&
    (catalogue.bookText.entriesOf(id).length > 0 || catalogue.authorNames.entriesOf(id).length > 0)
  );
}

/** An author's name or a title when the text is exactly one, else its words as spelt. */
export function displayOf(catalogue: CatalogueTexts, normalised: string): string {
  const words = normalised.split(" ");
  const first = catalogue.dictionary.idOf(words[0] ?? "");
  if (first < 0) return normalised;
  for (const author of catalogue.authorNames.entriesStartingWith(first)) {
    if (catalogue.authorNormalisedNames[author] === normalised)
      return catalogue.authorNameTexts[author] ?? "";
  }
  for (const book of catalogue.bookText.entriesStartingWith(first)) {
    if (catalogue.bookNormalisedTitles[book] === normalised)
      return catalogue.bookTitles[book] ?? "";
  }
  return sentenceCase(words.map((word) => spellingOf(catalogue, word)).join(" "));
}

/**
 * A word as the best-selling author whose name has it writes it, else as the best-selling
 * books write it within their title or subtitle: a capital there is the catalogue's (a name),
 * while one that only ever opens a title is the sentence's, so that spelling is lower-cased.
 */
function spellingOf(catalogue: CatalogueTexts, word: string): string {
  const id = catalogue.dictionary.idOf(word);
  if (id < 0) return word;
  for (const author of catalogue.authorNames.entriesOf(id).subarray(0, SPELLING_SCAN)) {
    const found = spellingIn(catalogue.authorNameTexts[author] ?? "", word);
    if (found) return found.token;
  }
  let opening: string | null = null;
  for (const book of catalogue.bookText.entriesOf(id).subarray(0, SPELLING_SCAN)) {
    for (const text of [catalogue.bookTitles[book], catalogue.bookSubtitles[book]]) {
      const found = spellingIn(text ?? "", word);
      if (found && !found.opens) return found.token;
      opening ??= found?.token ?? null;
    }
  }
  return opening?.toLocaleLowerCase("ro") ?? word;
}
