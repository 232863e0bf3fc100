CREATE TABLE "bom_column_mapping" (
	"tenant_id" integer NOT NULL,
	"header_signature" text NOT NULL,
	"staff_id" integer NOT NULL,
	"tables" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bom_column_mapping_tenant_id_header_signature_pk" PRIMARY KEY("tenant_id","header_signature")
);
--> statement-breakpoint
CREATE TABLE "bom_detail" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"log_id" bigint NOT NULL,
	"tenant_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"qry_param" text NOT NULL,
	"brand_name" text DEFAULT '' NOT NULL,
	"cust_product_code" text DEFAULT '' NOT NULL,
	"supplier_pn" text DEFAULT '' NOT NULL,
	"qty" integer NOT NULL,
	"designators" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cust_json" text NOT NULL,
	"status" text DEFAULT '00A' NOT NULL,
	"status_time" timestamp with time zone DEFAULT now() NOT NULL,
	"match_state" text DEFAULT 'PENDING' NOT NULL,
	"is_free_text" boolean DEFAULT false NOT NULL,
	"product_id" bigint,
	"match_rule" text,
	"confidence" real DEFAULT 0 NOT NULL,
	"brand_agrees" boolean,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bom_detail_qty_positive" CHECK ("bom_detail"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "bom_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"bom_name" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT '00A' NOT NULL,
	"job_state" text DEFAULT 'MAPPING' NOT NULL,
	"sheet" jsonb NOT NULL,
	"mapping" jsonb,
	"line_count" integer DEFAULT 0 NOT NULL,
	"done_count" integer DEFAULT 0 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"match_ms" integer,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bom_detail" ADD CONSTRAINT "bom_detail_log_id_bom_log_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."bom_log"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bom_detail_log_idx" ON "bom_detail" USING btree ("log_id","line_no");--> statement-breakpoint
CREATE INDEX "bom_detail_pending_idx" ON "bom_detail" USING btree ("log_id","id") WHERE "bom_detail"."match_state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "bom_detail_cust_pn_idx" ON "bom_detail" USING btree ("tenant_id","cust_product_code") WHERE "bom_detail"."product_id" is not null and "bom_detail"."cust_product_code" <> '';--> statement-breakpoint
CREATE INDEX "bom_log_owner_idx" ON "bom_log" USING btree ("tenant_id","staff_id","created_at");--> statement-breakpoint
CREATE INDEX "bom_log_job_idx" ON "bom_log" USING btree ("job_state","id") WHERE "bom_log"."job_state" in ('QUEUED', 'MATCHING');