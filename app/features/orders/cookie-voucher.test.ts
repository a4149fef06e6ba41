// The campaign widgets' voucher cookie taken into checkout at step 3: real codes come along,
// made-up ones count as wrong guesses like typed ones, so the page cannot be used to find codes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { vouchers } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { loadCheckout } from "../checkout/checkout.server";
import { adoptCookieVoucher } from "../checkout/voucher.server";
import { readyCheckout } from "./checkout-test-kit";

const TODAY = "2026-11-27";
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("the voucher cookie at step 3", () => {
  it("keeps a code that exists, and stops looking codes up for a client that keeps guessing", async () => {
    const { db } = database;
    const book = await createBook(db, { price: 3000, stock: 5 });
    await db.insert(vouchers).values({ code: "PASTE20", kind: "percent", value: 20 });
    const now = new Date();
    const checkout = () =>
      readyCheckout(db, { lines: [{ id: book.id, quantity: 1 }], now, today: TODAY });
    const adopt = async (code: string, client: string) => {
      const { tokenHash } = await checkout();
      const kept = await adoptCookieVoucher(db, tokenHash, code, { now, client });
      return { kept, saved: (await loadCheckout(db, tokenHash))?.voucherCode ?? null };
    };

    expect(await adopt("paste20", "client-a")).toEqual({ kept: true, saved: "paste20" });
    const limit = THROTTLE_RULES.voucherGuessPerClient.limit;
    for (let n = 0; n < limit; n++) {
      expect(await adopt(`INVENTAT${n}`, "client-b")).toEqual({ kept: false, saved: null });
    }
    // Over the limit even a real code is not looked up for that client; others are not affected.
    expect(await adopt("PASTE20", "client-b")).toEqual({ kept: false, saved: null });
    expect(await adopt("PASTE20", "client-c")).toEqual({ kept: true, saved: "PASTE20" });
  });
});
