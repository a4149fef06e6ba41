// One book's page: the book with its contributors, publisher, series, categories, pack contents,
// series volumes, review summary and preview flag, in one statement.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import {
  bookCategories,
  bookContributors,
  books,
  categories,
  contributors,
  packItems,
  publishers,
  series,
  slugRedirects,
} from "../../../db/schema";
import { bookCardColumns, bookCardsByIds, outerBookId, toBookCard } from "./book-cards.server";
import { type BookFacts, bookFactsColumns, toBookFacts } from "./book-extras.server";
import { cachedByCatalogue } from "./list-index/index-store.server";
import type { BookDetails, ContributorRole } from "./types";

const contributorsField = (expression: string) => sql<string[] | null>`(
  select array_agg(${sql.raw(expression)} order by bc.role, bc.position)
  from ${bookContributors} bc join ${contributors} c on c.id = bc.contributor_id
  where bc.book_id = ${outerBookId})`;

const categoriesField = (expression: string) => sql<string[] | null>`(
  select array_agg(${sql.raw(expression)} order by bc.is_primary desc, c.name)
  from ${bookCategories} bc join ${categories} c on c.id = bc.category_id
  where bc.book_id = ${outerBookId})`;

export type BookLookup =
  | { kind: "found"; book: BookDetails; facts: BookFacts }
  | { kind: "moved"; slug: string }
  | { kind: "missing" };

/** Reviews change without the catalogue moving: a looked-up book is kept at most this long. */
export const BOOK_CACHE_MS = 5 * 60_000;

/** The book at `slug` (kept until the catalogue changes, BOOK_CACHE_MS at the most). */
export function findBookBySlug(db: Database, slug: string, today: string): Promise<BookLookup> {
  const period = Math.floor(Date.now() / BOOK_CACHE_MS);
  return cachedByCatalogue(db, `book:${slug}:${today}:${period}`, () =>
    loadBookBySlug(db, slug, today),
  );
}

async function loadBookBySlug(db: Database, slug: string, today: string): Promise<BookLookup> {
  const [row] = await db
    .select({
      ...bookCardColumns,
      isbn13: books.isbn13,
      description: books.description,
      pageCount: books.pageCount,
      language: books.language,
      publishedOn: books.publishedOn,
      maxPerOrder: books.maxPerOrder,
      seriesVolume: books.seriesVolume,
      publisherName: publishers.name,
      publisherSlug: publishers.slug,
      seriesName: series.name,
      seriesSlug: series.slug,
      // In the same statement, as plain arrays: each query is a round trip through the embedded
      // database, and it builds JSON several times slower than arrays.
      peopleNames: contributorsField("c.name"),
      peopleSlugs: contributorsField("c.slug"),
      peopleRoles: contributorsField("bc.role::text"),
      categoryNames: categoriesField("c.name"),
      categorySlugs: categoriesField("c.slug"),
      packItemIds: sql<number[] | null>`(select array_agg(p.book_id order by p.book_id)
        from ${packItems} p where p.pack_id = ${outerBookId})`,
      ...bookFactsColumns,
    })
    .from(books)
    .leftJoin(publishers, eq(publishers.id, books.publisherId))
    .leftJoin(series, eq(series.id, books.seriesId))
    .where(and(eq(books.slug, slug), eq(books.isListed, true)))
    .limit(1);

  if (!row) {
    const [moved] = await db
      .select({ slug: books.slug })
      .from(slugRedirects)
      .innerJoin(books, eq(books.id, slugRedirects.bookId))
      .where(and(eq(slugRedirects.oldSlug, slug), eq(books.isListed, true)))
      .limit(1);
    return moved ? { kind: "moved", slug: moved.slug } : { kind: "missing" };
  }

  // Pack contents come from the catalogue index (a query only for unlisted contents).
  const pack = await bookCardsByIds(db, row.packItemIds ?? [], today);
  pack.sort((a, b) => a.title.localeCompare(b.title, "ro"));

  const {
    seriesVolume,
    isbn13,
    description,
    pageCount,
    language,
    publishedOn,
    maxPerOrder,
    publisherName,
    publisherSlug,
    seriesName,
    seriesSlug,
    peopleNames,
    peopleSlugs,
    peopleRoles,
    categoryNames,
    categorySlugs,
  } = row;
  const book: BookDetails = {
    ...toBookCard(row, today),
    isbn13,
    description,
    pageCount,
    language,
    publishedOn,
    maxPerOrder,
    publisher: publisherName && publisherSlug ? { name: publisherName, slug: publisherSlug } : null,
    series:
      seriesName && seriesSlug
        ? { name: seriesName, slug: seriesSlug, volume: seriesVolume }
        : null,
    contributors: (peopleNames ?? []).map((name, i) => ({
      name,
      slug: peopleSlugs?.[i] ?? "",
      role: (peopleRoles?.[i] ?? "author") as ContributorRole,
    })),
    categories: (categoryNames ?? []).map((name, i) => ({ name, slug: categorySlugs?.[i] ?? "" })),
    packItems: pack,
  };
  return { kind: "found", book, facts: toBookFacts(row) };
}
