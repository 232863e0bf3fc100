import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type ProductPage } from '@emall/contract';
import { queryRows } from '../../../platform/db.js';
import { seedDemoCatalog } from '../../../seed/index.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import type { TestClient } from '../../../testing/test-client.js';

/**
 * Counts of pins and rows, a pitch, and a MOSFET's channel read from the search box, on the demo catalog of real
 * parts, on both databases: what they find is what the parts' parameters say, read straight from the tables.
 */

let t: TestApp;
let buyer: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoCatalog(t.database.db);
  buyer = t.client();
});
afterAll(() => t.close());

async function search(q: string, lang?: string): Promise<ProductPage> {
  buyer.lang = lang;
  const answer = await buyer.data<ProductPage>(contract.catalog.qryProduct4Emall, {
    qryParam: q,
    pageSize: 100,
  });
  buyer.lang = undefined;
  return answer;
}

/** The part numbers of the active parts a condition on `p` (product), `c` (its category) and `pa.code` keys holds. */
async function partsWhere(condition: ReturnType<typeof sql>): Promise<string[]> {
  const rows = await queryRows<{ mfr_part_number: string }>(
    t.database.db,
    sql`select p.mfr_part_number from product p left join catalog c on c.id = p.catalog_id
        where p.is_active and ${condition} order by 1`,
  );
  return rows.map((r) => r.mfr_part_number);
}

const paramIs = (code: string, condition: ReturnType<typeof sql>) =>
  sql`exists (select 1 from product_param pp join parameter pa on pa.id = pp.parameter_id
              where pp.product_id = p.id and pa.code = ${code} and ${condition})`;

const names = (page: ProductPage) => page.rows.map((r) => r.mfrPartNumber).sort();

describe('count, pitch and channel words', () => {
  it('finds the connectors with that many pins, says so in the caller language, and filters the category by it', async () => {
    const expected = await partsWhere(
      sql`c.name_en = 'USB Connectors' and ${paramIs('pins', sql`pp.value_num = 16`)}`,
    );
    expect(expected.length).toBeGreaterThan(1);
    const answer = await search('USB connector 16P', 'en-US');
    expect(names(answer)).toEqual(expected);
    expect(answer.ext.reading?.understood.map((w) => w.label)).toEqual([
      'Category USB connector',
      'Number of pins 16',
    ]);
    const zh = await search('USB connector 16P', 'zh-CN');
    expect(zh.ext.reading?.understood.map((w) => w.label)).toEqual(['类别 USB connector', '引脚数 16']);
    const [hit] = answer.ext.reading?.categories ?? [];
    expect(hit?.filters).toEqual([{ code: 'pins', values: ['16'] }]);
    const page = await buyer.data<{ total: number }>(contract.catalog.qryCatalogProducts, {
      catalogId: hit?.catalogId,
      filters: hit?.filters,
    });
    expect(page.total).toBe(expected.length);
  });

  it('reads 2x3P as six pins in two rows, which 6P in one row is not', async () => {
    const sixPins = await partsWhere(
      sql`c.name_en = 'Female Headers' and ${paramIs('pins', sql`pp.value_num = 6`)}`,
    );
    const twoRows = await partsWhere(
      sql`c.name_en = 'Female Headers' and ${paramIs('pins', sql`pp.value_num = 6`)}
          and ${paramIs('rows', sql`pp.value_num = 2`)}`,
    );
    expect(sixPins.length).toBeGreaterThan(twoRows.length);
    expect(twoRows.length).toBeGreaterThan(0);
    expect(names(await search('排母 6P'))).toEqual(sixPins);
    const grid = await search('排母 2x3P', 'en-US');
    expect(names(grid)).toEqual(twoRows);
    expect(grid.ext.reading?.understood.map((w) => w.label)).toEqual([
      'Category 排母',
      'Number of pins 6',
      'Number of rows 2',
    ]);
  });

  it('reads a length beside a pitch word or a connector as the pitch', async () => {
    const expected = await partsWhere(
      sql`c.name_en = 'Pin Headers' and ${paramIs('pitch', sql`pp.value_num = 0.00254`)}`,
    );
    expect(expected.length).toBeGreaterThan(1);
    for (const q of ['2.54mm间距 排针', '排针 pitch 2.54mm', '2.54mm 排针'])
      expect(names(await search(q))).toEqual(expected);
    const answer = await search('2.54mm间距 排针', 'zh-CN');
    expect(answer.ext.reading?.understood.map((w) => w.label)).toEqual(['间距 2.54mm', '类别 排针']);
  });

  it('finds the P-channel MOSFETs by every way the catalog writes it, typed in Chinese or English', async () => {
    const pChannel = sql`pp.value_key ~ 'PCHANNEL' and pp.value_key !~ 'NCHANNEL'`;
    const expected = await partsWhere(sql`c.name_en ~* 'MOSFET' and ${paramIs('type', pChannel)}`);
    // 'P-Channel', '1 Piece P-Channel', '2 P-Channel'.
    expect(expected.length).toBeGreaterThan(40);
    for (const q of [
      'P沟道 MOSFET',
      'P-channel MOSFET',
      'P-Channel MOSFET',
      'PMOS',
      'P沟道MOS管',
      'P-MOSFET',
    ]) {
      const answer = await search(q);
      expect(answer.total, q).toBe(expected.length);
      expect(names(answer), q).toEqual(expected);
    }
    const answer = await search('P沟道 MOSFET', 'en-US');
    expect(answer.ext.reading?.understood.map((w) => w.label)).toEqual(['Type P-channel', 'Category MOSFET']);
    const zhTw = await search('P溝道 MOSFET', 'zh-TW');
    expect(zhTw.ext.reading?.understood.map((w) => w.label)[0]).toBe('類型 P溝道');
    // The category link opens the page with the same parts.
    const [hit] = answer.ext.reading?.categories ?? [];
    const page = await buyer.data<{ total: number }>(contract.catalog.qryCatalogProducts, {
      catalogId: hit?.catalogId,
      filters: hit?.filters,
    });
    expect(page.total).toBe(hit?.count);
    // N-channel parts are not P-channel ones, and a complementary pair is neither.
    const nChannel = await search('N沟道 MOSFET');
    expect(nChannel.total).toBeGreaterThan(0);
    expect(names(nChannel).filter((n) => expected.includes(n))).toEqual([]);
  });

  it('keeps 100P beside a chip size a capacitance', async () => {
    const answer = await search('100P 0603', 'en-US');
    expect(answer.ext.reading?.understood.map((w) => w.label)).toEqual(['Capacitance 100P', 'Package 0603']);
    expect(answer.total).toBeGreaterThan(0);
  });
});
