// Shared by the gift voucher tests: a draft, an order holding it placed as its request would
// (throttles included), the operator marking it paid, and readers of the codes, e-mails and card
// state. The test file owns its database and context; the kit reads them when called.
import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Database } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { giftCards } from "../../../db/schema-gift-cards";
import { orders, outboxEmails } from "../../../db/schema-orders";
import { vouchers } from "../../../db/schema-promotions";
import { createGiftCardDraft } from "../gift-cards/drafts.server";
import { readyCheckout } from "../orders/checkout-test-kit";
import { afterOrderPaid } from "../orders/order-emails.server";
import { movePayment } from "../orders/order-status.server";
import type { createPublicStore } from "../orders/order-view-factory";
import { placeOrderFromCheckout } from "../orders/place-order-request.server";

export const TODAY = "2026-11-22";
export const NOW = new Date("2026-11-22T10:00:00Z");

/** The load context of a checkout request from one client address. */
export function giftCardContext(
  db: Database,
  store: ReturnType<typeof createPublicStore>,
  clientAddress = "198.51.100.7",
) {
  const quiet = { info: () => undefined, warn: () => undefined };
  return { db, store, logger: quiet, clientAddress } as unknown as AppLoadContext;
}

export function giftCardTestKit(
  db: () => Database,
  context: () => AppLoadContext,
  store: ReturnType<typeof createPublicStore>,
) {
  let recipients = 0;
  /** A gift voucher draft of `value` bani to a recipient of its own (on `sendOn`, if given). */
  async function draft(value = 10_000, sendOn: string | null = null) {
    recipients += 1;
    return createGiftCardDraft(
      db(),
      {
        value,
        recipientName: "Maria Ionescu",
        recipientEmail: `maria.${recipients}@example.ro`,
        senderName: "Ioana",
        sendOn,
        message: "La mulți ani!\nCu drag.",
      },
      NOW,
    );
  }

  /** Places a ready checkout as its request would (throttles included); answers the order. */
  async function placeCheckout(tokenHash: string, now = NOW, on = context()) {
    const outcome = await placeOrderFromCheckout(on, {
      tokenHash,
      idempotencyKey: randomUUID(),
      now,
    });
    if (outcome.kind !== "placed") throw new Error(`not placed: ${outcome.kind}`);
    const [order] = await db().select().from(orders).where(eq(orders.publicId, outcome.publicId));
    if (!order) throw new Error("no order");
    return order;
  }

  /** A checkout with a book and the draft, placed; answers the order. */
  async function placedWith(
    card: { ref: string },
    payment: "card" | "ramburs",
    lines?: { id: number; quantity: number }[],
  ) {
    const bookLines = lines ?? [
      { id: (await createBook(db(), { price: 3000, stock: 5 })).id, quantity: 1 },
    ];
    const checkout = await readyCheckout(db(), {
      lines: bookLines,
      giftCards: [card.ref],
      now: NOW,
      today: TODAY,
      payment,
    });
    return placeCheckout(checkout.tokenHash);
  }

  const codesFor = (email: string) =>
    db().select().from(vouchers).where(eq(vouchers.issuedTo, email));
  const giftEmailsTo = (email: string) =>
    db()
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.recipient, email), like(outboxEmails.dedupeKey, "gift-card:%")));
  const cardState = async (ref: string) =>
    (await db().select().from(giftCards).where(eq(giftCards.ref, ref)))[0];

  /** The operator marks a cash-on-delivery order paid (npm run order -- <number> paid). */
  const markPaid = (orderId: number, now = NOW) =>
    movePayment(db(), {
      orderId,
      to: "paid",
      actor: "ana",
      now,
      onMoved: (tx, id) => afterOrderPaid(tx, store, id, now),
    });

  return { draft, placeCheckout, placedWith, codesFor, giftEmailsTo, cardState, markPaid };
}
