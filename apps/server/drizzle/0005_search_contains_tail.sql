DROP INDEX "product_key_trgm_idx";--> statement-breakpoint
CREATE INDEX "product_key_tail_trgm_idx" ON "product" USING gin (substr("mfr_pn_key", 2) gin_trgm_ops);