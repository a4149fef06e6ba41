// A grant's limit per customer (/alege) holds across the grant and every choice voucher issued
// from it: a shopper who clears cookies gets a new visitor key and a new ALEGE code, not a
// second free book.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook, createVoucherRow } from "../../../db/factories";
import { orderLines, orders } from "../../../db/schema-orders";
import { campaigns, voucherRedemptions, vouchers } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import { quoteCart } from "../cart/quote.server";
import { chooseGiftBook } from "../gift-cards/gift-book-choice.server";
import { readyCheckout } from "./checkout-test-kit";
import { placeOrder } from "./place-order.server";

const TODAY = "2026-11-22";
const NOW = new Date("2026-11-22T10:00:00Z");
const DAY = 86_400_000;
const USED = "Voucherul a fost deja folosit.";
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function grant(values: Partial<typeof vouchers.$inferInsert> = {}) {
  const books = await Promise.all(
    [3000, 4000, 5000].map((price) => createBook(database.db, { price, stock: 10 })),
  );
  const ids = books.map((book) => book.id) as [number, number, number];
  const row = await createVoucherRow(database.db, {
    code: "O-CARTE-DE-PERSOANA",
    kind: "gift-book",
    bookId: ids[0],
    bookIds: ids,
    startsAt: new Date(NOW.getTime() - DAY),
    endsAt: new Date(NOW.getTime() + 30 * DAY),
    ...values,
  });
  return { grant: row, ids };
}

async function choose(code: string, bookId: number, visitorKey: string) {
  const chosen = await chooseGiftBook(database.db, {
    code,
    bookId,
    visitorKey,
    client: "198.51.100.20",
    now: NOW,
    today: TODAY,
  });
  if (!chosen.ok) throw new Error(chosen.message);
  return chosen.code;
}

const quoteFor = (email: string, lines: { id: number; quantity: number }[], voucherCode: string) =>
  quoteCart(database.db, { lines, voucherCode }, TODAY, {
    now: NOW,
    shopper: { customerId: null, email },
  });

async function order(
  email: string,
  lines: { id: number; quantity: number }[],
  voucherCode: string,
  key: string,
) {
  const checkout = await readyCheckout(database.db, {
    lines,
    now: NOW,
    today: TODAY,
    details: { email },
    voucherCode,
  });
  const placed = await placeOrder(database.db, {
    tokenHash: checkout.tokenHash,
    idempotencyKey: key,
    now: NOW,
    today: TODAY,
  });
  if (!placed.ok) throw new Error(`not placed: ${JSON.stringify(placed)}`);
  return placed.order.id;
}

const giftLines = (orderId: number) =>
  database.db
    .select({ bookId: orderLines.bookId, unitPrice: orderLines.unitPrice })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.isGift, true)));

describe("a grant's limit per customer across its choice vouchers", () => {
  it("gives one shopper one gift whatever visitor key chose it, and others theirs", async () => {
    const { grant: offer, ids } = await grant({ maxUsesPerCustomer: 1 });
    const first = await choose(offer.code, ids[1], "vizitator-inainte");
    // The same shopper, cookies cleared: a new visitor key, a new code.
    const second = await choose(offer.code, ids[2], "vizitator-dupa");
    const others = await choose(offer.code, ids[1], "alt-vizitator");
    const [issued] = await database.db.select().from(vouchers).where(eq(vouchers.code, second));
    expect(issued).toMatchObject({ maxUses: 1, maxUsesPerCustomer: 1 });

    const bought = await createBook(database.db, { price: 2500, stock: 10 });
    const lines = [{ id: bought.id, quantity: 1 }];
    const placed = await order("ana.pop@example.ro", lines, first, "alege-limita-1");
    expect(await giftLines(placed)).toEqual([{ bookId: ids[1], unitPrice: 0 }]);

    // The second visitor's code and the grant's own: that shopper's one gift is taken.
    for (const code of [second, offer.code]) {
      const answer = await quoteFor("Ana.Pop@example.ro", lines, code);
      expect(answer.voucher).toMatchObject({ applied: false, message: USED, gift: null });
    }
    // Placed anyway, the order brings no gift and records no use of the family.
    const again = await order("ana.pop@example.ro", lines, second, "alege-limita-2");
    expect(await giftLines(again)).toEqual([]);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, again));
    expect(row).toMatchObject({ discount: 0, voucherCode: null });

    // Another shopper still has theirs.
    const quoted = await quoteFor("ion.popescu@example.ro", lines, others);
    expect(quoted.voucher).toMatchObject({ applied: true, gift: { id: ids[1], price: 0 } });
    const theirs = await order("ion.popescu@example.ro", lines, others, "alege-limita-3");
    expect(await giftLines(theirs)).toEqual([{ bookId: ids[1], unitPrice: 0 }]);
    const uses = await database.db
      .select({ code: vouchers.code, email: voucherRedemptions.email })
      .from(voucherRedemptions)
      .innerJoin(vouchers, eq(vouchers.id, voucherRedemptions.voucherId))
      .orderBy(voucherRedemptions.id);
    expect(uses).toEqual([
      { code: first, email: "ana.pop@example.ro" },
      { code: others, email: "ion.popescu@example.ro" },
    ]);
  });
});

describe("a campaign's grant", () => {
  it("issues choice vouchers of its campaign, counted with the campaign's other codes", async () => {
    const { db } = database;
    const [campaign] = await db
      .insert(campaigns)
      .values({ slug: "roata-alege", type: "wheel", name: "Roata" })
      .returning({ id: campaigns.id });
    if (!campaign) throw new Error("no campaign");
    const { ids } = await grant({
      code: "ROATA-ALEGE-1",
      campaignId: campaign.id,
      maxUsesPerCustomer: 1,
    });
    const other = await createVoucherRow(db, {
      campaignId: campaign.id,
      maxUsesPerCustomer: 1,
      startsAt: new Date(NOW.getTime() - DAY),
    });
    const chosen = await choose("ROATA-ALEGE-1", ids[1], "vizitator-roata");
    const [issued] = await db
      .select({ campaignId: vouchers.campaignId })
      .from(vouchers)
      .where(eq(vouchers.code, chosen));
    expect(issued?.campaignId).toBe(campaign.id);
    await order("roata@example.ro", [{ id: ids[2], quantity: 1 }], chosen, "roata-alege-1");
    // The campaign's other code is this shopper's second prize: refused.
    expect(
      (await quoteFor("roata@example.ro", [{ id: ids[2], quantity: 1 }], other.code)).voucher,
    ).toMatchObject({ applied: false, message: USED });
  });
});
