CREATE TABLE "sample_cart_line" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"product_id" bigint NOT NULL,
	"qty" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_cart_line_owner_product_uq" UNIQUE("tenant_id","staff_id","product_id"),
	CONSTRAINT "sample_cart_line_qty_positive" CHECK ("sample_cart_line"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "sample_feedback" (
	"request_id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"rating" integer DEFAULT 3 NOT NULL,
	"feedback_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_feedback_rating_range" CHECK ("sample_feedback"."rating" between 1 and 5),
	CONSTRAINT "sample_feedback_text_length" CHECK (char_length("sample_feedback"."feedback_text") <= 500)
);
--> statement-breakpoint
CREATE TABLE "sample_request" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"status" text NOT NULL,
	"recipient" text NOT NULL,
	"contact_phone1" text NOT NULL,
	"contact_phone2" text DEFAULT '' NOT NULL,
	"province_id" text NOT NULL,
	"city_id" text NOT NULL,
	"district_id" text NOT NULL,
	"region_path" text NOT NULL,
	"detail_addr" text NOT NULL,
	"project_name" text DEFAULT '' NOT NULL,
	"project_desc" text DEFAULT '' NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_request_request_no_unique" UNIQUE("request_no"),
	CONSTRAINT "sample_request_idempotency_uq" UNIQUE("staff_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sample_request_line" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"mfr_part_number" text NOT NULL,
	"brand_code" text NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" numeric(18, 6) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "sample_request_line_qty_positive" CHECK ("sample_request_line"."qty" > 0)
);
--> statement-breakpoint
ALTER TABLE "sample_feedback" ADD CONSTRAINT "sample_feedback_request_id_sample_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."sample_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_request_line" ADD CONSTRAINT "sample_request_line_request_id_sample_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."sample_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_request_tenant_idx" ON "sample_request" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "sample_request_line_request_idx" ON "sample_request_line" USING btree ("request_id");