-- The key index also carries the columns the search filters and orders on, so counting and paging the
-- exact and prefix stages is an index-only scan (decision 26). drizzle-kit cannot declare INCLUDE, so the
-- schema keeps the plain definition under the same name.
DROP INDEX IF EXISTS "product_key_c_idx";--> statement-breakpoint
CREATE INDEX "product_key_c_idx" ON "product" USING btree ("mfr_pn_key" COLLATE "C") INCLUDE ("redundant_stock", "brand_id", "is_active", "id");
