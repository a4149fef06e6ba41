// /order/not-in-stock/'s "continue with the rest" re-enters checkout, which renews the hold: only
// for a hold still running and short of copies, and under the limits of entering from the cart.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { createBook } from "../../db/factories";
import { books } from "../../db/schema";
import { createTestDatabase } from "../../db/testing";
import { loadCheckout } from "../features/checkout/checkout.server";
import { throttleCheckoutEntry } from "../features/checkout/entry-throttle.server";
import { readyCheckout } from "../features/orders/checkout-test-kit";
import { postForm, testLoadContext } from "../test-load-context";
import { action } from "./order-not-in-stock";

const TODAY = "2026-11-27";
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** A checkout at step 3 entered `enteredAt`; with `short`, one of its two books sold out since. */
async function checkoutAt(enteredAt: Date, { short }: { short: boolean }) {
  const gone = await createBook(database.db, { price: 2500, stock: 1 });
  const kept = await createBook(database.db, { price: 3000, stock: 5 });
  const checkout = await readyCheckout(database.db, {
    lines: [
      { id: gone.id, quantity: 1 },
      { id: kept.id, quantity: 1 },
    ],
    now: enteredAt,
    today: TODAY,
  });
  // The held copy is written off (damaged): this checkout can no longer have it.
  if (short) await database.db.update(books).set({ stock: 0 }).where(eq(books.id, gone.id));
  return checkout;
}

const heldUntil = async (tokenHash: string) =>
  (await loadCheckout(database.db, tokenHash))?.reservedUntil.getTime();

const continueWithRest = (token: string, clientAddress: string) =>
  postForm(action, "/order/not-in-stock/", {
    cookie: `checkout=${token}`,
    fields: {},
    context: testLoadContext(database.db, { clientAddress }),
  }) as Promise<Response>;

describe("continuing with what is in stock", () => {
  it("goes on with the rest and holds it for a new while", async () => {
    const checkout = await checkoutAt(minutesAgo(5), { short: true });
    const before = await heldUntil(checkout.tokenHash);
    const answer = await continueWithRest(checkout.token, "10.1.0.1");
    expect(answer.headers.get("Location")).toBe("/cos/detalii-comanda-3");
    expect(await heldUntil(checkout.tokenHash)).toBeGreaterThan(before ?? 0);
    expect((await loadCheckout(database.db, checkout.tokenHash))?.lines).toHaveLength(1);
  });

  it("renews no hold that has expired: the shopper starts again from the cart", async () => {
    const checkout = await checkoutAt(minutesAgo(30), { short: true });
    const before = await heldUntil(checkout.tokenHash);
    const answer = await continueWithRest(checkout.token, "10.1.0.2");
    expect(answer.headers.get("Location")).toBe("/cos/produse?checkout=expired");
    expect(await heldUntil(checkout.tokenHash)).toBe(before);
  });

  it("renews no hold when nothing is missing: it only moves on", async () => {
    const checkout = await checkoutAt(minutesAgo(5), { short: false });
    const before = await heldUntil(checkout.tokenHash);
    const answer = await continueWithRest(checkout.token, "10.1.0.3");
    expect(answer.headers.get("Location")).toBe("/cos/detalii-comanda-3");
    expect(await heldUntil(checkout.tokenHash)).toBe(before);
  });

  it("counts as entering checkout: a client over the copies limit is refused, the hold not renewed", async () => {
    const checkout = await checkoutAt(minutesAgo(5), { short: true });
    const before = await heldUntil(checkout.tokenHash);
    const context = testLoadContext(database.db, { clientAddress: "10.1.0.4" });
    const plenty = await createBook(database.db, { stock: 1000, maxPerOrder: 1000 });
    await throttleCheckoutEntry(context, [{ id: plenty.id, quantity: 500 }], "page");
    // Thrown as React Router's data() with the status, which the root error boundary shows.
    const answer = (await continueWithRest(checkout.token, "10.1.0.4")) as unknown as {
      init: { status: number };
    };
    expect(answer.init.status).toBe(429);
    expect(await heldUntil(checkout.tokenHash)).toBe(before);
  });
});
