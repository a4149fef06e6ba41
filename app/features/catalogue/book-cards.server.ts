// Book cards for lists: one query per list, authors and cover aggregated in SQL (no N+1).
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { bookContributors, bookImages, books, contributors } from "../../../db/schema";
import { availabilityOf } from "./availability";
import { dayNumber } from "./list-index/catalogue-index";
import { catalogueCache, catalogueIndex } from "./list-index/index-store.server";
import type { BookCard, BookFormat, ContributorRef, Cover } from "./types";

// Drizzle renders a column in a select field unqualified ("id"), which a correlated subquery
// would resolve to its own table's id: name the outer books row explicitly.
export const outerBookId = sql.raw('"books"."id"');

export const authorsOfBook = sql<ContributorRef[]>`coalesce((
  select json_agg(json_build_object('name', c.name, 'slug', c.slug) order by bc.position)
  from ${bookContributors} bc join ${contributors} c on c.id = bc.contributor_id
  where bc.book_id = ${outerBookId} and bc.role = 'author'), '[]'::json)`;

export const coverOfBook = sql<Cover | null>`(
  select json_build_object('smallUrl', i.small_url, 'smallUrlWebp', i.small_url_webp,
    'largeUrl', i.large_url, 'largeUrlWebp', i.large_url_webp, 'width', i.width, 'height', i.height)
  from ${bookImages} i where i.book_id = ${outerBookId} order by i.position limit 1)`;

export const bookCardColumns = {
  id: books.id,
  slug: books.slug,
  title: books.title,
  subtitle: books.subtitle,
  format: books.format,
  price: books.price,
  oldPrice: books.oldPrice,
  stock: books.stock,
  availableFrom: books.availableFrom,
  authors: authorsOfBook,
  cover: coverOfBook,
};

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
  authors: ContributorRef[];
  cover: Cover | null;
}

export function toBookCard(row: BookCardRow, today: string): BookCard {
  const { stock, ...card } = row;
  return {
    ...card,
    availability: availabilityOf({ stock, availableFrom: row.availableFrom }, today),
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
 * Cards for the given ids, in the order of `ids`; unknown ids are skipped. Card rows are kept
 * until the catalogue changes, so a list page usually needs no query for its cards.
 */
export async function bookCardsByIds(
  db: Database,
  ids: number[],
  today: string,
): Promise<BookCard[]> {
  if (ids.length === 0) return [];
  const cache = await catalogueCache(db);
  const rows = new Map<number, BookCardRow>();
  const missing: number[] = [];
  for (const id of ids) {
    const row = cache.get<BookCardRow>(`card:${id}`);
    if (row) rows.set(id, row);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const loaded = await db.select(bookCardColumns).from(books).where(inArray(books.id, missing));
    for (const row of loaded) {
      rows.set(row.id, row);
      cache.set(`card:${row.id}`, row);
    }
  }
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toBookCard(row, today)] : [];
  });
}
