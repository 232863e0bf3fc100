CREATE TABLE "product_parameter" (
	"product_id" bigint PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value_si" double precision NOT NULL,
	"package" text,
	"voltage" double precision,
	"tolerance" double precision,
	"dielectric" text,
	"power" double precision
);
--> statement-breakpoint
CREATE TABLE "product_parameter_fill" (
	"version" integer PRIMARY KEY NOT NULL,
	"filled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_parameter" ADD CONSTRAINT "product_parameter_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_parameter_lookup_idx" ON "product_parameter" USING btree ("kind","value_si","package");