import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { insertCatalogFixture } from '../catalog/catalog.fixture.js';

/**
 * The catalog fixture plus what cart tests need, by spuId: a part sold in packages, a scarce part that
 * must be ordered in large minimums, a part priced in the sixth decimal, an inactive part and an unpriced
 * one. Products are the catalog's: changed here with plain SQL, as an operator would.
 */
export interface CartFixture {
  /** STM32F103C8T6: stock 500, breaks 1+ 12.43 / 10+ 11.30 / 100+ 10.17 (tax incl.), miniQty 1, miniPkg 1. */
  stm: string;
  /** LM358DR: stock 9,000, miniQty 100, miniPkg 50, one price 1.000005 / 0.885 (rounding edges). */
  packaged: string;
  /** LM358: stock 12, miniQty 100, miniPkg 10, price 0.5 / 0.442478. */
  scarce: string;
  /** XSTM32F103C8T6: stock 40, no price. */
  unpriced: string;
  /** M3螺母: priced but no longer sold. */
  inactive: string;
}

async function price(db: Db, productId: number | undefined, taxPrice: string, notTaxPrice: string) {
  await db.execute(sql`insert into price_break (product_id, qty_from, qty_to, tax_price, not_tax_price)
                       values (${productId}, 1, null, ${taxPrice}, ${notTaxPrice})`);
}

export async function insertCartFixture(db: Db): Promise<CartFixture> {
  const ids = await insertCatalogFixture(db);
  await db.execute(sql`update product set mini_qty = 100, mini_pkg = 50 where id = ${ids.LM358DR}`);
  await price(db, ids.LM358DR, '1.000005', '0.885000');
  await db.execute(sql`update product set mini_qty = 100, mini_pkg = 10 where id = ${ids.LM358}`);
  await price(db, ids.LM358, '0.500000', '0.442478');
  await db.execute(sql`update product set is_active = false where id = ${ids['M3螺母']}`);
  await price(db, ids['M3螺母'], '1.000000', '0.884956');
  return {
    stm: String(ids.STM32F103C8T6),
    packaged: String(ids.LM358DR),
    scarce: String(ids.LM358),
    unpriced: String(ids.XSTM32F103C8T6),
    inactive: String(ids['M3螺母']),
  };
}
