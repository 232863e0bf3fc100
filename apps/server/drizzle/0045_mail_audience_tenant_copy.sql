-- Mail that is not a staff member's topic mail (docs/mail.md): `audience` tells who a row is written to. 'staff':
-- the staff member's topic mail; 'ops': the operators' (MAIL_OPS_TO); 'account': a mail about the account itself
-- (registration decided, password changed), sent whatever the topics say; 'tenantCopy': a tenant's shared
-- purchasing address's copy of a money or goods mail. Rows written before this column are staff mails, or the
-- operators' where they have no staff member.
ALTER TABLE "mail_outbox" ADD COLUMN "audience" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
UPDATE "mail_outbox" SET "audience" = 'ops' WHERE "staff_id" IS NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_audience" CHECK ("mail_outbox"."audience" in ('staff', 'ops', 'account', 'tenantCopy'));--> statement-breakpoint
-- A tenant's shared purchasing address, set by the tenant's administrator: money and goods mails of the tenant go
-- to it too. The one-click unsubscribe turns it off (is_on false) and keeps the address for the administrator to see.
CREATE TABLE "mail_tenant_copy" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"is_on" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Every change of a shared address: who set, cleared or unsubscribed it, from where (the console's audit log names
-- operators only).
CREATE TABLE "mail_tenant_copy_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"action" text NOT NULL,
	"address" text,
	"staff_id" integer,
	"request_id" text,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_tenant_copy_event_tenant_idx" ON "mail_tenant_copy_event" USING btree ("tenant_id","created_at");
