// Catalogue schema. Money columns are integer bani; dates of publication are calendar dates.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const bookFormat = pgEnum("book_format", [
  "paperback",
  "hardcover",
  "ebook",
  "audiobook",
  "pack",
  "gift",
]);

export const contributorRole = pgEnum("contributor_role", ["author", "translator", "illustrator"]);

export const publishers = pgTable("publishers", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    icon: text("icon").notNull().default(""),
    description: text("description").notNull().default(""),
    position: smallint("position").notNull().default(0),
  },
  (t) => [index("categories_parent_idx").on(t.parentId, t.position)],
);

export const contributors = pgTable(
  "contributors",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull(),
    /** Display name, as printed on the cover. */
    name: text("name").notNull(),
    biography: text("biography").notNull().default(""),
    photoUrl: text("photo_url"),
  },
  (t) => [index("contributors_sort_idx").on(t.lastName, t.firstName)],
);

export const series = pgTable("series", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  publisherId: integer("publisher_id").references(() => publishers.id),
});

export const books = pgTable(
  "books",
  {
    id: serial("id").primaryKey(),
    /** Null only for packs and gifts, which have no ISBN of their own. */
    isbn13: text("isbn13").unique(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull().default(""),
    description: text("description").notNull().default(""),
    format: bookFormat("format").notNull(),
    pageCount: integer("page_count"),
    /** ISO 639-1 code. */
    language: text("language").notNull().default("ro"),
    publishedOn: date("published_on"),
    publisherId: integer("publisher_id").references(() => publishers.id),
    seriesId: integer("series_id").references(() => series.id),
    seriesVolume: smallint("series_volume"),
    price: integer("price").notNull(),
    /** Recommended retail price (PRP), shown struck through when above the price. */
    oldPrice: integer("old_price"),
    stock: integer("stock").notNull().default(0),
    maxPerOrder: integer("max_per_order").notNull().default(10),
    /** Pre-order: the book ships from this date. */
    availableFrom: date("available_from"),
    isPromo: boolean("is_promo").notNull().default(false),
    freeShipping: boolean("free_shipping").notNull().default(false),
    hideInCart: boolean("hide_in_cart").notNull().default(false),
    /** Units sold; orders increment it, bestseller lists sort by it. */
    salesCount: integer("sales_count").notNull().default(0),
    isListed: boolean("is_listed").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("books_sales_idx").on(t.salesCount.desc(), t.id),
    index("books_published_idx").on(t.publishedOn.desc(), t.id),
    index("books_price_idx").on(t.price, t.id),
    index("books_publisher_idx").on(t.publisherId),
    index("books_series_idx").on(t.seriesId, t.seriesVolume),
    index("books_format_idx").on(t.format),
    check(
      "books_price_check",
      sql`${t.price} >= 0 AND (${t.oldPrice} IS NULL OR ${t.oldPrice} >= 0)`,
    ),
    check("books_max_per_order_check", sql`${t.maxPerOrder} >= 1`),
  ],
);

export const bookContributors = pgTable(
  "book_contributors",
  {
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
    contributorId: integer("contributor_id")
      .notNull()
      .references(() => contributors.id),
    role: contributorRole("role").notNull(),
    position: smallint("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.contributorId, t.role] }),
    index("book_contributors_contributor_idx").on(t.contributorId, t.role),
  ],
);

export const bookCategories = pgTable(
  "book_categories",
  {
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    isPrimary: boolean("is_primary").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.categoryId] }),
    index("book_categories_category_idx").on(t.categoryId, t.bookId),
  ],
);

export const bookImages = pgTable(
  "book_images",
  {
    id: serial("id").primaryKey(),
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
    smallUrl: text("small_url").notNull(),
    smallUrlWebp: text("small_url_webp").notNull(),
    largeUrl: text("large_url").notNull(),
    largeUrlWebp: text("large_url_webp").notNull(),
    width: smallint("width").notNull(),
    height: smallint("height").notNull(),
  },
  (t) => [uniqueIndex("book_images_book_position_idx").on(t.bookId, t.position)],
);

/** Books contained in a promo pack (the pack is itself a row of books, format 'pack'). */
export const packItems = pgTable(
  "pack_items",
  {
    packId: integer("pack_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id),
    quantity: smallint("quantity").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.packId, t.bookId] }), index("pack_items_book_idx").on(t.bookId)],
);

