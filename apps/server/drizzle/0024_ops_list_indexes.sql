CREATE INDEX "purchase_order_time_idx" ON "purchase_order" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchase_order_status_time_idx" ON "purchase_order" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiry_status_time_idx" ON "enquiry" USING btree ("status","created_at");