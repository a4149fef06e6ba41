ALTER TABLE "orders" ADD COLUMN "bonus_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "expiry_settled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "ledger_entries_expiry_due_idx" ON "ledger_entries" USING btree ("expires_at") WHERE "ledger_entries"."kind" = 'bonus' AND "ledger_entries"."amount" > 0 AND "ledger_entries"."expires_at" IS NOT NULL AND "ledger_entries"."expiry_settled_at" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bonus_used_check" CHECK ("orders"."bonus_used" >= 0);