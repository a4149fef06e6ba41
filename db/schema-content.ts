// Content schema: the pages an operator edits without a code change (Markdown), the blog, careers,
// the forms visitors send (contact, newsletter, job applications, manuscripts) with the files
// they upload, and the consent and tracking records. Uploaded files live in the database, so
// every instance behind a load balancer serves and e-mails the same bytes.
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { books } from "./schema";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * A page of Markdown: the static pages (`despre-noi`), the help sections (`ajutor-1`..), the terms
 * (`termeni`) and campaign rules (`regulament-…`, also served as generated PDF documents).
 */
export const contentPages = pgTable(
  "content_pages",
  {
    slug: text("slug").primaryKey(),
    kind: text("kind", { enum: ["page", "help", "rules"] }).notNull(),
    title: text("title").notNull(),
    /** The meta description; the first paragraph when empty. */
    description: text("description").notNull().default(""),
    /** Markdown; rendered to sanitised HTML on the server. */
    body: text("body").notNull(),
    /** Order within its kind (help sections, rules listed in the footer). */
    position: integer("position").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("content_pages_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index("content_pages_kind_idx").on(t.kind, t.position),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /** Markdown. */
    body: text("body").notNull(),
    authorName: text("author_name").notNull(),
    /** Null: a draft, not shown; in the future: shown from then on. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("blog_posts_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index("blog_posts_published_idx").on(t.publishedAt),
  ],
);

/** The books an article mentions, shown as cards under it. */
export const blogPostBooks = pgTable(
  "blog_post_books",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("blog_post_books_pk").on(t.postId, t.bookId)],
);

export const careerDepartments = pgTable("career_departments", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  /** A picture under /public, or null. */
  image: text("image"),
  position: integer("position").notNull().default(0),
});

export const careerPositions = pgTable(
  "career_positions",
  {
    id: serial("id").primaryKey(),
    departmentId: integer("department_id")
      .notNull()
      .references(() => careerDepartments.id, { onDelete: "cascade" }),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    objectivesTitle: text("objectives_title").notNull().default("Obiective"),
    objectives: jsonb("objectives").$type<string[]>().notNull().default([]),
    responsibilitiesTitle: text("responsibilities_title").notNull().default("Responsabilități"),
    responsibilities: jsonb("responsibilities").$type<string[]>().notNull().default([]),
    /** The spec's hasTypeForm: applications go to this outside form instead of ours. */
    externalFormUrl: text("external_form_url"),
    open: boolean("open").notNull().default(true),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("career_positions_department_idx").on(t.departmentId, t.position)],
);

/** A file a visitor sent (a CV, a manuscript): checked by type and size before it is stored. */
export const uploads = pgTable("uploads", {
  id: serial("id").primaryKey(),
  purpose: text("purpose", { enum: ["cv", "manuscript"] }).notNull(),
  /** The visitor's file name reduced to safe characters; never used as a path. */
  fileName: text("file_name").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  sha256: text("sha256").notNull(),
  data: bytea("data").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const careerApplications = pgTable("career_applications", {
  id: serial("id").primaryKey(),
  positionId: integer("position_id")
    .notNull()
    .references(() => careerPositions.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  message: text("message").notNull().default(""),
  uploadId: integer("upload_id")
    .notNull()
    .references(() => uploads.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const manuscriptSubmissions = pgTable("manuscript_submissions", {
  id: serial("id").primaryKey(),
  authorName: text("author_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull().default(""),
  title: text("title").notNull(),
  genre: text("genre").notNull(),
  synopsis: text("synopsis").notNull(),
  uploadId: integer("upload_id")
    .notNull()
    .references(() => uploads.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  orderNumber: text("order_number"),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Newsletter subscriptions with double opt-in: `pending` until the link of the confirmation
 * e-mail is followed. The consent is kept with its date, source and the wording's version.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    /** Lower-cased. */
    email: text("email").notNull().unique(),
    status: text("status", { enum: ["pending", "confirmed", "unsubscribed"] }).notNull(),
    /** Where the visitor subscribed: "newsletter-page", "footer", "account"... */
    source: text("source").notNull(),
    consentVersion: text("consent_version").notNull(),
    /** Digest of the pending confirmation token; null once used. */
    confirmTokenHash: text("confirm_token_hash"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [index("newsletter_subscriptions_token_idx").on(t.confirmTokenHash)],
);

/** What a visitor chose in the consent banner, with the date and the policy version (proof). */
export const consentRecords = pgTable("consent_records", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  /** Digest of the visitor cookie; never the cookie itself. */
  visitor: text("visitor").notNull(),
  version: text("version").notNull(),
  analytics: boolean("analytics").notNull(),
  marketing: boolean("marketing").notNull(),
  recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Conversion events (page views, add to cart) waiting to be forwarded to the configured
 * conversions endpoint; stored only with marketing consent, the e-mail already hashed.
 */
export const trackingEvents = pgTable(
  "tracking_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    eventId: text("event_id").notNull(),
    eventName: text("event_name").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("tracking_events_event_idx").on(t.eventName, t.eventId),
    index("tracking_events_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
