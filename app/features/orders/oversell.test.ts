// Several instances selling the last copies at once. Only PostgreSQL can show a race (PGlite runs
// one statement at a time), so this runs where TEST_DATABASE_URL names a server (CI does).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { books } from "../../../db/schema";
import { orderLines } from "../../../db/schema-orders";
import { racingInstances } from "../../../db/testing";
import { enterCheckout, saveDetails, saveMethods } from "../checkout/checkout.server";
import { hashCheckoutToken } from "../checkout/checkout-token.server";
import { readyCheckout, testDetails } from "./checkout-test-kit";
import { placeOrder } from "./place-order.server";

const TODAY = "2026-11-22";
const SHOPPERS = 60;
const INSTANCES = 3;

describe.skipIf(!process.env.TEST_DATABASE_URL)("overselling on PostgreSQL", () => {
  const race = racingInstances(INSTANCES);

  async function shop(db: DatabaseHandle["db"], bookId: number, n: number, now: Date) {
    const { tokenHash } = await readyCheckout(db, {
      lines: [{ id: bookId, quantity: 1 }],
      now: now,
      today: TODAY,
      details: { email: `cititor${n}@example.ro` },
    });
    return placeOrder(db, {
      tokenHash,
      idempotencyKey: `oversell-${n}-${now.getTime()}`,
      now,
      today: TODAY,
    });
  }

  async function soldAndStock(bookId: number) {
    const lines = await race.main.db
      .select({ q: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.bookId, bookId));
    const [row] = await race.main.db
      .select({ stock: books.stock })
      .from(books)
      .where(eq(books.id, bookId));
    return { sold: lines.reduce((sum, line) => sum + line.q, 0), stock: row?.stock };
  }

  it(`sells exactly 5 copies to ${SHOPPERS} shoppers on ${INSTANCES} instances at once`, async () => {
    const book = await createBook(race.main.db, { stock: 5 });
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, n) => shop(race.on(n), book.id, n, now)),
    );
    const placed = results.filter((result) => result.ok);
    const refused = results.filter((result) => !result.ok);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(SHOPPERS - 5);
    for (const result of refused)
      expect(result).toMatchObject({ ok: false, reason: "not-in-stock" });
    expect(await soldAndStock(book.id)).toEqual({ sold: 5, stock: 0 });
  });

  it("never oversells when the holds have expired and everyone places at once", async () => {
    // Every shopper entered checkout long ago: no hold protects anyone, only the row locks.
    const book = await createBook(race.main.db, { stock: 5 });
    const entered = new Date(Date.now() - 10 * 60_000);
    const tokens: string[] = [];
    for (let n = 0; n < SHOPPERS; n++) {
      const db = race.on(n);
      const checkout = await enterCheckout(db, {
        token: null,
        lines: [{ id: book.id, quantity: 1 }],
        now: entered,
        today: TODAY,
      });
      tokens.push(checkout.token);
    }
    // Re-entering at once (as shoppers coming back to the cart would) races for the copies.
    const results = await Promise.all(
      tokens.map(async (token, n) => {
        const db = race.on(n);
        const again = await enterCheckout(db, {
          token,
          lines: [{ id: book.id, quantity: 1 }],
          now: new Date(),
          today: TODAY,
        });
        return again.short.length === 0;
      }),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
    const placed = await Promise.all(tokens.map((token, n) => shopWithToken(race.on(n), token, n)));
    expect(placed.filter((result) => result.ok)).toHaveLength(5);
    expect(await soldAndStock(book.id)).toEqual({ sold: 5, stock: 0 });
  });

  async function shopWithToken(db: DatabaseHandle["db"], token: string, n: number) {
    const tokenHash = hashCheckoutToken(token);
    const now = new Date();
    await saveDetails(db, tokenHash, testDetails({ email: `grabit${n}@example.ro` }), now);
    await saveMethods(db, tokenHash, { delivery: "curier", payment: "card" }, now);
    return placeOrder(db, {
      tokenHash,
      idempotencyKey: `grab-${n}-${token.slice(0, 8)}`,
      now,
      today: TODAY,
    });
  }
});
