CREATE TABLE "hot_mfr_pn" (
	"id" serial PRIMARY KEY NOT NULL,
	"mfr_part_number" text NOT NULL,
	"brand_id" integer NOT NULL,
	"product_id" bigint,
	"sort" integer DEFAULT 0 NOT NULL,
	"eff_status" text DEFAULT '00A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_quote" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mfr_part_number" text NOT NULL,
	"mfr_pn_key" text NOT NULL,
	"brand_id" integer NOT NULL,
	"product_id" bigint,
	"channel_code" text NOT NULL,
	"stock_qty" bigint NOT NULL,
	"tax_price" numeric(18, 6) NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"delivery_cycle" integer NOT NULL,
	"date_code" text,
	"quote_price_type" text DEFAULT '001' NOT NULL,
	"quote_date" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hot_mfr_pn" ADD CONSTRAINT "hot_mfr_pn_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_mfr_pn" ADD CONSTRAINT "hot_mfr_pn_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_quote" ADD CONSTRAINT "stock_quote_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_quote" ADD CONSTRAINT "stock_quote_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_quote_type_brand_idx" ON "stock_quote" USING btree ("quote_price_type","brand_id","id");--> statement-breakpoint
CREATE INDEX "stock_quote_key_c_idx" ON "stock_quote" USING btree ("mfr_pn_key" collate "C");--> statement-breakpoint
CREATE INDEX "stock_quote_key_trgm_idx" ON "stock_quote" USING gin ("mfr_pn_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_quote_product_idx" ON "stock_quote" USING btree ("product_id");