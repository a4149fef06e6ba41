// The checkout through its JSON calls only, as a mobile app would use it.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { books } from "../../../db/schema";
import { vouchers } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import { parseEnv, publicStore } from "../../lib/env.server";
import * as enter from "./checkout";
import * as place from "./checkout-order";
import * as step from "./checkout-step";
import * as order from "./order";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const env = parseEnv({});
/** The address the calls come from (the throttles count per client). */
let client = "198.51.100.8";
const context = () => ({
  db: database.db,
  env,
  store: publicStore(env),
  clientAddress: client,
});

type Handler = (args: never) => Promise<Response> | Response;
async function call(
  handler: Handler,
  path: string,
  init: RequestInit & { token?: string } = {},
  params = {},
) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("X-Checkout-Token", init.token);
  if (init.body) headers.set("Content-Type", "application/json");
  const request = new Request(`http://localhost${path}`, { ...init, headers });
  // Bad bodies are thrown as answers, which React Router sends as they are.
  const response = await Promise.resolve()
    .then(() =>
      (handler as (args: unknown) => Promise<Response>)({ request, context: context(), params }),
    )
    .catch((thrown: unknown) => thrown as Response);
  return {
    status: response.status,
    // biome-ignore lint/suspicious/noExplicitAny: the tests read the JSON answers' nested fields
    body: (await response.json()) as Record<string, any>,
    headers: response.headers,
  };
}

/** Step 1's fields for a delivery to an address, with `email`. */
const detailsFor = (email: string) => ({
  email,
  phone: "0740 123 456",
  firstName: "Ioana",
  lastName: "Marin",
  deliveryKind: "address",
  county: "B",
  sector: "2",
  locality: "București",
  street: "Str. Viitorului 12",
  postalCode: "020612",
  invoiceKind: "person",
});

/** Step 1 ("details") or 2 ("methods") of the checkout with `token`, sent `body`. */
const putStep = (token: string, name: "details" | "methods", body: unknown) =>
  call(
    step.action,
    `/api/checkout/${name}`,
    { method: "PUT", token, body: JSON.stringify(body) },
    { step: name },
  );

/** Step 2's choices: a courier, paid on delivery. */
const COURIER_CASH = { delivery: "curier", payment: "ramburs" };

/** A checkout of one copy of `bookId` entered from `from`, through steps 1 and 2; its token. */
async function readyCheckout(bookId: number, email: string, from: string): Promise<string> {
  client = from;
  const entered = await call(enter.action, "/api/checkout", {
    method: "POST",
    body: JSON.stringify({ lines: [{ id: bookId, quantity: 1 }] }),
  });
  const token = entered.body.checkoutToken as string;
  expect((await putStep(token, "details", detailsFor(email))).status).toBe(200);
  expect((await putStep(token, "methods", COURIER_CASH)).status).toBe(200);
  return token;
}

/** The total GET /api/checkout shows for the checkout with `token`. */
async function shownTotal(token: string): Promise<number> {
  const state = await call(enter.loader, "/api/checkout", { token });
  return state.body.totals.total as number;
}

/** Places the checkout with `token` as an app does: with the total it showed the shopper. */
async function placeShown(token: string, idempotencyKey: string) {
  const body = JSON.stringify({
    idempotencyKey,
    acceptTerms: true,
    expectedTotal: await shownTotal(token),
  });
  return call(place.action, "/api/checkout/order", { method: "POST", token, body });
}

