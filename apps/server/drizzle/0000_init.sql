CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "captcha" (
	"id" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"image" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failure" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_code" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"session_key" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"lang" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "shipping_address" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"recipients" text NOT NULL,
	"contact_phone" text NOT NULL,
	"region_path" text NOT NULL,
	"detail_addr" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_code" text NOT NULL,
	"staff_name" text NOT NULL,
	"mobile_num" text,
	"email" text,
	"password_hash" text NOT NULL,
	"status" text DEFAULT '00A' NOT NULL,
	"lang" text,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_user_code_unique" UNIQUE("user_code")
);
--> statement-breakpoint
CREATE TABLE "staff_tenant" (
	"staff_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "staff_tenant_staff_id_tenant_id_pk" PRIMARY KEY("staff_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "tenant" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_code" text NOT NULL,
	"tenant_name" text NOT NULL,
	"cust_account_type" text NOT NULL,
	"billing_cycle" integer DEFAULT 0 NOT NULL,
	"acct_code" text NOT NULL,
	"acct_name" text NOT NULL,
	"cust_code" text NOT NULL,
	"cust_name" text NOT NULL,
	"sale_org" text NOT NULL,
	"cust_sector" text NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"tax_rate" numeric(6, 4) DEFAULT '1.13' NOT NULL,
	"invoice_info" jsonb,
	"status" text DEFAULT '00A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_tenant_code_unique" UNIQUE("tenant_code")
);
--> statement-breakpoint
CREATE TABLE "action_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"tenant_id" integer,
	"event_name" text NOT NULL,
	"event_type" text NOT NULL,
	"event_param" jsonb NOT NULL,
	"current_url" text NOT NULL,
	"last_url" text,
	"create_time" timestamp with time zone NOT NULL,
	"leave_time" timestamp with time zone,
	"ip" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dic_value" (
	"id" serial PRIMARY KEY NOT NULL,
	"dic_code" text NOT NULL,
	"dic_value" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_zh_tw" text NOT NULL,
	"name_en_us" text NOT NULL,
	"property" text,
	"dic_value_desc" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT '00A' NOT NULL,
	CONSTRAINT "dic_value_code_value_uq" UNIQUE("dic_code","dic_value")
);
--> statement-breakpoint
CREATE TABLE "region" (
	"region_id" text PRIMARY KEY NOT NULL,
	"region_name" text NOT NULL,
	"region_level" integer NOT NULL,
	"parent_id" text,
	"path_name" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_param" (
	"param_code" text PRIMARY KEY NOT NULL,
	"param_type" text NOT NULL,
	"param_name" text NOT NULL,
	"param_value" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ui_text" (
	"key_value" text PRIMARY KEY NOT NULL,
	"zh_cn" text NOT NULL,
	"zh_tw" text NOT NULL,
	"en_us" text NOT NULL,
	"edited_by_operator" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_address" ADD CONSTRAINT "shipping_address_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tenant" ADD CONSTRAINT "staff_tenant_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tenant" ADD CONSTRAINT "staff_tenant_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_expires_idx" ON "captcha" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_failure_code_idx" ON "login_failure" USING btree (lower("staff_code"),"created_at");--> statement-breakpoint
CREATE INDEX "login_failure_ip_idx" ON "login_failure" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "session_staff_idx" ON "session" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "session_expires_idx" ON "session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "shipping_address_tenant_idx" ON "shipping_address" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "action_log_staff_idx" ON "action_log" USING btree ("staff_id","recorded_at");--> statement-breakpoint
CREATE INDEX "dic_value_code_idx" ON "dic_value" USING btree ("dic_code","sort");--> statement-breakpoint
CREATE INDEX "region_parent_idx" ON "region" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "region_path_idx" ON "region" USING btree ("path_name");