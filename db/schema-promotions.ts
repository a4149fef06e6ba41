// Promotions schema: campaigns (every window is data), the price rules they put in force, the
// price history the EU 30-day rule reads, vouchers with their rules and redemptions, and the
// prizes drawn by the wheel and the fortune cookie. Money is integer bani.
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
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { books, categories, landings } from "./schema";
import { customers } from "./schema-accounts";
import { orders } from "./schema-orders";

export const campaignType = pgEnum("campaign_type", [
  /** Easter egg, heart and discount popups: three steps, then the campaign's voucher. */
  "surprise",
  "fortune-cookie",
  "wheel",
  "puzzle",
  "first-order",
  "wow-bestseller",
  /** Campaign prices: epic offers, day offers, Black Friday and landing discounts. */
  "prices",
  /** A fixed code handed out by a banner or a popup (ECONOMISESC10, ECONOMISESC10LEI). */
  "voucher",
  /** The popup of today's day offers (the books of a `prices` campaign named in settings). */
  "day-offer",
  /** A promo pack shown by the flash-package widget (its price is a `prices` rule). */
  "flash-package",
  "gala-vote",
  /** Books donated for children: a progress bar toward a goal. */
  "donation",
  /** The wedding promo, shown by the visitor's city. */
  "wedding",
]);

/**
 * A campaign: its window, its texts per step and its widget settings. `name` is the voucher
 * code where the campaign hands one out (spec section 3: "name (also the voucher code)").
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    type: campaignType("type").notNull(),
    name: text("name").notNull(),
    /** The spec's popup type id (1 Easter egg … 6 discount popup 3), null when not a popup. */
    popupTypeId: smallint("popup_type_id"),
    /** `?{flag}=1` shows the campaign's popup outside its window (egg, pd, heart, wheel …). */
    queryFlag: text("query_flag"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Texts per step and variant (validated by the promotions feature, never trusted raw). */
    texts: jsonb("texts").notNull().default({}),
    settings: jsonb("settings").notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("campaigns_window_idx").on(t.startsAt, t.endsAt)],
);

/**
 * A campaign price: a fixed price or a percent off, for one book, a category or a landing's
 * books, within a window. The lowest rule in force is written to the book's price (see
 * app/features/promotions/campaign-prices.server.ts), so every page, the quote and the order
 * charge the same number.
 */
