ALTER TABLE "bom_detail" ADD COLUMN "alternates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bom_detail" ADD COLUMN "matched_alternate" smallint;--> statement-breakpoint
ALTER TABLE "bom_detail" ADD COLUMN "conflict" jsonb;