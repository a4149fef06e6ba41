// A generated cover's URL is versioned by books.updated_at (immutable caching): every input the
// cover draws (title, first author, publisher, category) moves it; stock and sales do not.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.server";
import { createBook, createCategory, createContributor, createPublisher } from "./factories";
import { bookCategories, bookContributors, books, contributors, publishers } from "./schema";
import { createTestDatabase } from "./testing";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const LONG_AGO = new Date("2026-01-01T00:00:00Z");

/** A book whose updated_at is set far back, so any touch shows. */
async function oldBook() {
  const { db } = database;
  const author = await createContributor(db);
  const publisher = await createPublisher(db);
  const category = await createCategory(db);
  const book = await createBook(db, {
    authors: [author],
    categoriesOf: [category],
    publisherId: publisher.id,
  });
  await db.update(books).set({ updatedAt: LONG_AGO }).where(eq(books.id, book.id));
  return { book, author, publisher, category };
}

async function touched(bookId: number): Promise<boolean> {
  const [row] = await database.db
    .select({ updatedAt: books.updatedAt })
    .from(books)
    .where(eq(books.id, bookId));
  return (row?.updatedAt.getTime() ?? 0) > LONG_AGO.getTime();
}

describe("what moves a book's cover version", () => {
  it("its title and publisher, not its stock, sales or price", async () => {
    const { db } = database;
    const { book } = await oldBook();
    await db
      .update(books)
      .set({ stock: 3, salesCount: 40, price: 3999 })
      .where(eq(books.id, book.id));
    expect(await touched(book.id)).toBe(false);
    await db.update(books).set({ title: "Ion" }).where(eq(books.id, book.id));
    expect(await touched(book.id)).toBe(true);

    const other = await oldBook();
    const publisher = await createPublisher(db);
    await db.update(books).set({ publisherId: publisher.id }).where(eq(books.id, other.book.id));
    expect(await touched(other.book.id)).toBe(true);
  });

  it("its author's or publisher's new name", async () => {
    const { db } = database;
    const first = await oldBook();
    await db
      .update(contributors)
      .set({ name: "Liviu Rebreanu" })
      .where(eq(contributors.id, first.author.id));
    expect(await touched(first.book.id)).toBe(true);

    const second = await oldBook();
    await db
      .update(publishers)
      .set({ name: "Editura Nouă" })
      .where(eq(publishers.id, second.publisher.id));
    expect(await touched(second.book.id)).toBe(true);
  });

  it("an author or a category added or removed", async () => {
    const { db } = database;
    const added = await oldBook();
    const coAuthor = await createContributor(db);
    await db
      .insert(bookContributors)
      .values({ bookId: added.book.id, contributorId: coAuthor.id, role: "author", position: 1 });
    expect(await touched(added.book.id)).toBe(true);

    const removed = await oldBook();
    await db.delete(bookCategories).where(eq(bookCategories.bookId, removed.book.id));
    expect(await touched(removed.book.id)).toBe(true);

    const moved = await oldBook();
    const elsewhere = await createCategory(db);
    await db
      .update(bookCategories)
      .set({ categoryId: elsewhere.id })
      .where(eq(bookCategories.bookId, moved.book.id));
    expect(await touched(moved.book.id)).toBe(true);
  });
});
