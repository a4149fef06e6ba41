// A paid order's gift cards become codes: one `amount` voucher each, worth the gift's value, valid
// for the settings' months, e-mailed to the recipient through the outbox in the same transaction.
// A card whose buyer chose the recipient's day gets its code and e-mail that morning (the e-mail
// waits in the outbox; the code works and its months count from then). Issuing runs under the
// gift card rows' locks and only from `ordered`, so a payment notified twice (or paid by two
// paths) issues each code and e-mail once.
import { randomInt } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { giftCards } from "../../../db/schema-gift-cards";
import { orders, outboxEmails } from "../../../db/schema-orders";
import { vouchers } from "../../../db/schema-promotions";
import { shopDayAt, todayInShop } from "../../lib/dates";
import type { PublicStore } from "../../lib/store";
import { enqueueEmail } from "../email/outbox.server";
import { readSetting } from "../settings/settings.server";
import { giftCardEmail } from "./emails/gift-card-email";
import { giftCardStatusLabel, type OrderGiftCard } from "./types";

/** The hour (Bucharest) a gift voucher of a chosen day is e-mailed. */
const SEND_HOUR = 9;

const giftCardEmailKey = (id: number) => `gift-card:${id}`;

// No 0/O or 1/I/L: the recipient may type the code from a printed e-mail.
const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

function newCode(): string {
  const part = () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  return `CADOU-${part()}-${part()}-${part()}`;
}

/** `months` calendar months after `at` (the 31st of a shorter month runs into the next). */
export function addMonths(at: Date, months: number): Date {
  const next = new Date(at.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/**
 * Issues the codes of a paid order's gift cards and queues their e-mails; answers how many it
 * issued now. Call it inside the transaction that makes the order paid. Nothing is issued for an
 * unpaid, cancelled or returned order, nor twice for a gift card.
 */
export async function issueGiftCards(
  tx: Database,
  store: PublicStore,
  orderId: number,
  now: Date,
): Promise<number> {
  const [order] = await tx
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (order?.paymentStatus !== "paid") return 0;
  if (order.status === "cancelled" || order.status === "returned") return 0;
  const cards = await tx
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.orderId, orderId), eq(giftCards.status, "ordered")))
    .orderBy(asc(giftCards.id))
    .for("update");
  if (cards.length === 0) return 0;
  const { validMonths } = await readSetting(tx, "giftCards.purchase");
  const today = todayInShop(now);
  for (const card of cards) {
    // A day still ahead: that morning in Bucharest; a day already here (paid late): at once.
    const sendAt =
      card.sendOn !== null && card.sendOn > today ? shopDayAt(card.sendOn, SEND_HOUR) : now;
    const endsAt = addMonths(sendAt, validMonths);
    const code = newCode();
    const [voucher] = await tx
      .insert(vouchers)
      .values({
        code,
        kind: "amount",
        value: card.value,
        // A present is spent on any book, campaign prices included.
        combinable: true,
        startsAt: sendAt,
        endsAt,
        // Spent over as many orders as it takes: each takes up to what is left.
        keepsBalance: true,
        issuedTo: card.recipientEmail,
        description: `Voucher cadou de la ${card.senderName}`,
        createdAt: now,
      })
      .returning({ id: vouchers.id });
    if (!voucher) throw new Error("voucher insert returned nothing");
    await tx
      .update(giftCards)
      .set({ status: "issued", voucherId: voucher.id, issuedAt: now })
      .where(eq(giftCards.id, card.id));
    const email = giftCardEmail({ ...card, code, endsAt }, store);
    await enqueueEmail(tx, {
      dedupeKey: giftCardEmailKey(card.id),
      ...email,
      ...(sendAt > now ? { notBefore: sendAt } : {}),
    });
  }
  return cards.length;
}

/**
 * The order was cancelled, returned or refunded: its gift cards are void. Each code ends now, so
 * nothing more is spent with it; one not used yet becomes void, one already used (in part or
 * whole) stays issued for what it paid (an operator settles it), and is answered so it can be
 * told.
 */
export async function voidGiftCards(
  tx: Database,
  orderId: number,
  now: Date,
): Promise<{ voided: number; alreadyUsed: number }> {
  const cards = await tx
    .select({ id: giftCards.id, status: giftCards.status, voucherId: giftCards.voucherId })
    .from(giftCards)
    .where(and(eq(giftCards.orderId, orderId), inArray(giftCards.status, ["ordered", "issued"])))
    .orderBy(asc(giftCards.id))
    .for("update");
  let voided = 0;
  let alreadyUsed = 0;
  for (const card of cards) {
    if (card.status === "issued" && card.voucherId !== null) {
      // Under the voucher's row lock, as a redemption takes it: an order that used the code
      // committed first and counts, or waits and finds it ended.
      const [ended] = await tx
        .update(vouchers)
        .set({ endsAt: now })
        .where(eq(vouchers.id, card.voucherId))
        .returning({ usedCount: vouchers.usedCount });
      if ((ended?.usedCount ?? 0) > 0) {
        alreadyUsed++;
        continue;
      }
    }
    await tx
      .update(giftCards)
      .set({ status: "void", voidedAt: now })
      .where(eq(giftCards.id, card.id));
    // An e-mail not gone yet (a chosen day still ahead) would carry a dead code: it stays unsent.
    await tx
      .delete(outboxEmails)
      .where(
        and(
          eq(outboxEmails.dedupeKey, giftCardEmailKey(card.id)),
          eq(outboxEmails.status, "pending"),
        ),
      );
    voided++;
  }
  return { voided, alreadyUsed };
}

/** An order's gift cards, as its pages and e-mails show them (`today`: the shop's day). */
export async function orderGiftCards(
  db: Database,
  orderId: number,
  today = todayInShop(),
): Promise<OrderGiftCard[]> {
  const rows = await db
    .select({
      value: giftCards.value,
      recipientName: giftCards.recipientName,
      recipientEmail: giftCards.recipientEmail,
      senderName: giftCards.senderName,
      sendOn: giftCards.sendOn,
      status: giftCards.status,
    })
    .from(giftCards)
    .where(eq(giftCards.orderId, orderId))
    .orderBy(asc(giftCards.id));
  return rows.map((row) => ({ ...row, statusLabel: giftCardStatusLabel(row, today) }));
}

/** What the order charged for its gift cards (their values are frozen once ordered). */
export function giftCardsTotal(cards: readonly { value: number }[]): number {
  return cards.reduce((sum, card) => sum + card.value, 0);
}
