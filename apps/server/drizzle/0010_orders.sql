CREATE TABLE "logistics_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shipment_id" bigint NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"event_code" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_idempotency_key" (
	"tenant_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" bigint,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_idempotency_key_staff_id_idempotency_key_pk" PRIMARY KEY("staff_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "order_line" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"tenant_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" bigint NOT NULL,
	"mfr_part_number" text NOT NULL,
	"brand_code" text NOT NULL,
	"brand_name" text NOT NULL,
	"product_catalog_name" text NOT NULL,
	"product_desc" text NOT NULL,
	"cust_pn" text,
	"qty" integer NOT NULL,
	"qty_unit" text NOT NULL,
	"price_unit" integer NOT NULL,
	"tax_price" numeric(18, 6) NOT NULL,
	"not_tax_price" numeric(18, 6) NOT NULL,
	"amount" numeric(18, 6) NOT NULL,
	"no_tax_amount" numeric(18, 6) NOT NULL,
	"tax_rate" numeric(6, 4) NOT NULL,
	"delivery_cycle" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"shortage_flag" boolean NOT NULL,
	"stock_allocation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shipped_qty" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"send_factory" text,
	CONSTRAINT "order_line_order_no_uq" UNIQUE("order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "payment_proof" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"tenant_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"staff_name" text NOT NULL,
	"supply_tenant_code" text NOT NULL,
	"cust_order_no" text,
	"status" text NOT NULL,
	"delivery_method" text NOT NULL,
	"shipping_address" jsonb,
	"invoice_title" jsonb,
	"acct_tenant_code" text NOT NULL,
	"acct_code" text NOT NULL,
	"acct_name" text NOT NULL,
	"cust_code" text NOT NULL,
	"cust_name" text NOT NULL,
	"sale_org" text NOT NULL,
	"cust_sector" text NOT NULL,
	"billing_cycle" integer NOT NULL,
	"exchange_rate" numeric(12, 6) DEFAULT '1' NOT NULL,
	"tax_flag" text NOT NULL,
	"tax_rate" numeric(6, 4) NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"no_tax_amount" numeric(18, 2) NOT NULL,
	"order_source" text NOT NULL,
	"is_from_cart" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "purchase_order_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "shipment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"tenant_id" integer NOT NULL,
	"carrier_code" text NOT NULL,
	"express_no" text NOT NULL,
	"status" text NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shipment_line" (
	"shipment_id" bigint NOT NULL,
	"order_line_id" bigint NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "shipment_line_shipment_id_order_line_id_pk" PRIMARY KEY("shipment_id","order_line_id")
);
--> statement-breakpoint
ALTER TABLE "logistics_event" ADD CONSTRAINT "logistics_event_shipment_id_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_order_id_purchase_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proof" ADD CONSTRAINT "payment_proof_order_id_purchase_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment" ADD CONSTRAINT "shipment_order_id_purchase_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_line" ADD CONSTRAINT "shipment_line_shipment_id_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_line" ADD CONSTRAINT "shipment_line_order_line_id_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_line"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logistics_event_shipment_idx" ON "logistics_event" USING btree ("shipment_id","event_time");--> statement-breakpoint
CREATE INDEX "order_idempotency_key_time_idx" ON "order_idempotency_key" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_line_tenant_status_idx" ON "order_line" USING btree ("tenant_id","status","order_id");--> statement-breakpoint
CREATE INDEX "payment_proof_order_idx" ON "payment_proof" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_order_tenant_time_idx" ON "purchase_order" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchase_order_tenant_status_idx" ON "purchase_order" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "shipment_order_idx" ON "shipment" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipment_tenant_time_idx" ON "shipment" USING btree ("tenant_id","shipped_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipment_line_line_idx" ON "shipment_line" USING btree ("order_line_id");