export const priceRules = pgTable(
  "price_rules",
  {
    id: serial("id").primaryKey(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    bookId: integer("book_id").references(() => books.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "cascade" }),
    landingId: integer("landing_id").references(() => landings.id, { onDelete: "cascade" }),
    price: integer("price"),
    percent: smallint("percent"),
    /** Shown next to the price: "Ofertă epică", "Oferta zilei", "Black Friday". */
    label: text("label").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("price_rules_window_idx").on(t.startsAt, t.endsAt),
    index("price_rules_book_idx").on(t.bookId),
    check(
      "price_rules_amount_check",
      sql`(${t.price} IS NULL) <> (${t.percent} IS NULL) AND (${t.price} IS NULL OR ${t.price} >= 0) AND (${t.percent} IS NULL OR ${t.percent} BETWEEN 1 AND 90)`,
    ),
    check(
      "price_rules_target_check",
      sql`num_nonnulls(${t.bookId}, ${t.categoryId}, ${t.landingId}) = 1`,
    ),
    check("price_rules_window_check", sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** Every price a book has had, written by a trigger on books whatever path changed it. */
export const priceHistory = pgTable(
  "price_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
    price: integer("price").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("price_history_book_idx").on(t.bookId, t.changedAt)],
);

/** The book's campaign price in force, and what it replaced (one row per book on promotion). */
export const bookPromotions = pgTable("book_promotions", {
  bookId: integer("book_id")
    .primaryKey()
    .references(() => books.id, { onDelete: "cascade" }),
  /** Null once the rule is deleted: the next run ends the promotion and restores the price. */
  ruleId: integer("rule_id").references(() => priceRules.id, { onDelete: "set null" }),
  /** The book's price before the campaign; restored when the rule ends. */
  regularPrice: integer("regular_price").notNull(),
  /** The lowest price of the 30 days before the reduction (Directive 2019/2161). */
  lowestPriorPrice: integer("lowest_prior_price").notNull(),
  label: text("label").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
});

export const voucherKind = pgEnum("voucher_kind", [
  /** `value` percent off the eligible lines. */
  "percent",
  /** `value` bani off the eligible lines. */
  "amount",
  "free-shipping",
  /** Shipping at `value` bani. */
  "shipping-price",
  /** The book `bookId` added as a gift line at price 0. */
  "gift-book",
  /** The book `bookId` at `value` bani, one copy (the WOW bestseller choice). */
  "book-price",
]);

/**
 * A voucher code and its rule. Campaign codes are shared (ECONOMISESC10); prize, first-order and
 * WOW codes are random and single-use, issued to one visitor.
 */
export const vouchers = pgTable(
  "vouchers",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    campaignId: integer("campaign_id").references(() => campaigns.id, { onDelete: "set null" }),
    kind: voucherKind("kind").notNull(),
    value: integer("value").notNull().default(0),
    bookId: integer("book_id").references(() => books.id, { onDelete: "cascade" }),
    /** Order subtotal (bani) needed before the voucher applies. */
    minOrder: integer("min_order").notNull().default(0),
    /** When set, the discount applies only to lines in these categories (or their children). */
    categoryIds: integer("category_ids").array(),
    /**
     * When set, the discount applies only to these books. A `gift-book` voucher (which discounts
     * nothing) lists here the books a shopper may choose instead at /alege (schema-gift-cards.ts).
     */
    bookIds: integer("book_ids").array(),
    /** False: lines already at a campaign price get no further discount. */
    combinable: boolean("combinable").notNull().default(false),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    maxUses: integer("max_uses"),
    maxUsesPerCustomer: integer("max_uses_per_customer"),
    usedCount: integer("used_count").notNull().default(0),
    /**
     * A bought gift voucher (an `amount` code): each order takes up to what is left of `value`,
     * until nothing is, instead of the whole value once.
     */
    keepsBalance: boolean("keeps_balance").notNull().default(false),
    /** Bani the code's orders have taken off so far; a cancelled order gives its part back. */
    spent: integer("spent").notNull().default(0),
    /** For codes issued to one person: the e-mail or phone it was sent to (normalised). */
    issuedTo: text("issued_to"),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    /** For first-order codes: refused once the person has an order. */
    firstOrderOnly: boolean("first_order_only").notNull().default(false),
    description: text("description").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("vouchers_code_idx").on(sql`lower(${t.code})`),
    index("vouchers_customer_idx").on(t.customerId),
    index("vouchers_issued_to_idx").on(t.issuedTo),
    // A campaign's codes count together for a limit per customer (vouchers.server.ts): found by
    // campaign at every quote, among a table that grows by a code per visitor (WOW, prizes).
    index("vouchers_campaign_idx").on(t.campaignId),
    check("vouchers_value_check", sql`${t.value} >= 0 AND ${t.minOrder} >= 0`),
    check("vouchers_percent_check", sql`${t.kind} <> 'percent' OR ${t.value} BETWEEN 1 AND 100`),
    check("vouchers_uses_check", sql`${t.maxUses} IS NULL OR ${t.usedCount} <= ${t.maxUses}`),
    check(
      "vouchers_spent_check",
      sql`${t.spent} >= 0 AND (NOT ${t.keepsBalance} OR ${t.spent} <= ${t.value})`,
    ),
  ],
);

/** One use of a voucher by an order (its discount as charged). */
export const voucherRedemptions = pgTable(
  "voucher_redemptions",
  {
    id: serial("id").primaryKey(),
    voucherId: integer("voucher_id")
      .notNull()
      .references(() => vouchers.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    /** The order's e-mail, lower case: limits per customer also count guest orders. */
    email: text("email").notNull(),
    discount: integer("discount").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("voucher_redemptions_order_idx").on(t.voucherId, t.orderId),
    index("voucher_redemptions_email_idx").on(t.voucherId, t.email),
  ],
);

/**
 * A prize of the wheel or the fortune cookie. `slot` is the prize id the widget knows (the
 * wheel's 2 is "try again"); `voucher*` describe the voucher a win issues (null: nothing won).
 */
export const prizes = pgTable(
  "prizes",
  {
    id: serial("id").primaryKey(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    slot: smallint("slot").notNull(),
    /** The message shown, stored as HTML and sanitised before display. */
    name: text("name").notNull(),
    value: text("value").notNull().default(""),
    bgColor: text("bg_color").notNull().default("#ffffff"),
    color: text("color").notNull().default("#1c1917"),
    weight: integer("weight").notNull().default(0),
    imgFileName: text("img_file_name"),
    /** True for "try again": drawing it stores nothing and the visitor may spin again. */
    retry: boolean("retry").notNull().default(false),
    voucherKind: voucherKind("voucher_kind"),
    voucherValue: integer("voucher_value").notNull().default(0),
    voucherBookId: integer("voucher_book_id").references(() => books.id, { onDelete: "set null" }),
    voucherMinOrder: integer("voucher_min_order").notNull().default(0),
  },
  (t) => [
    uniqueIndex("prizes_campaign_slot_idx").on(t.campaignId, t.slot),
    check("prizes_weight_check", sql`${t.weight} >= 0`),
  ],
);

/** One prize per visitor and campaign window: the draw, and the voucher it issued. */
export const prizeDraws = pgTable(
  "prize_draws",
  {
    id: serial("id").primaryKey(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    /** Digest of the visitor's id (an httpOnly random cookie). */
    visitorKey: text("visitor_key").notNull(),
    prizeId: integer("prize_id")
      .notNull()
      .references(() => prizes.id, { onDelete: "cascade" }),
    voucherId: integer("voucher_id").references(() => vouchers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("prize_draws_visitor_idx").on(t.campaignId, t.visitorKey)],
);

/** The gala's categories, each with its nominees (books or people), one vote per visitor. */
export const galaCategories = pgTable(
  "gala_categories",
  {
    id: serial("id").primaryKey(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    position: smallint("position").notNull().default(0),
  },
  (t) => [uniqueIndex("gala_categories_slug_idx").on(t.campaignId, t.slug)],
);

export const galaNominees = pgTable(
  "gala_nominees",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => galaCategories.id, { onDelete: "cascade" }),
    bookId: integer("book_id").references(() => books.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    position: smallint("position").notNull().default(0),
  },
  (t) => [index("gala_nominees_category_idx").on(t.categoryId, t.position)],
);

export const galaVotes = pgTable(
  "gala_votes",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => galaCategories.id, { onDelete: "cascade" }),
    nomineeId: integer("nominee_id")
      .notNull()
      .references(() => galaNominees.id, { onDelete: "cascade" }),
    /** Digest of the visitor cookie (see promotions/visitor.server.ts). */
    visitorKey: text("visitor_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("gala_votes_visitor_idx").on(t.categoryId, t.visitorKey),
    index("gala_votes_nominee_idx").on(t.nomineeId),
  ],
);

/** Widget tracking hits (the flash package's addToCart, minimize, viewDetails, viewOffer). */
export const campaignEvents = pgTable(
  "campaign_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    campaignId: integer("campaign_id").references(() => campaigns.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    bookId: integer("book_id").references(() => books.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("campaign_events_campaign_idx").on(t.campaignId, t.action, t.createdAt)],
);
