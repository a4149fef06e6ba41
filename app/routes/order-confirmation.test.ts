// An account's order opens for its account and for the browser that placed it; anyone else with
// the link logs in first (through /o/{id}). A guest's order opens for whoever holds the link.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { createBook } from "../../db/factories";
import { createTestDatabase } from "../../db/testing";
import { createSession } from "../features/account/sessions.server";
import { createCustomer } from "../features/account/test-factories";
import { readyCheckout } from "../features/orders/checkout-test-kit";
import { placeOrder } from "../features/orders/place-order.server";
import { todayInShop } from "../lib/dates";
import { testLoadContext } from "../test-load-context";
import { loader as orderJson } from "./api/order";
import { loader } from "./order-confirmation";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function placed(customerId: number | null, key: string) {
  const { db } = database;
  const now = new Date();
  const book = await createBook(db, { price: 3000, stock: 5 });
  const checkout = await readyCheckout(db, {
    lines: [{ id: book.id, quantity: 1 }],
    now,
    today: todayInShop(now),
  });
  const result = await placeOrder(db, {
    tokenHash: checkout.tokenHash,
    idempotencyKey: key,
    now,
    today: todayInShop(now),
    customerId,
  });
  if (!result.ok) throw new Error(`not placed: ${result.reason}`);
  return { publicId: result.order.publicId, checkoutToken: checkout.token };
}

/** The page's loader for `publicId` with `cookie`: its data, or where it redirects. */
async function open(publicId: string, cookie = "") {
  const request = new Request(`http://localhost/order-confirmation/${publicId}`, {
    headers: { Cookie: cookie },
  });
  const answer = await Promise.resolve()
    .then(() =>
      loader({
        request,
        params: { orderId: publicId },
        context: testLoadContext(database.db),
      } as never),
    )
    .catch((thrown: unknown) => thrown);
  return answer instanceof Response ? answer.headers.get("Location") : "shown";
}

async function openJson(publicId: string, cookie = "") {
  const request = new Request(`http://localhost/api/orders/${publicId}`, {
    headers: { Cookie: cookie },
  });
  const answer = (await orderJson({
    request,
    params: { orderId: publicId },
    context: testLoadContext(database.db),
  } as never)) as Response;
  return answer.status;
}

describe("who opens an order by its link", () => {
  it("sends a stranger to the login for an account's order, and lets in its account and the browser that placed it", async () => {
    const customer = await createCustomer(database.db);
    const order = await placed(customer.id, "order-access-account-1");
    expect(await open(order.publicId)).toBe(`/o/${order.publicId}`);
    expect(await openJson(order.publicId)).toBe(401);

    expect(await open(order.publicId, `checkout=${order.checkoutToken}`)).toBe("shown");
    const session = await createSession(database.db, customer.id, { now: new Date() });
    expect(await open(order.publicId, `sesiune=${session.token}`)).toBe("shown");
    expect(await openJson(order.publicId, `sesiune=${session.token}`)).toBe(200);

    const other = await createCustomer(database.db);
    const stranger = await createSession(database.db, other.id, { now: new Date() });
    expect(await open(order.publicId, `sesiune=${stranger.token}`)).toBe(`/o/${order.publicId}`);
  });

  it("opens a guest's order for whoever holds the link", async () => {
    const order = await placed(null, "order-access-guest-1");
    expect(await open(order.publicId)).toBe("shown");
    expect(await openJson(order.publicId)).toBe(200);
  });
});
