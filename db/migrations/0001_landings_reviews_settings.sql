CREATE TYPE "public"."landing_kind" AS ENUM('top', 'landing', 'recomandare', 'campanie', 'black-friday');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('pending', 'published', 'rejected');--> statement-breakpoint
CREATE TABLE "book_previews" (
	"book_id" integer PRIMARY KEY NOT NULL,
	"excerpt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_id" integer NOT NULL,
	"reviewer_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_reviews_rating_check" CHECK ("book_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "catalogue_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_books" (
	"landing_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "landing_books_landing_id_book_id_pk" PRIMARY KEY("landing_id","book_id")
);
--> statement-breakpoint
CREATE TABLE "landings" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "landing_kind" NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"banner_text" text DEFAULT '' NOT NULL,
	"banner_color" text DEFAULT '#93361a' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"rule_category_id" integer,
	"rule_max_price" integer,
	"rule_format" "book_format",
	"rule_order" text DEFAULT 'bestsellers' NOT NULL,
	"rule_limit" integer DEFAULT 60 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_previews" ADD CONSTRAINT "book_previews_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_reviews" ADD CONSTRAINT "book_reviews_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_books" ADD CONSTRAINT "landing_books_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_books" ADD CONSTRAINT "landing_books_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landings" ADD CONSTRAINT "landings_rule_category_id_categories_id_fk" FOREIGN KEY ("rule_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_reviews_book_idx" ON "book_reviews" USING btree ("book_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "footer_links_section_idx" ON "footer_links" USING btree ("section","position");--> statement-breakpoint
CREATE UNIQUE INDEX "landings_kind_slug_idx" ON "landings" USING btree ("kind","slug");--> statement-breakpoint
INSERT INTO "catalogue_state" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_state SET version = version + 1, changed_at = now() WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER books_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "books" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER book_categories_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "book_categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER book_contributors_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "book_contributors" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER categories_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER contributors_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contributors" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER publishers_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "publishers" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER pack_items_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pack_items" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
