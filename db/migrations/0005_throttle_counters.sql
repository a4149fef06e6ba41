CREATE TABLE "throttle_counters" (
	"rule" text NOT NULL,
	"key" text NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "throttle_counters_rule_key_pk" PRIMARY KEY("rule","key")
);
--> statement-breakpoint
CREATE INDEX "throttle_counters_window_ends_at_idx" ON "throttle_counters" USING btree ("window_ends_at");