describe("checkout over JSON", () => {
  it("enters, fills both steps and places one order, whatever prices the app sends", async () => {
    const book = await createBook(database.db, { price: 2500, stock: 3 });
    const entered = await call(enter.action, "/api/checkout", {
      method: "POST",
      body: JSON.stringify({ lines: [{ id: book.id, quantity: 2, price: 1 }] }),
    });
    expect(entered.status).toBe(201);
    expect(entered.headers.get("Cache-Control")).toBe("private, no-store");
    const token = entered.body.checkoutToken as string;

    const badDetails = await putStep(token, "details", { email: "x" });
    expect(badDetails.status).toBe(400);
    expect(badDetails.body.error.fields.email).toMatch(/e-mail/);

    expect((await putStep(token, "details", detailsFor("ioana@example.ro"))).status).toBe(200);
    // Step 2 without a delivery method, or with one that is not text: the shop's own message.
    for (const methods of [{}, { delivery: ["curier"], payment: "ramburs" }]) {
      const badMethods = await putStep(token, "methods", methods);
      expect(badMethods.status).toBe(400);
      expect(badMethods.body.error.fields.delivery).toBe("Alege metoda de livrare.");
    }
    expect((await putStep(token, "methods", COURIER_CASH)).status).toBe(200);

    // Step 3's voucher: refused with the reason, kept once it applies, counted in the totals.
    await database.db.insert(vouchers).values({ code: "APP10", kind: "percent", value: 10 });
    const voucher = (code: unknown) =>
      call(
        step.action,
        "/api/checkout/voucher",
        { method: "PUT", token, body: JSON.stringify({ code }) },
        { step: "voucher" },
      );
    const unknown = await voucher("NIMIC");
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.code).toMatch(/nu există/);
    const applied = await voucher("app10");
    expect(applied.status).toBe(200);
    expect(applied.body.voucher).toMatchObject({ code: "APP10", applied: true, discount: 500 });

    const state = await call(enter.loader, "/api/checkout", { token });
    expect(state.body.totals).toMatchObject({ subtotal: 5000, discount: 500 });

    const body = JSON.stringify({
      idempotencyKey: "app-order-000000001",
      acceptTerms: true,
      expectedTotal: state.body.totals.total,
      total: 1,
    });
    const placed = await call(place.action, "/api/checkout/order", { method: "POST", token, body });
    expect(placed.status).toBe(201);
    const again = await call(place.action, "/api/checkout/order", { method: "POST", token, body });
    expect(again.status).toBe(200);
    expect(again.body.order.publicId).toBe(placed.body.order.publicId);

    const view = await call(
      order.loader,
      `/api/orders/${placed.body.order.publicId}`,
      {},
      { orderId: placed.body.order.publicId },
    );
    expect(view.body).toMatchObject({
      subtotal: 5000,
      discount: 500,
      total: state.body.totals.total,
      email: "ioana@example.ro",
    });
  });

  it("charges only the total the app showed: a price changed since is reviewed first", async () => {
    const book = await createBook(database.db, { price: 3000, stock: 3 });
    const token = await readyCheckout(book.id, "radu@example.ro", "198.51.100.20");
    const shown = await shownTotal(token);
    const placeWith = (expectedTotal: unknown) =>
      call(place.action, "/api/checkout/order", {
        method: "POST",
        token,
        body: JSON.stringify({
          idempotencyKey: "price-moved-00000001",
          acceptTerms: true,
          expectedTotal,
        }),
      });

    const missing = await placeWith(undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.expectedTotal).toMatch(/GET \/api\/checkout/);
    expect((await placeWith("3000")).status).toBe(400);

    // The shop raises the price while the shopper looks at the total.
    await database.db.update(books).set({ price: 3500 }).where(eq(books.id, book.id));
    const moved = await placeWith(shown);
    expect(moved.status).toBe(409);
    expect(moved.body.error.code).toBe("prices_changed");
    // Nothing was placed and the copy is still held: the shopper reads the new total and places.
    const newTotal = await shownTotal(token);
    expect(newTotal).toBe(shown + 500);
    const placed = await placeWith(newTotal);
    expect(placed.status).toBe(201);
    const view = await call(
      order.loader,
      `/api/orders/${placed.body.order.publicId}`,
      {},
      { orderId: placed.body.order.publicId },
    );
    expect(view.body).toMatchObject({ subtotal: 3500, total: newTotal });
  });

  it("refuses credentials that no longer open an account instead of placing a guest order", async () => {
    const book = await createBook(database.db, { price: 2000, stock: 3 });
    const token = await readyCheckout(book.id, "sesiune.expirata@example.ro", "198.51.100.21");
    const body = JSON.stringify({
      idempotencyKey: "expired-session-0001",
      acceptTerms: true,
      expectedTotal: await shownTotal(token),
      useCredit: true,
    });
    const expired = await call(place.action, "/api/checkout/order", {
      method: "POST",
      token,
      body,
      headers: { Authorization: `Bearer ${"x".repeat(43)}` },
    });
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe("not_logged_in");
    // Without credentials it is the guest order it says it is.
    const guest = await call(place.action, "/api/checkout/order", { method: "POST", token, body });
    expect(guest.status).toBe(201);
  });

  it("answers 4xx, never 5xx, to malformed calls", async () => {
    const cases = [
      await call(enter.action, "/api/checkout", { method: "POST", body: "{nope" }),
      await call(enter.action, "/api/checkout", {
        method: "POST",
        body: JSON.stringify({ lines: [{ id: -1, quantity: 1 }] }),
      }),
      await call(enter.loader, "/api/checkout", {}),
      await call(place.action, "/api/checkout/order", {
        method: "POST",
        body: JSON.stringify({ idempotencyKey: "short" }),
      }),
      await call(order.loader, "/api/orders/123", {}, { orderId: "123" }),
    ].map((result) => result.status);
    expect(cases).toEqual([400, 400, 404, 400, 404]);
  });
});

