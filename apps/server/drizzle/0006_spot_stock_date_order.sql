-- Supplier quotes are found by the start of the part number (the key's B-tree), no longer by contains, and
-- paged newest first from this index; INCLUDE (brand_id) lets a brand filter be checked in the index.
DROP INDEX "stock_quote_key_trgm_idx";--> statement-breakpoint
CREATE INDEX "stock_quote_type_date_idx" ON "stock_quote" USING btree ("quote_price_type","quote_date","id") INCLUDE ("brand_id");
