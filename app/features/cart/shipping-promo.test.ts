import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { siteSettings } from "../../../db/schema";
import { createTestDatabase } from "../../../db/testing";
import { quoteCart } from "./quote.server";

const TODAY = "2026-11-22";
const NOW = new Date("2026-11-22T10:00:00Z");
const HOUR = 3_600_000;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();
  await database.db.insert(siteSettings).values({
    key: "shop.shippingPromos",
    value: {
      promos: [
        {
          label: "Zi cu transport redus",
          startsAt: at(-1),
          endsAt: at(23),
          freeFrom: 9900,
          reducedFrom: 5900,
          reducedCost: 499,
          showTimer: true,
        },
        { label: "Mai târziu", startsAt: at(48), endsAt: at(72), freeFrom: 0 },
      ],
    },
  });
});
afterAll(async () => {
  await database.close();
});

const quote = async (price: number, now = NOW) => {
  const book = await createBook(database.db, { price, stock: 5 });
  return quoteCart(
    database.db,
    { lines: [{ id: book.id, quantity: 1 }], voucherCode: null },
    TODAY,
    {
      now,
    },
  );
};

describe("shipping promotions", () => {
  it("charge what the running promotion says: free from 99 lei, 4,99 lei from 59 lei", async () => {
    expect((await quote(10_000)).shipping).toMatchObject({
      cost: 0,
      free: true,
      freeShippingMinimum: 9900,
      promo: { label: "Zi cu transport redus", showTimer: true },
    });
    const reduced = await quote(6000);
    expect(reduced.shipping).toMatchObject({
      cost: 499,
      free: false,
      remainingForFreeShipping: 3900,
    });
    expect(reduced.total).toBe(6000 + 499);
    expect((await quote(3000)).shipping).toMatchObject({ cost: 1999 });
  });

  it("change nothing outside their window, and a later one applies in its own", async () => {
    const between = new Date(NOW.getTime() + 30 * HOUR);
    expect((await quote(6000, between)).shipping).toMatchObject({
      cost: 1999,
      freeShippingMinimum: 50_000,
      promo: null,
    });
    const later = new Date(NOW.getTime() + 50 * HOUR);
    expect((await quote(1000, later)).shipping).toMatchObject({
      cost: 0,
      promo: { label: "Mai târziu" },
    });
  });
});
