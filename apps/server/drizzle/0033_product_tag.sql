-- Every parameter of a product as one array of tags in a GIN index: a query of several values ('100nF 0402 X7R')
-- is one index lookup that intersects each word's parts inside the index, where the B-trees of product_param
-- merged 42,695 '0402' entries with 3,990 of 100 nF and checked the rest part by part (docs/performance.md).
CREATE TABLE "product_tag" (
	"product_id" bigint PRIMARY KEY NOT NULL,
	"tags" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_tag" ADD CONSTRAINT "product_tag_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The tag of a numeric value: the parameter and the float8's 16 hex digits (its binary form, so no float-to-text
-- setting changes a tag; + 0 makes -0 the same tag as 0, as they are equal numbers). Searches build their tags
-- with the same function.
CREATE FUNCTION param_num_tag(parameter_id integer, value_num double precision) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT parameter_id::text || '#' || encode(float8send(value_num + 0), 'hex') $$;--> statement-breakpoint
-- Each product's tags, from its parameters (`<parameter>:<key>`, `k:<key>` and, for numbers, param_num_tag) and
-- its brand and category (`b:<brand id>`, `c:<catalog id>`), so that a query's brand and category words are
-- intersected in the same index lookup. Products without parameters have no tags. A condition on product_id
-- reaches the tables' indexes through the grouping.
CREATE VIEW product_tag_source AS
SELECT p.id AS product_id, array_agg(DISTINCT t.tag) AS tags
FROM product p
JOIN product_param pp ON pp.product_id = p.id
CROSS JOIN LATERAL (VALUES (pp.parameter_id::text || ':' || pp.value_key), ('k:' || pp.value_key),
                           (param_num_tag(pp.parameter_id, pp.value_num)), ('b:' || p.brand_id),
                           ('c:' || p.catalog_id)) AS t(tag)
WHERE t.tag IS NOT NULL
GROUP BY p.id;--> statement-breakpoint
-- The tags of some products, rebuilt.
CREATE FUNCTION refresh_product_tag(ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_tag WHERE product_id = ANY(ids);
  INSERT INTO product_tag (product_id, tags) SELECT product_id, tags FROM product_tag_source WHERE product_id = ANY(ids);
END $$;--> statement-breakpoint
-- Every statement that writes parameters rebuilds the tags of the products it touched, whoever runs it (imports,
-- the console, the seed, the parameter fill, tests): one trigger per kind of statement, as each sees its own
-- transition tables.
CREATE FUNCTION product_tag_after_params() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_tag(ARRAY(SELECT DISTINCT product_id FROM new_params));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_product_tag(ARRAY(SELECT product_id FROM new_params UNION SELECT product_id FROM old_params));
  ELSE
    PERFORM refresh_product_tag(ARRAY(SELECT DISTINCT product_id FROM old_params));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_param_insert_tag AFTER INSERT ON product_param REFERENCING NEW TABLE AS new_params
  FOR EACH STATEMENT EXECUTE FUNCTION product_tag_after_params();--> statement-breakpoint
CREATE TRIGGER product_param_update_tag AFTER UPDATE ON product_param REFERENCING OLD TABLE AS old_params NEW TABLE AS new_params
  FOR EACH STATEMENT EXECUTE FUNCTION product_tag_after_params();--> statement-breakpoint
CREATE TRIGGER product_param_delete_tag AFTER DELETE ON product_param REFERENCING OLD TABLE AS old_params
  FOR EACH STATEMENT EXECUTE FUNCTION product_tag_after_params();--> statement-breakpoint
-- A product moved to another brand or category gets its tags again.
CREATE FUNCTION product_tag_after_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_tag(ARRAY[NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_tag_brand_catalog AFTER UPDATE OF brand_id, catalog_id ON product FOR EACH ROW
  WHEN (OLD.brand_id IS DISTINCT FROM NEW.brand_id OR OLD.catalog_id IS DISTINCT FROM NEW.catalog_id)
  EXECUTE FUNCTION product_tag_after_product();--> statement-breakpoint
-- The products that have parameters already, in one pass, before the index (built once over all rows).
INSERT INTO product_tag (product_id, tags) SELECT product_id, tags FROM product_tag_source;--> statement-breakpoint
CREATE INDEX "product_tag_tags_idx" ON "product_tag" USING gin ("tags");--> statement-breakpoint
-- Statistics of the tags at once: without them the planner guesses how many parts a tag holds.
ANALYZE product_tag;
