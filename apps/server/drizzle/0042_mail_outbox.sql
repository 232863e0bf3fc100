-- E-mail through a durable outbox (docs/mail.md): each mail is written in the transaction of the event it reports
-- and sent later by whichever server copy claims it; a staff member's preferences per group of mails; the key that
-- signs the one-click unsubscribe links, made here once from gen_random_uuid's strong random source.
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"tenant_id" integer,
	"staff_id" integer,
	"to_address" text,
	"lang" text NOT NULL,
	"text_key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text,
	"token" text DEFAULT gen_random_uuid()::text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_answer" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_state" CHECK ("mail_outbox"."state" in ('waiting', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."state" in ('waiting', 'sending');--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_outbox_open_idx" ON "mail_outbox" USING btree ("state") WHERE "mail_outbox"."state" <> 'sent';--> statement-breakpoint
CREATE TABLE "mail_preference" (
	"staff_id" integer NOT NULL,
	"topic" text NOT NULL,
	"is_on" boolean NOT NULL,
	CONSTRAINT "mail_preference_pk" PRIMARY KEY("staff_id","topic")
);
--> statement-breakpoint
CREATE TABLE "mail_link_key" (
	"id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "mail_link_key" ("id", "secret") VALUES (1, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
