CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"staff_id" integer,
	"tenant_name" text DEFAULT '' NOT NULL,
	"tel" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"client_ip" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"staff_id" integer,
	"message_group" text NOT NULL,
	"text_key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_group_known" CHECK ("message"."message_group" in ('order', 'sample', 'enquiry', 'account', 'system'))
);
--> statement-breakpoint
CREATE TABLE "message_receipt" (
	"message_id" bigint NOT NULL,
	"staff_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "message_receipt_pk" PRIMARY KEY("message_id","staff_id")
);
--> statement-breakpoint
ALTER TABLE "message_receipt" ADD CONSTRAINT "message_receipt_message_id_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_staff_created_idx" ON "feedback" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_ip_created_idx" ON "feedback" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "message_tenant_created_idx" ON "message" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "message_receipt_staff_idx" ON "message_receipt" USING btree ("staff_id");