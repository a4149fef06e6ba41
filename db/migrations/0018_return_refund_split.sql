ALTER TABLE "return_lines" ADD COLUMN "restocked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "credit_back" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "points_back" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "points_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "shipping_back" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_amounts_check" CHECK ("return_requests"."amount" >= 0 AND "return_requests"."credit_back" >= 0 AND "return_requests"."points_back" >= 0 AND "return_requests"."points_taken" >= 0 AND "return_requests"."shipping_back" >= 0);