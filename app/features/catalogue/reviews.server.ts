// Published reviews of a book, newest first, and its "browse the book" excerpt.
import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { bookPreviews, bookReviews } from "../../../db/schema";

export const REVIEWS_PER_PAGE = 20;

export interface Review {
  id: number;
  reviewerName: string;
  rating: number;
  title: string;
  body: string;
  createdAt: string;
}

export async function publishedReviews(db: Database, bookId: number, page: number) {
  const published = and(eq(bookReviews.bookId, bookId), eq(bookReviews.status, "published"));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: bookReviews.id,
        reviewerName: bookReviews.reviewerName,
        rating: bookReviews.rating,
        title: bookReviews.title,
        body: bookReviews.body,
        createdAt: bookReviews.createdAt,
      })
      .from(bookReviews)
      .where(published)
      .orderBy(desc(bookReviews.createdAt), desc(bookReviews.id))
      .limit(REVIEWS_PER_PAGE)
      .offset((page - 1) * REVIEWS_PER_PAGE),
    db.select({ count: count() }).from(bookReviews).where(published),
  ]);
  const reviews: Review[] = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  const totalCount = total?.count ?? 0;
  return {
    reviews,
    total: totalCount,
    pageCount: Math.max(1, Math.ceil(totalCount / REVIEWS_PER_PAGE)),
  };
}

/** The excerpt's pages (blank-line separated), or null when the book has no preview. */
export async function previewPages(db: Database, bookId: number): Promise<string[] | null> {
  const [row] = await db
    .select({ excerpt: bookPreviews.excerpt })
    .from(bookPreviews)
    .where(eq(bookPreviews.bookId, bookId))
    .limit(1);
  if (!row) return null;
  return row.excerpt
    .split(/\n\s*\n/)
    .map((page) => page.trim())
    .filter(Boolean);
}
