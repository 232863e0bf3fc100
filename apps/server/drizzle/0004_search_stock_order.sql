DROP INDEX "product_stock_idx";--> statement-breakpoint
CREATE INDEX "product_stock_idx" ON "product" USING btree ("redundant_stock","id");