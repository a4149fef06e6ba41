// A guest order placed with the address of an account that has confirmed it joins that account
// (as the orders placed before the confirmation did): its list, export and deletion find it.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook, createCustomerRow } from "../../../db/factories";
import { customers } from "../../../db/schema-accounts";
import { orders } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { readyCheckout } from "./checkout-test-kit";
import { placeOrder } from "./place-order.server";

const TODAY = "2026-11-22";
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function account(email: string, confirmed: boolean) {
  const row = await createCustomerRow(database.db, {
    email,
    emailConfirmedAt: confirmed ? new Date() : null,
  });
  return row.id;
}

async function guestOrder(email: string, key: string) {
  const { db } = database;
  const book = await createBook(db, { price: 3_000, stock: 5 });
  const now = new Date();
  const { tokenHash } = await readyCheckout(db, {
    lines: [{ id: book.id, quantity: 1 }],
    now,
    today: TODAY,
    details: { email },
  });
  const placed = await placeOrder(db, { tokenHash, idempotencyKey: key, now, today: TODAY });
  if (!placed.ok) throw new Error(`not placed: ${placed.reason}`);
  const [row] = await db
    .select({ customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.id, placed.order.id));
  return row?.customerId;
}

describe("a guest order's owner", () => {
  it("is the account that confirmed the address, however the address was typed", async () => {
    const owner = await account("dan.radu@example.ro", true);
    expect(await guestOrder("Dan.Radu@Example.ro", "guest-owner-1")).toBe(owner);
  });

  it("is nobody while the address is unconfirmed, or its account deleted", async () => {
    await account("neconfirmat@example.ro", false);
    expect(await guestOrder("neconfirmat@example.ro", "guest-owner-2")).toBeNull();
    const gone = await account("plecat@example.ro", true);
    await database.db
      .update(customers)
      .set({ deletedAt: new Date() })
      .where(eq(customers.id, gone));
    expect(await guestOrder("plecat@example.ro", "guest-owner-3")).toBeNull();
  });
});
