// Gift vouchers in the cart quote: priced from their rows whatever the browser sends, apart from
// the books (no voucher discounts them, they do not count toward free shipping).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { vouchers } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import { createGiftCardDraft, GIFT_CARD_NOTES } from "../gift-cards/drafts.server";
import { cartQuoteRequestSchema } from "./quote";
import { quoteCart } from "./quote.server";

const TODAY = "2026-11-22";
const NOW = new Date("2026-11-22T10:00:00Z");
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const SOME_CARD = {
  value: 5_000,
  recipientName: "Maria Ionescu",
  recipientEmail: "maria@example.ro",
  senderName: "Ioana",
  sendOn: null,
  message: "La mulți ani!",
};
const draft = (value: number) => createGiftCardDraft(database.db, { ...SOME_CARD, value }, NOW);

/** What POST /api/cart/quote does with a body. */
const quoteBody = (body: unknown) =>
  quoteCart(database.db, cartQuoteRequestSchema.parse(body), TODAY, { now: NOW });

describe("gift vouchers in the quote", () => {
  it("charges the row's value, whatever price or value the browser's line claims", async () => {
    const book = await createBook(database.db, { price: 2500, stock: 5 });
    const card = await draft(10_000);
    const quote = await quoteBody({
      lines: [{ id: book.id, quantity: 1, price: 1 }],
      giftCards: [card.ref],
      // A tampered cart: prices and totals of its own, all dropped by the schema.
      giftCardPrices: { [card.ref]: 100 },
      total: 1,
    });
    expect(quote.giftCards).toEqual([
      {
        ref: card.ref,
        status: "ok",
        value: 10_000,
        recipientName: "Maria Ionescu",
        recipientEmail: "maria@example.ro",
        senderName: "Ioana",
        sendOn: null,
        message: "La mulți ani!",
        note: null,
      },
    ]);
    expect(quote.subtotal).toBe(2500);
    expect(quote.giftCardsTotal).toBe(10_000);
    expect(quote.total).toBe(2500 + quote.shipping.cost + 10_000);
    expect(quote.itemCount).toBe(2);
  });

  it("does not count toward free shipping and is not discounted by a voucher", async () => {
    const book = await createBook(database.db, { price: 3000, stock: 5 });
    const card = await draft(100_000);
    await database.db
      .insert(vouchers)
      .values({ code: "ZECE-LA-SUTA", kind: "percent", value: 10, combinable: true });
    const quote = await quoteBody({
      lines: [{ id: book.id, quantity: 1 }],
      giftCards: [card.ref],
      voucherCode: "ZECE-LA-SUTA",
    });
    // 1,000 lei of gift voucher, yet the books are 30 lei: below the 500 lei minimum.
    expect(quote.shipping).toMatchObject({ free: false, cost: 1999 });
    expect(quote.shipping.remainingForFreeShipping).toBe(50_000 - 3000);
    expect(quote.discount).toBe(300);
    expect(quote.total).toBe(3000 - 300 + 1999 + 100_000);
  });

  it("ships nothing: a cart of gift vouchers only has no shipping cost", async () => {
    const card = await draft(5000);
    const quote = await quoteBody({ lines: [], giftCards: [card.ref] });
    expect(quote.shipping.cost).toBe(0);
    expect(quote.total).toBe(5000);
  });

  it("names the day the recipient gets it while that day is ahead", async () => {
    const ahead = await createGiftCardDraft(
      database.db,
      { ...SOME_CARD, sendOn: "2026-12-24" },
      NOW,
    );
    const gone = await createGiftCardDraft(database.db, { ...SOME_CARD, sendOn: TODAY }, NOW);
    const quote = await quoteBody({ lines: [], giftCards: [ahead.ref, gone.ref] });
    expect(quote.giftCards.map((card) => card.sendOn)).toEqual(["2026-12-24", null]);
  });

  it("flags invented and already ordered references, and charges nothing for them", async () => {
    const invented = "A".repeat(24);
    const quote = await quoteBody({ lines: [], giftCards: [invented, "nu-e-o-referinta"] });
    expect(quote.giftCards).toEqual([
      expect.objectContaining({
        ref: invented,
        status: "unavailable",
        value: 0,
        note: GIFT_CARD_NOTES.unavailable,
      }),
    ]);
    expect(quote.giftCardsTotal).toBe(0);
    expect(quote.total).toBe(0);
  });
});
