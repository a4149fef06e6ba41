import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { campaigns, priceHistory, priceRules, vouchers } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import { applyCampaignPrices } from "./campaign-prices.server";
import { dayOffers } from "./day-offers.server";
import { visitorKey } from "./prizes.server";
import { evaluateVoucher, findVoucher } from "./vouchers.server";
import { chooseWow, wowProducts } from "./wow.server";

const NOW = new Date("2026-11-22T10:00:00Z");
const TODAY = "2026-11-22";
const DAY = 86_400_000;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const window = { startsAt: new Date(NOW.getTime() - DAY), endsAt: new Date(NOW.getTime() + DAY) };

describe("the WOW offer", () => {
  it("offers three books at their WOW price without changing the shop's price", async () => {
    const { db } = database;
    const books = await Promise.all(
      [6000, 7000, 8000].map((price) => createBook(db, { price, stock: 10 })),
    );
    const [wow] = await db
      .insert(campaigns)
      .values({ slug: "wow-test", type: "wow-bestseller", name: "WOW", ...window })
      .returning({ id: campaigns.id });
    if (!wow) throw new Error("no campaign");
    await db.insert(priceRules).values(
      books.map((book) => ({
        campaignId: wow.id,
        bookId: book.id,
        price: 2999,
        label: "Preț WOW",
        ...window,
      })),
    );
    await applyCampaignPrices(db, NOW);
    // The first book cost 45 lei ten days ago: that is the prior price the popup names.
    const first = books[0];
    if (!first) throw new Error("no books");
    await db.insert(priceHistory).values([
      { bookId: first.id, price: 4500, changedAt: new Date(NOW.getTime() - 10 * 86_400_000) },
      { bookId: first.id, price: 6000, changedAt: new Date(NOW.getTime() - 5 * 86_400_000) },
    ]);
    const offers = await wowProducts(db, NOW, TODAY);
    expect(offers.map((o) => [o.id, o.price, o.wowBestsellerPrice, o.lowestPriorPrice])).toEqual(
      books.map((book) => [book.id, book.price, 2999, book === first ? 4500 : book.price]),
    );
    // A visitor chooses once; asking again (another book, a replay) answers the first choice.
    const key = visitorKey("wow-visitor-abcdefghijklmnop");
    const second = books[1];
    const third = books[2];
    if (!second || !third) throw new Error("no books");
    const choice = await chooseWow(db, {
      visitorKey: key,
      productId: second.id,
      now: NOW,
      today: TODAY,
    });
    if (!choice.ok) throw new Error("not chosen");
    expect(choice).toMatchObject({
      productId: second.id,
      wowBestsellerPrice: 2999,
      repeated: false,
    });
    const again = await chooseWow(db, {
      visitorKey: key,
      productId: third.id,
      now: NOW,
      today: TODAY,
    });
    expect(again).toMatchObject({
      ok: true,
      code: choice.code,
      productId: second.id,
      repeated: true,
    });

    // The code prices one copy of that book at 29,99 lei, and nothing else.
    const rule = await findVoucher(db, choice.code);
    if (!rule) throw new Error("no voucher");
    const withBook = await evaluateVoucher(db, rule, {
      now: NOW,
      lines: [{ id: second.id, unitPrice: 7000, quantity: 2 }],
      subtotal: 14_000,
      shopper: null,
    });
    expect(withBook).toMatchObject({ ok: true, effect: { discount: 7000 - 2999 } });
    const without = await evaluateVoucher(db, rule, {
      now: NOW,
      lines: [{ id: third.id, unitPrice: 8000, quantity: 1 }],
      subtotal: 8000,
      shopper: null,
    });
    expect(without.ok).toBe(false);
  });

  it("refuses a book that is not in the offer", async () => {
    const { db } = database;
    const outsider = await createBook(db, { price: 5000, stock: 3 });
    const answer = await chooseWow(db, {
      visitorKey: visitorKey("wow-visitor-two-abcdefghijklm"),
      productId: outsider.id,
      now: NOW,
      today: TODAY,
    });
    expect(answer).toEqual({ ok: false, reason: "not-offered" });
    expect(await db.select().from(vouchers).where(eq(vouchers.bookId, outsider.id))).toEqual([]);
  });
});

describe("the day offers", () => {
  it("lists the books of today's rule at their campaign price, not tomorrow's", async () => {
    const { db } = database;
    const today = await createBook(db, { price: 5000, stock: 5 });
    const tomorrow = await createBook(db, { price: 5000, stock: 5 });
    const [prices] = await db
      .insert(campaigns)
      .values({ slug: "oferta-zilei-test", type: "prices", name: "Oferta zilei", ...window })
      .returning({ id: campaigns.id });
    if (!prices) throw new Error("no campaign");
    await db.insert(priceRules).values([
      { campaignId: prices.id, bookId: today.id, percent: 40, label: "Oferta zilei", ...window },
      {
        campaignId: prices.id,
        bookId: tomorrow.id,
        percent: 40,
        label: "Oferta zilei",
        startsAt: window.endsAt,
        endsAt: new Date(window.endsAt.getTime() + DAY),
      },
    ]);
    await db.insert(campaigns).values({
      slug: "popup-oferta-zilei-test",
      type: "day-offer",
      name: "Oferta zilei",
      settings: { pricesCampaign: "oferta-zilei-test" },
      ...window,
    });
    await applyCampaignPrices(db, NOW);
    const cards = await dayOffers(db, NOW, TODAY);
    expect(cards.map((card) => [card.id, card.price, card.promotion?.label])).toEqual([
      [today.id, 3000, "Oferta zilei"],
    ]);
  });
});
