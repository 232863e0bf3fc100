-- Catalog nodes folded into another: a top category the source names two ways is one branch, and a merged
-- node's old id answers with the node it was folded into (domains/catalog/category-renamings.ts). The rows are
-- written by the catalog's category repair (at start and before every import), not here.
CREATE TABLE "catalog_alias" (
	"old_id" integer PRIMARY KEY NOT NULL,
	"catalog_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_alias" ADD CONSTRAINT "catalog_alias_catalog_id_catalog_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalog"("id") ON DELETE cascade ON UPDATE no action;
