import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook, createCategory } from "../../../db/factories";
import { orderLines, orders } from "../../../db/schema-orders";
import { campaigns } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import {
  activeDonationCampaign,
  donatedBooksCount,
  donationBar,
} from "../../features/promotions/donation.server";
import { loader as countLoader } from "./books-donated-count";

const NOW = new Date();
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
let database: DatabaseHandle;

type Status = (typeof orders.$inferInsert)["status"];

async function order(
  lines: { bookId: number; quantity: number; isGift?: boolean }[],
  options: { placedAt: Date; status?: Status },
) {
  const { db } = database;
  const [row] = await db
    .insert(orders)
    .values({ subtotal: 1000, total: 1000, placedAt: options.placedAt, status: options.status })
    .returning({ id: orders.id });
  await db.insert(orderLines).values(
    lines.map((line) => ({
      orderId: row!.id,
      bookId: line.bookId,
      quantity: line.quantity,
      unitPrice: line.isGift ? 0 : 1000,
      isGift: line.isGift ?? false,
    })),
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const children = await createCategory(db, { slug: "pentru-copii", name: "Pentru copii" });
  const fairyTales = await createCategory(db, {
    slug: "basme",
    name: "Basme",
    parentId: children.id,
  });
  const novels = await createCategory(db, { slug: "romane", name: "Romane" });
  const tale = await createBook(db, { categoriesOf: [fairyTales, children] });
  const picture = await createBook(db, { categoriesOf: [children] });
  const novel = await createBook(db, { categoriesOf: [novels] });

  await db.insert(campaigns).values({
    slug: "carti-pentru-copii",
    type: "donation",
    name: "Donăm cărți copiilor",
    startsAt: at(-30),
    endsAt: at(3),
    settings: {
      goal: 10_000,
      fallback: 1_579,
      categorySlug: "pentru-copii",
      barFrom: at(-1).toISOString(),
    },
  });

  // Counted: 2 (sub-category, the book in two categories counted once) + 3 + 1 (delivered).
  await order(
    [
      { bookId: tale.id, quantity: 2 },
      { bookId: novel.id, quantity: 5 },
    ],
    {
      placedAt: at(-10),
    },
  );
  await order([{ bookId: picture.id, quantity: 3 }], { placedAt: at(-1) });
  await order([{ bookId: tale.id, quantity: 1 }], { placedAt: at(-2), status: "delivered" });
  // Not counted: a gift line, a cancelled order, orders before the window.
  await order([{ bookId: picture.id, quantity: 1, isGift: true }], { placedAt: at(-1) });
  await order([{ bookId: tale.id, quantity: 7 }], { placedAt: at(-3), status: "cancelled" });
  await order([{ bookId: picture.id, quantity: 11 }], { placedAt: at(-31) });
});
afterAll(async () => {
  await database.close();
});

describe("donated books", () => {
  it("counts copies of the category's books in orders not cancelled within the window", async () => {
    const campaign = await activeDonationCampaign(database.db, NOW);
    expect(campaign).toMatchObject({ goal: 10_000, fallback: 1_579, categorySlug: "pentru-copii" });
    expect(await donatedBooksCount(database.db, campaign!)).toBe(6);
  });

  it("answers the number, cacheable a minute; 404 without a campaign on", async () => {
    const response = await countLoader({
      request: new Request("http://localhost/api/bf/getBooksDonatedCount"),
      context: { db: database.db },
      params: {},
    } as unknown as Parameters<typeof countLoader>[0]);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(await response.json()).toBe(6);
    expect(await activeDonationCampaign(database.db, at(4))).toBeNull();
  });

  it("shows the bar instead of the shipping bar from barFrom until the campaign ends", async () => {
    expect(await donationBar(database.db, at(-2))).toBeNull();
    expect(await donationBar(database.db, NOW)).toEqual({ goal: 10_000, fallback: 1_579 });
    expect(await donationBar(database.db, at(3))).toBeNull();
  });
});
