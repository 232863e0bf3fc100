ALTER TABLE "sample_request" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sample_request" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sample_request" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "sample_request" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sample_request" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "sample_request" ADD COLUMN "tracking_no" text;--> statement-breakpoint
CREATE INDEX "sample_request_status_created_idx" ON "sample_request" USING btree ("status","created_at");