-- The quote key's B-tree carries what the count and the brand list of a part-number filter read, so both
-- are index-only range scans (decision 27). drizzle-kit cannot declare INCLUDE; the schema keeps the plain
-- definition under the same name.
DROP INDEX IF EXISTS "stock_quote_key_c_idx";--> statement-breakpoint
CREATE INDEX "stock_quote_key_c_idx" ON "stock_quote" USING btree ("mfr_pn_key" COLLATE "C") INCLUDE ("quote_price_type", "brand_id");
