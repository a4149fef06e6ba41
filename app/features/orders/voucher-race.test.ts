// Many shoppers placing orders with a code that has one use left, or a gift voucher's balance,
// from several instances at once.
// Only PostgreSQL can show a race (PGlite runs one statement at a time), so this runs where
// TEST_DATABASE_URL names a server (CI does).
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { orders } from "../../../db/schema-orders";
import { campaigns, voucherRedemptions, vouchers } from "../../../db/schema-promotions";
import { racingInstances } from "../../../db/testing";
import { readyCheckout } from "./checkout-test-kit";
import { placeOrder } from "./place-order.server";

const TODAY = "2026-11-22";
const NOW = new Date("2026-11-22T10:00:00Z");
const SHOPPERS = 30;
const INSTANCES = 3;

describe.skipIf(!process.env.TEST_DATABASE_URL)("vouchers raced for on PostgreSQL", () => {
  const pools = racingInstances(INSTANCES);

  async function shop(db: DatabaseHandle["db"], bookId: number, code: string, n: number) {
    const { tokenHash } = await readyCheckout(db, {
      lines: [{ id: bookId, quantity: 1 }],
      now: NOW,
      today: TODAY,
      details: { email: `cursa${n}@example.ro` },
      voucherCode: code,
    });
    return placeOrder(db, {
      tokenHash,
      idempotencyKey: `race-${code}-${n}`,
      now: NOW,
      today: TODAY,
    });
  }

  /**
   * Every shopper orders a book of `price` with the code at once, spread over the instances. A
   * book each: orders of one book would queue on its stock row before the voucher's, and hide
   * the race.
   */
  async function race(code: string, price: number) {
    const books = await Promise.all(
      Array.from({ length: SHOPPERS }, () => createBook(pools.main.db, { price, stock: 10 })),
    );
    return Promise.all(
      books.map((book, n) => {
        const instance = pools.instances[n % INSTANCES];
        if (!instance) throw new Error("no instance");
        return shop(instance.db, book.id, code, n);
      }),
    );
  }

  it("is redeemed by exactly one order; the others are refused, never discounted twice", async () => {
    const [code] = await pools.main.db
      .insert(vouchers)
      .values({ code: "CURSA1", kind: "amount", value: 1500, maxUses: 1 })
      .returning();
    if (!code) throw new Error("no voucher");

    const results = await race(code.code, 5000);
    const placed = results.filter((r) => r.ok);
    const refused = results.filter((r) => !r.ok && r.reason === "voucher-refused");
    // Those who quoted before the use was taken are refused under the lock; later ones see the
    // code used up at the quote and order at full price. Nobody gets it twice.
    expect(placed.length + refused.length).toBe(SHOPPERS);
    const discounted = await pools.main.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.voucherCode, code.code));
    expect(discounted).toHaveLength(1);
    const uses = await pools.main.db
      .select({ id: voucherRedemptions.id })
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.voucherId, code.id));
    expect(uses).toHaveLength(1);
    const [after] = await pools.main.db
      .select({ used: vouchers.usedCount })
      .from(vouchers)
      .where(eq(vouchers.id, code.id));
    expect(after?.used).toBe(1);
  });

  it("takes a gift voucher's balance at most once over: never more off than its value", async () => {
    const [code] = await pools.main.db
      .insert(vouchers)
      .values({ code: "CURSASOLD", kind: "amount", value: 10_000, keepsBalance: true })
      .returning();
    if (!code) throw new Error("no voucher");

    const results = await race(code.code, 3000);
    expect(results.every((r) => r.ok || r.reason === "voucher-refused")).toBe(true);
    const uses = await pools.main.db
      .select({ orderId: voucherRedemptions.orderId, discount: voucherRedemptions.discount })
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.voucherId, code.id));
    const taken = uses.reduce((sum, use) => sum + use.discount, 0);
    // 30 lei a book against 100 lei: three whole discounts and one of the 10 left, at most.
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThanOrEqual(10_000);
    expect(uses.length).toBeLessThanOrEqual(4);
    const [after] = await pools.main.db
      .select({ spent: vouchers.spent, used: vouchers.usedCount })
      .from(vouchers)
      .where(eq(vouchers.id, code.id));
    expect(after).toEqual({ spent: taken, used: uses.length });
    // Each discounted order was charged what its redemption took off.
    const discounted = await pools.main.db
      .select({ id: orders.id, discount: orders.discount })
      .from(orders)
      .where(eq(orders.voucherCode, code.code));
    expect(discounted.map((o) => [o.id, o.discount]).sort()).toEqual(
      uses.map((u) => [u.orderId, u.discount]).sort(),
    );
  });

  /** One order per code, all at once over the instances: a book each, `email(n)` its shopper. */
  async function orderEachAtOnce(
    codes: { code: string }[],
    email: (n: number) => string,
    key: string,
  ) {
    const books = await Promise.all(
      codes.map(() => createBook(pools.main.db, { price: 5000, stock: 10 })),
    );
    return Promise.all(
      codes.map(async (code, n) => {
        const db = pools.on(n);
        const { tokenHash } = await readyCheckout(db, {
          lines: [{ id: books[n]?.id ?? 0, quantity: 1 }],
          now: NOW,
          today: TODAY,
          details: { email: email(n) },
          voucherCode: code.code,
        });
        return placeOrder(db, { tokenHash, idempotencyKey: `${key}-${n}`, now: NOW, today: TODAY });
      }),
    );
  }

  async function redemptionsOf(codes: { id: number }[]) {
    return pools.main.db
      .select({ id: voucherRedemptions.id })
      .from(voucherRedemptions)
      .where(
        inArray(
          voucherRedemptions.voucherId,
          codes.map((code) => code.id),
        ),
      );
  }

  it("gives one shopper one use of a campaign's codes, however many of its codes they hold", async () => {
    // A WOW offer's codes, issued per visitor: one shopper who cleared the cookies holds six.
    const [campaign] = await pools.main.db
      .insert(campaigns)
      .values({ slug: "cursa-wow", type: "wow-bestseller", name: "WOW" })
      .returning({ id: campaigns.id });
    if (!campaign) throw new Error("no campaign");
    const codes = await pools.main.db
      .insert(vouchers)
      .values(
        Array.from({ length: 6 }, (_, n) => ({
          code: `CURSA-WOW-${n}`,
          kind: "amount" as const,
          value: 1000,
          maxUses: 1,
          maxUsesPerCustomer: 1,
          campaignId: campaign.id,
        })),
      )
      .returning({ code: vouchers.code, id: vouchers.id });
    // One mailbox, spelled six ways.
    const results = await orderEachAtOnce(
      codes,
      (n) => (n === 0 ? "vanator@example.ro" : `Vanator+${n}@example.ro`),
      "wow",
    );
    expect(results.every((r) => r.ok || r.reason === "voucher-refused")).toBe(true);
    expect(await redemptionsOf(codes)).toHaveLength(1);
  });

  it("gives a first order's discount once when two first-order codes are used at once", async () => {
    // Asked for twice at once, the offer issued two codes to one mailbox.
    const codes = await pools.main.db
      .insert(vouchers)
      .values(
        [1, 2, 3, 4].map((n) => ({
          code: `PRIMA-CURSA-${n}`,
          kind: "percent" as const,
          value: 10,
          maxUses: 1,
          maxUsesPerCustomer: 1,
          firstOrderOnly: true,
          issuedTo: "prima@example.ro",
        })),
      )
      .returning({ code: vouchers.code, id: vouchers.id });
    await orderEachAtOnce(codes, () => "prima@example.ro", "prima");
    expect(await redemptionsOf(codes)).toHaveLength(1);
  });
});
