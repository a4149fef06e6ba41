ALTER TYPE "public"."campaign_type" ADD VALUE 'day-offer';--> statement-breakpoint
ALTER TYPE "public"."campaign_type" ADD VALUE 'flash-package';--> statement-breakpoint
ALTER TYPE "public"."campaign_type" ADD VALUE 'gala-vote';--> statement-breakpoint
ALTER TYPE "public"."campaign_type" ADD VALUE 'donation';--> statement-breakpoint
ALTER TYPE "public"."campaign_type" ADD VALUE 'wedding';--> statement-breakpoint
CREATE TABLE "campaign_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer,
	"action" text NOT NULL,
	"book_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gala_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gala_nominees" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"book_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gala_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"nominee_id" integer NOT NULL,
	"visitor_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gala_categories" ADD CONSTRAINT "gala_categories_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gala_nominees" ADD CONSTRAINT "gala_nominees_category_id_gala_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."gala_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gala_nominees" ADD CONSTRAINT "gala_nominees_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gala_votes" ADD CONSTRAINT "gala_votes_category_id_gala_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."gala_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gala_votes" ADD CONSTRAINT "gala_votes_nominee_id_gala_nominees_id_fk" FOREIGN KEY ("nominee_id") REFERENCES "public"."gala_nominees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_events_campaign_idx" ON "campaign_events" USING btree ("campaign_id","action","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gala_categories_slug_idx" ON "gala_categories" USING btree ("campaign_id","slug");--> statement-breakpoint
CREATE INDEX "gala_nominees_category_idx" ON "gala_nominees" USING btree ("category_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "gala_votes_visitor_idx" ON "gala_votes" USING btree ("category_id","visitor_key");--> statement-breakpoint
CREATE INDEX "gala_votes_nominee_idx" ON "gala_votes" USING btree ("nominee_id");--> statement-breakpoint
CREATE INDEX "vouchers_issued_to_idx" ON "vouchers" USING btree ("issued_to");