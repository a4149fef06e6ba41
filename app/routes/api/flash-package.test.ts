import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { packItems } from "../../../db/schema";
import { bookPromotions, campaignEvents, campaigns } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import { flashHitCounts, flashOffer } from "../../features/promotions/flash-package.server";
import { parseEnv, publicStore } from "../../lib/env.server";
import { loader as offerLoader } from "./flash-package";
import { action as hitAction, loader as hitLoader } from "./flash-package-hit";

const NOW = new Date();
const DAY = 86_400_000;
let database: DatabaseHandle;
let packId = 0;
let campaignId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const first = await createBook(db, { title: "Amintiri din copilărie", price: 3000 });
  const second = await createBook(db, { title: "Povești", price: 2000 });
  const pack = await createBook(db, {
    title: "Pachet Creangă",
    format: "pack",
    isbn13: null,
    price: 3500,
    oldPrice: 5500,
    stock: 8,
  });
  packId = pack.id;
  // The flash price is a campaign price in force: 35 lei, down from 42.
  await db.insert(bookPromotions).values({
    bookId: packId,
    regularPrice: 4200,
    lowestPriorPrice: 3999,
    label: "Pachet flash",
    startedAt: new Date(NOW.getTime() - DAY),
    endsAt: new Date(NOW.getTime() + DAY),
  });
  await db.insert(packItems).values([
    { packId, bookId: first.id, quantity: 1 },
    { packId, bookId: second.id, quantity: 2 },
  ]);
  const [campaign] = await db
    .insert(campaigns)
    .values({
      slug: "pachet-flash",
      type: "flash-package",
      name: "Pachet flash",
      startsAt: new Date(NOW.getTime() - DAY),
      endsAt: new Date(NOW.getTime() + DAY),
      settings: { packId },
    })
    .returning({ id: campaigns.id });
  campaignId = campaign!.id;
});
afterAll(async () => {
  await database.close();
});

function context() {
  const env = parseEnv({ NODE_ENV: "test" });
  return {
    db: database.db,
    env,
    store: publicStore(env),
    logger: pino({ level: "silent" }),
    requestId: "test",
    clientAddress: "198.51.100.20",
  };
}

describe("flash offer", () => {
  it("answers the pack at its current price, its PRP, its books and what it saves", async () => {
    const offer = await flashOffer(database.db, NOW, "2026-11-25");
    expect(offer).toEqual({
      title: "Pachet Creangă",
      // The books one by one: 30 + 2 × 20 = 70 lei; the pack costs 35.
      economy: 3500,
      price: 3500,
      oldPrice: 5500,
      // Shown with the lowest price of the 30 days before the reduction, as on the pack's page.
      promotion: { label: "Pachet flash", lowestPriorPrice: 3999 },
      products: [
        {
          title: "Amintiri din copilărie",
          imageUrl: expect.stringMatching(/-mica-[0-9a-z]+\.jpg$/),
        },
        { title: "Povești", imageUrl: expect.stringMatching(/-mica-[0-9a-z]+\.jpg$/) },
      ],
      productId: packId,
      imageUrl: expect.stringMatching(new RegExp(`^/coperti/${packId}-mare-[0-9a-z]+\\.jpg$`)),
    });
  });

  it("serves it to everyone for a minute, and 404 once no flash package is on", async () => {
    const call = () =>
      offerLoader({
        request: new Request("http://localhost/api/campaigns/flash-package"),
        context: context(),
        params: {},
      } as unknown as Parameters<typeof offerLoader>[0]);
    const response = await call();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(((await response.json()) as { productId: number }).productId).toBe(packId);

    expect(await flashOffer(database.db, new Date(NOW.getTime() + 2 * DAY), "2026-11-27")).toBe(
      null,
    );
  });
});

describe("PUT /api/product/hit-flash-package/{action}/{productId}", () => {
  const put = (action: string, productId?: string, method = "PUT") =>
    hitAction({
      request: new Request(
        `http://localhost/api/product/hit-flash-package/${action}/${productId ?? ""}`,
        { method },
      ),
      context: context(),
      params: { action, productId },
    } as unknown as Parameters<typeof hitAction>[0]).catch((thrown: unknown) => thrown as Response);

  it("records each known action under the pack's campaign and answers 204", async () => {
    for (const action of ["viewDetails", "viewOffer", "minimize", "addToCart", "viewDetails"]) {
      const response = await put(action, String(packId));
      expect(response.status).toBe(204);
    }
    expect(await flashHitCounts(database.db, campaignId)).toEqual({
      viewDetails: 2,
      viewOffer: 1,
      minimize: 1,
      addToCart: 1,
    });
  });

  it("refuses an unknown action or a malformed id with 400, and other methods with 405", async () => {
    const unknown = await put("buyNow", String(packId));
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe(
      "unknown_action",
    );
    expect((await put("viewOffer", "12abc")).status).toBe(400);
    expect((await put("viewOffer", String(packId), "POST")).status).toBe(405);
    expect((await hitLoader()).status).toBe(405);
  });

  it("keeps a hit without a product, or with an unknown one, as no product", async () => {
    const before = await database.db.$count(campaignEvents);
    expect((await put("minimize")).status).toBe(204);
    expect((await put("minimize", "999999")).status).toBe(204);
    const rows = await database.db
      .select({ bookId: campaignEvents.bookId })
      .from(campaignEvents)
      .where(eq(campaignEvents.action, "minimize"));
    expect(await database.db.$count(campaignEvents)).toBe(before + 2);
    expect(rows.filter((row) => row.bookId === null)).toHaveLength(2);
  });
});
