CREATE TABLE "catalog_import_job" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"operator_name" text NOT NULL,
	"file_name" text NOT NULL,
	"state" text DEFAULT 'RUNNING' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"imported_count" integer DEFAULT 0 NOT NULL,
	"rejected_count" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"request_id" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "catalog_import_rejection" (
	"job_id" bigint NOT NULL,
	"line" integer NOT NULL,
	"reasons" text[] NOT NULL,
	CONSTRAINT "catalog_import_rejection_job_id_line_pk" PRIMARY KEY("job_id","line")
);
--> statement-breakpoint
ALTER TABLE "catalog_import_rejection" ADD CONSTRAINT "catalog_import_rejection_job_id_catalog_import_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."catalog_import_job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_import_job_created_idx" ON "catalog_import_job" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "catalog_import_job_running_idx" ON "catalog_import_job" USING btree ("id") WHERE "catalog_import_job"."state" = 'RUNNING';