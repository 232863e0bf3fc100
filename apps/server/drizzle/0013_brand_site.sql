CREATE TABLE "brand_banner" (
	"id" serial PRIMARY KEY NOT NULL,
	"banner_code" text NOT NULL,
	"position" integer NOT NULL,
	"image" text NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"link" text,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "brand_banner_banner_code_unique" UNIQUE("banner_code"),
	CONSTRAINT "brand_banner_title_langs" CHECK (jsonb_typeof(title) = 'object' and title ?& array['zhCn','zhTw','enUs']),
	CONSTRAINT "brand_banner_subtitle_langs" CHECK (jsonb_typeof(subtitle) = 'object' and subtitle ?& array['zhCn','zhTw','enUs'])
);
--> statement-breakpoint
CREATE TABLE "brand_customized_request" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_no" text NOT NULL,
	"company" text NOT NULL,
	"contact" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"product_code" text,
	"annual_qty" integer NOT NULL,
	"description" text NOT NULL,
	"lang" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"staff_id" integer,
	"tenant_id" integer,
	"status" text DEFAULT 'NEW' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "brand_customized_request_request_no_unique" UNIQUE("request_no"),
	CONSTRAINT "brand_customized_request_qty_positive" CHECK ("brand_customized_request"."annual_qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "brand_page" (
	"page_code" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"image" text,
	"facts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_page_title_langs" CHECK (jsonb_typeof(title) = 'object' and title ?& array['zhCn','zhTw','enUs']),
	CONSTRAINT "brand_page_summary_langs" CHECK (jsonb_typeof(summary) = 'object' and summary ?& array['zhCn','zhTw','enUs'])
);
--> statement-breakpoint
CREATE TABLE "brand_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"position" integer NOT NULL,
	"series" text NOT NULL,
	"images" text[] NOT NULL,
	"name" jsonb NOT NULL,
	"tagline" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"search_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "brand_product_product_code_unique" UNIQUE("product_code"),
	CONSTRAINT "brand_product_name_langs" CHECK (jsonb_typeof(name) = 'object' and name ?& array['zhCn','zhTw','enUs']),
	CONSTRAINT "brand_product_tagline_langs" CHECK (jsonb_typeof(tagline) = 'object' and tagline ?& array['zhCn','zhTw','enUs']),
	CONSTRAINT "brand_product_summary_langs" CHECK (jsonb_typeof(summary) = 'object' and summary ?& array['zhCn','zhTw','enUs']),
	CONSTRAINT "brand_product_has_image" CHECK (cardinality("brand_product"."images") > 0)
);
--> statement-breakpoint
CREATE TABLE "brand_product_feature" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" jsonb NOT NULL,
	CONSTRAINT "brand_product_feature_text_langs" CHECK (jsonb_typeof(text) = 'object' and text ?& array['zhCn','zhTw','enUs'])
);
--> statement-breakpoint
CREATE TABLE "brand_product_param" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "brand_product_param_name_langs" CHECK (jsonb_typeof(name) = 'object' and name ?& array['zhCn','zhTw','enUs']),
	CONSTRAINT "brand_product_param_value_langs" CHECK (jsonb_typeof(value) = 'object' and value ?& array['zhCn','zhTw','enUs'])
);
--> statement-breakpoint
CREATE TABLE "brand_product_scene" (
	"product_id" integer NOT NULL,
	"scene_id" integer NOT NULL,
	"position" integer NOT NULL,
	"note" jsonb NOT NULL,
	CONSTRAINT "brand_product_scene_product_id_scene_id_pk" PRIMARY KEY("product_id","scene_id"),
	CONSTRAINT "brand_product_scene_note_langs" CHECK (jsonb_typeof(note) = 'object' and note ?& array['zhCn','zhTw','enUs'])
);
--> statement-breakpoint
CREATE TABLE "brand_scene" (
	"id" serial PRIMARY KEY NOT NULL,
	"scene_code" text NOT NULL,
	"position" integer NOT NULL,
	"image" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	CONSTRAINT "brand_scene_scene_code_unique" UNIQUE("scene_code"),
	CONSTRAINT "brand_scene_name_langs" CHECK (jsonb_typeof(name) = 'object' and name ?& array['zhCn','zhTw','enUs']),
	CONSTRAINT "brand_scene_description_langs" CHECK (jsonb_typeof(description) = 'object' and description ?& array['zhCn','zhTw','enUs'])
);
--> statement-breakpoint
ALTER TABLE "brand_product_feature" ADD CONSTRAINT "brand_product_feature_product_id_brand_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."brand_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_product_param" ADD CONSTRAINT "brand_product_param_product_id_brand_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."brand_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_product_scene" ADD CONSTRAINT "brand_product_scene_product_id_brand_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."brand_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_product_scene" ADD CONSTRAINT "brand_product_scene_scene_id_brand_scene_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."brand_scene"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_customized_request_ip_idx" ON "brand_customized_request" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "brand_product_feature_product_idx" ON "brand_product_feature" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "brand_product_param_product_idx" ON "brand_product_param" USING btree ("product_id","position");