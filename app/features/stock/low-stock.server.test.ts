// What to reorder: the books shoppers are about to run out of, the best selling lately first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { orderLines, orders } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { enterCheckout } from "../checkout/checkout.server";
import { lowStock } from "./low-stock.server";

const NOW = new Date("2026-11-27T09:00:00Z");
const TODAY = "2026-11-27";
const DAY = 86_400_000;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

let orderCount = 0;
async function ordered(
  bookId: number,
  quantity: number,
  placedAt: Date,
  status: "placed" | "cancelled" = "placed",
) {
  const [order] = await database.db
    .insert(orders)
    .values({ subtotal: 0, total: 0, placedAt, status, idempotencyKey: `low-${++orderCount}` })
    .returning({ id: orders.id });
  await database.db
    .insert(orderLines)
    .values({ orderId: order?.id ?? 0, bookId, quantity, unitPrice: 0 });
}

describe("low stock", () => {
  it("lists the books with few copies free, the best selling in the window first", async () => {
    const slow = await createBook(database.db, { title: "Vinde rar", stock: 1 });
    const fast = await createBook(database.db, { title: "Vinde bine", stock: 2 });
    const held = await createBook(database.db, { title: "Ținută în coșuri", stock: 5 });
    const plenty = await createBook(database.db, { title: "Destule", stock: 40 });
    const preorder = await createBook(database.db, {
      title: "Apare în decembrie",
      stock: 0,
      availableFrom: "2026-12-10",
    });
    const unlisted = await createBook(database.db, { title: "Retrasă", stock: 0, isListed: false });

    await ordered(fast.id, 6, new Date(NOW.getTime() - 3 * DAY));
    await ordered(slow.id, 2, new Date(NOW.getTime() - 5 * DAY));
    // Outside the 30 days, or cancelled: not demand.
    await ordered(slow.id, 50, new Date(NOW.getTime() - 40 * DAY));
    await ordered(slow.id, 20, new Date(NOW.getTime() - DAY), "cancelled");
    await ordered(plenty.id, 30, new Date(NOW.getTime() - DAY));
    await enterCheckout(database.db, {
      token: null,
      lines: [{ id: held.id, quantity: 3 }],
      now: NOW,
      today: TODAY,
    });

    const rows = await lowStock(database.db, { atMost: 2, days: 30, now: NOW, today: TODAY });
    expect(rows.map((row) => row.title)).toEqual(["Vinde bine", "Vinde rar", "Ținută în coșuri"]);
    expect(rows[0]).toEqual({
      id: fast.id,
      isbn13: fast.isbn13,
      title: "Vinde bine",
      stock: 2,
      held: 0,
      sold: 6,
    });
    expect(rows[1]).toMatchObject({ sold: 2 });
    expect(rows[2]).toMatchObject({ stock: 5, held: 3, sold: 0 });
    const ids = rows.map((row) => row.id);
    expect(ids).not.toContain(plenty.id);
    expect(ids).not.toContain(preorder.id);
    expect(ids).not.toContain(unlisted.id);

    // Once the hold runs out, five copies are free again; the limit cuts the list.
    const later = new Date(NOW.getTime() + 21 * 60_000);
    const rowsLater = await lowStock(database.db, {
      atMost: 2,
      days: 30,
      now: later,
      today: TODAY,
    });
    expect(rowsLater.map((row) => row.title)).toEqual(["Vinde bine", "Vinde rar"]);
    expect(
      await lowStock(database.db, { atMost: 2, days: 30, now: NOW, today: TODAY, limit: 1 }),
    ).toHaveLength(1);
  });
});
