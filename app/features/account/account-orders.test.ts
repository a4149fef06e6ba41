import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook, createCustomerRow } from "../../../db/factories";
import { orderEvents, orderLines, orders } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { parseEnv, publicStore } from "../../lib/env.server";
import {
  findCustomerOrder,
  listCustomerOrders,
  orderBelongsToAccount,
} from "./account-orders.server";

const store = publicStore(parseEnv({}));
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function customer(email: string) {
  return (await createCustomerRow(database.db, { email })).id;
}

async function order(
  customerId: number | null,
  placedAt: Date,
  history: { withEvents?: boolean; status?: "delivered"; updatedAt?: Date } = {},
) {
  const book = await createBook(database.db, { price: 2000, title: "Baltagul" });
  const [row] = await database.db
    .insert(orders)
    .values({
      customerId,
      email: "ana@example.ro",
      phone: "+40721234567",
      firstName: "Ana",
      lastName: "Pop",
      delivery: {
        kind: "address",
        county: "CJ",
        sector: null,
        locality: "Cluj-Napoca",
        street: "Str. A 1",
        postalCode: "400001",
      },
      invoice: { kind: "person" },
      deliveryMethod: "curier",
      paymentMethod: "ramburs",
      subtotal: 2000,
      total: 2000,
      placedAt,
      status: history.status ?? "placed",
      updatedAt: history.updatedAt ?? placedAt,
    })
    .returning({ id: orders.id, publicId: orders.publicId });
  if (!row) throw new Error("no order");
  await database.db
    .insert(orderLines)
    .values({ orderId: row.id, bookId: book.id, quantity: 1, unitPrice: 2000, title: "Baltagul" });
  if (history.withEvents ?? true) {
    await database.db.insert(orderEvents).values({
      orderId: row.id,
      kind: "status",
      toValue: "placed",
      actor: "shopper",
      at: placedAt,
    });
  }
  return row;
}

describe("a customer's orders", () => {
  it("lists only the customer's own orders, newest first, and shows one only to its owner", async () => {
    const ana = await customer("ana@example.ro");
    const ion = await customer("ion@example.ro");
    const older = await order(ana, new Date("2026-10-01T10:00:00Z"));
    const newer = await order(ana, new Date("2026-11-01T10:00:00Z"));
    const hers = await order(ion, new Date("2026-11-02T10:00:00Z"));
    const guest = await order(null, new Date("2026-11-03T10:00:00Z"));

    const list = await listCustomerOrders(database.db, ana, 1);
    expect(list.orders.map((o) => o.publicId)).toEqual([newer.publicId, older.publicId]);
    expect(list.total).toBe(2);

    const mine = await findCustomerOrder(database.db, ana, newer.publicId, store);
    expect(mine?.order.lines[0]?.title).toBe("Baltagul");
    expect(mine?.timeline.map((entry) => entry.label)).toEqual(["Plasată"]);
    expect(await findCustomerOrder(database.db, ana, hers.publicId, store)).toBeNull();
    expect(await findCustomerOrder(database.db, ana, "not-a-uuid", store)).toBeNull();

    expect(await orderBelongsToAccount(database.db, newer.publicId)).toBe(true);
    expect(await orderBelongsToAccount(database.db, guest.publicId)).toBe(false);
  });

  it("dates a status no event recorded (the seeded history) by the order's last change, not its placing", async () => {
    const ana = await customer("ana.seed@example.ro");
    const placedAt = new Date("2026-10-01T10:00:00Z");
    const updatedAt = new Date("2026-10-04T15:30:00Z");
    const timeline = async (withEvents: boolean) => {
      const seeded = await order(ana, placedAt, { withEvents, status: "delivered", updatedAt });
      return (await findCustomerOrder(database.db, ana, seeded.publicId, store))?.timeline;
    };
    const expected = [
      { at: placedAt.toISOString(), kind: "status", label: "Plasată" },
      { at: updatedAt.toISOString(), kind: "status", label: "Livrată" },
    ];
    // No history at all, and a history that stops before the current status.
    expect(await timeline(false)).toEqual(expected);
    expect(await timeline(true)).toEqual(expected);
  });
});
