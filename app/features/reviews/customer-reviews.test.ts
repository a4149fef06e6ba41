import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { bookReviews } from "../../../db/schema";
import { createTestDatabase } from "../../../db/testing";
import { exportCustomerData } from "../account/data-export.server";
import { createCustomerOrder } from "../account/order-test-factory";
import { createCustomer } from "../account/test-factories";
import { publishedReviews } from "../catalogue/reviews.server";
import {
  moderateReviews,
  pendingReviews,
  reviewableBooks,
  reviewerName,
  submitReview,
} from "./customer-reviews.server";
import { parseReviewForm } from "./review-form.server";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const REVIEW = {
  rating: 5,
  title: "Superbă",
  body: "O carte pe care o recomand tuturor prietenilor.",
};

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("customer reviews", () => {
  it("offers only the books of delivered orders, and takes one review per book", async () => {
    const customer = await createCustomer(database.db, { firstName: "Ana", lastName: "popescu" });
    const { book: received } = await createCustomerOrder(database.db, customer.id);
    const { book: onTheWay } = await createCustomerOrder(database.db, customer.id, {
      status: "shipped",
    });
    const shopper = { customerId: customer.id, firstName: "Ana", lastName: "popescu" };

    const before = await reviewableBooks(database.db, customer.id);
    expect(before.map((book) => book.bookId)).toEqual([received.id]);
    expect(before[0]?.review).toBeNull();

    expect(await submitReview(database.db, shopper, { ...REVIEW, bookId: onTheWay.id })).toEqual({
      ok: false,
      reason: "not-received",
    });
    const first = await submitReview(database.db, shopper, { ...REVIEW, bookId: received.id });
    expect(first.ok).toBe(true);
    expect(await submitReview(database.db, shopper, { ...REVIEW, bookId: received.id })).toEqual({
      ok: false,
      reason: "already-reviewed",
    });
    const rows = await database.db
      .select()
      .from(bookReviews)
      .where(eq(bookReviews.bookId, received.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reviewerName: "Ana P.", status: "pending", rating: 5 });

    const after = await reviewableBooks(database.db, customer.id);
    expect(after[0]?.review).toMatchObject({ rating: 5, status: "pending" });
  });

  it("refuses a book another customer received", async () => {
    const owner = await createCustomer(database.db);
    const other = await createCustomer(database.db);
    const { book } = await createCustomerOrder(database.db, owner.id);
    const result = await submitReview(
      database.db,
      { customerId: other.id, firstName: "Ion", lastName: "Ionescu" },
      { ...REVIEW, bookId: book.id },
    );
    expect(result).toEqual({ ok: false, reason: "not-received" });
  });

  it("shows a review on the book's page only once an operator publishes it", async () => {
    const customer = await createCustomer(database.db);
    const { book } = await createCustomerOrder(database.db, customer.id);
    const shopper = { customerId: customer.id, firstName: "Maria", lastName: "Georgescu" };
    const result = await submitReview(database.db, shopper, { ...REVIEW, bookId: book.id });
    if (!result.ok) throw new Error("not stored");
    expect((await publishedReviews(database.db, book.id, 1)).total).toBe(0);
    expect((await pendingReviews(database.db)).reviews.map((row) => row.id)).toContain(
      result.reviewId,
    );

    expect(await moderateReviews(database.db, [result.reviewId], "published")).toEqual([
      result.reviewId,
    ]);
    const shown = await publishedReviews(database.db, book.id, 1);
    expect(shown.reviews.map((review) => review.reviewerName)).toEqual(["Maria G."]);
    expect((await pendingReviews(database.db)).reviews.map((row) => row.id)).not.toContain(
      result.reviewId,
    );
  });

  it("lists the first waiting reviews and counts all that wait", async () => {
    const before = (await pendingReviews(database.db)).waiting;
    for (const rating of [3, 4, 5]) {
      const book = await createBook(database.db);
      await database.db
        .insert(bookReviews)
        .values({ bookId: book.id, reviewerName: "Ion P.", rating, body: REVIEW.body });
    }
    const queue = await pendingReviews(database.db, 2);
    expect(queue.reviews).toHaveLength(2);
    expect(queue.waiting).toBe(before + 3);
    expect(queue.reviews[0]).not.toHaveProperty("waiting");
  });

  it("are in the customer's data export, and only theirs", async () => {
    const author = await createCustomer(database.db, { firstName: "Elena", lastName: "Dobre" });
    const other = await createCustomer(database.db);
    const { book } = await createCustomerOrder(database.db, author.id);
    await submitReview(
      database.db,
      { customerId: author.id, firstName: "Elena", lastName: "Dobre" },
      { ...REVIEW, bookId: book.id },
    );
    const exported = await exportCustomerData(database.db, author.id, new Date());
    expect(exported?.reviews).toEqual([
      expect.objectContaining({
        bookId: book.id,
        rating: 5,
        body: REVIEW.body,
        shownName: "Elena D.",
        status: "pending",
        url: `/carte/${book.slug}`,
      }),
    ]);
    expect((await exportCustomerData(database.db, other.id, new Date()))?.reviews).toEqual([]);
  });
});

describe("the review form", () => {
  it("answers each wrong field in Romanian", () => {
    const result = parseReviewForm(form({ bookId: "7", body: "scurt" }));
    expect(result).toEqual({
      ok: false,
      errors: {
        rating: "Alege o notă de la 1 la 5 stele.",
        body: "Scrie cel puțin 20 de caractere despre carte.",
      },
    });
    expect(parseReviewForm(form({ bookId: "7", rating: "9", body: REVIEW.body })).ok).toBe(false);
  });

  it("reads a complete review, trimmed", () => {
    expect(
      parseReviewForm(form({ bookId: "7", rating: "4", title: "  Bună ", body: REVIEW.body })),
    ).toEqual({ ok: true, input: { bookId: 7, rating: 4, title: "Bună", body: REVIEW.body } });
  });

  it("shows the first name and the last name's initial", () => {
    expect(reviewerName(" Ștefan ", "țepeș")).toBe("Ștefan Ț.");
    expect(reviewerName("Ana", "")).toBe("Ana");
  });
});
