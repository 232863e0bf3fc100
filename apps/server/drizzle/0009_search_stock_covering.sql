-- The stock index carries the key and the filter columns, so walking it in stock order for a broad prefix
-- checks every candidate inside the index and fetches only the page's rows (decision 26).
DROP INDEX IF EXISTS "product_stock_idx";--> statement-breakpoint
CREATE INDEX "product_stock_idx" ON "product" USING btree ("redundant_stock","id") INCLUDE ("mfr_pn_key", "is_active", "brand_id");
