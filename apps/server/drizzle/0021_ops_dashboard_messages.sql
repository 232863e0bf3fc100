CREATE TABLE "search_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"result_count" integer NOT NULL,
	"tenant_id" integer,
	"searched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"tenant_id" integer,
	"staff_id" integer,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"link" text,
	"tenant_count" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ops_message_audience_known" CHECK ("ops_message"."audience" in ('STAFF', 'TENANT', 'ALL'))
);
--> statement-breakpoint
CREATE INDEX "search_log_time_idx" ON "search_log" USING btree ("searched_at","keyword");--> statement-breakpoint
CREATE INDEX "search_log_miss_idx" ON "search_log" USING btree ("searched_at","keyword") WHERE "search_log"."result_count" = 0;--> statement-breakpoint
CREATE INDEX "ops_message_created_idx" ON "ops_message" USING btree ("created_at","id");