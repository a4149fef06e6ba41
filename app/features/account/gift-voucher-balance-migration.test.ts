// Migration 0020: gift vouchers were single-use until then, and what a smaller order left of one
// was lost. The migration counts what every code's orders took off, and turns the codes behind
// a gift card into codes that keep a balance, so what was left can still be spent.
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { giftCards } from "../../../db/schema-gift-cards";
import { voucherRedemptions, vouchers } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import { createCustomerOrder } from "./order-test-factory";

const MIGRATION = new URL("../../../db/migrations/0020_voucher_balance.sql", import.meta.url);
/** The statements that convert the data: the two between adding the columns and the check. */
const CONVERT = readFileSync(MIGRATION, "utf8").split("--> statement-breakpoint").slice(2, 4);

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A code as rows stood before 0020: single use, nothing counted as spent, used by one order. */
async function usedCode(code: string, value: number, discount: number, fromGiftCard: boolean) {
  const { db } = database;
  const [voucher] = await db
    .insert(vouchers)
    .values({ code, kind: "amount", value, combinable: true, maxUses: 1, usedCount: 1 })
    .returning({ id: vouchers.id });
  if (!voucher) throw new Error("no voucher");
  const { order } = await createCustomerOrder(db, null);
  await db.insert(voucherRedemptions).values({
    voucherId: voucher.id,
    orderId: order.id,
    email: "cineva@example.ro",
    discount,
  });
  if (fromGiftCard) {
    const { order: bought } = await createCustomerOrder(db, null);
    await db.insert(giftCards).values({
      orderId: bought.id,
      ref: `ref-${code}`,
      status: "issued",
      value,
      recipientName: "Maria",
      recipientEmail: "maria@example.ro",
      senderName: "Ioana",
      voucherId: voucher.id,
    });
  }
  return voucher.id;
}

const stored = async (id: number) =>
  (
    await database.db
      .select({
        keepsBalance: vouchers.keepsBalance,
        maxUses: vouchers.maxUses,
        spent: vouchers.spent,
      })
      .from(vouchers)
      .where(eq(vouchers.id, id))
  )[0];

describe("migration 0020", () => {
  it("keeps what a smaller order left of a gift voucher; a promotion's code stays single-use", async () => {
    const gift = await usedCode("CADOU-TEST-0020", 10_000, 6000, true);
    const promotion = await usedCode("PROMO0020", 2000, 2000, false);
    for (const statement of CONVERT) await database.db.execute(sql.raw(statement));
    expect(await stored(gift)).toEqual({ keepsBalance: true, maxUses: null, spent: 6000 });
    expect(await stored(promotion)).toEqual({ keepsBalance: false, maxUses: 1, spent: 2000 });
  });

  it("lets the database refuse a balance spent beyond the code's value", async () => {
    const gift = await usedCode("CADOU-TEST-0021", 5000, 5000, true);
    for (const statement of CONVERT) await database.db.execute(sql.raw(statement));
    await expect(
      database.db.update(vouchers).set({ spent: 5001 }).where(eq(vouchers.id, gift)),
    ).rejects.toThrow();
  });
});
