CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TYPE "public"."book_format" AS ENUM('paperback', 'hardcover', 'ebook', 'audiobook', 'pack', 'gift');--> statement-breakpoint
CREATE TYPE "public"."contributor_role" AS ENUM('author', 'translator', 'illustrator');--> statement-breakpoint
CREATE TABLE "book_categories" (
	"book_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "book_categories_book_id_category_id_pk" PRIMARY KEY("book_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "book_contributors" (
	"book_id" integer NOT NULL,
	"contributor_id" integer NOT NULL,
	"role" "contributor_role" NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "book_contributors_book_id_contributor_id_role_pk" PRIMARY KEY("book_id","contributor_id","role")
);
--> statement-breakpoint
CREATE TABLE "book_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"small_url" text NOT NULL,
	"small_url_webp" text NOT NULL,
	"large_url" text NOT NULL,
	"large_url_webp" text NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" serial PRIMARY KEY NOT NULL,
	"isbn13" text,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"format" "book_format" NOT NULL,
	"page_count" integer,
	"language" text DEFAULT 'ro' NOT NULL,
	"published_on" date,
	"publisher_id" integer,
	"series_id" integer,
	"series_volume" smallint,
	"price" integer NOT NULL,
	"old_price" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"max_per_order" integer DEFAULT 10 NOT NULL,
	"available_from" date,
	"is_promo" boolean DEFAULT false NOT NULL,
	"free_shipping" boolean DEFAULT false NOT NULL,
	"hide_in_cart" boolean DEFAULT false NOT NULL,
	"epic_offer_price" integer,
	"wow_bestseller_price" integer,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"is_listed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_isbn13_unique" UNIQUE("isbn13"),
	CONSTRAINT "books_slug_unique" UNIQUE("slug"),
	CONSTRAINT "books_price_check" CHECK ("books"."price" >= 0 AND ("books"."old_price" IS NULL OR "books"."old_price" >= 0)),
	CONSTRAINT "books_max_per_order_check" CHECK ("books"."max_per_order" >= 1)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contributors" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text NOT NULL,
	"name" text NOT NULL,
	"biography" text DEFAULT '' NOT NULL,
	"photo_url" text,
	CONSTRAINT "contributors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "pack_items" (
	"pack_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"quantity" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "pack_items_pack_id_book_id_pk" PRIMARY KEY("pack_id","book_id")
);
--> statement-breakpoint
CREATE TABLE "publishers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publishers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"publisher_id" integer,
	CONSTRAINT "series_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"book_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_categories" ADD CONSTRAINT "book_categories_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_categories" ADD CONSTRAINT "book_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_contributors" ADD CONSTRAINT "book_contributors_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_contributors" ADD CONSTRAINT "book_contributors_contributor_id_contributors_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."contributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_images" ADD CONSTRAINT "book_images_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_items" ADD CONSTRAINT "pack_items_pack_id_books_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_items" ADD CONSTRAINT "pack_items_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slug_redirects" ADD CONSTRAINT "slug_redirects_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_categories_category_idx" ON "book_categories" USING btree ("category_id","book_id");--> statement-breakpoint
CREATE INDEX "book_contributors_contributor_idx" ON "book_contributors" USING btree ("contributor_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "book_images_book_position_idx" ON "book_images" USING btree ("book_id","position");--> statement-breakpoint
CREATE INDEX "books_sales_idx" ON "books" USING btree ("sales_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "books_published_idx" ON "books" USING btree ("published_on" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "books_price_idx" ON "books" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "books_publisher_idx" ON "books" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "books_series_idx" ON "books" USING btree ("series_id","series_volume");--> statement-breakpoint
CREATE INDEX "books_format_idx" ON "books" USING btree ("format");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "contributors_sort_idx" ON "contributors" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "pack_items_book_idx" ON "pack_items" USING btree ("book_id");