-- Costing a BOM for builds (docs/bom-costing.md): a BOM keeps its build quantities, the attrition defaults of chip
-- passives and of other parts, and the buy-up limit; a line may override its attrition, accept its buy-ups, and
-- remember the part it had before the buyer chose a substitute. Existing BOMs get one board and the defaults.
-- Percents are kept in hundredths (basis points), so a need is computed on whole numbers.
ALTER TABLE "bom_detail" ADD COLUMN "attrition_bp" integer;--> statement-breakpoint
ALTER TABLE "bom_detail" ADD COLUMN "attrition_spares" integer;--> statement-breakpoint
ALTER TABLE "bom_detail" ADD COLUMN "accept_buy_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bom_detail" ADD COLUMN "replaced_product_id" bigint;--> statement-breakpoint
ALTER TABLE "bom_detail" ADD COLUMN "replaced_rule" text;--> statement-breakpoint
ALTER TABLE "bom_detail" ADD COLUMN "replaced_confidence" real;--> statement-breakpoint
ALTER TABLE "bom_detail" ADD COLUMN "replaced_alternate" smallint;--> statement-breakpoint
ALTER TABLE "bom_log" ADD COLUMN "build_quantities" integer[] DEFAULT '{1}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bom_log" ADD COLUMN "passive_attrition_bp" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "bom_log" ADD COLUMN "passive_spares" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "bom_log" ADD COLUMN "other_attrition_bp" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "bom_log" ADD COLUMN "other_spares" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bom_log" ADD COLUMN "buy_up_limit_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bom_log" ADD CONSTRAINT "bom_log_build_quantities_count" CHECK (cardinality("bom_log"."build_quantities") between 1 and 5);