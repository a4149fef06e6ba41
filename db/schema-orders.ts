// Orders, checkout and what they need: stock reservations, payments, the e-mail outbox, pickup
// points and the stock change feed. Money columns are integer bani.
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { books } from "./schema";
import { customers } from "./schema-accounts";

/** Order life cycle; the allowed moves are app/features/orders/transitions.ts. */
export const orderStatus = pgEnum("order_status", [
  "placed",
  "confirmed",
  "packed",
  "shipped",
  "delivered",
  "cancelled",
  "returned",
]);

export const paymentStatus = pgEnum("payment_status", ["pending", "paid", "failed", "refunded"]);

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** For links in e-mails and the confirmation page: random, cannot be guessed from `number`. */
    publicId: uuid("public_id").notNull().unique().defaultRandom(),
    /** What the shopper and bank transfers quote ("Comanda 100245"). */
    number: integer("number")
      .notNull()
      .unique()
      .generatedByDefaultAsIdentity({ startWith: 100001 }),
    status: orderStatus("status").notNull().default("placed"),
    paymentStatus: paymentStatus("payment_status").notNull().default("pending"),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The account that placed it; guests' orders attach once their e-mail is confirmed. */
    customerId: integer("customer_id").references(() => customers.id),
    /** Null only on the seeded history, which predates checkout. */
    email: text("email"),
    phone: text("phone"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    /** Where it goes: an address, a pickup point or an address abroad (features/checkout). */
    delivery: jsonb("delivery"),
    /** Who is invoiced: a person or a company with its CUI. */
    invoice: jsonb("invoice"),
    deliveryMethod: text("delivery_method"),
    paymentMethod: text("payment_method"),
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull().default(0),
    shippingCost: integer("shipping_cost").notNull().default(0),
    /** Paid from the customer's store credit (the ledger holds the movement). */
    creditUsed: integer("credit_used").notNull().default(0),
    /** Paid with bonus points, in bani (the ledger holds the movement, in points). */
    bonusUsed: integer("bonus_used").notNull().default(0),
    /** Cash on delivery fee, when the settings charge one. */
    paymentFee: integer("payment_fee").notNull().default(0),
    total: integer("total").notNull(),
    voucherCode: text("voucher_code"),
    /** Carried by the checkout form: a repeated submit finds the order it already created. */
    idempotencyKey: text("idempotency_key").unique(),
    /** Unpaid card orders are cancelled after this moment and their stock released. */
    payBy: timestamp("pay_by", { withTimezone: true }),
  },
  (t) => [
    index("orders_placed_idx").on(t.placedAt.desc()),
    index("orders_email_idx").on(t.email),
    index("orders_customer_idx").on(t.customerId, t.placedAt.desc()),
    index("orders_pay_by_idx").on(t.payBy).where(sql`${t.payBy} IS NOT NULL`),
    check(
      "orders_money_check",
      sql`${t.subtotal} >= 0 AND ${t.shippingCost} >= 0 AND ${t.total} >= 0 AND ${t.discount} >= 0 AND ${t.paymentFee} >= 0`,
    ),
    check("orders_bonus_used_check", sql`${t.bonusUsed} >= 0`),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id),
    quantity: integer("quantity").notNull(),
    /** The unit price charged, in bani, frozen at ordering time. */
    unitPrice: integer("unit_price").notNull(),
    /** The PRP shown at ordering time. */
    oldPrice: integer("old_price"),
    title: text("title").notNull().default(""),
    /** Copies taken from stock (0 for pre-orders, which ship from future stock). */
    stockTaken: integer("stock_taken").notNull().default(0),
    /** A campaign's gift: charged 0. */
    isGift: boolean("is_gift").notNull().default(false),
    /** A pack's books as they were when ordered: [{ id, title, quantity }]. */
    packContents: jsonb("pack_contents"),
    /**
     * The line's share of the order's discount, in bani, for all its copies: the voucher's
     * discount spread over the lines it covered only, the shares adding up to `orders.discount`
     * (features/orders/line-discounts.server.ts). Returns refund a copy at what it cost by it.
     * Null on lines written before it was recorded (migration 0023), whose returns spread the
     * order's discount over all lines instead.
     */
    discount: integer("discount"),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.bookId, t.isGift] }),
    index("order_lines_book_idx").on(t.bookId, t.orderId),
    check("order_lines_quantity_check", sql`${t.quantity} >= 1 AND ${t.unitPrice} >= 0`),
    check("order_lines_discount_check", sql`${t.discount} >= 0`),
  ],
);

/** Who moved an order or its payment, from what to what, and when. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["status", "payment"] }).notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value").notNull(),
    /** "shopper", "system", "payment-provider", or an operator's name. */
    actor: text("actor").notNull(),
    note: text("note"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.at)],
);

/**
 * A shopper's checkout in progress, found by the hash of the random token in the `checkout`
 * cookie (or sent as a header by an app): the cart it reserved, what each step received.
 */
