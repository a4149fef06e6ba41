// The demo accounts of the seed: they log in with the README's password and see their orders.
import { asc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCustomerVouchers } from "../../app/features/account/account-vouchers.server";
import { logIn } from "../../app/features/account/login.server";
import { needsRehash, verifyPassword } from "../../app/features/account/password.server";
import { loadOrderView } from "../../app/features/orders/order-view.server";
import { createPublicStore } from "../../app/features/orders/order-view-factory";
import type { DatabaseHandle } from "../client.server";
import { customers } from "../schema-accounts";
import { orders } from "../schema-orders";
import { createTestDatabase } from "../testing";
import { REFERENCE_DATE, seedCatalogue } from "./catalogue";
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_PASSWORD_HASH } from "./data/customers";
import { DEMO_ORDERS_PER_CUSTOMER } from "./generate/customers";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db, { books: 200, referenceDate: REFERENCE_DATE });
});

afterAll(async () => {
  await database.close();
});

describe("the demo accounts", () => {
  it("hold the precomputed hash of the demo password, made with today's parameters", async () => {
    expect(await verifyPassword(DEMO_PASSWORD_HASH, DEMO_PASSWORD)).toBe(true);
    expect(needsRehash(DEMO_PASSWORD_HASH)).toBe(false);
  });

  it("are confirmed accounts that log in with the demo password", async () => {
    const rows = await database.db.select().from(customers).orderBy(asc(customers.id));
    expect(rows.map((row) => row.email)).toEqual(DEMO_CUSTOMERS.map((demo) => demo.email));
    for (const [i, row] of rows.entries()) {
      expect(row.emailConfirmedAt).not.toBeNull();
      const result = await logIn(
        database.db,
        { email: row.email, password: DEMO_PASSWORD },
        { now: new Date(), clientKey: `192.0.2.${i + 1}` },
      );
      expect(result.ok, row.email).toBe(true);
    }
    // New accounts get the ids after them.
    const [next] = await database.db
      .insert(customers)
      .values({
        email: "nou@example.ro",
        firstName: "A",
        lastName: "B",
        termsAcceptedAt: new Date(),
      })
      .returning({ id: customers.id });
    expect(next?.id).toBe(DEMO_CUSTOMERS.length + 1);
  });

  it("own a few full orders each, spread over the history, the latest order included", async () => {
    const owned = await database.db
      .select({ id: orders.id, customerId: orders.customerId, email: orders.email })
      .from(orders)
      .where(isNotNull(orders.customerId))
      .orderBy(asc(orders.id));
    expect(owned).toHaveLength(DEMO_CUSTOMERS.length * DEMO_ORDERS_PER_CUSTOMER);
    const [latest] = await database.db
      .select({ id: orders.id })
      .from(orders)
      .orderBy(asc(orders.id))
      .limit(1)
      .offset(200 * 3 - 1);
    expect(owned.at(-1)?.id).toBe(latest?.id);
    const store = createPublicStore();
    for (const [i, demo] of DEMO_CUSTOMERS.entries()) {
      const theirs = owned.filter((order) => order.customerId === i + 1);
      expect(theirs, demo.email).toHaveLength(DEMO_ORDERS_PER_CUSTOMER);
      for (const order of theirs) {
        expect(order.email).toBe(demo.email);
        const view = await loadOrderView(database.db, { id: order.id }, store);
        expect(view?.firstName).toBe(demo.firstName);
        expect(view?.lines.length).toBeGreaterThan(0);
        expect(view?.lines.every((line) => line.title.length > 0)).toBe(true);
        expect(view?.deliveryLines.join(" ")).toContain(demo.delivery.street);
      }
    }
    const guests = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.email, "ana.popescu@example.ro"));
    expect(guests).toHaveLength(DEMO_ORDERS_PER_CUSTOMER);
  });

  it("hold codes of their own, which their Vouchers page lists as active", async () => {
    const now = new Date(`${REFERENCE_DATE}T12:00:00Z`);
    const [ana, ion] = await database.db.select().from(customers).orderBy(asc(customers.id));
    if (!ana || !ion) throw new Error("no demo customers");
    const codes = async (customerId: number, email: string) =>
      (
        await loadCustomerVouchers(database.db, { customerId, email, emailConfirmed: true }, now)
      ).map((v) => [v.code, v.state]);
    expect(await codes(ana.id, ana.email)).toContainEqual(["MULTUMIM-ANA15", "active"]);
    expect(await codes(ion.id, ion.email)).toContainEqual(["LIVRARE-ION", "active"]);
  });
});
