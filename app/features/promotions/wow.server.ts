// The WOW bestseller offer: three best sellers at a special price, one of which a visitor may take
// once. The price is not a shop price (it is not written to the book): choosing grants the
// visitor a single-use `book-price` voucher for that book, which the cart quote and the order
// apply. Editing the `wowBestsellerId` cookie or the request's product gets nothing else.
import { randomBytes } from "node:crypto";
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client.server";
import { books } from "../../../db/schema";
import { campaigns, priceRules, vouchers } from "../../../db/schema-promotions";
import { apiProductsByIds } from "../catalogue/api-product.server";
import { lowestPriceOf30Days } from "./campaign-prices.server";

export interface WowProduct {
  id: number;
  productId: number;
  title: string;
  url: string;
  mainImageUrlWebP: string | null;
  mainImageUrl: string | null;
  price: number;
  wowBestsellerPrice: number;
  /**
   * Ours, beyond the spec's shape: the lowest price of the book in the last 30 days, shown with
   * the WOW price as a reduction must be (Directive 2019/2161).
   */
  lowestPriorPrice: number;
}

const settingsSchema = z.object({
  voucherValidHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(6),
});

async function activeOffer(db: Database, now: Date) {
  const rows = await db
    .select({
      campaignId: campaigns.id,
      settings: campaigns.settings,
      bookId: priceRules.bookId,
      price: priceRules.price,
    })
    .from(priceRules)
    .innerJoin(campaigns, eq(campaigns.id, priceRules.campaignId))
    .where(
      and(
        eq(campaigns.type, "wow-bestseller"),
        lte(priceRules.startsAt, now),
        gt(priceRules.endsAt, now),
        sql`${priceRules.bookId} is not null and ${priceRules.price} is not null`,
      ),
    )
    .orderBy(priceRules.id)
    .limit(3);
  return rows.flatMap((row) =>
    row.bookId !== null && row.price !== null
      ? [
          {
            campaignId: row.campaignId,
            settings: row.settings,
            bookId: row.bookId,
            price: row.price,
          },
        ]
      : [],
  );
}

/** GET /api/product/get-wow-bestseller-products: the offer's books still orderable, or []. */
export async function wowProducts(db: Database, now: Date, today: string): Promise<WowProduct[]> {
  const offer = await activeOffer(db, now);
  if (offer.length === 0) return [];
  const ids = offer.map((row) => row.bookId);
  const [products, lowest] = await Promise.all([
    apiProductsByIds(db, ids, today),
    db
      .select({ id: books.id, price: lowestPriceOf30Days(sql`${books.id}`, now) })
      .from(books)
      .where(inArray(books.id, ids)),
  ]);
  const byId = new Map(products.map((product) => [product.id, product]));
  const lowestById = new Map(lowest.map((row) => [row.id, row.price]));
  return offer.flatMap((row) => {
    const product = byId.get(row.bookId);
    // Only a real saving on a book that can be sent is offered.
    if (!product || product.isUnavailable || row.price >= product.price) return [];
    return [
      {
        id: product.id,
        productId: product.id,
        title: product.title,
        url: product.url,
        mainImageUrlWebP: product.mainImageUrlWebP,
        mainImageUrl: product.mainImageUrl,
        price: product.price,
        wowBestsellerPrice: row.price,
        // A book with no price history yet has had its price all along.
        lowestPriorPrice: Math.min(lowestById.get(product.id) ?? product.price, product.price),
      },
    ];
  });
}

export type WowChoice =
  | { ok: true; code: string; productId: number; wowBestsellerPrice: number; repeated: boolean }
  | { ok: false; reason: "not-offered" };

/**
 * The visitor's one choice: a single-use voucher for the book at its WOW price. A visitor who
 * chose before gets their first choice back, whatever they ask for now.
 */
export async function chooseWow(
  db: Database,
  input: { visitorKey: string; productId: number; now: Date; today: string },
): Promise<WowChoice> {
  const offer = await activeOffer(db, input.now);
  const chosen = offer.find((row) => row.bookId === input.productId);
  const campaignId = offer[0]?.campaignId;
  if (campaignId === undefined) return { ok: false, reason: "not-offered" };
  const owner = `visitor:${input.visitorKey}`;
  return db.transaction(async (tx) => {
    // One choice per visitor, even when two requests arrive at once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${owner}))`);
    const [earlier] = await tx
      .select({ code: vouchers.code, bookId: vouchers.bookId, value: vouchers.value })
      .from(vouchers)
      .where(and(eq(vouchers.campaignId, campaignId), eq(vouchers.issuedTo, owner)))
      .limit(1);
    if (earlier?.bookId) {
      return {
        ok: true as const,
        code: earlier.code,
        productId: earlier.bookId,
        wowBestsellerPrice: earlier.value,
        repeated: true,
      };
    }
    if (!chosen) return { ok: false as const, reason: "not-offered" as const };
    const settings = settingsSchema.parse(chosen.settings ?? {});
    const code = `WOW-${randomBytes(6).toString("hex").toUpperCase()}`;
    await tx.insert(vouchers).values({
      code,
      campaignId,
      kind: "book-price",
      value: chosen.price,
      bookId: chosen.bookId,
      startsAt: input.now,
      endsAt: new Date(input.now.getTime() + settings.voucherValidHours * 3_600_000),
      maxUses: 1,
      // Once per customer for the whole campaign: a visitor who clears the cookies gets a new
      // code, not a second WOW price (vouchers.server.ts counts the campaign's codes together).
      maxUsesPerCustomer: 1,
      issuedTo: owner,
      description: "Preț WOW pentru un bestseller",
    });
    return {
      ok: true as const,
      code,
      productId: chosen.bookId,
      wowBestsellerPrice: chosen.price,
      repeated: false,
    };
  });
}
