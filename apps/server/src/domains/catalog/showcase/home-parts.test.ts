import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract } from '@emall/contract';
import type { HomePartList } from '@emall/contract';
import { queryRows, type Database } from '../../../platform/db.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { openDemoCatalogDatabase } from '../../../testing/test-database.js';
import { insertCatalogFixture } from '../catalog.fixture.js';
import { newPartsQuery } from './new-parts.queries.js';

/**
 * The home page's new parts over the catalog fixture and nine older filler parts: only parts that can be bought
 * now (active, in stock, priced) are listed, the ones written last first.
 */
let t: TestApp;
let ids: Record<string, number>;

async function setPart(name: string, change: { minutesAgo: number; price?: boolean; stock?: number }) {
  const id = ids[name];
  const db = t.database.db;
  await db.execute(
    sql`update product set updated_at = now() - ${`${change.minutesAgo} minutes`}::interval where id = ${id}`,
  );
  if (change.price)
    await db.execute(sql`insert into price_break (product_id, qty_from, qty_to, tax_price, not_tax_price)
                         values (${id}, 1, null, '1.130000', '1.000000')`);
  if (change.stock !== undefined)
    await db.execute(sql`update product set redundant_stock = ${change.stock} where id = ${id}`);
}

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  ids = await insertCatalogFixture(db);
  // Nine older parts that can be bought, so that the list is cut at eight.
  await db.execute(sql`insert into product (product_code, mfr_part_number, mfr_pn_key, brand_id, catalog_id,
                         redundant_stock, updated_at)
                       select 'FILL' || n, 'FILL' || n, 'FILL' || n, brand_id, catalog_id, 100,
                              now() - (n || ' days')::interval
                       from generate_series(1, 9) n, product where id = ${ids.LM358}`);
  await db.execute(sql`insert into price_break (product_id, qty_from, qty_to, tax_price, not_tax_price)
                       select id, 1, null, '2.260000', '2.000000' from product where product_code like 'FILL%'`);
  await setPart('XSTM32F103C8T6', { minutesAgo: 10, price: true });
  await setPart('LM358DR', { minutesAgo: 20, price: true });
  await setPart('STM32F103C8T6', { minutesAgo: 30 });
  // Written later, but not to be bought now: no price, no stock, no longer sold.
  await setPart('LM358', { minutesAgo: 1 });
  await setPart('STM32F103C8T6TR', { minutesAgo: 2, price: true });
  await setPart('M3螺母', { minutesAgo: 3, price: true, stock: 5 });
  await db.execute(sql`update product set is_active = false where id = ${ids['M3螺母']}`);
});
afterAll(() => t.close());

describe('qryNewParts', () => {
  it('lists the parts written last that can be bought now, newest first, eight at most', async () => {
    const { rows } = await t.client().data<HomePartList>(contract.catalog.qryNewParts, {});
    expect(rows.map((r) => r.mfrPartNumber)).toEqual([
      'XSTM32F103C8T6',
      'LM358DR',
      'STM32F103C8T6',
      'FILL1',
      'FILL2',
      'FILL3',
      'FILL4',
      'FILL5',
    ]);
    expect(rows[2]).toMatchObject({
      spuId: String(ids.STM32F103C8T6),
      taxPrice: '12.430000',
      currency: 'CNY',
      miniQty: 1,
      stock: 500,
    });
  });

  it("names brand and category in the caller's language", async () => {
    const en = t.client();
    en.lang = 'en_US';
    const tw = t.client();
    tw.lang = 'zh_TW';
    const [inEnglish, inTraditional] = await Promise.all([
      en.data<HomePartList>(contract.catalog.qryNewParts, {}),
      tw.data<HomePartList>(contract.catalog.qryNewParts, null),
    ]);
    expect(inEnglish.rows[0]).toMatchObject({
      brandName: 'STMicroelectronics',
      productCatalogName: 'Microcontrollers',
    });
    expect(inTraditional.rows[0]).toMatchObject({ brandName: '意法半導體', productCatalogName: '單晶片' });
  });
});

describe('the new parts on the demo catalog', () => {
  let demo: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database: demo, drop } = await openDemoCatalogDatabase());
    await demo.db.execute(sql`analyze product`);
  });
  afterAll(() => drop());

  it('are read from the newest end of product_updated_idx, not by sorting the table', async () => {
    const plan = await queryRows<Record<string, string>>(demo.db, sql`explain ${newPartsQuery(8)}`);
    const lines = plan.map((row) => Object.values(row).join(' '));
    expect(lines.join('\n')).toMatch(/Index (Only )?Scan Backward using product_updated_idx/);
    expect(lines.join('\n')).not.toMatch(/Seq Scan on product|Sort/);
  });
});
