// Starting one order's card payment from two instances at once (two tabs on two servers), and a
// sandbox approval crossing a newer attempt that replaces the one approved.
// Only PostgreSQL can show a race (PGlite runs one statement at a time), so this runs where
// TEST_DATABASE_URL names a server (CI does).
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.server";
import { orders, payments } from "../../../db/schema-orders";
import { racingInstances } from "../../../db/testing";
import { BASE_URL, NOW } from "./card-payment-test-kit";
import { handleNotification, OPEN_ATTEMPT_MINUTES, startCardPayment } from "./payments.server";
import { createSandboxProvider, decideSandboxPayment } from "./sandbox-provider.server";

const ORDERS = 15;
const INSTANCES = 2;
const EXPIRED = new Date(NOW.getTime() + (OPEN_ATTEMPT_MINUTES + 1) * 60_000);

describe.skipIf(!process.env.TEST_DATABASE_URL)("one order's payment raced on PostgreSQL", () => {
  const pools = racingInstances(INSTANCES);

  async function cardOrders(count: number) {
    return pools.main.db
      .insert(orders)
      .values(
        Array.from({ length: count }, (_, n) => ({
          email: `cursa${n}@example.ro`,
          paymentMethod: "card",
          subtotal: 4999,
          total: 4999,
          status: "placed" as const,
          placedAt: NOW,
          updatedAt: NOW,
          payBy: new Date(NOW.getTime() + 60 * 60_000),
        })),
      )
      .returning({ id: orders.id, publicId: orders.publicId });
  }

  function attemptsOf(orderId: number) {
    return pools.main.db
      .select({ providerRef: payments.providerRef, status: payments.status })
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(asc(payments.id));
  }

  function startOn(n: number, publicId: string, now: Date) {
    const db = pools.on(n);
    return startCardPayment(db, createSandboxProvider(db), {
      orderPublicId: publicId,
      baseUrl: BASE_URL,
      now,
    });
  }

  it("two starts at once open one pending attempt, and both shoppers are sent to it", async () => {
    const placed = await cardOrders(ORDERS);
    await Promise.all(
      placed.map(async (order) => {
        const results = await Promise.all(
          Array.from({ length: INSTANCES }, (_, n) => startOn(n, order.publicId, NOW)),
        );
        const refs = results.map((r) => (r.ok ? r.providerRef : r.reason));
        expect(new Set(refs).size).toBe(1);
        expect(await attemptsOf(order.id)).toEqual([{ providerRef: refs[0], status: "pending" }]);
      }),
    );
  });

  it("an approval and a newer attempt replacing it never both win", async () => {
    const placed = await cardOrders(ORDERS);
    const first = await Promise.all(placed.map((order) => startOn(0, order.publicId, NOW)));
    await Promise.all(
      placed.map(async (order, i) => {
        const started = first[i];
        if (!started?.ok) throw new Error("not started");
        const approver: Database = pools.on(0);
        const sandbox = createSandboxProvider(approver);
        const [decided, replaced] = await Promise.all([
          decideSandboxPayment(
            approver,
            { providerRef: started.providerRef, decision: "approve", now: EXPIRED },
            async (tx, notification) => {
              const handled = await handleNotification(tx, sandbox, notification, {
                now: EXPIRED,
              });
              if (!handled.ok) throw new Error(`notification refused: ${handled.reason}`);
            },
          ),
          startOn(1, order.publicId, EXPIRED),
        ]);
        const rows = await attemptsOf(order.id);
        const [state] = await pools.main.db
          .select({ paymentStatus: orders.paymentStatus })
          .from(orders)
          .where(eq(orders.id, order.id));
        if (decided.ok) {
          // Approved first: the order is paid and no second attempt was opened (refused as paid,
          // or as unsettled when the sandbox would not void the attempt it had just approved).
          expect(decided.decided).toBe(true);
          expect(replaced.ok ? "opened" : replaced.reason).toMatch(
            /^(already-paid|attempt-unsettled)$/,
          );
          expect(rows).toEqual([{ providerRef: started.providerRef, status: "paid" }]);
          expect(state?.paymentStatus).toBe("paid");
        } else {
          // Replaced first: the approval was refused, the newer attempt is the open one.
          expect(decided).toEqual({ ok: false, reason: "superseded" });
          expect(replaced).toMatchObject({ ok: true, reused: false });
          expect(rows.map((row) => row.status)).toEqual(["failed", "pending"]);
          expect(state?.paymentStatus).toBe("pending");
        }
      }),
    );
  });
});
