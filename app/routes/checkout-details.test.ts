// Step 1's form when the hold ran out while the shopper typed: the details are kept for the
// return from the cart, which says the reservation expired.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { createBook } from "../../db/factories";
import { createTestDatabase } from "../../db/testing";
import { enterCheckout, loadCheckout } from "../features/checkout/checkout.server";
import { hashCheckoutToken } from "../features/checkout/checkout-token.server";
import { todayInShop } from "../lib/dates";
import { postForm, testLoadContext } from "../test-load-context";
import { action } from "./checkout-details";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const STEP_ONE = {
  email: "ana.pop@example.ro",
  phone: "0721 234 567",
  firstName: "Ana",
  lastName: "Pop",
  deliveryKind: "address",
  county: "CJ",
  locality: "Cluj-Napoca",
  street: "Str. Memorandumului nr. 10, ap. 4",
  postalCode: "400114",
  invoiceKind: "person",
};

describe("step 1's form", () => {
  it("keeps the details typed while the hold expired, and sends the shopper to the cart", async () => {
    const book = await createBook(database.db, { price: 3000, stock: 5 });
    // Entered an hour ago: the 20-minute hold is over.
    const enteredAt = new Date(Date.now() - 60 * 60_000);
    const entered = await enterCheckout(database.db, {
      token: null,
      lines: [{ id: book.id, quantity: 1 }],
      now: enteredAt,
      today: todayInShop(enteredAt),
    });
    const answer = await postForm(action, "/cos/detalii-comanda", {
      cookie: `checkout=${entered.token}`,
      fields: STEP_ONE,
      context: testLoadContext(database.db),
    });
    expect((answer as Response).headers.get("Location")).toBe("/cos/produse?checkout=expired");
    const state = await loadCheckout(database.db, hashCheckoutToken(entered.token));
    expect(state?.details).toMatchObject({
      email: "ana.pop@example.ro",
      firstName: "Ana",
      delivery: { kind: "address", locality: "Cluj-Napoca" },
    });
    // Back from the cart, checkout holds the book again and step 1 is filled in.
    await enterCheckout(database.db, {
      token: entered.token,
      lines: [{ id: book.id, quantity: 1 }],
      now: new Date(),
      today: todayInShop(new Date()),
    });
    const again = await loadCheckout(database.db, hashCheckoutToken(entered.token));
    expect(again?.details?.email).toBe("ana.pop@example.ro");
  });
});
