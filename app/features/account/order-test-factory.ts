// Test factory: an order of a customer (or a guest) with one line, its "placed" event and a
// payment attempt, written straight to the tables as checkout would leave them (and, if asked,
// the courier's "delivered" event).
import type { Database } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { orderEvents, orderLines, orders, payments } from "../../../db/schema-orders";

export interface OrderFactoryOptions extends Partial<typeof orders.$inferInsert> {
  /** Price of the one line's book (bani), default 2999. */
  unitPrice?: number;
  quantity?: number;
  /** Copies the line took from stock (a pre-order's took none), default 0. */
  stockTaken?: number;
  /** When the courier delivered it: adds the "delivered" status event returns count from. */
  deliveredAt?: Date;
}

export async function createCustomerOrder(
  db: Database,
  customerId: number | null,
  options: OrderFactoryOptions = {},
) {
  const { unitPrice = 2999, quantity = 1, stockTaken = 0, deliveredAt, ...overrides } = options;
  const book = await createBook(db, { price: unitPrice, title: "Enigma Otiliei" });
  const subtotal = unitPrice * quantity;
  const [order] = await db
    .insert(orders)
    .values({
      customerId,
      email: "ana.pop@example.ro",
      phone: "+40721234567",
      firstName: "Ana",
      lastName: "Pop",
      delivery: {
        kind: "address",
        county: "CJ",
        sector: null,
        locality: "Cluj-Napoca",
        street: "Str. Memorandumului nr. 28",
        postalCode: "400114",
      },
      invoice: { kind: "person" },
      deliveryMethod: "curier",
      paymentMethod: "card",
      subtotal,
      shippingCost: 1999,
      total: subtotal + 1999,
      status: "delivered",
      paymentStatus: "paid",
      ...overrides,
    })
    .returning();
  if (!order) throw new Error("The order was not inserted");
  await db.insert(orderLines).values({
    orderId: order.id,
    bookId: book.id,
    quantity,
    unitPrice,
    title: book.title,
    stockTaken,
  });
  await db.insert(orderEvents).values([
    { orderId: order.id, kind: "status", toValue: "placed", actor: "shopper" },
    { orderId: order.id, kind: "payment", fromValue: "pending", toValue: "paid", actor: "ana" },
    ...(deliveredAt
      ? [
          {
            orderId: order.id,
            kind: "status" as const,
            toValue: "delivered",
            actor: "curier",
            at: deliveredAt,
          },
        ]
      : []),
  ]);
  await db.insert(payments).values({
    orderId: order.id,
    provider: "sandbox",
    providerRef: `ref-${order.id}`,
    amount: order.total,
    status: "paid",
  });
  return { order, book };
}