/** Old slugs of renamed books answer 301 to the book's current slug. */
export const slugRedirects = pgTable("slug_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  bookId: integer("book_id")
    .notNull()
    .references(() => books.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const landingKind = pgEnum("landing_kind", [
  "top",
  "landing",
  "recomandare",
  "campanie",
  "black-friday",
]);

/**
 * A landing page is data: its text, its active window and its selection of books, either
 * hand-picked (landing_books) or a rule (category, maximum price, format, order).
 */
export const landings = pgTable(
  "landings",
  {
    id: serial("id").primaryKey(),
    kind: landingKind("kind").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    intro: text("intro").notNull().default(""),
    bannerText: text("banner_text").notNull().default(""),
    bannerColor: text("banner_color").notNull().default("#93361a"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    ruleCategoryId: integer("rule_category_id").references(() => categories.id),
    ruleMaxPrice: integer("rule_max_price"),
    ruleFormat: bookFormat("rule_format"),
    ruleOrder: text("rule_order").notNull().default("bestsellers"),
    ruleLimit: integer("rule_limit").notNull().default(60),
    position: smallint("position").notNull().default(0),
  },
  (t) => [uniqueIndex("landings_kind_slug_idx").on(t.kind, t.slug)],
);

export const landingBooks = pgTable(
  "landing_books",
  {
    landingId: integer("landing_id")
      .notNull()
      .references(() => landings.id, { onDelete: "cascade" }),
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.landingId, t.bookId] })],
);

export const reviewStatus = pgEnum("review_status", ["pending", "published", "rejected"]);

export const bookReviews = pgTable(
  "book_reviews",
  {
    id: serial("id").primaryKey(),
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
    reviewerName: text("reviewer_name").notNull(),
    rating: smallint("rating").notNull(),
    title: text("title").notNull().default(""),
    body: text("body").notNull(),
    status: reviewStatus("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("book_reviews_book_idx").on(t.bookId, t.status, t.createdAt.desc()),
    check("book_reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

/** The "browse the book" preview: an excerpt, pages separated by blank lines. */
export const bookPreviews = pgTable("book_previews", {
  bookId: integer("book_id")
    .primaryKey()
    .references(() => books.id, { onDelete: "cascade" }),
  excerpt: text("excerpt").notNull(),
});

/** Fixed links of the footer's sections (categories, authors, top books, help). */
export const footerLinks = pgTable(
  "footer_links",
  {
    id: serial("id").primaryKey(),
    section: text("section").notNull(),
    label: text("label").notNull(),
    url: text("url").notNull(),
    position: smallint("position").notNull().default(0),
  },
  (t) => [index("footer_links_section_idx").on(t.section, t.position)],
);

/** Shop settings as validated JSON values, one row per key (see app/features/settings). */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row whose version goes up, by trigger, whenever the catalogue changes; every instance
 * compares it with the version of its in-memory catalogue index and rebuilds when it moved.
 */
export const catalogueState = pgTable("catalogue_state", {
  id: smallint("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(1),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** What shoppers searched that found something: the source of search suggestions. */
export const searchQueries = pgTable(
  "search_queries",
  {
    /** The query folded as the search engine folds it (no diacritics, lower case). */
    normalized: text("normalized").primaryKey(),
    /**
     * The spelling shown as a suggestion, written from the catalogue's own words (never as a
     * shopper typed it); the search engine derives it again from `normalized` when it builds.
     */
    text: text("text").notNull(),
    searches: integer("searches").notNull().default(1),
    results: integer("results").notNull().default(0),
    lastSearchedAt: timestamp("last_searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("search_queries_searches_idx").on(t.searches.desc())],
);

/**
 * Server-side secrets generated on first use and shared by every instance (for example the key
 * that signs /addtocartenc links). Never sent to the browser.
 */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Throttle counters (app/lib/throttle.server.ts), shared by every instance: one row per rule and
 * key, counting hits in a fixed window. Expired rows are deleted opportunistically by later hits.
 */
export const throttleCounters = pgTable(
  "throttle_counters",
  {
    rule: text("rule").notNull(),
    /** A digest of the key's parts: no readable addresses or search terms, one width for all. */
    key: text("key").notNull(),
    hits: integer("hits").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.rule, t.key] }),
    index("throttle_counters_window_ends_at_idx").on(t.windowEndsAt),
  ],
);
