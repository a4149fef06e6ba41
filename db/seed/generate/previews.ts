// "Browse the book" excerpts: 3 to 5 pages of invented prose, 80 to 150 words each, separated
// by a blank line. Every classic gets one; about one other book in five does too.
import type { bookPreviews } from "../../schema";
import type { TopCategorySlug } from "../data/categories";
import { DESCRIPTIONS, STORY_CITIES } from "../data/descriptions";
import { ENGLISH_PLACES } from "../data/english";
import {
  FOREIGN_NAMES,
  ROMANIAN_FEMALE_FIRST_NAMES,
  ROMANIAN_MALE_FIRST_NAMES,
} from "../data/names";
import { PREVIEW_PROSE, type PreviewStyle } from "../data/previews";
import type { Random } from "../random";
import { type CatalogueRows, CHILDREN, ENGLISH, FICTION } from "./context";
import { fill, type Gender, genderize } from "./text";

export type BookPreviewRow = typeof bookPreviews.$inferInsert;

export const PREVIEW_SHARE = 0.2;
export const PAGE_WORDS = { min: 80, max: 150 } as const;

/** Words as a reader counts them: a dash of dialogue is not one. */
export function countWords(text: string): number {
  let n = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) n += 1;
  return n;
}

const PLACEHOLDER = /\$([A-Za-z][A-Za-z0-9]*)/g;

/** A sentence template with its length known in advance: counting the words of every filled
 * sentence took most of the generation time. */
interface Template {
  text: string;
  /** Words outside the placeholders ("{m|f}" choices are one word either way). */
  words: number;
  placeholders: string[];
}

function compile(text: string): Template {
  const placeholders = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
  return { text, words: countWords(text.replace(PLACEHOLDER, "")), placeholders };
}

const TEMPLATES = Object.fromEntries(
  Object.entries(PREVIEW_PROSE).map(([style, prose]) => [
    style,
    { openers: prose.openers.map(compile), sentences: prose.sentences.map(compile) },
  ]),
) as Record<PreviewStyle, { openers: Template[]; sentences: Template[] }>;

/** Draws items without repeating one until all have been drawn. */
class Deck<T> {
  private items: T[];
  /** How many times the deck started over. */
  rounds = 0;

  constructor(
    private readonly rng: Random,
    private readonly source: readonly T[],
  ) {
    this.items = rng.shuffle(source.slice());
  }

  next(): T {
    if (this.items.length === 0) {
      this.items = this.rng.shuffle(this.source.slice());
      this.rounds += 1;
    }
    return this.items.pop() as T;
  }
}

function styleOf(top: TopCategorySlug | undefined, classic: boolean): PreviewStyle {
  if (top === ENGLISH) return "english";
  if (top === CHILDREN) return "children";
  if (classic || top === "istorie") return "classic";
  if (top && !FICTION.has(top)) return "nonfiction";
  return "modern";
}

/** A second character, never named like the first. */
function otherName(rng: Random, name: string, male: string[], female: string[]): string {
  for (;;) {
    const other = rng.pick(rng.chance(0.5) ? male : female);
    if (other !== name) return other;
  }
}

function characters(
  rng: Random,
  style: PreviewStyle,
  gender: Gender,
  top: TopCategorySlug | undefined,
): Record<string, string> {
  if (style === "english") {
    const { male, female } = FOREIGN_NAMES.en;
    const name = rng.pick(gender === "m" ? male : female);
    return { name, other: otherName(rng, name, male, female), place: rng.pick(ENGLISH_PLACES) };
  }
  const male = ROMANIAN_MALE_FIRST_NAMES;
  const female = ROMANIAN_FEMALE_FIRST_NAMES;
  const name = rng.pick(gender === "m" ? male : female);
  const topics = top && top !== ENGLISH ? DESCRIPTIONS[top].topics : undefined;
  return {
    name,
    other: otherName(rng, name, male, female),
    city: rng.pick(STORY_CITIES),
    topic: topics ? rng.pick(topics) : "acest subiect",
  };
}

function excerpt(rng: Random, style: PreviewStyle, top: TopCategorySlug | undefined): string {
  const gender: Gender = rng.chance(0.5) ? "m" : "f";
  const vars = characters(rng, style, gender, top);
  const varWords: Record<string, number> = {};
  for (const [key, value] of Object.entries(vars)) varWords[key] = countWords(value);
  const write = (template: Template) => {
    let words = template.words;
    for (const key of template.placeholders) words += varWords[key] ?? 1;
    return { text: genderize(fill(template.text, vars), gender), words };
  };

  const openers = new Deck(rng, TEMPLATES[style].openers);
  const sentences = new Deck(rng, TEMPLATES[style].sentences);
  const pages: string[] = [];
  const pageCount = rng.int(3, 5);
  for (let p = 0; p < pageCount; p++) {
    // Sentences run to at most ~30 words, so a page stopped past `target` stays under the maximum.
    const target = rng.int(PAGE_WORDS.min, PAGE_WORDS.max - 30);
    const first = write(openers.next());
    const page = [first.text];
    let words = first.words;
    while (words < target) {
      const sentence = write(sentences.next());
      page.push(sentence.text);
      words += sentence.words;
    }
    // Past the third page, stop rather than repeat a sentence.
    if (p >= 3 && sentences.rounds > 0) break;
    pages.push(page.join(" "));
  }
  return pages.join("\n\n");
}

/**
 * Previews for the classics (the first `classicCount` books) and for a share of the other
 * books; packs and audiobooks have no pages to browse.
 */
export function buildPreviews(
  rng: Random,
  rows: CatalogueRows,
  topOfBook: readonly (TopCategorySlug | undefined)[],
  classicCount: number,
): BookPreviewRow[] {
  const previews: BookPreviewRow[] = [];
  for (const [index, book] of rows.books.entries()) {
    if (book.format === "pack" || book.format === "audiobook") continue;
    const classic = index < classicCount;
    if (!classic && !rng.chance(PREVIEW_SHARE)) continue;
    const top = topOfBook[book.id];
    previews.push({ bookId: book.id, excerpt: excerpt(rng, styleOf(top, classic), top) });
  }
  return previews;
}
