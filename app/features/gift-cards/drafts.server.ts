// Gift cards from the form to the order: the draft row the form creates (the cart line carries
// only its random `ref`), its price in the cart quote (always the row's value: whatever the
// browser stored is ignored), the checkout that will order it, and the order that takes it.
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { Database, Tx } from "../../../db/client.server";
import { checkoutGiftCards, giftCards } from "../../../db/schema-gift-cards";
import type { PurchaseValues } from "./purchase-form.server";
import { type CreatedGiftCard, GIFT_CARD_REF, type QuoteGiftCard } from "./types";

type Db = Database | Tx;

/** A cart never holds more gift cards than this; more refs are ignored. */
export const MAX_GIFT_CARDS = 20;

export const GIFT_CARD_NOTES = {
  unavailable:
    "Acest voucher cadou nu mai poate fi comandat. Șterge-l din coș și completează din nou formularul de pe pagina Voucher cadou.",
} as const;

export async function createGiftCardDraft(
  db: Database,
  values: PurchaseValues,
  now: Date,
): Promise<CreatedGiftCard> {
  // 18 random bytes: 24 characters nobody guesses, so a ref names one shopper's draft.
  const ref = randomBytes(18).toString("base64url");
  const [row] = await db
    .insert(giftCards)
    .values({ ref, ...values, createdAt: now })
    .returning({ id: giftCards.id });
  if (!row) throw new Error("gift card insert returned nothing");
  return {
    id: row.id,
    ref,
    value: values.value,
    recipientName: values.recipientName,
    recipientEmail: values.recipientEmail,
    sendOn: values.sendOn,
  };
}

/** Distinct well-formed refs, in the order first given, at most MAX_GIFT_CARDS. */
export function cleanRefs(refs: readonly unknown[]): string[] {
  const seen = new Set<string>();
  for (const ref of refs) {
    if (typeof ref === "string" && GIFT_CARD_REF.test(ref)) seen.add(ref);
    if (seen.size === MAX_GIFT_CARDS) break;
  }
  return [...seen];
}

/**
 * The quote's gift card lines, one per distinct ref in the order asked: a draft is priced at its
 * row's value; a ref that names no draft (already ordered, deleted, invented) is unavailable.
 */
export async function quoteGiftCards(
  db: Db,
  refs: readonly string[],
  /** The shop's day: a chosen day not after it means "once paid". */
  today: string,
): Promise<QuoteGiftCard[]> {
  const wanted = cleanRefs(refs);
  if (wanted.length === 0) return [];
  const rows = await db
    .select({
      ref: giftCards.ref,
      value: giftCards.value,
      recipientName: giftCards.recipientName,
      recipientEmail: giftCards.recipientEmail,
      senderName: giftCards.senderName,
      message: giftCards.message,
      sendOn: giftCards.sendOn,
    })
    .from(giftCards)
    .where(and(inArray(giftCards.ref, wanted), eq(giftCards.status, "draft")));
  // A chosen day gone by while the draft waited in the cart: the code leaves once paid.
  const byRef = new Map(
    rows.map((row) => [
      row.ref,
      { ...row, sendOn: row.sendOn !== null && row.sendOn > today ? row.sendOn : null },
    ]),
  );
  return wanted.map((ref) => {
    const row = byRef.get(ref);
    return row
      ? { ...row, status: "ok" as const, note: null }
      : {
          ref,
          status: "unavailable" as const,
          value: 0,
          recipientName: "",
          recipientEmail: "",
          senderName: "",
          message: "",
          sendOn: null,
          note: GIFT_CARD_NOTES.unavailable,
        };
  });
}

/** The gift cards a checkout will order: the cart's drafts, replacing what it held before. */
export async function attachGiftCards(
  db: Database,
  tokenHash: string,
  refs: readonly string[],
): Promise<void> {
  const wanted = cleanRefs(refs);
  await db.transaction(async (tx) => {
    await tx.delete(checkoutGiftCards).where(eq(checkoutGiftCards.checkoutTokenHash, tokenHash));
    if (wanted.length === 0) return;
    const drafts = await tx
      .select({ id: giftCards.id })
      .from(giftCards)
      .where(and(inArray(giftCards.ref, wanted), eq(giftCards.status, "draft")));
    if (drafts.length === 0) return;
    await tx
      .insert(checkoutGiftCards)
      .values(drafts.map((draft) => ({ checkoutTokenHash: tokenHash, giftCardId: draft.id })));
  });
}

/** The refs of the gift cards a checkout holds, whatever became of them since. */
export async function checkoutGiftCardRefs(db: Db, tokenHash: string): Promise<string[]> {
  const rows = await db
    .select({ ref: giftCards.ref })
    .from(checkoutGiftCards)
    .innerJoin(giftCards, eq(giftCards.id, checkoutGiftCards.giftCardId))
    .where(eq(checkoutGiftCards.checkoutTokenHash, tokenHash))
    .orderBy(asc(giftCards.id));
  return rows.map((row) => row.ref);
}

/**
 * Inside the placing transaction: the order takes its drafts. The update locks them, so of two
 * orders racing for one draft (two tabs) one gets it; answers how many it took.
 */
export async function takeGiftCards(
  tx: Tx,
  refs: readonly string[],
  orderId: number,
  now: Date,
): Promise<number> {
  const wanted = cleanRefs(refs);
  if (wanted.length === 0) return 0;
  const taken = await tx
    .update(giftCards)
    .set({ status: "ordered", orderId, orderedAt: now })
    .where(and(inArray(giftCards.ref, wanted), eq(giftCards.status, "draft")))
    .returning({ id: giftCards.id });
  return taken.length;
}

/** Housekeeping: drafts no order took within `days` (a cart left behind) are deleted. */
export async function deleteAbandonedDrafts(db: Database, now: Date, days: number) {
  const before = new Date(now.getTime() - days * 86_400_000);
  const deleted = await db
    .delete(giftCards)
    .where(and(eq(giftCards.status, "draft"), lt(giftCards.createdAt, before)))
    .returning({ id: giftCards.id });
  return deleted.length;
}
