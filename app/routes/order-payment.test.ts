// The shopper's way through a card payment, route to route: /order-payment/{id} starts an
// attempt and sends them to the sandbox's /plata-test/{ref}, whose buttons decide it and send them
// back to the confirmation page.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { orders } from "../../db/schema-orders";
import { createTestDatabase } from "../../db/testing";
import { createSession } from "../features/account/sessions.server";
import { createCustomer } from "../features/account/test-factories";
import { parseEnv, publicStore } from "../lib/env.server";
import type { Route as PaymentRoute } from "./+types/order-payment";
import type { Route as SandboxRoute } from "./+types/sandbox-payment";
import { action as payAction, loader as payLoader } from "./order-payment";
import { action as sandboxAction, loader as sandboxLoader } from "./sandbox-payment";

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

async function cardOrder(overrides: Partial<typeof orders.$inferInsert> = {}) {
  const now = new Date();
  const [order] = await database.db
    .insert(orders)
    .values({
      paymentMethod: "card",
      subtotal: 4999,
      total: 4999,
      status: "placed",
      payBy: new Date(now.getTime() + 60 * 60_000),
      ...overrides,
    })
    .returning({ id: orders.id, publicId: orders.publicId, number: orders.number });
  if (!order) throw new Error("no order");
  return order;
}

/** A thrown Response (404) as a value, like a returned one. */
async function settled<T>(promise: Promise<T>): Promise<T | Response> {
  return promise.catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });
}

/** What a route returned with data(): its payload and init, or a Response. */
type Returned = Response | { data: unknown; init: ResponseInit | null };

function statusOf(returned: unknown): number {
  if (returned instanceof Response) return returned.status;
  return (returned as { init?: ResponseInit | null }).init?.status ?? 200;
}

function loadPayment(orderId: string, context = contextFor(), headers: HeadersInit = {}) {
  return settled(
    payLoader({
      params: { orderId },
      request: new Request(`http://localhost/order-payment/${orderId}`, { headers }),
      context,
    } as unknown as PaymentRoute.LoaderArgs) as Promise<Returned>,
  );
}

