import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db.js';
import { migrate } from '../../platform/migrate.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { browseCondition, pageIds, type BrowseOrder } from './catalog-browse.queries.js';

/**
 * The price walk (a large category sorted by price) must give exactly the pages of pricing every part: parts
 * with several breaks and minimum quantities, a quantity below every break, equal prices, parts without a price,
 * inactive parts and parts of another category.
 */

let database: Database;
let drop: () => Promise<void>;
let categoryId = 0;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
  const [b] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into brand (brand_code, name_en, name_zh_cn, name_zh_tw) values ('WALK', 'Walk', 'Walk', 'Walk')
        returning id`,
  );
  const nodes = await queryRows<{ id: number }>(
    database.db,
    sql`insert into catalog (catalog_code, parent_id, level, name_en, name_zh_cn, name_zh_tw, id_path)
        values ('WALK-A', null, 1, 'A', 'A', 'A', '/'), ('WALK-B', null, 1, 'B', 'B', 'B', '/') returning id`,
  );
  categoryId = nodes[0]?.id ?? 0;
  const other = nodes[1]?.id ?? 0;
  // 80 parts; prices from a small set so that ties are common; part n has (n % 4) breaks (0: no price).
  await database.db.execute(sql`
    insert into product (product_code, mfr_part_number, mfr_pn_key, brand_id, catalog_id, mini_qty, is_active)
    select 'WALK-' || n, 'WALK' || n, 'WALK' || n, ${b?.id}::int,
           case when n % 13 = 0 then ${other}::int else ${categoryId}::int end,
           (array[1, 1, 10, 250])[1 + n % 4], n % 17 <> 0
    from generate_series(1, 80) n`);
  await database.db.execute(sql`
    insert into price_break (product_id, qty_from, qty_to, tax_price, not_tax_price)
    select p.id, q.qty_from, null, round(((p.id * 7 + q.k * 3) % 9 + 1) / 100.0, 6), 0.01
    from product p
    cross join lateral (values (1, 5), (2, 100), (3, 1000)) as q(k, qty_from)
    where p.product_code like 'WALK-%' and q.k <= (substr(p.product_code, 6)::int % 4)`);
});
afterAll(() => drop());

async function page(order: BrowseOrder, offset: number, many: boolean): Promise<string[]> {
  const where = browseCondition({ nodeIds: [categoryId], filters: [], brandCodes: [], hasStock: false });
  return pageIds(database.db, where, order, { limit: 20, offset, many });
}

describe('the price walk of a large category', () => {
  for (const quantity of [1, 5, 50, 100, 250, 999, 1000, 100000])
    for (const direction of ['asc', 'desc'] as const)
      it(`gives the pages of pricing every part, at ${quantity} pieces, ${direction}`, async () => {
        const order: BrowseOrder = { by: 'price', direction, quantity };
        for (const offset of [0, 20, 40, 60]) {
          const priced = await page(order, offset, false);
          expect(await page(order, offset, true)).toEqual(priced);
        }
        expect((await page(order, 0, true)).length).toBe(20);
      });
});
