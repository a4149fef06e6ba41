// Customer accounts: who they are, their sessions, the single-use links sent to them, and their
// address book. Passwords and tokens are stored only as hashes.
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bookReviews, books } from "./schema";

export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    /** Lower-cased, trimmed; unique among accounts that are not deleted. */
    email: text("email").notNull(),
    /** argon2id (PHC string); null for an account that was deleted. */
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    newsletter: boolean("newsletter").notNull().default(false),
    newsletterConsentAt: timestamp("newsletter_consent_at", { withTimezone: true }),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Deleted accounts keep their row (orders refer to it) with the personal data removed. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("customers_email_idx").on(t.email).where(sql`${t.deletedAt} IS NULL`)],
);

/** Login sessions: the SHA-256 of the random token the browser holds; sliding expiry. */
export const customerSessions = pgTable(
  "customer_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent"),
  },
  (t) => [
    index("customer_sessions_customer_idx").on(t.customerId),
    index("customer_sessions_expires_idx").on(t.expiresAt),
  ],
);

/** Single-use links sent by e-mail: confirm the address, reset the password, change the e-mail. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    purpose: text("purpose", {
      enum: ["confirm-email", "reset-password", "change-email"],
    }).notNull(),
    /** For change-email: the new address. */
    payload: jsonb("payload"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_tokens_customer_idx").on(t.customerId, t.purpose)],
);

/** The address book checkout offers: the same shape as checkout's Delivery (features/checkout). */
export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    delivery: jsonb("delivery").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("customer_addresses_customer_idx").on(t.customerId)],
);

/** The server wishlist of a logged-in customer (the browser's `Wishlist` merges into it at login). */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.bookId] })],
);

/**
 * One ledger per customer for store credit (bani) and bonus points: every movement has a reason
 * and a reference (an order, a return, a campaign, an operator); balances are sums, never edited.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["credit", "bonus"] }).notNull(),
    /** Credit in bani, bonus in points; negative when spent or expired. */
    amount: integer("amount").notNull(),
    /** In Romanian, as the customer reads it ("Puncte pentru comanda nr. 100245"). */
    reason: text("reason").notNull(),
    /** "order:123", "return:7", "campaign:…", "operator:ana": one movement per reference and kind. */
    reference: text("reference").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /**
     * For points that expire: when the expiry job dealt with them (recorded what was left as
     * `bonus-expiry:<id>`, or found nothing left), so each round reads only the earnings still due.
     */
    expirySettledAt: timestamp("expiry_settled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ledger_entries_customer_idx").on(t.customerId, t.kind, t.createdAt),
    uniqueIndex("ledger_entries_reference_idx").on(t.customerId, t.kind, t.reference),
    index("ledger_entries_expiry_due_idx")
      .on(t.expiresAt)
      .where(
        sql`${t.kind} = 'bonus' AND ${t.amount} > 0 AND ${t.expiresAt} IS NOT NULL AND ${t.expirySettledAt} IS NULL`,
      ),
  ],
);

/**
 * Who wrote a review from /produs-reviews: one review per customer and book. The review itself
 * keeps only the shown name, so deleting the account removes the link and leaves the review.
 */
export const customerReviews = pgTable(
  "customer_reviews",
  {
    reviewId: integer("review_id")
      .primaryKey()
      .references(() => bookReviews.id, { onDelete: "cascade" }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("customer_reviews_book_idx").on(t.customerId, t.bookId)],
);
