CREATE TABLE "cart_line" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"product_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"cust_pn" text,
	"is_selected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_line_owner_product_uq" UNIQUE("tenant_id","staff_id","product_id"),
	CONSTRAINT "cart_line_quantity_positive" CHECK ("cart_line"."quantity" > 0),
	CONSTRAINT "cart_line_cust_pn_length" CHECK (char_length("cart_line"."cust_pn") <= 35)
);
