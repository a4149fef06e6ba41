CREATE TABLE "checkout_gift_cards" (
	"checkout_token_hash" text NOT NULL,
	"gift_card_id" integer NOT NULL,
	CONSTRAINT "checkout_gift_cards_checkout_token_hash_gift_card_id_pk" PRIMARY KEY("checkout_token_hash","gift_card_id")
);
--> statement-breakpoint
CREATE TABLE "gift_book_choices" (
	"grant_id" integer NOT NULL,
	"visitor_key" text NOT NULL,
	"voucher_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_book_choices_grant_id_visitor_key_pk" PRIMARY KEY("grant_id","visitor_key")
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"value" integer NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"sender_name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"voucher_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ordered_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	CONSTRAINT "gift_cards_value_check" CHECK ("gift_cards"."value" > 0),
	CONSTRAINT "gift_cards_order_check" CHECK (("gift_cards"."status" = 'draft') = ("gift_cards"."order_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "checkout_gift_cards" ADD CONSTRAINT "checkout_gift_cards_checkout_token_hash_checkouts_token_hash_fk" FOREIGN KEY ("checkout_token_hash") REFERENCES "public"."checkouts"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_gift_cards" ADD CONSTRAINT "checkout_gift_cards_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_book_choices" ADD CONSTRAINT "gift_book_choices_grant_id_vouchers_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_book_choices" ADD CONSTRAINT "gift_book_choices_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_book_choices_voucher_idx" ON "gift_book_choices" USING btree ("voucher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_ref_idx" ON "gift_cards" USING btree ("ref");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_voucher_idx" ON "gift_cards" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "gift_cards_order_idx" ON "gift_cards" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_cards_draft_idx" ON "gift_cards" USING btree ("created_at") WHERE "gift_cards"."status" = 'draft';