CREATE TABLE "enquiry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enquiry_no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"staff_name" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"bom_log_id" bigint,
	"quoted_at" timestamp with time zone,
	"valid_until" date,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_enquiry_no_unique" UNIQUE("enquiry_no"),
	CONSTRAINT "enquiry_idempotency_uq" UNIQUE("staff_id","idempotency_key"),
	CONSTRAINT "enquiry_status_known" CHECK ("enquiry"."status" in ('SUBMITTED', 'QUOTED', 'ORDERED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "enquiry_line" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enquiry_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"mfr_part_number" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"product_id" bigint,
	"quantity" integer NOT NULL,
	"target_price" numeric(18, 6),
	"cust_pn" text DEFAULT '' NOT NULL,
	"delivery_date" date,
	"remarks" text DEFAULT '' NOT NULL,
	"quoted_unit_price" numeric(18, 6),
	"quoted_not_tax_price" numeric(18, 6),
	"quoted_qty" integer,
	"seller_remarks" text DEFAULT '' NOT NULL,
	CONSTRAINT "enquiry_line_no_uq" UNIQUE("enquiry_id","line_no"),
	CONSTRAINT "enquiry_line_quantity_positive" CHECK ("enquiry_line"."quantity" > 0),
	CONSTRAINT "enquiry_line_quoted_qty_positive" CHECK ("enquiry_line"."quoted_qty" is null or "enquiry_line"."quoted_qty" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_line" ADD COLUMN "enquiry_line_id" bigint;--> statement-breakpoint
ALTER TABLE "enquiry_line" ADD CONSTRAINT "enquiry_line_enquiry_id_enquiry_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_tenant_idx" ON "enquiry" USING btree ("tenant_id","created_at");