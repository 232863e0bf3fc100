-- The buyer API's keys (docs/api-v1.md): a key belongs to a tenant and to the staff member who made it, whose rights
-- it uses; it carries scopes, an optional expiry and the addresses it may be used from. Only the SHA-256 of its
-- secret is kept. Each create and revoke is written to api_key_event (the console's audit log names operators
-- only). api_rate_window counts the calls of each key and scope per window, shared by every server copy.
CREATE TABLE "api_key" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"allowed_cidrs" text[] DEFAULT '{}'::text[] NOT NULL,
	"secret_hash" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "api_key_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"action" text NOT NULL,
	"staff_id" integer,
	"operator_id" integer,
	"request_id" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_rate_window" (
	"key_id" text NOT NULL,
	"scope" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"calls" integer NOT NULL,
	CONSTRAINT "api_rate_window_key_id_scope_window_start_pk" PRIMARY KEY("key_id","scope","window_start")
);
--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key_event" ADD CONSTRAINT "api_key_event_key_id_api_key_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_key"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_rate_window" ADD CONSTRAINT "api_rate_window_key_id_api_key_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_key"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_key_tenant_idx" ON "api_key" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "api_key_event_key_idx" ON "api_key_event" USING btree ("key_id","created_at");
