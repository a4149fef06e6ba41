// Shelf prices in bani: ranges by genre and format, retail endings, recommended and reduced prices.
import type { TopCategorySlug } from "../data/categories";
import type { Random } from "../random";
import { CHILDREN, ENGLISH, FICTION } from "./context";

export const MIN_PRICE = 999;
export const MAX_PRICE = 19_900;

/** Shelf price: whole tens of lei plus a retail ending (x9,99 / x4,99 / x9,00). */
export function retailPrice(rng: Random, raw: number): number {
  const tens = Math.floor(raw / 1000);
  const ending = rng.weighted<number>([
    [999, 60],
    [499, 25],
    [900, 15],
  ]);
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, tens * 1000 + ending));
}

/** Rounds down to ,99 bani (used for discounted prices). */
export function roundDownTo99(bani: number): number {
  return Math.floor(bani / 100) * 100 - 1;
}

/** Recommended retail price (PRP) 10–40% above the shelf price, ending in ,99. */
export function oldPriceFor(rng: Random, price: number): number {
  return Math.ceil((price * (1.1 + rng.next() * 0.3)) / 100) * 100 - 1;
}

/** Price before the retail ending, by genre, sub-category and format. */
export function rawPrice(rng: Random, genre: TopCategorySlug, sub: string, format: string): number {
  if (format === "ebook") return rng.int(999, 3999);
  if (format === "audiobook") return rng.int(2499, 5999);
  let low = 3499;
  let high = 7999;
  if (genre === CHILDREN) [low, high] = [1499, 4499];
  else if (genre === ENGLISH) [low, high] = [3999, 9999];
  else if (sub === "Poezie" || sub === "Teatru") [low, high] = [1999, 3999];
  else if (FICTION.has(genre)) [low, high] = [2999, 6499];
  const raw = rng.int(low, high);
  return format === "hardcover" ? raw * (1.5 + rng.next() * 0.8) : raw;
}
