import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../platform/db.js';
import { migrate } from '../../../platform/migrate.js';
import { openTestDatabase } from '../../../testing/test-database.js';
import { importCatalogFile } from './import.js';
import { canWriteWithoutTriggers } from './import-triggers.queries.js';
import type { RejectedRow } from './import.types.js';

/**
 * The import of real parts lands the same rows whether each batch waits for the one before or is read while it
 * is written, and a re-import of the same file writes nothing: every row is found as it is.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const SAMPLE = path.join(here, '..', 'fixtures', 'product-params-sample.csv');
const FIRST = new Date('2026-11-22T08:00:00Z');
const LATER = new Date('2026-11-29T08:00:00Z');

/** Extra rows beside the real parts: stock in two warehouses, a row without parameters, refused rows between. */
const EXTRA = [
  'ACME,EXTRA-1,,Thick film resistor 10kΩ ±1% 0603,0603,Resistors,Chip Resistor - Surface Mount,,CNY,120,1:0.01;100:0.008,T,,,,',
  'ACME,EXTRA-1,,duplicate of the row before,,,,,,,,,,,,',
  'ACME,EXTRA-2,,,SOT-23,,,,,0,,F,,,,',
  ',NO-BRAND,,,,,,,,,,,,,,',
  'Acme Corp (艾克米),EXTRA-3,,100nF 50V X7R 0402,0402,Capacitors,Multilayer Ceramic Capacitors MLCC - SMD/SMT,,CNY,5,1:0.02,T,,,,"{""Capacitance"":""100nF""}"',
];

let first: Database;
let second: Database;
const drops: (() => Promise<void>)[] = [];
let dir: string;
let file: string;

beforeAll(async () => {
  for (const open of [0, 1]) {
    const { database, drop } = await openTestDatabase();
    await migrate(database);
    drops.push(drop);
    if (open === 0) first = database;
    else second = database;
  }
  dir = await mkdtemp(path.join(tmpdir(), 'emall-reimport-'));
  file = path.join(dir, 'catalog.csv');
  const sample = (await readFile(SAMPLE, 'utf8')).trimEnd().split('\n');
  // The extra rows in the middle of the real ones, so that batches of 7 mix them.
  await writeFile(file, [...sample.slice(0, 12), ...EXTRA, ...sample.slice(12)].join('\n') + '\n');
});

afterAll(async () => {
  for (const drop of drops) await drop();
  await rm(dir, { recursive: true, force: true });
});

async function importInto(database: Database, batchSize: number, clock: Date, withTriggers = false) {
  const rejected: RejectedRow[] = [];
  const summary = await importCatalogFile(database.db, file, {
    batchSize,
    withTriggers,
    // The statistics refreshed along the way too (after 5, 10, 20 new products).
    firstAnalyzeAt: 5,
    clock: () => clock,
    reportPath: path.join(dir, `report-${batchSize}.csv`),
    onRejected: (rows) => {
      rejected.push(...rows);
    },
  });
  return { summary, rejected, report: await readFile(summary.reportPath, 'utf8') };
}

/** Everything the import writes, keyed by brand and part number (ids differ between databases). */
async function contents(database: Database) {
  const key = sql`b.brand_code || '/' || p.mfr_part_number`;
  const rows = (query: ReturnType<typeof sql>) => queryRows<Record<string, unknown>>(database.db, query);
  return {
    products: await rows(sql`
      select ${key} as k, p.product_code, p.mfr_pn_key, p.product_desc, p.spec_desc, p.detail_spec_file,
             p.tax_rate::text, p.currency, p.mini_qty, p.mini_pkg, p.qty_unit, p.is_active,
             p.redundant_stock::text, c.catalog_code, p.updated_at::text
        from product p join brand b on b.id = p.brand_id left join catalog c on c.id = p.catalog_id
       order by 1`),
    brands: await rows(sql`select brand_code, name_en, name_zh_cn, aliases from brand order by 1`),
    breaks: await rows(sql`
      select ${key} as k, x.qty_from, x.qty_to, x.tax_price::text, x.not_tax_price::text
        from price_break x join product p on p.id = x.product_id join brand b on b.id = p.brand_id
       order by 1, 2`),
    tiers: await rows(sql`
      select ${key} as k, x.qty_lo, x.qty_hi, x.tax_price::text
        from price_tier x join product p on p.id = x.product_id join brand b on b.id = p.brand_id
       order by 1, 2`),
    stock: await rows(sql`
      select ${key} as k, x.warehouse, x.qty::text
        from product_stock x join product p on p.id = x.product_id join brand b on b.id = p.brand_id
       order by 1, 2`),
    params: await rows(sql`
      select ${key} as k, m.code, x.value_text, x.value_num, x.value_key
        from product_param x join parameter m on m.id = x.parameter_id
        join product p on p.id = x.product_id join brand b on b.id = p.brand_id
       order by 1, 2`),
    tags: await rows(sql`
      select ${key} as k, array_length(x.tags, 1) as tags, x.redundant_stock::text, x.is_active
        from product_tag x join product p on p.id = x.product_id join brand b on b.id = p.brand_id
       order by 1`),
    parsed: await rows(sql`
      select ${key} as k, x.kind, x.value_si, x.package
        from product_parameter x join product p on p.id = x.product_id join brand b on b.id = p.brand_id
       order by 1`),
  };
}

