CREATE TABLE "search_queries" (
	"normalized" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"searches" integer DEFAULT 1 NOT NULL,
	"results" integer DEFAULT 0 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_queries_searches_idx" ON "search_queries" USING btree ("searches" DESC NULLS LAST);