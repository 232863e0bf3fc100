ALTER TABLE "brand_customized_request" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_customized_request" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "brand_customized_request" ADD COLUMN "handling_note" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "status" text DEFAULT 'NEW' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "handling_note" text;--> statement-breakpoint
CREATE INDEX "brand_customized_request_status_created_idx" ON "brand_customized_request" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "brand_customized_request_created_idx" ON "brand_customized_request" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_status_created_idx" ON "feedback" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "brand_customized_request" ADD CONSTRAINT "brand_customized_request_status" CHECK ("brand_customized_request"."status" in ('NEW', 'CONTACTED', 'CLOSED'));--> statement-breakpoint
ALTER TABLE "brand_customized_request" ADD CONSTRAINT "brand_customized_request_note_len" CHECK (char_length("brand_customized_request"."handling_note") <= 500);--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_status" CHECK ("feedback"."status" in ('NEW', 'HANDLED'));--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_note_len" CHECK (char_length("feedback"."handling_note") <= 500);