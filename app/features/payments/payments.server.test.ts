// Card payments through the sandbox provider, against a real database: attempts, signed
// notifications, idempotency, and notifications that arrive before the shopper returns. Refused
// notifications: refused-notifications.server.test.ts.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { orders } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { BASE_URL, cardPaymentTestKit, NOW } from "./card-payment-test-kit";
import { handleNotification, OPEN_ATTEMPT_MINUTES, startCardPayment } from "./payments.server";
import type { PaymentProvider } from "./provider";
import { createSandboxProvider, sandboxNotification } from "./sandbox-provider.server";

let database: DatabaseHandle;
let provider: PaymentProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  provider = createSandboxProvider(database.db);
});
afterAll(async () => {
  await database.close();
});

const { cardOrder, orderState, attempts, eventsOf, start, notify } = cardPaymentTestKit(
  () => database.db,
  () => provider,
);

describe("starting a card payment", () => {
  it("records a pending attempt and sends the shopper to the sandbox's page", async () => {
    const order = await cardOrder();
    const started = await start(order.publicId);
    expect(started.redirectUrl).toBe(
      `/plata-test/${started.providerRef}?return=${encodeURIComponent(`/order-confirmation/${order.publicId}`)}`,
    );
    expect(await attempts(order.id)).toEqual([
      { providerRef: started.providerRef, status: "pending", amount: 10997 },
    ]);
    expect(await orderState(order.id)).toMatchObject({
      status: "placed",
      paymentStatus: "pending",
    });
  });

  it("refuses unknown, malformed, non-card, paid, cancelled and expired orders", async () => {
    const input = (orderPublicId: string, now = NOW) =>
      startCardPayment(database.db, provider, { orderPublicId, baseUrl: BASE_URL, now });
    expect(await input(randomUUID())).toEqual({ ok: false, reason: "not-found" });
    expect(await input("not-a-uuid")).toEqual({ ok: false, reason: "not-found" });
    const cod = await cardOrder({ paymentMethod: "ramburs", payBy: null });
    expect(await input(cod.publicId)).toEqual({ ok: false, reason: "not-card" });
    const paid = await cardOrder({ status: "confirmed", paymentStatus: "paid", payBy: null });
    expect(await input(paid.publicId)).toEqual({ ok: false, reason: "already-paid" });
    const cancelled = await cardOrder({ status: "cancelled", payBy: null });
    expect(await input(cancelled.publicId)).toEqual({ ok: false, reason: "cancelled" });
    const late = await cardOrder();
    expect(await input(late.publicId, new Date(NOW.getTime() + 61 * 60_000))).toEqual({
      ok: false,
      reason: "expired",
    });
    for (const order of [cod, paid, cancelled, late]) expect(await attempts(order.id)).toEqual([]);
  });
});

