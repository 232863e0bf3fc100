import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../platform/db.js';

/**
 * Demo supplier quotes and hot part numbers over the demo catalog: up to three channel quotes for each
 * mainstream-brand part and one for every seventh other part, priced around the catalog price; the hot
 * list is the 24 mainstream parts with the most stock. Deterministic, and only into empty tables.
 */
export async function seedDemoSpotStock(db: Db): Promise<{ quotes: number; hot: number }> {
  const [existing] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from stock_quote`);
  if ((existing?.n ?? 0) > 0) return { quotes: 0, hot: 0 };
  await db.execute(sql`
    insert into stock_quote (mfr_part_number, mfr_pn_key, brand_id, product_id, channel_code, stock_qty, tax_price,
      delivery_cycle, date_code, quote_price_type, quote_date)
    select p.mfr_part_number, p.mfr_pn_key, p.brand_id, p.id,
      'CH-' || lpad((1 + (p.id * 37 + n * 101) % 2100)::text, 4, '0'),
      greatest(100, (p.redundant_stock / (n + 1)) + (p.id * 7919 + n) % 20000),
      round(first_break.tax_price * (0.88 + ((p.id + n) % 25) / 100.0), 6),
      3 + (p.id + n * 5) % 21,
      (24 + (p.id + n) % 3)::text || lpad((1 + (p.id * 3 + n) % 52)::text, 2, '0'),
      '001', date '2026-11-22' - ((p.id + n * 11) % 45)::int
    from product p
    join brand b on b.id = p.brand_id
    join lateral (select pb.tax_price from price_break pb where pb.product_id = p.id order by pb.qty_from limit 1)
      first_break on true
    cross join lateral generate_series(1, case when b.is_mainstream then 1 + p.id % 3 else 1 end) n
    where b.is_mainstream or p.id % 7 = 0`);
  await db.execute(sql`
    insert into hot_mfr_pn (mfr_part_number, brand_id, product_id, sort, eff_status)
    select p.mfr_part_number, p.brand_id, p.id, row_number() over (order by p.redundant_stock desc, p.id), '00A'
    from product p join brand b on b.id = p.brand_id
    where b.is_mainstream and p.redundant_stock > 0
    order by p.redundant_stock desc, p.id limit 24`);
  const [quotes] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from stock_quote`);
  const [hot] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from hot_mfr_pn`);
  return { quotes: quotes?.n ?? 0, hot: hot?.n ?? 0 };
}
