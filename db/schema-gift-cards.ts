// Gift vouchers bought at /vouchercadou, and the gift books shoppers choose at /alege. Money is
// integer bani. A gift card is a row from the moment its form is sent (a draft the browser's cart
// line names by `ref` only); the order takes it, and its payment issues the code it e-mails.
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { checkouts, orders } from "./schema-orders";
import { vouchers } from "./schema-promotions";

/**
 * draft: in a cart; ordered: an order took it (waits for the payment); issued: its code exists
 * and was e-mailed; void: its order was cancelled or refunded (an issued, unused code ends too).
 */
export const GIFT_CARD_STATUSES = ["draft", "ordered", "issued", "void"] as const;

export const giftCards = pgTable(
  "gift_cards",
  {
    id: serial("id").primaryKey(),
    /** The random reference the browser's cart line carries: the only thing it knows of the row. */
    ref: text("ref").notNull(),
    status: text("status", { enum: GIFT_CARD_STATUSES }).notNull().default("draft"),
    /** What it is worth, and what the order charges for it (bani). */
    value: integer("value").notNull(),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    senderName: text("sender_name").notNull(),
    message: text("message").notNull().default(""),
    /** The day (Bucharest) the recipient gets the code; null: as soon as the order is paid. */
    sendOn: date("send_on", { mode: "string" }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    /** The `amount` voucher its payment issued (single-use, the gift's value). */
    voucherId: integer("voucher_id").references(() => vouchers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    orderedAt: timestamp("ordered_at", { withTimezone: true }),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("gift_cards_ref_idx").on(t.ref),
    uniqueIndex("gift_cards_voucher_idx").on(t.voucherId),
    index("gift_cards_order_idx").on(t.orderId),
    index("gift_cards_draft_idx").on(t.createdAt).where(sql`${t.status} = 'draft'`),
    check("gift_cards_value_check", sql`${t.value} > 0`),
    // Only a draft has no order (drafts are deleted, never voided).
    check("gift_cards_order_check", sql`(${t.status} = 'draft') = (${t.orderId} IS NULL)`),
  ],
);

/** The gift cards a checkout will order (handed over with the cart's lines). */
export const checkoutGiftCards = pgTable(
  "checkout_gift_cards",
  {
    checkoutTokenHash: text("checkout_token_hash")
      .notNull()
      .references(() => checkouts.tokenHash, { onDelete: "cascade" }),
    giftCardId: integer("gift_card_id")
      .notNull()
      .references(() => giftCards.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.checkoutTokenHash, t.giftCardId] })],
);

/**
 * A visitor's choice at /alege among the books of a `gift-book` voucher (the grant, whose
 * `book_ids` list the books offered): the single-use `gift-book` voucher issued for the chosen
 * book. Choosing again changes that voucher's book while it is unused.
 */
export const giftBookChoices = pgTable(
  "gift_book_choices",
  {
    grantId: integer("grant_id")
      .notNull()
      .references(() => vouchers.id, { onDelete: "cascade" }),
    /** Digest of the visitor cookie (see promotions/visitor.server.ts). */
    visitorKey: text("visitor_key").notNull(),
    voucherId: integer("voucher_id")
      .notNull()
      .references(() => vouchers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.grantId, t.visitorKey] }),
    uniqueIndex("gift_book_choices_voucher_idx").on(t.voucherId),
  ],
);
