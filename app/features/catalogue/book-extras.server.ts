// What a product page shows around the book: the other volumes of its series, more books by the
// same author and from the same category, its review summary and whether a preview exists.
import { and, asc, avg, count, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { bookPreviews, bookReviews, books } from "../../../db/schema";
import { bookCardsByIds } from "./book-cards.server";
import { cachedByCatalogue, catalogueIndex } from "./list-index/index-store.server";
import type { BookDetails } from "./types";

/** How many books each "more like this" strip shows. */
export const RELATED_BOOKS = 6;

export interface SeriesVolume {
  slug: string;
  title: string;
  volume: number | null;
}

export interface ReviewSummary {
  count: number;
  /** Average rating, one decimal; null without reviews. */
  average: number | null;
}

/** Reviews change without the catalogue moving: a cached summary lives at most this long. */
export const EXTRAS_CACHE_MS = 5 * 60_000;

/** Kept until the catalogue changes, or EXTRAS_CACHE_MS at the most. */
export function bookExtras(db: Database, book: BookDetails, today: string) {
  const period = Math.floor(Date.now() / EXTRAS_CACHE_MS);
  return cachedByCatalogue(db, `extras:${book.id}:${today}:${period}`, () =>
    loadBookExtras(db, book, today),
  );
}

async function loadBookExtras(db: Database, book: BookDetails, today: string) {
  const index = await catalogueIndex(db);
  const self = index.indexOfId.get(book.id);
  const firstAuthor = book.authors[0] ? index.authorIdBySlug.get(book.authors[0].slug) : undefined;
  const primaryCategory = book.categories[0]
    ? index.categoryIdBySlug.get(book.categories[0].slug)
    : undefined;

  // Best-selling members of a set, leaving out this book and any already picked.
  const taken = new Set<number>(self === undefined ? [] : [self]);
  const bestOf = (members: Int32Array | undefined): number[] => {
    if (!members) return [];
    const rank = index.ranks.bestsellers;
    const picked = [...members]
      .filter((i) => !taken.has(i))
      .sort((a, b) => (rank[a] ?? 0) - (rank[b] ?? 0))
      .slice(0, RELATED_BOOKS);
    for (const i of picked) taken.add(i);
    return picked.map((i) => index.ids[i] ?? 0);
  };
  const byAuthorIds = bestOf(
    firstAuthor === undefined ? undefined : index.authorMembers.get(firstAuthor),
  );
  const sameCategoryIds = bestOf(
    primaryCategory === undefined ? undefined : index.categoryMembers.get(primaryCategory),
  );

  const seriesId = self === undefined ? 0 : (index.series[self] ?? 0);
  const [byAuthor, sameCategory, volumes, [reviews], [preview]] = await Promise.all([
    bookCardsByIds(db, byAuthorIds, today),
    bookCardsByIds(db, sameCategoryIds, today),
    seriesId
      ? db
          .select({ slug: books.slug, title: books.title, volume: books.seriesVolume })
          .from(books)
          .where(and(eq(books.seriesId, seriesId), eq(books.isListed, true)))
          .orderBy(asc(books.seriesVolume), asc(books.id))
      : Promise.resolve([] as SeriesVolume[]),
    db
      .select({ count: count(), average: avg(bookReviews.rating) })
      .from(bookReviews)
      .where(and(eq(bookReviews.bookId, book.id), eq(bookReviews.status, "published"))),
    db
      .select({ bookId: bookPreviews.bookId })
      .from(bookPreviews)
      .where(eq(bookPreviews.bookId, book.id))
      .limit(1),
  ]);
  const reviewSummary: ReviewSummary = {
    count: reviews?.count ?? 0,
    average: reviews?.average ? Math.round(Number(reviews.average) * 10) / 10 : null,
  };
  return { byAuthor, sameCategory, volumes, reviewSummary, hasPreview: Boolean(preview) };
}

export type BookExtras = Awaited<ReturnType<typeof loadBookExtras>>;
