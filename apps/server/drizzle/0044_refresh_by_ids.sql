-- The tags and price tiers of some products, rebuilt from those products' rows only. Reading the views with a
-- condition on product_id narrowed one side of each join: the planner read every product (tiers) or every
-- parameter (tags) once per call, so a batch of 1,000 products cost more the larger the catalog (350 ms at 85,000
-- products) and an import slowed down as it went; the estimates of such reads also woke the JIT compiler, a few
-- hundred ms a call. Here every table is narrowed by the ids (90 and 33 ms at 200,000 products), the rows being
-- those of the views (product_tag_source, price_tier_source, which stay for rebuilding whole tables).
CREATE OR REPLACE FUNCTION refresh_price_tier(ids bigint[]) RETURNS void LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  DELETE FROM price_tier WHERE product_id = ANY(ids);
  INSERT INTO price_tier (product_id, qty_lo, qty_hi, catalog_id, tax_price)
  SELECT b.product_id,
         CASE WHEN b.is_first OR greatest(p.mini_qty, 1) >= b.qty_from THEN 0 ELSE b.qty_from END,
         b.next_from, p.catalog_id, b.tax_price
  FROM (SELECT pb.product_id, pb.qty_from, pb.tax_price,
               lead(pb.qty_from) OVER w AS next_from,
               row_number() OVER w = 1 AS is_first
        FROM price_break pb
        WHERE pb.product_id = ANY(ids)
        WINDOW w AS (PARTITION BY pb.product_id ORDER BY pb.qty_from)) b
  JOIN product p ON p.id = b.product_id
  WHERE p.id = ANY(ids) AND (b.next_from IS NULL OR greatest(p.mini_qty, 1) < b.next_from);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_product_tag(ids bigint[]) RETURNS void LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  DELETE FROM product_tag WHERE product_id = ANY(ids);
  INSERT INTO product_tag (product_id, tags, brand_id, catalog_id, is_active, redundant_stock, mfr_pn_key)
  SELECT p.id, array_agg(DISTINCT t.tag), p.brand_id, p.catalog_id, p.is_active, p.redundant_stock, p.mfr_pn_key
  FROM product p
  JOIN product_param pp ON pp.product_id = p.id
  CROSS JOIN LATERAL (VALUES (pp.parameter_id::text || ':' || pp.value_key), ('k:' || pp.value_key),
                             (param_num_tag(pp.parameter_id, pp.value_num)), ('b:' || p.brand_id),
                             ('c:' || p.catalog_id)) AS t(tag)
  WHERE p.id = ANY(ids) AND pp.product_id = ANY(ids) AND t.tag IS NOT NULL
  GROUP BY p.id;
END $$;
