CREATE TABLE "category_facet" (
	"catalog_id" integer NOT NULL,
	"parameter_id" integer NOT NULL,
	"value_key" text NOT NULL,
	"value_text" text NOT NULL,
	"value_num" double precision,
	"n" integer NOT NULL,
	CONSTRAINT "category_facet_catalog_id_parameter_id_value_key_pk" PRIMARY KEY("catalog_id","parameter_id","value_key")
);
--> statement-breakpoint
CREATE TABLE "parameter" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_zh_tw" text NOT NULL,
	"unit" text,
	"sort" integer DEFAULT 1000 NOT NULL,
	CONSTRAINT "parameter_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_param" (
	"product_id" bigint NOT NULL,
	"parameter_id" integer NOT NULL,
	"value_text" text NOT NULL,
	"value_num" double precision,
	"value_key" text NOT NULL,
	CONSTRAINT "product_param_product_id_parameter_id_pk" PRIMARY KEY("product_id","parameter_id")
);
--> statement-breakpoint
ALTER TABLE "category_facet" ADD CONSTRAINT "category_facet_catalog_id_catalog_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalog"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_facet" ADD CONSTRAINT "category_facet_parameter_id_parameter_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."parameter"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_param" ADD CONSTRAINT "product_param_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_param" ADD CONSTRAINT "product_param_parameter_id_parameter_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."parameter"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_param_num_idx" ON "product_param" USING btree ("parameter_id","value_num","product_id");--> statement-breakpoint
CREATE INDEX "product_param_key_idx" ON "product_param" USING btree ("value_key" collate "C","parameter_id","product_id");--> statement-breakpoint
CREATE INDEX "product_catalog_stock_idx" ON "product" USING btree ("catalog_id","redundant_stock","id") INCLUDE ("brand_id","is_active");--> statement-breakpoint
CREATE INDEX "product_desc_trgm_idx" ON "product" USING gin ("product_desc" gin_trgm_ops);