// Book cards for lists: one query per list, authors and cover aggregated in SQL (no N+1).
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { bookContributors, bookImages, books, contributors } from "../../../db/schema";
import { bookPromotions } from "../../../db/schema-promotions";
import { availabilityOf } from "./availability";
import { versionedCover } from "./cover-version.server";
import { dayNumber } from "./list-index/catalogue-index";
import { cardAt } from "./list-index/index-cards";
import { catalogueCache, catalogueIndex } from "./list-index/index-store.server";
import type { BookCard, BookFormat, BookPromotion, ContributorRef, Cover } from "./types";

// Drizzle renders a column in a select field unqualified ("id"), which a correlated subquery
// would resolve to its own table's id: name the outer books row explicitly.
export const outerBookId = sql.raw('"books"."id"');

// Plain arrays rather than json_agg/json_build_object: the embedded database builds JSON several
// times slower (measured on a 12-card query: 3.7 ms with JSON, 1.4 ms with arrays).
const authorsField = (column: "name" | "slug") => sql<string[] | null>`(
  select array_agg(c.${sql.raw(column)} order by bc.position)
  from ${bookContributors} bc join ${contributors} c on c.id = bc.contributor_id
  where bc.book_id = ${outerBookId} and bc.role = 'author')`;

/** [small, small WebP, large, large WebP, width, height, book's updated_at epoch] as text, or null. */
function parseCover(value: unknown): Cover | null {
  if (!Array.isArray(value) || value.length !== 7) return null;
  const [smallUrl, smallUrlWebp, largeUrl, largeUrlWebp, width, height, updatedAt] =
    value as string[];
  const cover = {
    smallUrl: smallUrl ?? "",
    smallUrlWebp: smallUrlWebp ?? "",
    largeUrl: largeUrl ?? "",
    largeUrlWebp: largeUrlWebp ?? "",
    width: Number(width),
    height: Number(height),
  };
  return versionedCover(cover, Number(updatedAt));
}

export const coverOfBook = sql`(
  select array[i.small_url, i.small_url_webp, i.large_url, i.large_url_webp,
    i.width::text, i.height::text, extract(epoch from "books"."updated_at")::bigint::text]
  from ${bookImages} i where i.book_id = ${outerBookId} order by i.position limit 1)`.mapWith(
  parseCover,
);

/** [label, lowest prior price, end in epoch milliseconds] as text, or null. */
export function parsePromotion(value: unknown): BookPromotion | null {
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [label, lowestPriorPrice, endsAt] = value as string[];
  return {
    label: label ?? "",
    lowestPriorPrice: Number(lowestPriorPrice),
    endsAt: new Date(Number(endsAt)).toISOString(),
  };
}

/** The campaign price in force for the book, if any (see features/promotions). */
export const promotionOfBook = sql`(
  select array[p.label, p.lowest_prior_price::text,
    (extract(epoch from p.ends_at) * 1000)::bigint::text]
  from ${bookPromotions} p where p.book_id = ${outerBookId})`.mapWith(parsePromotion);

/** A card's columns of its own books row, with its cover (authors come separately). */
export const bookRowCardColumns = {
  id: books.id,
  slug: books.slug,
  title: books.title,
  subtitle: books.subtitle,
  format: books.format,
  price: books.price,
  oldPrice: books.oldPrice,
  stock: books.stock,
  availableFrom: books.availableFrom,
  cover: coverOfBook,
  promotion: promotionOfBook,
};

export const bookCardColumns = {
  ...bookRowCardColumns,
  authorNames: authorsField("name"),
  authorSlugs: authorsField("slug"),
};

/** Zips parallel arrays of names and slugs into references. */
export function contributorRefs(names: string[] | null, slugs: string[] | null): ContributorRef[] {
  return (names ?? []).map((name, i) => ({ name, slug: slugs?.[i] ?? "" }));
}

export interface BookCardRow {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  format: BookFormat;
  price: number;
  oldPrice: number | null;
  stock: number;
  availableFrom: string | null;
  authorNames: string[] | null;
  authorSlugs: string[] | null;
  cover: Cover | null;
  promotion: BookPromotion | null;
}

/** A card with exactly its own fields, whatever else the row holds (it all goes to the browser). */
export function toBookCard(row: BookCardRow, today: string): BookCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    format: row.format,
    price: row.price,
    oldPrice: row.oldPrice,
    authors: contributorRefs(row.authorNames, row.authorSlugs),
    cover: row.cover,
    availability: availabilityOf(row, today),
    availableFrom: row.availableFrom,
    promotion: row.promotion,
  };
}

export type BookListOrder = "newest" | "bestsellers";

/**
 * Listed books already published, newest first or best-selling first: read from the orders the
 * catalogue index keeps, with the cards from the card cache (no query once warm).
 */
export async function listBookCards(
  db: Database,
  options: { order: BookListOrder; limit: number; today: string },
): Promise<BookCard[]> {
  const index = await catalogueIndex(db);
  const today = dayNumber(options.today);
  const ids: number[] = [];
  for (const i of index.orders[options.order]) {
    const published = index.published[i] ?? 0;
    if (published > 0 && published <= today) ids.push(index.ids[i] ?? 0);
    if (ids.length === options.limit) break;
  }
  return bookCardsByIds(db, ids, options.today);
}

/**
 * Cards for the given ids, in the order of `ids`; unknown ids are skipped. Listed books' cards come
 * from the catalogue index (no query); others (unlisted books, e.g. in a pack) are read from the
 * database and kept until the catalogue changes.
 */
export async function bookCardsByIds(
  db: Database,
  ids: number[],
  today: string,
): Promise<BookCard[]> {
  if (ids.length === 0) return [];
  const index = await catalogueIndex(db);
  const cards = new Map<number, BookCard>();
  const missing: number[] = [];
  for (const id of ids) {
    const i = index.indexOfId.get(id);
    if (i !== undefined) cards.set(id, cardAt(index, i, today));
    else missing.push(id);
  }
  if (missing.length > 0) {
    const cache = await catalogueCache(db);
    const toLoad = missing.filter((id) => {
      const row = cache.get<BookCardRow>(`card:${id}`);
      if (row) cards.set(id, toBookCard(row, today));
      return !row;
    });
    if (toLoad.length > 0) {
      const loaded = await db.select(bookCardColumns).from(books).where(inArray(books.id, toLoad));
      for (const row of loaded) {
        cards.set(row.id, toBookCard(row, today));
        cache.set(`card:${row.id}`, row);
      }
    }
  }
  return ids.flatMap((id) => cards.get(id) ?? []);
}