export const checkouts = pgTable(
  "checkouts",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** The cart as the shopper entered checkout: [{ id, quantity }]. */
    lines: jsonb("lines").notNull(),
    /** Step 1 (contact, delivery address, invoice) and step 2 (methods), as last accepted. */
    details: jsonb("details"),
    methods: jsonb("methods"),
    /** The voucher code entered at step 3 (or carried from the cart's voucher cookie). */
    voucherCode: text("voucher_code"),
    reservedUntil: timestamp("reserved_until", { withTimezone: true }).notNull(),
    orderId: integer("order_id").references(() => orders.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("checkouts_updated_idx").on(t.updatedAt)],
);

/** Copies held for a checkout until `expiresAt`: available = stock − others' live holds. */
export const stockReservations = pgTable(
  "stock_reservations",
  {
    checkoutTokenHash: text("checkout_token_hash")
      .notNull()
      .references(() => checkouts.tokenHash, { onDelete: "cascade" }),
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id),
    quantity: integer("quantity").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.checkoutTokenHash, t.bookId] }),
    index("stock_reservations_book_idx").on(t.bookId, t.expiresAt),
    check("stock_reservations_quantity_check", sql`${t.quantity} >= 1`),
  ],
);

/** One attempt to pay an order through a provider (features/payments). */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** The provider's id for the payment; unique per provider. */
    providerRef: text("provider_ref").notNull(),
    amount: integer("amount").notNull(),
    status: paymentStatus("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payments_order_idx").on(t.orderId),
    index("payments_provider_ref_idx").on(t.provider, t.providerRef),
  ],
);

/**
 * E-mails waiting to go or sent: written in the transaction that decides them, delivered by a
 * worker with retries, so sending never blocks or fails an order.
 */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: serial("id").primaryKey(),
    /** One e-mail per event: "order-placed:123" is written once, however often it is asked. */
    dedupeKey: text("dedupe_key").notNull().unique(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** Files of `uploads` sent along (a job application's CV); read when the e-mail is sent. */
    attachmentUploadIds: integer("attachment_upload_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_emails_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);

/** Courier pickup points (lockers and shops), listed per county at checkout. */
export const pickupPoints = pgTable(
  "pickup_points",
  {
    id: serial("id").primaryKey(),
    courier: text("courier").notNull(),
    /** County code as in features/checkout/counties.ts ("B" for București). */
    county: text("county").notNull(),
    locality: text("locality").notNull(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [index("pickup_points_county_idx").on(t.county)],
);

/**
 * Books whose stock or sales count moved, written by trigger: every instance reads it to update
 * its in-memory index in place instead of rebuilding it (stock moves are not catalogue changes).
 */
export const stockChanges = pgTable(
  "stock_changes",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    bookId: integer("book_id").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index("stock_changes_changed_idx").on(t.changedAt)],
);

/** A customer's return of lines of a delivered order (30 days), and how the money goes back. */
export const returnRequests = pgTable(
  "return_requests",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    status: text("status", { enum: ["requested", "approved", "received", "refunded", "rejected"] })
      .notNull()
      .default("requested"),
    /**
     * The reason's code (features/account/returns.ts RETURN_REASONS), never its label: restocking
     * goes by it, and a label may be reworded.
     */
    reason: text("reason", {
      enum: ["nu-mai-vreau", "deteriorat", "gresit", "defect", "altul"],
    }).notNull(),
    refundMethod: text("refund_method", { enum: ["card", "credit", "bank"] }).notNull(),
    /** For a refund by bank transfer. */
    iban: text("iban"),
    /**
     * Paid back by the refund method, in bani: the money's share of what the lines cost after the
     * order's discount (features/account/refund-split.server.ts).
     */
    amount: integer("amount").notNull(),
    /** Given back as store credit whatever the method: the share the order paid from credit. */
    creditBack: integer("credit_back").notNull().default(0),
    /** Bonus points given back: the share the order paid with points. */
    pointsBack: integer("points_back").notNull().default(0),
    /** Bonus points the returned books had earned, taken back. */
    pointsTaken: integer("points_taken").notNull().default(0),
    /** The order's shipping, refunded with the return that brings its last books back (in the
     * amounts above). */
    shippingBack: integer("shipping_back").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("return_requests_customer_idx").on(t.customerId, t.createdAt),
    index("return_requests_order_idx").on(t.orderId),
    check(
      "return_requests_amounts_check",
      sql`${t.amount} >= 0 AND ${t.creditBack} >= 0 AND ${t.pointsBack} >= 0 AND ${t.pointsTaken} >= 0 AND ${t.shippingBack} >= 0`,
    ),
    check(
      "return_requests_reason_check",
      sql`${t.reason} IN ('nu-mai-vreau', 'deteriorat', 'gresit', 'defect', 'altul')`,
    ),
  ],
);

export const returnLines = pgTable(
  "return_lines",
  {
    returnId: integer("return_id")
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    /** Copies put back on the shelf when the return was received (returns.server.ts). */
    restocked: integer("restocked").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.bookId] })],
);
