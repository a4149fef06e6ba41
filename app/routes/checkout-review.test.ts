// Step 3's form as the server answers it: a session that ended after the page was shown, with the
// credit or points boxes ticked, is told to log in again; nothing is placed as a guest in full.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { createBook } from "../../db/factories";
import { createTestDatabase } from "../../db/testing";
import { loadCheckout } from "../features/checkout/checkout.server";
import { reviewCheckout } from "../features/checkout/review.server";
import { readyCheckout } from "../features/orders/checkout-test-kit";
import { postForm, testLoadContext } from "../test-load-context";
import { action, REVIEW_MESSAGES } from "./checkout-review";

const TODAY = "2026-11-27";
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Step 3's form, sent with the checkout's cookie only: the page's session cookie has expired. */
const place = (checkoutToken: string, fields: Record<string, string>) =>
  postForm(action, "/cos/detalii-comanda-3", {
    cookie: `checkout=${checkoutToken}`,
    fields,
    context: testLoadContext(database.db, { clientAddress: "10.0.0.2" }),
  });

describe("step 3's form", () => {
  it("asks a shopper whose session ended to log in again before paying with credit or points", async () => {
    const book = await createBook(database.db, { price: 3000, stock: 5 });
    const now = new Date();
    const checkout = await readyCheckout(database.db, {
      lines: [{ id: book.id, quantity: 1 }],
      now,
      today: TODAY,
    });
    const state = await loadCheckout(database.db, checkout.tokenHash);
    const review = await reviewCheckout(database.db, state!, TODAY, { now });
    const fields = {
      intent: "place",
      idempotencyKey: "6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b",
      shownTotal: String(review?.totals.total),
      acceptTerms: "da",
    };
    for (const box of ["useCredit", "useBonus"]) {
      const answer = (await place(checkout.token, { ...fields, [box]: "da" })) as {
        data: { errors: { form?: string } };
        init: { status: number };
      };
      expect(answer.init.status, box).toBe(400);
      expect(answer.data.errors.form, box).toBe(REVIEW_MESSAGES.sessionEnded);
    }
    expect((await loadCheckout(database.db, checkout.tokenHash))?.orderId).toBeNull();

    // Without the boxes, a guest places the order as a guest.
    const placed = await place(checkout.token, fields);
    expect(placed).toBeInstanceOf(Response);
    expect((placed as Response).headers.get("Location")).toMatch(/^\/order-confirmation\//);
  });
});
