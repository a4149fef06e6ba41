// Returns of one order sent at once from several instances, with the shop marking the whole order
// returned among them. Only PostgreSQL can show a race (PGlite runs one statement at a time), so
// this runs where TEST_DATABASE_URL names a server (CI does).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, returnRequests } from "../../../db/schema-orders";
import { racingInstances } from "../../../db/testing";
import { moveOrder } from "../orders/order-status.server";
import { createCustomerOrder } from "./order-test-factory";
import { splitRefund } from "./refund-split.server";
import { startReturn } from "./returns.server";
import { createCustomer } from "./test-factories";

const INSTANCES = 3;
const COPIES = 5;
const ATTEMPTS = 8;

describe.skipIf(!process.env.TEST_DATABASE_URL)("returns racing on PostgreSQL", () => {
  const race = racingInstances(INSTANCES);

  it("take each copy once, refund the money's share exactly once, and never meet a whole-order return", async () => {
    for (let round = 0; round < 3; round++) {
      const customer = await createCustomer(race.main.db);
      // Five books at 40 lei and 19,99 lei shipping: 100 lei from credit, the rest on delivery.
      const { order, book } = await createCustomerOrder(race.main.db, customer.id, {
        unitPrice: 4_000,
        quantity: COPIES,
        paymentMethod: "ramburs",
        creditUsed: 10_000,
        total: 4_000 * COPIES + 1_999 - 10_000,
      });
      const now = new Date();
      const attempts = Array.from({ length: ATTEMPTS }, (_, n) => {
        const instance = race.instances[n % INSTANCES];
        if (!instance) throw new Error("no instance");
        return startReturn(
          instance.db,
          customer.id,
          {
            orderPublicId: order.publicId,
            quantities: { [book.id]: 1 },
            reason: "nu-mai-vreau",
            refundMethod: "bank",
            iban: "RO49AAAA1B31007593840000",
          },
          now,
          null,
        );
      });
      const whole = moveOrder(race.on(round), {
        orderId: order.id,
        to: "returned",
        actor: "operator",
        now,
      });
      const [results, moved] = await Promise.all([Promise.all(attempts), whole]);
      const accepted = results.filter((result) => result.ok);
      const returns = await race.main.db
        .select({
          amount: returnRequests.amount,
          creditBack: returnRequests.creditBack,
          shippingBack: returnRequests.shippingBack,
        })
        .from(returnRequests)
        .where(eq(returnRequests.orderId, order.id));
      const [after] = await race.main.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, order.id));
      if (moved.ok) {
        // The whole order went back first: no return may follow it.
        expect(after?.status).toBe("returned");
        expect(accepted).toEqual([]);
      } else {
        expect(moved).toMatchObject({ reason: "has-returns" });
        expect(after?.status).toBe("delivered");
        expect(accepted).toHaveLength(COPIES);
        // Counted one after another under the order's lock: together exactly the money's share
        // of all five books, never the credit's.
        // The last one brings the shipping back too.
        const all = splitRefund(
          { money: order.total, credit: 10_000, bonus: 0 },
          0,
          4_000 * COPIES + 1_999,
        );
        expect(returns.reduce((sum, row) => sum + row.amount, 0)).toBe(all.money);
        expect(returns.reduce((sum, row) => sum + row.amount + row.creditBack, 0)).toBe(
          4_000 * COPIES + 1_999,
        );
        expect(returns.filter((row) => row.shippingBack === 1_999)).toHaveLength(1);
      }
      expect(returns).toHaveLength(accepted.length);
    }
  });
});