/** Rows where the tags and price tiers differ from their views (the full rebuild of each table): none. */
async function drift(database: Database) {
  const tier = sql`product_id, qty_lo, qty_hi, catalog_id, tax_price`;
  const tag = sql`product_id, tags, brand_id, catalog_id, is_active, redundant_stock, mfr_pn_key`;
  const [row] = await queryRows<{ tiers: number; tags: number }>(
    database.db,
    sql`select (select count(*)::int from ((select ${tier} from price_tier except select ${tier} from price_tier_source)
                 union all (select ${tier} from price_tier_source except select ${tier} from price_tier)) d) as tiers,
               (select count(*)::int from ((select ${tag} from product_tag except select ${tag} from product_tag_source)
                 union all (select ${tag} from product_tag_source except select ${tag} from product_tag)) d) as tags`,
  );
  return row;
}

/** The row versions of the tables the import writes: any write, even of the same values, makes a new one. */
async function versions(database: Database) {
  const [row] = await queryRows<{ v: string }>(
    database.db,
    sql`select string_agg(t || ':' || x, ',' order by t, x) as v from (
          select 'product' as t, xmin::text as x from product
          union all select 'price_break', xmin::text from price_break
          union all select 'price_tier', xmin::text from price_tier
          union all select 'product_stock', xmin::text from product_stock
          union all select 'product_param', xmin::text from product_param
          union all select 'product_tag', xmin::text from product_tag
          union all select 'product_parameter', xmin::text from product_parameter
          union all select 'brand', xmin::text from brand) all_rows`,
  );
  return row?.v;
}

describe('importing a catalog again', () => {
  it('lands the same rows and refusals with the triggers off and a batch read while the one before is written', async () => {
    // The way every other writer goes: the tables' triggers on, one batch.
    const oneBatch = await importInto(first, 1000, FIRST, true);
    // The import's own way, where the database lets it: triggers off, their work done per batch.
    expect(await canWriteWithoutTriggers(second.db)).toBe(true);
    const smallBatches = await importInto(second, 7, FIRST);
    expect(oneBatch.summary).toMatchObject({ read: 34, written: 32, inserted: 32, updated: 0, unchanged: 0 });
    expect(smallBatches.summary).toMatchObject({
      read: 34,
      written: 32,
      inserted: 32,
      updated: 0,
      unchanged: 0,
    });
    expect(smallBatches.rejected).toEqual(oneBatch.rejected);
    expect(smallBatches.rejected.map((r) => r.line)).toEqual([14, 16]);
    expect(smallBatches.report).toBe(oneBatch.report);
    expect(await contents(second)).toEqual(await contents(first));
    expect(await drift(second)).toEqual({ tiers: 0, tags: 0 });
    expect(await drift(first)).toEqual({ tiers: 0, tags: 0 });
  });

  it('writes nothing when the file is imported again unchanged: every row is found as it is', async () => {
    const before = await contents(second);
    const rowVersions = await versions(second);
    const again = await importInto(second, 7, LATER);
    expect(again.summary).toMatchObject({ read: 34, written: 32, inserted: 0, updated: 32, unchanged: 32 });
    expect(again.rejected.map((r) => r.line)).toEqual([14, 16]);
    expect(await versions(second)).toBe(rowVersions);
    expect(await contents(second)).toEqual(before);
  });

  it('writes only the row that changed, and gives its product the time of the import', async () => {
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace('ACME,EXTRA-2,,,SOT-23,,,,,0,,F', 'ACME,EXTRA-2,,,SOT-23,,,,,7,,F'));
    const changed = await importInto(first, 7, LATER);
    expect(changed.summary).toMatchObject({ inserted: 0, updated: 32, unchanged: 31 });
    const products = (await contents(first)).products;
    expect(products.filter((p) => p.updated_at !== products[0]?.updated_at)).toHaveLength(1);
    const [extra] = await queryRows<{ redundant_stock: string; updated_at: Date | string }>(
      first.db,
      sql`select redundant_stock::text, updated_at from product where mfr_part_number = 'EXTRA-2'`,
    );
    expect(extra?.redundant_stock).toBe('7');
    expect(new Date(extra?.updated_at ?? 0).toISOString()).toBe(LATER.toISOString());
    expect(await drift(first)).toEqual({ tiers: 0, tags: 0 });
  });
});
