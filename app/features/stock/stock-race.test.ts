// Stock adjustments racing each other and shoppers' orders on several instances. Only PostgreSQL
// can show a race (PGlite runs one statement at a time), so this runs where TEST_DATABASE_URL
// names a server (CI does).
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBook } from "../../../db/factories";
import { books } from "../../../db/schema";
import { orderLines } from "../../../db/schema-orders";
import { stockAdjustments } from "../../../db/schema-stock";
import { racingInstances } from "../../../db/testing";
import { readyCheckout } from "../orders/checkout-test-kit";
import { placeOrder } from "../orders/place-order.server";
import { adjustStock } from "./stock-adjustments.server";

const TODAY = "2026-11-27";
const INSTANCES = 3;

describe.skipIf(!process.env.TEST_DATABASE_URL)("stock adjustments racing on PostgreSQL", () => {
  const race = racingInstances(INSTANCES);

  const _on = (n: number) => race.on(n);

  async function ledger(bookId: number) {
    return race.main.db
      .select({
        delta: stockAdjustments.delta,
        before: stockAdjustments.stockBefore,
        after: stockAdjustments.stockAfter,
      })
      .from(stockAdjustments)
      .where(eq(stockAdjustments.bookId, bookId))
      .orderBy(asc(stockAdjustments.id));
  }

  const stockOf = async (bookId: number) =>
    (await race.main.db.select({ stock: books.stock }).from(books).where(eq(books.id, bookId)))[0]
      ?.stock;

  it("loses no delivery when 30 arrive at once on three instances", async () => {
    const book = await createBook(race.main.db, { stock: 4 });
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        adjustStock(race.on(n), {
          book: { id: book.id },
          change: { kind: "add", copies: 2 },
          reason: "received",
          now,
        }),
      ),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    expect(await stockOf(book.id)).toBe(64);
    // Each adjustment saw the one before it: the counts chain from 4 to 64 without a gap.
    const rows = await ledger(book.id);
    expect(rows.map((row) => row.before)).toEqual(Array.from({ length: 30 }, (_, k) => 4 + 2 * k));
  });

  it("shares the last copies between shoppers and damaged-copy removals without going below zero", async () => {
    const book = await createBook(race.main.db, { stock: 6 });
    const now = new Date();
    const shoppers = Array.from({ length: 12 }, async (_, n) => {
      const { tokenHash } = await readyCheckout(race.on(n), {
        lines: [{ id: book.id, quantity: 1 }],
        now,
        today: TODAY,
        details: { email: `raft${n}@example.ro` },
      });
      return placeOrder(race.on(n), {
        tokenHash,
        idempotencyKey: `stock-race-${n}-${now.getTime()}`,
        now: new Date(),
        today: TODAY,
      });
    });
    const removals = Array.from({ length: 12 }, (_, n) =>
      adjustStock(race.on(n + 1), {
        book: { id: book.id },
        change: { kind: "remove", copies: 1 },
        reason: "damaged",
        now: new Date(),
      }),
    );
    const [orders, removed] = await Promise.all([Promise.all(shoppers), Promise.all(removals)]);
    const sold = (
      await race.main.db
        .select({ quantity: orderLines.quantity })
        .from(orderLines)
        .where(eq(orderLines.bookId, book.id))
    ).reduce((sum, line) => sum + line.quantity, 0);
    const taken = removed.filter((result) => result.ok).length;
    expect(orders.filter((result) => result.ok)).toHaveLength(sold);
    expect(sold + taken).toBe(6);
    expect(await stockOf(book.id)).toBe(0);
    for (const result of removed.filter((r) => !r.ok)) {
      expect(result).toEqual({ ok: false, reason: "not-enough-stock", stock: 0 });
    }
    // Every removal recorded the count it really took a copy from.
    for (const row of await ledger(book.id)) expect(row.after).toBe(row.before - 1);
  });
});
