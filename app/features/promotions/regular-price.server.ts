// A book's regular price and PRP as the operator sets them (`npm run price`). Outside a campaign
// the regular price is books.price; while a campaign price is in force, books.price holds the
// campaign price and the regular one waits in book_promotions.regular_price, to be restored when
// the rule ends. So a change is written where the regular price lives, and the campaign rules are
// applied again in the same transaction: a percent off follows the new price, a fixed campaign
// price no longer below it ends, and shoppers never see a mix of the two.
import { desc, eq, sql } from "drizzle-orm";
import type { Database, Tx } from "../../../db/client.server";
import { books } from "../../../db/schema";
import { bookPromotions, priceHistory } from "../../../db/schema-promotions";
import type { BookRef } from "../catalogue/book-ref";
import { whereBookRef } from "../catalogue/book-ref.server";
import {
  applyLockedCampaignPrices,
  lockCampaignPrices,
  lowestPriceOf30Days,
} from "./campaign-prices.server";

export interface PriceState {
  book: {
    id: number;
    title: string;
    slug: string;
    isbn13: string | null;
    format: string;
    isListed: boolean;
  };
  /** What shoppers pay now. */
  price: number;
  /** The price without a campaign: the one restored when the campaign price ends. */
  regularPrice: number;
  /** The recommended retail price, struck through on the cards when above the price. */
  prp: number | null;
  /** The campaign price in force, if any. */
  promotion: {
    label: string;
    startedAt: Date;
    endsAt: Date;
    /** Shown under the price: the lowest of the 30 days before the reduction started. */
    lowestPriorPrice: number;
  } | null;
  /** The lowest price of the last 30 days: what a reduction starting now would show. */
  lowest30Days: number;
  /** The prices shoppers were offered, the latest first. */
  history: { price: number; changedAt: Date }[];
}

/** A book's prices now, or null when no book answers `ref`. */
export async function priceState(
  db: Database | Tx,
  ref: BookRef,
  now: Date,
  historyLimit = 10,
): Promise<PriceState | null> {
  const [row] = await db
    .select({
      id: books.id,
      title: books.title,
      slug: books.slug,
      isbn13: books.isbn13,
      format: books.format,
      isListed: books.isListed,
      price: books.price,
      prp: books.oldPrice,
      lowest30Days: lowestPriceOf30Days(sql`${books.id}`, now),
      regularPrice: bookPromotions.regularPrice,
      label: bookPromotions.label,
      startedAt: bookPromotions.startedAt,
      endsAt: bookPromotions.endsAt,
      lowestPriorPrice: bookPromotions.lowestPriorPrice,
    })
    .from(books)
    .leftJoin(bookPromotions, eq(bookPromotions.bookId, books.id))
    .where(whereBookRef(ref));
  if (!row) return null;
  const history = await db
    .select({ price: priceHistory.price, changedAt: priceHistory.changedAt })
    .from(priceHistory)
    .where(eq(priceHistory.bookId, row.id))
    .orderBy(desc(priceHistory.changedAt), desc(priceHistory.id))
    .limit(historyLimit);
  const { price, prp, lowest30Days, regularPrice, label, startedAt, endsAt, lowestPriorPrice } =
    row;
  const promotion =
    regularPrice !== null && label !== null && startedAt && endsAt && lowestPriorPrice !== null
      ? { label, startedAt, endsAt, lowestPriorPrice }
      : null;
  return {
    book: {
      id: row.id,
      title: row.title,
      slug: row.slug,
      isbn13: row.isbn13,
      format: row.format,
      isListed: row.isListed,
    },
    price,
    regularPrice: regularPrice ?? price,
    prp,
    promotion,
    lowest30Days: Math.min(lowest30Days ?? price, price),
    history,
  };
}

export interface PriceChange {
  book: BookRef;
  /** The new regular price in bani; undefined leaves it. */
  regularPrice?: number;
  /** The new PRP in bani, null to drop it; undefined leaves it. */
  prp?: number | null;
  now: Date;
}

export type PriceChangeResult =
  | { ok: true; before: PriceState; after: PriceState }
  | { ok: false; reason: "unknown-book" };

/**
 * Sets a book's regular price and/or PRP, then applies the campaign rules in force to it, all in
 * one transaction under the campaign prices' lock: the minute job cannot apply a plan read before
 * the change over it. The price_history trigger records every price shoppers are offered.
 */
export async function changePrice(db: Database, change: PriceChange): Promise<PriceChangeResult> {
  return db.transaction(async (tx): Promise<PriceChangeResult> => {
    await lockCampaignPrices(tx);
    const [locked] = await tx
      .select({ id: books.id })
      .from(books)
      .where(whereBookRef(change.book))
      .for("update");
    if (!locked) return { ok: false, reason: "unknown-book" };
    const ref = { id: locked.id };
    const before = await priceState(tx, ref, change.now);
    if (!before) return { ok: false, reason: "unknown-book" };

    const { regularPrice, prp } = change;
    if (regularPrice !== undefined && regularPrice !== before.regularPrice) {
      if (before.promotion) {
        await tx
          .update(bookPromotions)
          .set({ regularPrice })
          .where(eq(bookPromotions.bookId, locked.id));
      } else {
        await tx.update(books).set({ price: regularPrice }).where(eq(books.id, locked.id));
      }
    }
    if (prp !== undefined && prp !== before.prp) {
      await tx.update(books).set({ oldPrice: prp }).where(eq(books.id, locked.id));
    }
    await applyLockedCampaignPrices(tx, change.now);
    const after = await priceState(tx, ref, change.now);
    if (!after) return { ok: false, reason: "unknown-book" };
    return { ok: true, before, after };
  });
}
