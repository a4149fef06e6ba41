// Step 3's form as the server answers it: a session that ended after the page was shown, with the
// credit or points boxes ticked, is told to log in again; nothing is placed as a guest in full. A
// form whose cart another tab changed is refused, and a book sold out since is named as such.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { createBook } from "../../db/factories";
import { books } from "../../db/schema";
import { createTestDatabase } from "../../db/testing";
import { cartSignature } from "../features/checkout/cart-signature.server";
import { enterCheckout, loadCheckout } from "../features/checkout/checkout.server";
import { reviewCheckout } from "../features/checkout/review.server";
import { readyCheckout } from "../features/orders/checkout-test-kit";
import { postForm, testLoadContext } from "../test-load-context";
import { action, loader, REVIEW_MESSAGES } from "./checkout-review";

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

/** A checkout at step 3 with `lines`, and the form its page shows (keys as the page makes them). */
async function atStepThree(lines: { id: number; quantity: number }[]) {
  const now = new Date();
  const checkout = await readyCheckout(database.db, { lines, now, today: TODAY });
  const state = await loadCheckout(database.db, checkout.tokenHash);
  const review = await reviewCheckout(database.db, state!, TODAY, { now });
  const fields = {
    intent: "place",
    idempotencyKey: randomUUID(),
    shownTotal: String(review?.totals.total),
    shownCart: cartSignature(state!.lines, state!.giftCards),
    acceptTerms: "da",
  };
  return { checkout, fields, now };
}

describe("step 3's form", () => {
  it("asks a shopper whose session ended to log in again before paying with credit or points", async () => {
    const book = await createBook(database.db, { price: 3000, stock: 5 });
    const { checkout, fields } = await atStepThree([{ id: book.id, quantity: 1 }]);
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

  it("refuses a form whose cart another tab changed, even at the same total", async () => {
    const shown = await createBook(database.db, { price: 3499, stock: 5 });
    const other = await createBook(database.db, { price: 3499, stock: 5 });
    const { checkout, fields, now } = await atStepThree([{ id: shown.id, quantity: 1 }]);
    // Another tab clicks "Finalizează comanda" with another book at the same price.
    await enterCheckout(database.db, {
      token: checkout.token,
      lines: [{ id: other.id, quantity: 1 }],
      now,
      today: TODAY,
    });
    const answer = (await place(checkout.token, fields)) as {
      data: { errors: { form?: string } };
      init: { status: number };
    };
    expect(answer.init.status).toBe(409);
    expect(answer.data.errors.form).toBe(REVIEW_MESSAGES.cartChanged);
    expect((await loadCheckout(database.db, checkout.tokenHash))?.orderId).toBeNull();
  });

  it("sends a book sold out since step 3 to the not-in-stock page, from the form and the page", async () => {
    const book = await createBook(database.db, { price: 2500, stock: 1 });
    const kept = await createBook(database.db, { price: 3000, stock: 5 });
    const { checkout, fields } = await atStepThree([
      { id: book.id, quantity: 1 },
      { id: kept.id, quantity: 1 },
    ]);
    // The last copy is written off (damaged) while the shopper reads step 3.
    await database.db.update(books).set({ stock: 0 }).where(eq(books.id, book.id));
    const placed = await place(checkout.token, fields);
    expect((placed as Response).headers.get("Location")).toBe("/order/not-in-stock/");

    const page = await Promise.resolve()
      .then(() =>
        loader({
          request: new Request("http://localhost/cos/detalii-comanda-3", {
            headers: { Cookie: `checkout=${checkout.token}` },
          }),
          params: {},
          context: testLoadContext(database.db),
        } as never),
      )
      .catch((thrown: unknown) => thrown);
    expect((page as Response).headers.get("Location")).toBe("/order/not-in-stock/");
  });
});
