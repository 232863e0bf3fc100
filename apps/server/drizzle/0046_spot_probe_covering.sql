-- The costing's spot probe (docs/bom-costing.md, "Reading"): for each short part, its spot quotes of type 001 linked
-- to the product, or of the same maker and part-number key, holding at least the part's smallest shortage. These
-- two indexes hold every column the probe reads, so each of its two lookups per part is an index-only scan: without
-- them each part fetched some ten heap rows, most of the probe's time at 5,000,000 quotes.
CREATE INDEX IF NOT EXISTS "stock_quote_product_spot_idx" ON "stock_quote" USING btree ("product_id", "quote_price_type", "stock_qty") INCLUDE ("tax_price", "delivery_cycle", "id", "channel_code", "currency");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stock_quote_key_spot_idx" ON "stock_quote" USING btree ("mfr_pn_key" COLLATE "C", "brand_id", "quote_price_type", "stock_qty") INCLUDE ("tax_price", "delivery_cycle", "id", "channel_code", "currency");
