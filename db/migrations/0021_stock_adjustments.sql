CREATE TYPE "public"."stock_adjustment_reason" AS ENUM('received', 'stocktake', 'damaged', 'lost', 'supplier-return', 'correction');--> statement-breakpoint
CREATE TABLE "stock_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_id" integer NOT NULL,
	"reason" "stock_adjustment_reason" NOT NULL,
	"delta" integer NOT NULL,
	"stock_before" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_adjustments_counts_check" CHECK ("stock_adjustments"."stock_after" = "stock_adjustments"."stock_before" + "stock_adjustments"."delta" AND "stock_adjustments"."stock_after" >= 0),
	CONSTRAINT "stock_adjustments_delta_check" CHECK ("stock_adjustments"."delta" <> 0 OR "stock_adjustments"."reason" = 'stocktake')
);
--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_adjustments_book_idx" ON "stock_adjustments" USING btree ("book_id","id");