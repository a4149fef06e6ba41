import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { books } from "../../../db/schema";
import { checkouts, outboxEmails, stockReservations } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { parseEnv, publicStore } from "../../lib/env.server";
import { enterCheckout, saveDetails, saveMethods } from "../checkout/checkout.server";
import { hashCheckoutToken } from "../checkout/checkout-token.server";
import { runOrderHousekeeping } from "./housekeeping.server";
import { placeOrder } from "./place-order.server";

const TODAY = "2026-11-22";
const NOW = new Date("2026-11-22T10:00:00Z");
const store = publicStore(parseEnv({}));
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("order housekeeping", () => {
  it("cancels an unpaid card order after its deadline, with its e-mail, and forgets old holds", async () => {
    const { db } = database;
    const book = await createBook(db, { stock: 4, title: "Ion" });
    const entered = await enterCheckout(db, {
      token: null,
      lines: [{ id: book.id, quantity: 2 }],
      now: NOW,
      today: TODAY,
    });
    const tokenHash = hashCheckoutToken(entered.token);
    await saveDetails(
      db,
      tokenHash,
      {
        email: "radu@example.ro",
        phone: "+40744111222",
        firstName: "Radu",
        lastName: "Stan",
        delivery: {
          kind: "address",
          county: "TM",
          sector: null,
          locality: "Timișoara",
          street: "Bd. Revoluției 5",
          postalCode: "300024",
        },
        invoice: { kind: "person" },
      },
      NOW,
    );
    await saveMethods(db, tokenHash, { delivery: "curier", payment: "card" }, NOW);
    const placed = await placeOrder(db, {
      tokenHash,
      idempotencyKey: "housekeeping",
      now: NOW,
      today: TODAY,
    });
    if (!placed.ok) throw new Error("not placed");
    // A second shopper's hold that expired long ago.
    const other = await enterCheckout(db, {
      token: null,
      lines: [{ id: book.id, quantity: 1 }],
      now: NOW,
      today: TODAY,
    });

    expect(await runOrderHousekeeping(db, store, new Date(NOW.getTime() + 30 * 60_000))).toEqual({
      cancelled: 0,
    });
    expect(
      await runOrderHousekeeping(db, store, new Date(NOW.getTime() + 2 * 60 * 60_000)),
    ).toEqual({ cancelled: 1 });

    const [row] = await db.select({ stock: books.stock }).from(books).where(eq(books.id, book.id));
    expect(row?.stock).toBe(4);
    const mails = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, "radu@example.ro"));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Comanda nr. ${placed.order.number} a fost anulată`,
    ]);
    const holds = await db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.checkoutTokenHash, hashCheckoutToken(other.token)));
    expect(holds).toEqual([]);
    // The checkout itself is kept for a day (a shopper may come back to it).
    expect(
      await db
        .select()
        .from(checkouts)
        .where(eq(checkouts.tokenHash, hashCheckoutToken(other.token))),
    ).toHaveLength(1);
  });
});
