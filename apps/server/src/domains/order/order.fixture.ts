import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';
import { insertCatalogFixture } from '../catalog/catalog.fixture.js';

/**
 * The catalog fixture priced for order tests, by spuId. Products are the catalog's, changed with plain SQL
 * as an operator would.
 */
export interface OrderFixture {
  /** STM32F103C8T6: stock 500 (NJHB 250, HK 250), 1+ 12.43 / 10+ 11.30 / 100+ 10.17 with tax, cycle 10. */
  stm: string;
  /** XSTM32F103C8T6: the last 40 pieces (NJHB 20, HK 20), 0.123457 / 0.109254, delivery cycle 21. */
  last: string;
  /** LM358DR: stock 9,000, miniQty 100, miniPkg 50, 1.000005 / 0.885 (rounding edges). */
  packaged: string;
  /** LM358: stock 12, miniQty 100, miniPkg 10, 0.5 / 0.442478, cycle 10: a larger order waits. */
  scarce: string;
  /** STM32F103C8T6TR: no price. */
  unpriced: string;
  /** M3螺母: priced but no longer sold. */
  inactive: string;
}

async function price(db: Db, productId: number | undefined, taxPrice: string, notTaxPrice: string) {
  await db.execute(sql`insert into price_break (product_id, qty_from, qty_to, tax_price, not_tax_price)
                       values (${productId}, 1, null, ${taxPrice}, ${notTaxPrice})`);
}

export async function insertOrderFixture(db: Db): Promise<OrderFixture> {
  const ids = await insertCatalogFixture(db);
  await db.execute(sql`update product set delivery_cycle = 21 where id = ${ids.XSTM32F103C8T6}`);
  await price(db, ids.XSTM32F103C8T6, '0.123457', '0.109254');
  await db.execute(sql`update product set mini_qty = 100, mini_pkg = 50 where id = ${ids.LM358DR}`);
  await price(db, ids.LM358DR, '1.000005', '0.885000');
  await db.execute(sql`update product set mini_qty = 100, mini_pkg = 10 where id = ${ids.LM358}`);
  await price(db, ids.LM358, '0.500000', '0.442478');
  await db.execute(sql`update product set is_active = false where id = ${ids['M3螺母']}`);
  await price(db, ids['M3螺母'], '1.000000', '0.884956');
  return {
    stm: String(ids.STM32F103C8T6),
    last: String(ids.XSTM32F103C8T6),
    packaged: String(ids.LM358DR),
    scarce: String(ids.LM358),
    unpriced: String(ids.STM32F103C8T6TR),
    inactive: String(ids['M3螺母']),
  };
}

/** A product's stock as the catalog holds it: the sellable total and each warehouse. */
export async function stockOf(
  db: Db,
  spuId: string,
): Promise<{ total: number; warehouses: Record<string, number> }> {
  const [row] = await queryRows<{ total: number; warehouses: Record<string, number> }>(
    db,
    sql`select p.redundant_stock::int as total,
               coalesce((select jsonb_object_agg(warehouse, qty) from product_stock where product_id = p.id), '{}') as warehouses
          from product p where p.id = ${spuId}::bigint`,
  );
  return { total: row?.total ?? 0, warehouses: row?.warehouses ?? {} };
}
