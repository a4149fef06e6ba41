// Titles and back-cover descriptions of invented books, composed from the word lists.
import type { TopCategorySlug } from "../data/categories";
import {
  CHILD_CHARACTERS,
  CHILDREN_CLOSERS,
  CLOSERS,
  DESCRIPTIONS,
  STORY_CHARACTERS,
  STORY_CITIES,
  SUB_DESCRIPTIONS,
} from "../data/descriptions";
import {
  ENGLISH_CHARACTERS,
  ENGLISH_CLOSERS,
  ENGLISH_DESCRIPTIONS,
  ENGLISH_PLACES,
  type EnglishKind,
} from "../data/english";
import type { TitleParts } from "../data/titles";
import type { Random } from "../random";
import { CHILDREN, type ENGLISH } from "./context";
import { capitalize, fill, subject } from "./text";

export function composeTitle(rng: Random, parts: TitleParts, vars: Record<string, string>): string {
  if (parts.groups.length === 0 || rng.chance(0.2)) return rng.pick(parts.singles);
  const [heads, tails] = rng.pick(parts.groups);
  return fill(`${rng.pick(heads)} ${rng.pick(tails)}`, vars);
}

export function romanianDescription(
  rng: Random,
  genre: TopCategorySlug,
  sub: string,
  author: string,
  last: string,
): string {
  const parts =
    SUB_DESCRIPTIONS[sub] ?? DESCRIPTIONS[genre as Exclude<TopCategorySlug, typeof ENGLISH>];
  const char = subject(rng.pick(genre === CHILDREN ? CHILD_CHARACTERS : STORY_CHARACTERS));
  const vars = {
    char,
    Char: capitalize(char),
    city: rng.pick(STORY_CITIES),
    author,
    topic: parts.topics ? rng.pick(parts.topics) : "",
    last,
  };
  const sentences = [rng.pick(parts.openers), ...rng.sample(parts.middles, rng.int(1, 3))];
  if (rng.chance(0.6)) sentences.push(rng.pick(genre === CHILDREN ? CHILDREN_CLOSERS : CLOSERS));
  return fill(sentences.join(" "), vars);
}

export function englishDescription(rng: Random, kind: EnglishKind, author: string): string {
  const parts = ENGLISH_DESCRIPTIONS[kind];
  const char = subject(rng.pick(ENGLISH_CHARACTERS));
  const vars = { char, Char: capitalize(char), place: rng.pick(ENGLISH_PLACES), author };
  const sentences = [rng.pick(parts.openers), ...rng.sample(parts.middles, rng.int(1, 2))];
  if (rng.chance(0.6)) sentences.push(rng.pick(ENGLISH_CLOSERS));
  return fill(sentences.join(" "), vars);
}
