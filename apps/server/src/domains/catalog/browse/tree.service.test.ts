import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../platform/db.js';
import { migrate } from '../../../platform/migrate.js';
import { openTestDatabase } from '../../../testing/test-database.js';
import { catalogTree, forgetCatalogTree } from './tree.service.js';

/** The cached tree: a minute fresh, then answered while the next one is read, never waited for again. */

let database: Database;
let drop: () => Promise<void>;
let nodeId = 0;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
  const [node] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into catalog (catalog_code, parent_id, level, name_en, name_zh_cn, name_zh_tw, id_path)
        values ('TREE-A', null, 1, 'A', 'A', 'A', '/') returning id`,
  );
  nodeId = node?.id ?? 0;
  await database.db.execute(
    sql`insert into brand (brand_code, name_en, name_zh_cn, name_zh_tw) values ('TREE', 'T', 'T', 'T')`,
  );
});
afterAll(() => drop());

async function addPart(code: string): Promise<void> {
  await database.db
    .execute(sql`insert into product (product_code, mfr_part_number, mfr_pn_key, brand_id, catalog_id)
    select ${code}, ${code}, ${code}, id, ${nodeId}::int from brand where brand_code = 'TREE'`);
}

const countAt = async (now: number) => (await catalogTree(database.db, now)).byId.get(nodeId)?.count;

describe('the cached catalog tree', () => {
  it('answers the old counts for a minute, then the old ones while the new ones are read, then the new ones', async () => {
    forgetCatalogTree(database.db);
    await addPart('TREE1');
    const t0 = 1_000_000;
    expect(await countAt(t0)).toBe(1);
    await addPart('TREE2');
    expect(await countAt(t0 + 30_000)).toBe(1);
    // Over a minute old: the held tree is answered at once and the next one read behind it.
    expect(await countAt(t0 + 61_000)).toBe(1);
    let seen = 1;
    for (let tries = 0; tries < 1000 && seen !== 2; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      seen = (await countAt(t0 + 62_000)) ?? 0;
    }
    expect(seen).toBe(2);
  });
});
