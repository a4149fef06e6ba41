// One book's page: the book with its contributors, publisher, series, categories and pack contents.
import { and, asc, eq, sql } from "drizzle-orm";
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
import { bookCardColumns, toBookCard } from "./book-cards.server";
import { cachedByCatalogue } from "./list-index/index-store.server";
import type { BookContributor, BookDetails } from "./types";

export type BookLookup =
  | { kind: "found"; book: BookDetails }
  | { kind: "moved"; slug: string }
  | { kind: "missing" };

/** The book at `slug` (kept until the catalogue changes). */
export function findBookBySlug(db: Database, slug: string, today: string): Promise<BookLookup> {
  return cachedByCatalogue(db, `book:${slug}:${today}`, () => loadBookBySlug(db, slug, today));
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
      publisher: sql<BookDetails["publisher"]>`case when ${publishers.id} is null then null
        else json_build_object('name', ${publishers.name}, 'slug', ${publishers.slug}) end`,
      seriesRef: sql<{ name: string; slug: string } | null>`case when ${series.id} is null then null
        else json_build_object('name', ${series.name}, 'slug', ${series.slug}) end`,
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

  // Independent of each other: fetch in parallel.
  const [people, cats, pack] = await Promise.all([
    db
      .select({ name: contributors.name, slug: contributors.slug, role: bookContributors.role })
      .from(bookContributors)
      .innerJoin(contributors, eq(contributors.id, bookContributors.contributorId))
      .where(eq(bookContributors.bookId, row.id))
      .orderBy(asc(bookContributors.role), asc(bookContributors.position)),
    db
      .select({ name: categories.name, slug: categories.slug })
      .from(bookCategories)
      .innerJoin(categories, eq(categories.id, bookCategories.categoryId))
      .where(eq(bookCategories.bookId, row.id))
      .orderBy(sql`${bookCategories.isPrimary} desc`, asc(categories.name)),
    row.format === "pack"
      ? db
          .select(bookCardColumns)
          .from(packItems)
          .innerJoin(books, eq(books.id, packItems.bookId))
          .where(eq(packItems.packId, row.id))
          .orderBy(asc(books.title))
      : Promise.resolve([]),
  ]);

  const {
    seriesRef,
    seriesVolume,
    isbn13,
    description,
    pageCount,
    language,
    publishedOn,
    maxPerOrder,
    publisher,
  } = row;
  const book: BookDetails = {
    ...toBookCard(row, today),
    isbn13,
    description,
    pageCount,
    language,
    publishedOn,
    maxPerOrder,
    publisher,
    series: seriesRef ? { ...seriesRef, volume: seriesVolume } : null,
    contributors: people as BookContributor[],
    categories: cats,
    packItems: pack.map((item) => toBookCard(item, today)),
  };
  return { kind: "found", book };
}
