CREATE TYPE "public"."campaign_type" AS ENUM('surprise', 'fortune-cookie', 'wheel', 'puzzle', 'first-order', 'wow-bestseller', 'prices', 'voucher');--> statement-breakpoint
CREATE TYPE "public"."voucher_kind" AS ENUM('percent', 'amount', 'free-shipping', 'shipping-price', 'gift-book', 'book-price');--> statement-breakpoint
CREATE TABLE "book_promotions" (
	"book_id" integer PRIMARY KEY NOT NULL,
	"rule_id" integer,
	"regular_price" integer NOT NULL,
	"lowest_prior_price" integer NOT NULL,
	"label" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"type" "campaign_type" NOT NULL,
	"name" text NOT NULL,
	"popup_type_id" smallint,
	"query_flag" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"book_id" integer NOT NULL,
	"price" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"book_id" integer,
	"category_id" integer,
	"landing_id" integer,
	"price" integer,
	"percent" smallint,
	"label" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_rules_amount_check" CHECK (("price_rules"."price" IS NULL) <> ("price_rules"."percent" IS NULL) AND ("price_rules"."price" IS NULL OR "price_rules"."price" >= 0) AND ("price_rules"."percent" IS NULL OR "price_rules"."percent" BETWEEN 1 AND 90)),
	CONSTRAINT "price_rules_target_check" CHECK (num_nonnulls("price_rules"."book_id", "price_rules"."category_id", "price_rules"."landing_id") = 1),
	CONSTRAINT "price_rules_window_check" CHECK ("price_rules"."starts_at" < "price_rules"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "prize_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"visitor_key" text NOT NULL,
	"prize_id" integer NOT NULL,
	"voucher_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"name" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"bg_color" text DEFAULT '#ffffff' NOT NULL,
	"color" text DEFAULT '#1c1917' NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"img_file_name" text,
	"retry" boolean DEFAULT false NOT NULL,
	"voucher_kind" "voucher_kind",
	"voucher_value" integer DEFAULT 0 NOT NULL,
	"voucher_book_id" integer,
	"voucher_min_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prizes_weight_check" CHECK ("prizes"."weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"discount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"campaign_id" integer,
	"kind" "voucher_kind" NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"book_id" integer,
	"min_order" integer DEFAULT 0 NOT NULL,
	"category_ids" integer[],
	"book_ids" integer[],
	"combinable" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"issued_to" text,
	"customer_id" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_value_check" CHECK ("vouchers"."value" >= 0 AND "vouchers"."min_order" >= 0),
	CONSTRAINT "vouchers_percent_check" CHECK ("vouchers"."kind" <> 'percent' OR "vouchers"."value" BETWEEN 1 AND 100),
	CONSTRAINT "vouchers_uses_check" CHECK ("vouchers"."max_uses" IS NULL OR "vouchers"."used_count" <= "vouchers"."max_uses")
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "voucher_code" text;--> statement-breakpoint
ALTER TABLE "book_promotions" ADD CONSTRAINT "book_promotions_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_promotions" ADD CONSTRAINT "book_promotions_rule_id_price_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."price_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_draws" ADD CONSTRAINT "prize_draws_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_draws" ADD CONSTRAINT "prize_draws_prize_id_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."prizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_draws" ADD CONSTRAINT "prize_draws_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_voucher_book_id_books_id_fk" FOREIGN KEY ("voucher_book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_window_idx" ON "campaigns" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "price_history_book_idx" ON "price_history" USING btree ("book_id","changed_at");--> statement-breakpoint
CREATE INDEX "price_rules_window_idx" ON "price_rules" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "price_rules_book_idx" ON "price_rules" USING btree ("book_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prize_draws_visitor_idx" ON "prize_draws" USING btree ("campaign_id","visitor_key");--> statement-breakpoint
CREATE UNIQUE INDEX "prizes_campaign_slot_idx" ON "prizes" USING btree ("campaign_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_order_idx" ON "voucher_redemptions" USING btree ("voucher_id","order_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_email_idx" ON "voucher_redemptions" USING btree ("voucher_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_idx" ON "vouchers" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "vouchers_customer_idx" ON "vouchers" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "books" DROP COLUMN "epic_offer_price";--> statement-breakpoint
ALTER TABLE "books" DROP COLUMN "wow_bestseller_price";--> statement-breakpoint
-- Every price a book has had (the EU 30-day lowest price reads it), written here whatever path
-- changed the price: a migration, the campaign-price job, an operator's UPDATE.
CREATE FUNCTION books_price_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO price_history (book_id, price, changed_at)
    SELECT n.id, n.price, now() FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.price IS DISTINCT FROM o.price;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION books_price_history_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO price_history (book_id, price, changed_at)
    SELECT n.id, n.price, least(n.created_at, now()) FROM new_rows n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Statement triggers with transition tables cannot name old rows on INSERT: two functions.
CREATE TRIGGER books_price_history_update AFTER UPDATE ON "books" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION books_price_history();
--> statement-breakpoint
CREATE TRIGGER books_price_history_insert AFTER INSERT ON "books" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION books_price_history_insert();
--> statement-breakpoint
-- Books that exist already start their history at their creation.
INSERT INTO price_history (book_id, price, changed_at) SELECT id, price, created_at FROM books;
--> statement-breakpoint
-- Labels and 30-day prices are shown on cards: a change is a catalogue change.
CREATE TRIGGER book_promotions_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "book_promotions" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
