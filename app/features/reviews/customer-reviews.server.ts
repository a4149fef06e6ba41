// Reviews written by customers on /produs-reviews: only for books they received (a delivered
// order), one per book, published after an operator reads them (`npm run reviews`).
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { bookReviews, books } from "../../../db/schema";
import { customerReviews } from "../../../db/schema-accounts";
import { orderLines, orders } from "../../../db/schema-orders";
import { coverOfBook } from "../catalogue/book-cards.server";
import type { Cover } from "../catalogue/types";
import type { ReviewInput } from "./review-form";

export type ReviewStatus = "pending" | "published" | "rejected";

export interface ReviewableBook {
  bookId: number;
  slug: string;
  title: string;
  cover: Cover | null;
  /** The customer's review of it, if written. */
  review: { rating: number; title: string; body: string; status: ReviewStatus } | null;
}

/** Books of the customer's delivered orders, most recently ordered first, with their review. */
export async function reviewableBooks(db: Database, customerId: number): Promise<ReviewableBook[]> {
  const received = db
    .select({
      bookId: orderLines.bookId,
      placedAt: sql<Date>`max(${orders.placedAt})`.as("placed"),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.status, "delivered"),
        isNotNull(orderLines.bookId),
      ),
    )
    .groupBy(orderLines.bookId)
    .as("received");
  const rows = await db
    .select({
      bookId: books.id,
      slug: books.slug,
      title: books.title,
      cover: coverOfBook,
      rating: bookReviews.rating,
      reviewTitle: bookReviews.title,
      body: bookReviews.body,
      status: bookReviews.status,
    })
    .from(received)
    .innerJoin(books, eq(books.id, received.bookId))
    .leftJoin(
      customerReviews,
      and(eq(customerReviews.bookId, books.id), eq(customerReviews.customerId, customerId)),
    )
    .leftJoin(bookReviews, eq(bookReviews.id, customerReviews.reviewId))
    .orderBy(desc(received.placedAt), books.id)
    .limit(200);
  return rows.map((row) => ({
    bookId: row.bookId,
    slug: row.slug,
    title: row.title,
    cover: row.cover,
    review:
      row.rating === null || row.status === null
        ? null
        : {
            rating: row.rating,
            title: row.reviewTitle ?? "",
            body: row.body ?? "",
            status: row.status,
          },
  }));
}

export type SubmitReviewResult =
  | { ok: true; reviewId: number }
  | { ok: false; reason: "not-received" | "already-reviewed" };

/** Shown with the review: the first name and the initial of the last name ("Ana P."). */
export function reviewerName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toLocaleUpperCase("ro-RO");
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

export async function submitReview(
  db: Database,
  customer: { customerId: number; firstName: string; lastName: string },
  input: ReviewInput,
): Promise<SubmitReviewResult> {
  const [received] = await db
    .select({ bookId: orderLines.bookId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.customerId, customer.customerId),
        eq(orders.status, "delivered"),
        eq(orderLines.bookId, input.bookId),
      ),
    )
    .limit(1);
  if (!received) return { ok: false, reason: "not-received" };
  return db
    .transaction(async (tx) => {
      const [review] = await tx
        .insert(bookReviews)
        .values({
          bookId: input.bookId,
          reviewerName: reviewerName(customer.firstName, customer.lastName),
          rating: input.rating,
          title: input.title,
          body: input.body,
          status: "pending",
        })
        .returning({ id: bookReviews.id });
      if (!review) throw new Error("review not stored");
      // The unique (customer, book) index decides between two posts racing for the same book.
      const linked = await tx
        .insert(customerReviews)
        .values({ reviewId: review.id, customerId: customer.customerId, bookId: input.bookId })
        .onConflictDoNothing()
        .returning({ reviewId: customerReviews.reviewId });
      if (linked.length === 0) throw new AlreadyReviewed();
      return { ok: true as const, reviewId: review.id };
    })
    .catch((error: unknown) => {
      if (error instanceof AlreadyReviewed)
        return { ok: false as const, reason: "already-reviewed" as const };
      throw error;
    });
}

/** Thrown inside the transaction so the review written a moment before is rolled back. */
class AlreadyReviewed extends Error {}

export interface ModerationRow {
  id: number;
  bookTitle: string;
  reviewerName: string;
  rating: number;
  title: string;
  body: string;
  status: ReviewStatus;
  createdAt: Date;
}

/** The first `limit` reviews waiting for an operator (the CLI), oldest first, and how many wait. */
export async function pendingReviews(
  db: Database,
  limit = 50,
): Promise<{ reviews: ModerationRow[]; waiting: number }> {
  const rows = await db
    .select({
      id: bookReviews.id,
      bookTitle: books.title,
      reviewerName: bookReviews.reviewerName,
      rating: bookReviews.rating,
      title: bookReviews.title,
      body: bookReviews.body,
      status: bookReviews.status,
      createdAt: bookReviews.createdAt,
      // Counted before the limit: how many wait in all, in the same snapshot as the rows.
      waiting: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(bookReviews)
    .innerJoin(books, eq(books.id, bookReviews.bookId))
    .where(eq(bookReviews.status, "pending"))
    .orderBy(bookReviews.createdAt, bookReviews.id)
    .limit(limit);
  return {
    reviews: rows.map(({ waiting: _, ...row }) => row),
    waiting: rows[0]?.waiting ?? 0,
  };
}

/** Publishes or rejects reviews; answers the ids that changed. */
export async function moderateReviews(
  db: Database,
  ids: number[],
  status: "published" | "rejected",
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(bookReviews)
    .set({ status })
    .where(inArray(bookReviews.id, ids))
    .returning({ id: bookReviews.id });
  return rows.map((row) => row.id);
}
