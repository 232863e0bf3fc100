CREATE TABLE "price_tier" (
	"product_id" bigint NOT NULL,
	"qty_lo" integer NOT NULL,
	"qty_hi" integer,
	"catalog_id" integer,
	"tax_price" numeric(18, 6) NOT NULL,
	CONSTRAINT "price_tier_product_id_qty_lo_pk" PRIMARY KEY("product_id","qty_lo")
);
--> statement-breakpoint
ALTER TABLE "price_tier" ADD CONSTRAINT "price_tier_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The walk in price order checks the quantity inside the index, without reading the table.
CREATE INDEX "price_tier_catalog_price_idx" ON "price_tier" USING btree ("catalog_id","tax_price","product_id") INCLUDE ("qty_lo","qty_hi");--> statement-breakpoint
-- The tiers of every product, from its price breaks. A part's price at quantity q is the break with the largest
-- qty_from <= greatest(q, mini_qty), else its first break: break i prices the quantities from its qty_from (from 0
-- when it is the first break or the one the minimum order falls in) to the next break's qty_from, and no quantity
-- at all when the minimum order lies past it. A minimum below 1 counts as 1 (quantities start at 1). A condition
-- on product_id reaches the price_break index through the window (it is the window's partition).
CREATE VIEW price_tier_source AS
SELECT b.product_id,
       CASE WHEN b.is_first OR greatest(p.mini_qty, 1) >= b.qty_from THEN 0 ELSE b.qty_from END AS qty_lo,
       b.next_from AS qty_hi, p.catalog_id, b.tax_price
FROM (SELECT pb.product_id, pb.qty_from, pb.tax_price,
             lead(pb.qty_from) OVER w AS next_from,
             row_number() OVER w = 1 AS is_first
      FROM price_break pb
      WINDOW w AS (PARTITION BY pb.product_id ORDER BY pb.qty_from)) b
JOIN product p ON p.id = b.product_id
WHERE b.next_from IS NULL OR greatest(p.mini_qty, 1) < b.next_from;--> statement-breakpoint
-- The tiers of some products, rebuilt.
CREATE FUNCTION refresh_price_tier(ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM price_tier WHERE product_id = ANY(ids);
  INSERT INTO price_tier (product_id, qty_lo, qty_hi, catalog_id, tax_price)
  SELECT product_id, qty_lo, qty_hi, catalog_id, tax_price FROM price_tier_source WHERE product_id = ANY(ids);
END $$;--> statement-breakpoint
-- Every statement that writes price breaks rebuilds the tiers of the products it touched, whoever runs it (imports,
-- the console, the seed, tests): one trigger per kind of statement, as each sees its own transition tables.
CREATE FUNCTION price_tier_after_breaks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_price_tier(ARRAY(SELECT DISTINCT product_id FROM new_breaks));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_price_tier(ARRAY(SELECT product_id FROM new_breaks UNION SELECT product_id FROM old_breaks));
  ELSE
    PERFORM refresh_price_tier(ARRAY(SELECT DISTINCT product_id FROM old_breaks));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER price_break_insert_tier AFTER INSERT ON price_break REFERENCING NEW TABLE AS new_breaks
  FOR EACH STATEMENT EXECUTE FUNCTION price_tier_after_breaks();--> statement-breakpoint
CREATE TRIGGER price_break_update_tier AFTER UPDATE ON price_break REFERENCING OLD TABLE AS old_breaks NEW TABLE AS new_breaks
  FOR EACH STATEMENT EXECUTE FUNCTION price_tier_after_breaks();--> statement-breakpoint
CREATE TRIGGER price_break_delete_tier AFTER DELETE ON price_break REFERENCING OLD TABLE AS old_breaks
  FOR EACH STATEMENT EXECUTE FUNCTION price_tier_after_breaks();--> statement-breakpoint
-- A new minimum order or category changes a product's tiers too.
CREATE FUNCTION price_tier_after_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_price_tier(ARRAY[NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_price_tier AFTER UPDATE OF mini_qty, catalog_id ON product FOR EACH ROW
  WHEN (OLD.mini_qty IS DISTINCT FROM NEW.mini_qty OR OLD.catalog_id IS DISTINCT FROM NEW.catalog_id)
  EXECUTE FUNCTION price_tier_after_product();--> statement-breakpoint
-- The products that exist already, in one pass.
INSERT INTO price_tier (product_id, qty_lo, qty_hi, catalog_id, tax_price)
SELECT product_id, qty_lo, qty_hi, catalog_id, tax_price FROM price_tier_source;