describe("what one client or one address may do", () => {
  const enterWith = (lines: { id: number; quantity: number }[]) =>
    call(enter.action, "/api/checkout", { method: "POST", body: JSON.stringify({ lines }) });

  it("counts the orders made for an address, not refused attempts, so nobody can block it", async () => {
    const book = await createBook(database.db, { price: 1000, stock: 100 });
    // Someone sends 12 attempts with a wrong total for a stranger's address: all refused, none
    // placed, no e-mail sent.
    const token = await readyCheckout(book.id, "tinta+x@example.ro", "203.0.113.60");
    for (let n = 0; n < 12; n++) {
      const refused = await call(place.action, "/api/checkout/order", {
        method: "POST",
        token,
        body: JSON.stringify({
          idempotencyKey: `blocare-${1000 + n}-abcdef`,
          acceptTerms: true,
          expectedTotal: 1,
        }),
      });
      expect(refused.status, `attempt ${n + 1}`).toBe(409);
    }
    // The address's owner orders from home.
    const own = await readyCheckout(book.id, "Tinta@Example.ro", "203.0.113.61");
    expect((await placeShown(own, "tinta-proprie-00001")).status).toBe(201);
  });

  it("holds at most 500 copies a client in 20 minutes: then 429, while others still hold", async () => {
    const book = await createBook(database.db, { price: 1000, stock: 5000, maxPerOrder: 1000 });
    client = "203.0.113.50";
    expect((await enterWith([{ id: book.id, quantity: 200 }])).status).toBe(201);
    expect((await enterWith([{ id: book.id, quantity: 300 }])).status).toBe(201);
    const over = await enterWith([{ id: book.id, quantity: 1 }]);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(over.body.error.code).toBe("too_many_requests");
    // One call asking for more than the whole budget is refused at once.
    client = "203.0.113.51";
    expect((await enterWith([{ id: book.id, quantity: 501 }])).status).toBe(429);
    client = "203.0.113.52";
    expect((await enterWith([{ id: book.id, quantity: 2 }])).status).toBe(201);
    // A book sold 10 at a time holds 10 whatever is asked: that is what counts.
    const tenAtATime = await createBook(database.db, { price: 1000, stock: 5000 });
    client = "203.0.113.53";
    for (let entry = 1; entry <= 3; entry++) {
      const answer = await enterWith([{ id: tenAtATime.id, quantity: 1000 }]);
      expect(answer.status, `entry ${entry}`).toBe(201);
    }
  });

  it("places at most 10 orders a day for one e-mail address, whoever asks", async () => {
    const book = await createBook(database.db, { price: 1000, stock: 100 });
    const orderFor = async (email: string, n: number) => {
      const token = await readyCheckout(book.id, email, `203.0.113.${100 + n}`);
      return placeShown(token, `limit-order-${1000 + n}`);
    };
    for (let n = 0; n < 10; n++) {
      // The address in any case, with or without a "+tag": one mailbox.
      const email =
        ["victima@example.ro", "Victima@Example.ro", "victima+comanda@example.ro"][n % 3] ?? "";
      expect((await orderFor(email, n)).status, `order ${n + 1}`).toBe(201);
    }
    const eleventh = await orderFor("victima@example.ro", 10);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error.code).toBe("too_many_requests");
    expect(eleventh.headers.get("Retry-After")).not.toBeNull();
    expect((await orderFor("alta@example.ro", 11)).status).toBe(201);
  });
});

describe("an idempotency key", () => {
  it("gives its order back only to the checkout that placed it", async () => {
    const book = await createBook(database.db, { price: 1000, stock: 10 });
    const ready = (n: number) =>
      readyCheckout(book.id, `cheie${n}@example.ro`, `203.0.113.${200 + n}`);
    const first = await ready(1);
    const body = JSON.stringify({
      idempotencyKey: "ghicita-1234567890",
      acceptTerms: true,
      expectedTotal: await shownTotal(first),
    });
    const placed = await call(place.action, "/api/checkout/order", {
      method: "POST",
      token: first,
      body,
    });
    expect(placed.status).toBe(201);
    // The same checkout asking again (a retried request) gets its order...
    const retried = await call(place.action, "/api/checkout/order", {
      method: "POST",
      token: first,
      body,
    });
    expect(retried.status).toBe(200);
    expect(retried.body.order.publicId).toBe(placed.body.order.publicId);
    // ...another checkout sending the same key gets a refusal, not that order.
    const other = await ready(2);
    const reused = await call(place.action, "/api/checkout/order", {
      method: "POST",
      token: other,
      body,
    });
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe("idempotency_key_reused");
    expect(JSON.stringify(reused.body)).not.toContain(placed.body.order.publicId);
  });
});
