// Notifications that card payments refuse, against a real database: a bad signature, a wrong
// amount, a stale timestamp, a malformed body or an unknown payment change nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createTestDatabase } from "../../../db/testing";
import { cardPaymentTestKit, NOW } from "./card-payment-test-kit";
import { handleNotification } from "./payments.server";
import type { PaymentProvider } from "./provider";
import {
  createSandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
  sandboxNotification,
  signSandboxBody,
} from "./sandbox-provider.server";

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

describe("refused notifications change nothing", () => {
  async function pendingAttempt() {
    const order = await cardOrder();
    const started = await start(order.publicId);
    return { order, started };
  }

  async function unchanged(orderId: number) {
    expect(await orderState(orderId)).toMatchObject({ paymentStatus: "pending" });
    expect(await attempts(orderId)).toMatchObject([{ status: "pending" }]);
    expect(await eventsOf(orderId)).toEqual([]);
  }

  it("a bad, missing or foreign signature", async () => {
    const { order, started } = await pendingAttempt();
    const genuine = await sandboxNotification(database.db, {
      providerRef: started.providerRef,
      outcome: "paid",
      amount: 10997,
      now: NOW,
    });
    const forged = genuine.body.replace("10997", "10998");
    const cases: { body: string; signature: string | null }[] = [
      // The body changed after signing.
      { body: forged, signature: genuine.headers.get(SANDBOX_SIGNATURE_HEADER) },
      { body: genuine.body, signature: null },
      { body: genuine.body, signature: "00".repeat(32) },
      { body: genuine.body, signature: "not hex" },
      { body: genuine.body, signature: "ab" },
    ];
    for (const { body, signature } of cases) {
      const headers = new Headers(
        signature === null ? {} : { [SANDBOX_SIGNATURE_HEADER]: signature },
      );
      expect(
        await handleNotification(database.db, provider, { body, headers }, { now: NOW }),
      ).toEqual({ ok: false, reason: "bad-signature" });
    }
    await unchanged(order.id);
  });

  it("a wrong amount", async () => {
    const { order, started } = await pendingAttempt();
    expect(await notify(started.providerRef, "paid", 1)).toEqual({
      ok: false,
      reason: "amount-mismatch",
    });
    await unchanged(order.id);
  });

  it("a stale or far-future timestamp", async () => {
    const { order, started } = await pendingAttempt();
    for (const minutes of [-11, 11]) {
      const notification = await sandboxNotification(database.db, {
        providerRef: started.providerRef,
        outcome: "paid",
        amount: 10997,
        now: new Date(NOW.getTime() + minutes * 60_000),
      });
      expect(await handleNotification(database.db, provider, notification, { now: NOW })).toEqual({
        ok: false,
        reason: "stale",
      });
    }
    await unchanged(order.id);
  });

  it("a signed body that is not a notification, and an unknown payment", async () => {
    const { order } = await pendingAttempt();
    for (const body of ["{", JSON.stringify({ providerRef: "x", outcome: "paid" })]) {
      const headers = new Headers({
        [SANDBOX_SIGNATURE_HEADER]: await signSandboxBody(database.db, body),
      });
      expect(
        await handleNotification(database.db, provider, { body, headers }, { now: NOW }),
      ).toEqual({ ok: false, reason: "malformed" });
    }
    expect(await notify(`sbx_${"A".repeat(24)}`, "paid", 10997)).toEqual({
      ok: false,
      reason: "unknown-payment",
    });
    await unchanged(order.id);
  });

  it("takes the raw body as bytes too", async () => {
    const { order, started } = await pendingAttempt();
    const notification = await sandboxNotification(database.db, {
      providerRef: started.providerRef,
      outcome: "paid",
      amount: 10997,
      now: NOW,
    });
    const bytes = new TextEncoder().encode(notification.body);
    expect(
      await handleNotification(
        database.db,
        provider,
        { body: bytes, headers: notification.headers },
        { now: NOW },
      ),
    ).toMatchObject({ ok: true, status: "applied" });
    expect(await orderState(order.id)).toMatchObject({ paymentStatus: "paid" });
  });
});
