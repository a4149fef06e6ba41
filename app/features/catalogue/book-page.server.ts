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
import { bookCardsByIds, bookRowCardColumns, outerBookId, toBookCard } from "./book-cards.server";
import { bookFactsColumns, toBookFacts } from "./book-extras.server";
import { cachedByCatalogue } from "./list-index/index-store.server";
import { columnsSubquery, splitColumns } from "./sql-columns.server";
import type { BookDetails, BookFacts, ContributorRole } from "./types";

/** name, slug, role of each contributor: authors first, each role in its order. */
const peopleColumns = columnsSubquery(
  ["c.name", "c.slug", "bc.role"],
  "bc.role, bc.position",
  sql`from ${bookContributors} bc join ${contributors} c on c.id = bc.contributor_id
    where bc.book_id = ${outerBookId}`,
);

/** name, slug of each category, the primary one first. */
const categoryColumns = columnsSubquery(
  ["c.name", "c.slug"],
  "bc.is_primary desc, c.name",
  sql`from ${bookCategories} bc join ${categories} c on c.id = bc.category_id
    where bc.book_id = ${outerBookId}`,
);

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

/**
 * The book's statement, built once per database and prepared: Drizzle does not assemble its SQL
 * on every product page, and the database parses and plans it once (see db/).
 */
function bookStatement(db: Database) {
  return db
    .select({
      // Authors are taken from the contributors below, not from subqueries of their own.
      ...bookRowCardColumns,
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
      // In the same statement: each query is a round trip through the embedded database.
      people: peopleColumns,
      categoryList: categoryColumns,
      packItemIds: sql<number[] | null>`(select array_agg(p.book_id order by p.book_id)
        from ${packItems} p where p.pack_id = ${outerBookId})`,
      ...bookFactsColumns,
    })
    .from(books)
    .leftJoin(publishers, eq(publishers.id, books.publisherId))
    .leftJoin(series, eq(series.id, books.seriesId))
    .where(and(eq(books.slug, sql.placeholder("slug")), eq(books.isListed, true)))
    .limit(1)
    .prepare("book_page");
}

const statements = new WeakMap<Database, ReturnType<typeof bookStatement>>();

async function loadBookBySlug(db: Database, slug: string, today: string): Promise<BookLookup> {
  let statement = statements.get(db);
  if (!statement) {
    statement = bookStatement(db);
    statements.set(db, statement);
  }
  const [row] = await statement.execute({ slug });

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

  const [names = [], slugs = [], roles = []] = splitColumns(row.people, 3);
  const contributorList = names.map((name, i) => ({
    name: name ?? "",
    slug: slugs[i] ?? "",
    role: (roles[i] ?? "author") as ContributorRole,
  }));
  const authors = contributorList.filter((c) => c.role === "author");
  const [categoryNames = [], categorySlugs = []] = splitColumns(row.categoryList, 2);
  const book: BookDetails = {
    ...toBookCard(
      {
        ...row,
        authorNames: authors.map((a) => a.name),
        authorSlugs: authors.map((a) => a.slug),
      },
      today,
    ),
    isbn13: row.isbn13,
    description: row.description,
    pageCount: row.pageCount,
    language: row.language,
    publishedOn: row.publishedOn,
    maxPerOrder: row.maxPerOrder,
    publisher:
      row.publisherName && row.publisherSlug
        ? { name: row.publisherName, slug: row.publisherSlug }
        : null,
    series:
      row.seriesName && row.seriesSlug
        ? { name: row.seriesName, slug: row.seriesSlug, volume: row.seriesVolume }
        : null,
    contributors: contributorList,
    categories: categoryNames.map((name, i) => ({
      name: name ?? "",
      slug: categorySlugs[i] ?? "",
    })),
    packItems: pack,
  };
  return { kind: "found", book, facts: toBookFacts(row) };
}