describe("notifications", () => {
  it("an approval pays and confirms the order, calling onPaid once in its transaction", async () => {
    const order = await cardOrder();
    const started = await start(order.publicId);
    const paidOrders: number[] = [];
    const result = await notify(started.providerRef, "paid", 10997, {
      onPaid: async (tx, orderId) => {
        // Inside the transaction: the order is already paid there.
        const [row] = await tx
          .select({ paymentStatus: orders.paymentStatus })
          .from(orders)
          .where(eq(orders.id, orderId));
        expect(row?.paymentStatus).toBe("paid");
        paidOrders.push(orderId);
      },
    });
    expect(result).toMatchObject({ ok: true, status: "applied", outcome: "paid", attention: null });
    expect(paidOrders).toEqual([order.id]);
    expect(await orderState(order.id)).toEqual({
      status: "confirmed",
      paymentStatus: "paid",
      payBy: null,
    });
    expect(await attempts(order.id)).toMatchObject([{ status: "paid" }]);
    expect(await eventsOf(order.id)).toEqual([
      { kind: "payment", from: "pending", to: "paid", actor: "payment-provider" },
      { kind: "status", from: "placed", to: "confirmed", actor: "payment-provider" },
    ]);
    // And the order cannot start another payment.
    expect(
      await startCardPayment(database.db, provider, {
        orderPublicId: order.publicId,
        baseUrl: BASE_URL,
        now: NOW,
      }),
    ).toEqual({ ok: false, reason: "already-paid" });
  });

  it("a decline fails the payment; a retry is a new attempt, pending again, then paid", async () => {
    const order = await cardOrder();
    const first = await start(order.publicId);
    expect(await notify(first.providerRef, "failed", 10997)).toMatchObject({
      ok: true,
      status: "applied",
    });
    expect(await orderState(order.id)).toMatchObject({ status: "placed", paymentStatus: "failed" });

    const later = new Date(NOW.getTime() + 5 * 60_000);
    const second = await start(order.publicId, later);
    expect(second.providerRef).not.toBe(first.providerRef);
    expect(await orderState(order.id)).toMatchObject({ paymentStatus: "pending" });
    expect(await attempts(order.id)).toMatchObject([
      { providerRef: first.providerRef, status: "failed" },
      { providerRef: second.providerRef, status: "pending" },
    ]);

    await notify(second.providerRef, "paid", 10997, { now: later });
    expect(await orderState(order.id)).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
    });
    expect(await eventsOf(order.id)).toEqual([
      { kind: "payment", from: "pending", to: "failed", actor: "payment-provider" },
      { kind: "payment", from: "failed", to: "pending", actor: "shopper" },
      { kind: "payment", from: "pending", to: "paid", actor: "payment-provider" },
      { kind: "status", from: "placed", to: "confirmed", actor: "payment-provider" },
    ]);
  });

  it("applies the same notification once, also when both copies arrive at once", async () => {
    const order = await cardOrder();
    const started = await start(order.publicId);
    const notification = await sandboxNotification(database.db, {
      providerRef: started.providerRef,
      outcome: "paid",
      amount: 10997,
      now: NOW,
    });
    let onPaidCalls = 0;
    const deliver = () =>
      handleNotification(
        database.db,
        provider,
        { body: notification.body, headers: notification.headers },
        {
          now: NOW,
          onPaid: async () => {
            onPaidCalls++;
          },
        },
      );
    const results = await Promise.all([deliver(), deliver()]);
    const again = await deliver();
    expect(results.map((r) => (r.ok ? r.status : r.reason)).sort()).toEqual([
      "applied",
      "duplicate",
    ]);
    expect(again).toMatchObject({ ok: true, status: "duplicate" });
    expect(onPaidCalls).toBe(1);
    expect(await eventsOf(order.id)).toHaveLength(2);
  });

  it("a late decline of a paid attempt changes nothing", async () => {
    const order = await cardOrder();
    const started = await start(order.publicId);
    await notify(started.providerRef, "paid", 10997);
    expect(await notify(started.providerRef, "failed", 10997)).toMatchObject({
      ok: true,
      status: "ignored",
    });
    expect(await orderState(order.id)).toMatchObject({ paymentStatus: "paid" });
    expect(await attempts(order.id)).toMatchObject([{ status: "paid" }]);
  });

  it("a decline of a replaced attempt does not fail the order while the newer one is open", async () => {
    const order = await cardOrder();
    const first = await start(order.publicId);
    const later = new Date(NOW.getTime() + (OPEN_ATTEMPT_MINUTES + 1) * 60_000);
    const second = await start(order.publicId, later);
    await notify(first.providerRef, "failed", 10997, { now: later });
    expect(await orderState(order.id)).toMatchObject({ paymentStatus: "pending" });
    await notify(second.providerRef, "paid", 10997, { now: later });
    expect(await orderState(order.id)).toMatchObject({ paymentStatus: "paid" });
  });

  it("flags money received twice or for a cancelled order, without e-mailing a confirmation", async () => {
    // Money for an attempt replaced by a newer one (its provider failed to refuse it), arriving
    // after the newer one paid the order: recorded, for an operator to refund.
    const order = await cardOrder();
    const first = await start(order.publicId);
    const later = new Date(NOW.getTime() + (OPEN_ATTEMPT_MINUTES + 1) * 60_000);
    const second = await start(order.publicId, later);
    await notify(second.providerRef, "paid", 10997, { now: later });
    expect(await notify(first.providerRef, "paid", 10997, { now: later })).toMatchObject({
      status: "applied",
      attention: "paid-twice",
    });
    expect(await attempts(order.id)).toMatchObject([{ status: "paid" }, { status: "paid" }]);

    const swept = await cardOrder();
    const attempt = await start(swept.publicId);
    await database.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, swept.id));
    let onPaidCalls = 0;
    const result = await notify(attempt.providerRef, "paid", 10997, {
      onPaid: async () => {
        onPaidCalls++;
      },
    });
    expect(result).toMatchObject({ status: "applied", attention: "paid-after-cancel" });
    expect(onPaidCalls).toBe(0);
    expect(await orderState(swept.id)).toMatchObject({
      status: "cancelled",
      paymentStatus: "paid",
    });
  });

  it("a refund notification refunds the attempt and the order", async () => {
    const order = await cardOrder();
    const started = await start(order.publicId);
    await notify(started.providerRef, "paid", 10997);
    expect(await provider.refund(started.providerRef, 10997)).toEqual({ ok: true });
    await notify(started.providerRef, "refunded", 10997);
    expect(await orderState(order.id)).toMatchObject({ paymentStatus: "refunded" });
    expect(await attempts(order.id)).toMatchObject([{ status: "refunded" }]);
  });

  it("arriving before the shopper returns is all it takes: the return reads the result", async () => {
    // The shopper never comes back from the provider's page (closed the tab): the order is paid.
    const order = await cardOrder();
    const started = await start(order.publicId);
    await notify(started.providerRef, "paid", 10997, { now: new Date(NOW.getTime() + 1_000) });
    expect(await orderState(order.id)).toMatchObject({ paymentStatus: "paid" });
    // And one that comes back first sees a pending payment until the notification lands.
    const other = await cardOrder();
    const pending = await start(other.publicId);
    expect(await orderState(other.id)).toMatchObject({ paymentStatus: "pending" });
    await notify(pending.providerRef, "paid", 10997, { now: new Date(NOW.getTime() + 9 * 60_000) });
    expect(await orderState(other.id)).toMatchObject({ paymentStatus: "paid" });
  });
});
