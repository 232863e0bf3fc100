CREATE TABLE "brand" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_zh_tw" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_mainstream" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 1000 NOT NULL,
	CONSTRAINT "brand_brand_code_unique" UNIQUE("brand_code")
);
--> statement-breakpoint
CREATE TABLE "catalog" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"catalog_code" text NOT NULL,
	"level" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_zh_tw" text NOT NULL,
	"id_path" text NOT NULL,
	CONSTRAINT "catalog_catalog_code_unique" UNIQUE("catalog_code")
);
--> statement-breakpoint
CREATE TABLE "price_break" (
	"product_id" bigint NOT NULL,
	"qty_from" integer NOT NULL,
	"qty_to" integer,
	"tax_price" numeric(18, 6) NOT NULL,
	"not_tax_price" numeric(18, 6) NOT NULL,
	CONSTRAINT "price_break_product_id_qty_from_pk" PRIMARY KEY("product_id","qty_from")
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"mfr_part_number" text NOT NULL,
	"mfr_pn_key" text NOT NULL,
	"brand_id" integer NOT NULL,
	"catalog_id" integer,
	"product_desc" text DEFAULT '' NOT NULL,
	"spec_desc" text DEFAULT '' NOT NULL,
	"product_photo" text,
	"detail_spec_file" text,
	"i18n_product_spec" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agent_cert" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"tax_rate" numeric(6, 4) DEFAULT '1.13' NOT NULL,
	"tariff" numeric(6, 4),
	"price_unit" integer DEFAULT 1 NOT NULL,
	"qty_unit" text DEFAULT 'PCS' NOT NULL,
	"mini_qty" integer DEFAULT 1 NOT NULL,
	"mini_pkg" integer DEFAULT 1 NOT NULL,
	"delivery_cycle" integer DEFAULT 7 NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"sample_unit_limit" integer,
	"mpn_level" text,
	"product_line_code" text,
	"product_line_name" text,
	"product_dept_name" text,
	"supplier_code" text,
	"supplier_name" text,
	"supplier_mfr_pn" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"redundant_stock" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_product_code_unique" UNIQUE("product_code"),
	CONSTRAINT "product_brand_mpn_uq" UNIQUE("brand_id","mfr_part_number")
);
--> statement-breakpoint
CREATE TABLE "product_stock" (
	"product_id" bigint NOT NULL,
	"warehouse" text NOT NULL,
	"qty" bigint NOT NULL,
	CONSTRAINT "product_stock_product_id_warehouse_pk" PRIMARY KEY("product_id","warehouse")
);
--> statement-breakpoint
ALTER TABLE "price_break" ADD CONSTRAINT "price_break_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_catalog_id_catalog_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalog"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_parent_idx" ON "catalog" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_key_c_idx" ON "product" USING btree ("mfr_pn_key" collate "C");--> statement-breakpoint
CREATE INDEX "product_key_trgm_idx" ON "product" USING gin ("mfr_pn_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_brand_idx" ON "product" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "product_stock_idx" ON "product" USING btree ("redundant_stock");