import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { books } from "../../../db/schema";
import { customers, wishlistItems } from "../../../db/schema-accounts";
import { createTestDatabase } from "../../../db/testing";
import { createCustomer } from "./test-factories";
import {
  addToWishlist,
  listWishlist,
  mergeWishlist,
  removeFromWishlist,
  WISHLIST_LIMIT,
  wishlistProducts,
} from "./wishlist.server";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const TODAY = "2026-11-22";

describe("the server wishlist", () => {
  it("adds listed books once, in the order given, and ignores unknown and unlisted ids", async () => {
    const { db } = database;
    const customer = await createCustomer(db);
    const [a, b, c] = [await createBook(db), await createBook(db), await createBook(db)];
    const unlisted = await createBook(db, { isListed: false });

    const first = await addToWishlist(db, customer.id, [b.id, a.id, 987_654, unlisted.id, b.id]);
    expect(first).toEqual({ added: [b.id, a.id], refused: [], ignored: [987_654, unlisted.id] });
    const again = await addToWishlist(db, customer.id, [a.id, c.id]);
    expect(again).toEqual({ added: [c.id], refused: [], ignored: [] });
    expect(await listWishlist(db, customer.id)).toEqual([b.id, a.id, c.id]);
  });

  it("keeps each customer's list to themselves", async () => {
    const { db } = database;
    const [ana, ion] = [await createCustomer(db), await createCustomer(db)];
    const book = await createBook(db);
    await addToWishlist(db, ana.id, [book.id]);
    expect(await listWishlist(db, ana.id)).toEqual([book.id]);
    expect(await listWishlist(db, ion.id)).toEqual([]);
    expect(await removeFromWishlist(db, ion.id, book.id)).toBe(false);
    expect(await listWishlist(db, ana.id)).toEqual([book.id]);
  });

  it("removes a book, and answers false when it was not there", async () => {
    const { db } = database;
    const customer = await createCustomer(db);
    const [a, b] = [await createBook(db), await createBook(db)];
    await addToWishlist(db, customer.id, [a.id, b.id]);
    expect(await removeFromWishlist(db, customer.id, a.id)).toBe(true);
    expect(await removeFromWishlist(db, customer.id, a.id)).toBe(false);
    expect(await listWishlist(db, customer.id)).toEqual([b.id]);
  });

  it("hides a book taken off sale, and shows it again when it is back", async () => {
    const { db } = database;
    const customer = await createCustomer(db);
    const book = await createBook(db);
    await addToWishlist(db, customer.id, [book.id]);
    await db.update(books).set({ isListed: false }).where(eq(books.id, book.id));
    expect(await listWishlist(db, customer.id)).toEqual([]);
    await db.update(books).set({ isListed: true }).where(eq(books.id, book.id));
    expect(await listWishlist(db, customer.id)).toEqual([book.id]);
  });

  it("merges the browser's list at login: the union, server's first, nothing removed", async () => {
    const { db } = database;
    const customer = await createCustomer(db);
    const [saved, both, local] = [await createBook(db), await createBook(db), await createBook(db)];
    await addToWishlist(db, customer.id, [saved.id, both.id], new Date("2026-11-01T10:00:00Z"));
    const merged = await mergeWishlist(db, customer.id, [local.id, both.id, 987_654]);
    expect(merged).toEqual([saved.id, both.id, local.id]);
    expect(await mergeWishlist(db, customer.id, [])).toEqual(merged);
  });

  it("answers the products in the spec's shape", async () => {
    const { db } = database;
    const customer = await createCustomer(db);
    const book = await createBook(db, { title: "Pădurea spânzuraților", price: 2999 });
    await addToWishlist(db, customer.id, [book.id]);
    expect(await wishlistProducts(db, customer.id, TODAY)).toMatchObject([
      { id: book.id, productId: book.id, title: "Pădurea spânzuraților", price: 2999 },
    ]);
  });

  it(`stops at ${WISHLIST_LIMIT} listed books and says which did not fit`, async () => {
    const { db } = database;
    const customer = await createCustomer(db);
    const stamp = Date.now();
    const created = await db
      .insert(books)
      .values(
        Array.from({ length: WISHLIST_LIMIT + 2 }, (_, i) => ({
          slug: `limita-${stamp}-${i}`,
          title: `Limita ${i}`,
          format: "paperback" as const,
          price: 1000,
          stock: 1,
        })),
      )
      .returning({ id: books.id });
    const ids = created.map((row) => row.id);
    const result = await addToWishlist(db, customer.id, ids);
    expect(result.added).toHaveLength(WISHLIST_LIMIT);
    expect(result.refused).toEqual(ids.slice(WISHLIST_LIMIT));
    expect(await listWishlist(db, customer.id)).toHaveLength(WISHLIST_LIMIT);
    // A place freed is a place to fill; books already there are no news.
    await removeFromWishlist(db, customer.id, ids[0]!);
    expect(await addToWishlist(db, customer.id, [ids[1]!, ids.at(-1)!])).toEqual({
      added: [ids.at(-1)!],
      refused: [],
      ignored: [],
    });
  });

  it("holds the limit under concurrent additions", async () => {
    const { db } = database;
    const customer = await createCustomer(db);
    const stamp = Date.now();
    const created = await db
      .insert(books)
      .values(
        Array.from({ length: WISHLIST_LIMIT + 20 }, (_, i) => ({
          slug: `concurenta-${stamp}-${i}`,
          title: `Concurență ${i}`,
          format: "paperback" as const,
          price: 1000,
          stock: 1,
        })),
      )
      .returning({ id: books.id });
    const ids = created.map((row) => row.id);
    await addToWishlist(db, customer.id, ids.slice(0, WISHLIST_LIMIT - 5));
    const rest = ids.slice(WISHLIST_LIMIT - 5);
    await Promise.all(rest.map((id) => addToWishlist(db, customer.id, [id])));
    expect(await listWishlist(db, customer.id)).toHaveLength(WISHLIST_LIMIT);
  });

  it("adds nothing to a deleted account, and goes with the account", async () => {
    const { db } = database;
    const gone = await createCustomer(db, { deletedAt: new Date() });
    const book = await createBook(db);
    expect(await addToWishlist(db, gone.id, [book.id])).toMatchObject({ added: [] });
    const customer = await createCustomer(db);
    await addToWishlist(db, customer.id, [book.id]);
    await db.delete(customers).where(eq(customers.id, customer.id));
    const left = await db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.customerId, customer.id));
    expect(left).toEqual([]);
  });
});
