CREATE TABLE "registration_application" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_no" text NOT NULL,
	"status" text NOT NULL,
	"company_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"contact_name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"staff_code" text NOT NULL,
	"password_hash" text NOT NULL,
	"lang" text NOT NULL,
	"licence_file_name" text NOT NULL,
	"licence_kind" text NOT NULL,
	"licence_size" integer NOT NULL,
	"licence_sha256" text NOT NULL,
	"licence_content" "bytea" NOT NULL,
	"ip" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"reject_reason" text,
	"tenant_id" integer,
	"staff_id" integer,
	CONSTRAINT "registration_application_application_no_unique" UNIQUE("application_no"),
	CONSTRAINT "registration_application_status" CHECK ("registration_application"."status" in ('PENDING', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "registration_attempt" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "registration_application_credit_code_live_uq" ON "registration_application" USING btree ("credit_code") WHERE "registration_application"."status" in ('PENDING', 'APPROVED');--> statement-breakpoint
CREATE UNIQUE INDEX "registration_application_staff_code_pending_uq" ON "registration_application" USING btree (lower("staff_code")) WHERE "registration_application"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "registration_application_status_idx" ON "registration_application" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "registration_attempt_ip_idx" ON "registration_attempt" USING btree ("ip","created_at");