function postPayment(orderId: string, context = contextFor(), headers: HeadersInit = {}) {
  return settled(
    payAction({
      params: { orderId },
      request: new Request(`http://localhost/order-payment/${orderId}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: "",
      }),
      context,
    } as unknown as PaymentRoute.ActionArgs) as Promise<Returned>,
  );
}

function sandboxPath(location: string) {
  const url = new URL(location, "http://localhost");
  return { url, paymentRef: url.pathname.replace("/plata-test/", "") };
}

function loadSandbox(location: string, context = contextFor()) {
  const { url, paymentRef } = sandboxPath(location);
  return settled(
    sandboxLoader({
      params: { paymentRef },
      request: new Request(url),
      context,
    } as unknown as SandboxRoute.LoaderArgs) as Promise<Returned>,
  );
}

function decide(location: string, decision: string, returnPath: string) {
  const { url, paymentRef } = sandboxPath(location);
  return settled(
    sandboxAction({
      params: { paymentRef },
      request: new Request(url, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ decision, return: returnPath }).toString(),
      }),
      context: contextFor(),
    } as unknown as SandboxRoute.ActionArgs) as Promise<Returned>,
  );
}

async function paymentStatusOf(id: number) {
  const [row] = await database.db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, id));
  return row;
}

describe("/order-payment/{orderId}", () => {
  it("answers 404 to a malformed or unknown id", async () => {
    for (const id of ["123", "not-a-uuid", randomUUID()]) {
      expect(statusOf(await loadPayment(id))).toBe(404);
      expect(statusOf(await postPayment(id))).toBe(404);
    }
  });

  it("opens an account's order for its account only: anyone else goes the way of /o/{id}", async () => {
    const owner = await createCustomer(database.db);
    const stranger = await createCustomer(database.db);
    const order = await cardOrder({ customerId: owner.id });
    const cookie = async (customerId: number) => {
      const { token } = await createSession(database.db, customerId, { now: new Date() });
      return { Cookie: `sesiune=${token}` };
    };
    for (const headers of [{}, await cookie(stranger.id)]) {
      for (const answer of [
        await loadPayment(order.publicId, contextFor(), headers),
        await postPayment(order.publicId, contextFor(), headers),
      ]) {
        expect(answer).toBeInstanceOf(Response);
        expect((answer as Response).headers.get("Location")).toBe(`/o/${order.publicId}`);
      }
    }
    const mine = await loadPayment(order.publicId, contextFor(), await cookie(owner.id));
    expect(statusOf(mine)).toBe(200);
    expect(mine).toMatchObject({ data: { number: order.number, state: "payable" } });
  });

  it("shows an unpaid order's total and the pay button, never cached", async () => {
    const order = await cardOrder();
    const loaded = await loadPayment(order.publicId);
    if (loaded instanceof Response) throw new Error("unexpected Response");
    expect(loaded.data).toMatchObject({
      number: order.number,
      total: 4999,
      state: "payable",
      cardAvailable: true,
    });
    expect(new Headers(loaded.init?.headers).get("Cache-Control")).toBe("private, no-store");
  });

  it("approve: pay → sandbox page → approved → back at the confirmation, order paid", async () => {
    const order = await cardOrder();
    const started = await postPayment(order.publicId);
    if (!(started instanceof Response)) throw new Error("expected a redirect");
    expect(started.status).toBe(303);
    const location = started.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/plata-test\/sbx_/);

    const page = await loadSandbox(location);
    if (page instanceof Response) throw new Error("unexpected Response");
    const returnPath = `/order-confirmation/${order.publicId}`;
    expect(page.data).toMatchObject({ amount: 4999, orderNumber: order.number, returnPath });

    const back = await decide(location, "approve", returnPath);
    if (!(back instanceof Response)) throw new Error("expected a redirect");
    expect(back.status).toBe(303);
    expect(back.headers.get("Location")).toBe(returnPath);
    expect(await paymentStatusOf(order.id)).toEqual({
      status: "confirmed",
      paymentStatus: "paid",
    });

    const paidPage = await loadPayment(order.publicId);
    if (paidPage instanceof Response) throw new Error("unexpected Response");
    expect(paidPage.data).toMatchObject({ state: "paid" });
    // A second click on the sandbox's page decides nothing again.
    const again = await decide(location, "decline", returnPath);
    expect(statusOf(again)).toBe(303);
    expect(await paymentStatusOf(order.id)).toMatchObject({ paymentStatus: "paid" });
    // And paying again is refused with a message.
    expect(statusOf(await postPayment(order.publicId))).toBe(409);
  });

  it("decline: the page offers a retry, which starts a new attempt", async () => {
    const order = await cardOrder();
    const first = (await postPayment(order.publicId)) as Response;
    const returnPath = `/order-confirmation/${order.publicId}`;
    await decide(first.headers.get("Location") ?? "", "decline", returnPath);
    expect(await paymentStatusOf(order.id)).toMatchObject({ paymentStatus: "failed" });
    const loaded = await loadPayment(order.publicId);
    if (loaded instanceof Response) throw new Error("unexpected Response");
    expect(loaded.data).toMatchObject({ state: "failed" });

    const retry = (await postPayment(order.publicId)) as Response;
    expect(retry.status).toBe(303);
    expect(retry.headers.get("Location")).not.toBe(first.headers.get("Location"));
    expect(await paymentStatusOf(order.id)).toMatchObject({ paymentStatus: "pending" });
  });

  it("the sandbox sends the shopper back only within the shop", async () => {
    const order = await cardOrder();
    const started = (await postPayment(order.publicId)) as Response;
    const back = (await decide(
      started.headers.get("Location") ?? "",
      "approve",
      "https://evil.example/",
    )) as Response;
    expect(back.headers.get("Location")).toBe(`/order-confirmation/${order.publicId}`);
  });

  it("in production without PAYMENT_PROVIDER: no card payment and no sandbox page", async () => {
    const production = contextFor({ NODE_ENV: "production" });
    const order = await cardOrder();
    const loaded = await loadPayment(order.publicId, production);
    if (loaded instanceof Response) throw new Error("unexpected Response");
    expect(loaded.data).toMatchObject({ cardAvailable: false });
    expect(statusOf(await postPayment(order.publicId, production))).toBe(503);

    const started = (await postPayment(order.publicId)) as Response;
    const location = started.headers.get("Location") ?? "";
    expect(statusOf(await loadSandbox(location, production))).toBe(404);
    const chosen = contextFor({ NODE_ENV: "production", PAYMENT_PROVIDER: "sandbox" });
    expect(statusOf(await loadSandbox(location, chosen))).toBe(200);
  });
});
