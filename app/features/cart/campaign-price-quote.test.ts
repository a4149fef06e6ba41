// The cart charges a campaign price with no rule of its own: the price is on the book (see
// features/promotions/campaign-prices.server.ts). Here rather than beside the job, because the
// cart builds on promotions, never the other way round.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook, createPriceRule } from "../../../db/factories";
import { createTestDatabase } from "../../../db/testing";
import { applyCampaignPrices } from "../promotions/campaign-prices.server";
import { cartQuoteRequestSchema } from "./quote";
import { quoteCart } from "./quote.server";

const TODAY = "2026-11-22";
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("a campaign price in the cart", () => {
  it("is what the quote charges, from the start of the rule to its end", async () => {
    const { db } = database;
    const now = new Date();
    const book = await createBook(db, { price: 5000, oldPrice: 6000 });
    const rule = await createPriceRule(db, {
      bookId: book.id,
      price: 3999,
      label: "Ofertă epică",
      startsAt: new Date(now.getTime() - 60_000),
      endsAt: new Date(now.getTime() + 86_400_000),
    });
    const quote = () =>
      quoteCart(
        db,
        cartQuoteRequestSchema.parse({ lines: [{ id: book.id, quantity: 2 }] }),
        TODAY,
        {
          now,
        },
      );

    await applyCampaignPrices(db, now);
    const during = await quote();
    expect(during.lines[0]).toMatchObject({ unitPrice: 3999, lineTotal: 7998 });
    expect(during.lines[0]?.product).toMatchObject({ price: 3999, isEpicOffer: true });
    expect(during.subtotal).toBe(7998);

    await applyCampaignPrices(db, new Date(rule.endsAt.getTime() + 1));
    const after = await quote();
    expect(after.lines[0]).toMatchObject({ unitPrice: 5000, lineTotal: 10000 });
    expect(after.lines[0]?.product).toMatchObject({ price: 5000, isEpicOffer: false });
  });
});
