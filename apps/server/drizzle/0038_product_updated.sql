-- The home page's new parts: the active parts written last (by an import or the console), read backwards from
-- the newest end of this index. INCLUDE (redundant_stock) lets parts without stock be passed over inside the
-- index; drizzle-kit cannot declare INCLUDE, so the schema keeps the plain definition under the same name.
CREATE INDEX "product_updated_idx" ON "product" USING btree ("updated_at","id") INCLUDE ("redundant_stock") WHERE "product"."is_active";
