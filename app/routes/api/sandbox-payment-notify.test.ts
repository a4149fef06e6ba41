// POST /api/payments/sandbox/notify as a provider (or curl) calls it: the raw signed body,
// before or after the shopper returns, once or many times.
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { orders } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { startCardPayment } from "../../features/payments/payments.server";
import {
  createSandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
  sandboxNotification,
} from "../../features/payments/sandbox-provider.server";
import { parseEnv, publicStore } from "../../lib/env.server";
import { action, loader } from "./sandbox-payment-notify";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function contextFor(env: Record<string, string> = { NODE_ENV: "test" }) {
  const parsed = parseEnv(env);
  return {
    db: database.db,
    env: parsed,
    store: publicStore(parsed),
    logger: pino({ level: "silent" }),
    requestId: "test",
    clientAddress: "127.0.0.1",
  };
}

function post(body: string, headers: HeadersInit, context = contextFor()) {
  return action({
    request: new Request("http://localhost/api/payments/sandbox/notify", {
      method: "POST",
      headers,
      body,
    }),
    context,
    params: {},
  } as unknown as Parameters<typeof action>[0]).catch((thrown: unknown) => thrown as Response);
}

/** A card order with one attempt started: the shopper is on the sandbox's page. */
async function startedPayment() {
  const [order] = await database.db
    .insert(orders)
    .values({ paymentMethod: "card", subtotal: 2500, total: 2500, status: "placed" })
    .returning({ id: orders.id, publicId: orders.publicId });
  if (!order) throw new Error("no order");
  const started = await startCardPayment(database.db, createSandboxProvider(database.db), {
    orderPublicId: order.publicId,
    baseUrl: "http://localhost",
    now: new Date(),
  });
  if (!started.ok) throw new Error(started.reason);
  return { order, providerRef: started.providerRef };
}

async function paymentStatusOf(orderId: number) {
  const [row] = await database.db
    .select({ paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.paymentStatus;
}

async function signed(
  providerRef: string,
  outcome: "paid" | "failed",
  amount = 2500,
  now = new Date(),
) {
  const notification = await sandboxNotification(database.db, {
    providerRef,
    outcome,
    amount,
    now,
  });
  return { body: notification.body, headers: Object.fromEntries(notification.headers) };
}

describe("POST /api/payments/sandbox/notify", () => {
  it("pays the order before the shopper is back, and answers a repeat with 200", async () => {
    const { order, providerRef } = await startedPayment();
    const { body, headers } = await signed(providerRef, "paid");
    const first = await post(body, headers);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    expect(await first.json()).toEqual({ status: "applied", outcome: "paid" });
    expect(await paymentStatusOf(order.id)).toBe("paid");

    const repeat = await post(body, headers);
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ status: "duplicate", outcome: "paid" });
  });

  it("answers 401 to a bad signature and 400 to a stale, unreadable or mismatched one", async () => {
    const { order, providerRef } = await startedPayment();
    const { body, headers } = await signed(providerRef, "paid");
    const bad = await post(body, { ...headers, [SANDBOX_SIGNATURE_HEADER]: "0".repeat(64) });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ error: { code: "invalid_signature" } });

    const stale = await signed(providerRef, "paid", 2500, new Date(Date.now() - 11 * 60_000));
    const staleAnswer = await post(stale.body, stale.headers);
    expect(staleAnswer.status).toBe(400);
    expect(await staleAnswer.json()).toMatchObject({ error: { code: "stale_notification" } });

    const wrongAmount = await signed(providerRef, "paid", 2499);
    const wrongAnswer = await post(wrongAmount.body, wrongAmount.headers);
    expect(wrongAnswer.status).toBe(400);
    expect(await wrongAnswer.json()).toMatchObject({ error: { code: "amount_mismatch" } });

    expect(await paymentStatusOf(order.id)).toBe("pending");
  });

  it("answers 404 to an unknown payment", async () => {
    const { body, headers } = await signed(`sbx_${"B".repeat(24)}`, "paid");
    const answer = await post(body, headers);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ error: { code: "unknown_payment" } });
  });

  it("answers 413 to a body far larger than a notification", async () => {
    const answer = await post("x".repeat(10_000), { "Content-Type": "application/json" });
    expect(answer.status).toBe(413);
  });

  it("does not exist in production unless the sandbox is chosen", async () => {
    const { providerRef } = await startedPayment();
    const { body, headers } = await signed(providerRef, "paid");
    const answer = await post(body, headers, contextFor({ NODE_ENV: "production" }));
    expect(answer.status).toBe(404);
    const get = loader({
      context: contextFor({ NODE_ENV: "production" }),
    } as unknown as Parameters<typeof loader>[0]);
    expect(get.status).toBe(404);
    const allowed = loader({ context: contextFor() } as unknown as Parameters<typeof loader>[0]);
    expect(allowed.status).toBe(405);
  });
});
