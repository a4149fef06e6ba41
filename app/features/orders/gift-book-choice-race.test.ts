// One shopper placing orders at once with several codes of one /alege grant (choice vouchers of
// several visitor keys, and the grant's own), from several instances: each order locks its own
// code's row only, so the grant's limit per customer must hold across the family by itself.
// Only PostgreSQL can show a race (PGlite runs one statement at a time), so this runs where
// TEST_DATABASE_URL names a server (CI does).
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBook, createVoucherRow } from "../../../db/factories";
import { orders } from "../../../db/schema-orders";
import { voucherRedemptions, vouchers } from "../../../db/schema-promotions";
import { racingInstances } from "../../../db/testing";
import { chooseGiftBook } from "../gift-cards/gift-book-choice.server";
import { readyCheckout } from "./checkout-test-kit";
import { placeOrder } from "./place-order.server";

const TODAY = "2026-11-22";
const NOW = new Date("2026-11-22T10:00:00Z");
const DAY = 86_400_000;
const VISITORS = 8;
const INSTANCES = 3;

describe.skipIf(!process.env.TEST_DATABASE_URL)("a grant's family raced for on PostgreSQL", () => {
  const pools = racingInstances(INSTANCES);

  it("gives one shopper ordering with all its codes at once one gift", async () => {
    const { db } = pools.main;
    const gifts = await Promise.all(
      [3000, 4000].map((price) => createBook(db, { price, stock: 50 })),
    );
    const ids = gifts.map((book) => book.id);
    const grant = await createVoucherRow(db, {
      code: "CURSA-ALEGE",
      kind: "gift-book",
      bookId: ids[0],
      bookIds: ids,
      startsAt: new Date(NOW.getTime() - DAY),
      endsAt: new Date(NOW.getTime() + DAY),
      maxUsesPerCustomer: 1,
    });
    const codes = [grant.code];
    for (let n = 0; n < VISITORS; n++) {
      const chosen = await chooseGiftBook(db, {
        code: grant.code,
        bookId: ids[n % ids.length] ?? 0,
        visitorKey: `cursa-vizitator-${n}`,
        client: `198.51.100.${n}`,
        now: NOW,
        today: TODAY,
      });
      if (!chosen.ok) throw new Error(chosen.message);
      codes.push(chosen.code);
    }
    // A book each: orders of one book would queue on its stock row and hide the race.
    const bought = await Promise.all(codes.map(() => createBook(db, { price: 2500, stock: 10 })));
    const checkouts = await Promise.all(
      codes.map((code, n) =>
        readyCheckout(db, {
          lines: [{ id: bought[n]?.id ?? 0, quantity: 1 }],
          now: NOW,
          today: TODAY,
          details: { email: "aceeasi.clienta@example.ro" },
          voucherCode: code,
        }),
      ),
    );
    const results = await Promise.all(
      checkouts.map(({ tokenHash }, n) =>
        placeOrder(pools.on(n), {
          tokenHash,
          idempotencyKey: `cursa-alege-${n}`,
          now: NOW,
          today: TODAY,
        }),
      ),
    );
    expect(results.every((r) => r.ok || r.reason === "voucher-refused")).toBe(true);
    const family = await db
      .select({ id: vouchers.id })
      .from(vouchers)
      .where(inArray(vouchers.code, codes));
    const uses = await db
      .select({ orderId: voucherRedemptions.orderId })
      .from(voucherRedemptions)
      .where(
        inArray(
          voucherRedemptions.voucherId,
          family.map((row) => row.id),
        ),
      );
    expect(uses).toHaveLength(1);
    const withCode = await db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.voucherCode, codes));
    expect(withCode.map((row) => row.id)).toEqual(uses.map((use) => use.orderId));
    const [after] = await db
      .select({ used: vouchers.usedCount })
      .from(vouchers)
      .where(eq(vouchers.id, grant.id));
    // Each choice took one use of the grant; the order with the grant's own code, maybe one.
    expect(after?.used).toBeGreaterThanOrEqual(VISITORS);
  });
});
