import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { utils, write } from '@e965/xlsx';
import { queryRows, type Database } from '../../../platform/db.js';
import { migrate } from '../../../platform/migrate.js';
import { seedDemoCatalog } from '../../../seed/catalog.seed.js';
import { openTestDatabase } from '../../../testing/test-database.js';
import { generatedProductCode } from './import-batch.js';
import { CsvParser, MAX_ROW_CHARS, parseCsv, readCsvFile, readCsvGzFile } from './import-csv.js';
import { divideHalfUp } from '@emall/contract';
import { parsePriceBreaks, breakRows } from './import-prices.js';
import { importCatalogFile, importCatalogRows, type ImportOptions } from './import.js';
import { CatalogImportError, type RejectedRow, type SheetRow } from './import.types.js';
import { zipDirectory } from './import-xlsx.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const SAMPLE = path.join(here, '..', 'fixtures', 'catalog-import-sample.csv');
const NOW = new Date('2026-11-22T08:00:00Z');

async function rowsOf(pieces: string[]): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of parseCsv(pieces)) rows.push(row);
  return rows;
}

describe('CSV reader', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, and numbers rows by their first line', async () => {
    const text =
      '\uFEFFbrand,mfr_part_number,description\r\n' +
      'TI,"LM358,DR","8-pin ""dual"" op amp"\r\n' +
      'ST,L7805,"line one\r\nline two"\r\n' +
      '\r\n' +
      'NXP,BC847,last\n' +
      'ON,MMBT3904,"no break at the end"';
    const expected = [
      { line: 1, cells: ['brand', 'mfr_part_number', 'description'] },
      { line: 2, cells: ['TI', 'LM358,DR', '8-pin "dual" op amp'] },
      { line: 3, cells: ['ST', 'L7805', 'line one\r\nline two'] },
      { line: 6, cells: ['NXP', 'BC847', 'last'] },
      { line: 7, cells: ['ON', 'MMBT3904', 'no break at the end'] },
    ];
    expect(await rowsOf([text])).toEqual(expected);
    // The same text in one-character pieces: quotes, CRLF and the byte-order mark split across pieces.
    expect(await rowsOf(Array.from(text))).toEqual(expected);
  });

  it('ends rows at LF, CRLF or a lone CR, keeps empty cells, and is lenient with stray quotes', async () => {
    expect(await rowsOf(['a,,c\rb,"x"y,z"q\n,\n'])).toEqual([
      { line: 1, cells: ['a', '', 'c'] },
      { line: 2, cells: ['b', 'xy', 'z"q'] },
      { line: 3, cells: ['', ''] },
    ]);
  });

  it('reports a quote left open at the end of the file on its row', async () => {
    expect(await rowsOf(['brand\nTI,"open\nstill open'])).toEqual([
      { line: 1, cells: ['brand'] },
      {
        line: 2,
        cells: ['TI', 'open\nstill open'],
        problem: 'a quoted cell is not closed before the end of the file',
      },
    ]);
  });

  it('refuses a row longer than the limit instead of reading the rest of the file into one cell', () => {
    const parser = new CsvParser();
    expect(() => parser.feed(`a,"${'x'.repeat(MAX_ROW_CHARS)}`)).toThrow(CatalogImportError);
  });

  it('streams a file from disk', async () => {
    const rows: SheetRow[] = [];
    for await (const row of readCsvFile(SAMPLE)) rows.push(row);
    expect(rows).toHaveLength(17);
    expect(rows[1]?.cells.slice(0, 3)).toEqual(['TI', 'TL072IDR', 'C6962']);
  });

  it('streams a file in the encoding its bytes show, as uploads are read', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'csv-encoding-'));
    try {
      const latin = path.join(dir, 'western.csv');
      await writeFile(
        latin,
        Buffer.from('brand,mfr_part_number,description\r\nKEMET,C0805,10µF ±10% -55°C\r\n', 'latin1'),
      );
      const western: SheetRow[] = [];
      for await (const row of readCsvFile(latin)) western.push(row);
      expect(western[1]?.cells).toEqual(['KEMET', 'C0805', '10µF ±10% -55°C']);

      // 'brand,mfr_part_number,description\nFH,0603B104K500NT,贴片电容\n' as GB18030 bytes, gzipped.
      const gbk = Buffer.from(
        '6272616e642c6d66725f706172745f6e756d6265722c6465736372697074696f6e0a' +
          '46482c30363033423130344b3530304e542cccf9c6acb5e7c8dd0a',
        'hex',
      );
      const gz = path.join(dir, 'chinese.csv.gz');
      await writeFile(gz, gzipSync(gbk));
      const chinese: SheetRow[] = [];
      for await (const row of readCsvGzFile(gz)) chinese.push(row);
      expect(chinese[1]?.cells).toEqual(['FH', '0603B104K500NT', '贴片电容']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('price breaks', () => {
  it('reads quantity:price pairs and derives ranges and prices before tax, half up to 6 decimals', () => {
    const parsed = parsePriceBreaks(' 1:0.52; 10 : 0.48;100:0.41; ');
    expect(parsed).toEqual({
      breaks: [
        { qtyFrom: 1, taxPrice: '0.520000' },
        { qtyFrom: 10, taxPrice: '0.480000' },
        { qtyFrom: 100, taxPrice: '0.410000' },
      ],
    });
    if (!('breaks' in parsed)) throw new Error('not parsed');
    expect(breakRows(7, parsed.breaks, '1.13')).toEqual([
      { productId: 7, qtyFrom: 1, qtyTo: 9, taxPrice: '0.520000', notTaxPrice: '0.460177' },
      { productId: 7, qtyFrom: 10, qtyTo: 99, taxPrice: '0.480000', notTaxPrice: '0.424779' },
      { productId: 7, qtyFrom: 100, qtyTo: null, taxPrice: '0.410000', notTaxPrice: '0.362832' },
    ]);
  });

  it('divides exactly and rounds halves up', () => {
    expect(divideHalfUp('0.000001', '2', 6)).toBe('0.000001');
    expect(divideHalfUp('0.000003', '2', 6)).toBe('0.000002');
    expect(divideHalfUp('2', '3', 6)).toBe('0.666667');
    expect(divideHalfUp('28.852313', '1.13', 6)).toBe('25.533020');
  });

  it('refuses decreasing quantities, negative or zero prices and text that is not a list of breaks', () => {
    const reason = (text: string) => {
      const parsed = parsePriceBreaks(text);
      return 'reason' in parsed ? parsed.reason : undefined;
    };
    expect(reason('10:0.5;10:0.4')).toMatch(/quantities must increase/);
    expect(reason('100:0.5;10:0.4')).toMatch(/quantities must increase \(10 comes after 100\)/);
    expect(reason('1:-0.5')).toMatch(/negative/);
    expect(reason('1:0.0000001')).toMatch(/not above 0/);
    expect(reason('0:1')).toMatch(/quantity 0/);
    expect(reason('1=0.5')).toMatch(/not quantity:price/);
    expect(reason('1:1e3')).toMatch(/not quantity:price/);
    expect(reason(';')).toMatch(/holds no break/);
    expect(reason(Array.from({ length: 21 }, (_, i) => `${i + 1}:1`).join(';'))).toMatch(/at most 20/);
  });
});

describe('catalog import', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let dir: string;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await migrate(database);
    await seedDemoCatalog(database.db);
    dir = await mkdtemp(path.join(tmpdir(), 'emall-import-'));
  });
  afterAll(async () => {
    await drop();
    await rm(dir, { recursive: true, force: true });
  });

  async function importText(csv: string, options: ImportOptions = {}) {
    const rejected: RejectedRow[] = [];
    const summary = await importCatalogRows(database.db, parseCsv([csv]), {
      clock: () => NOW,
      onRejected: (rows) => {
        rejected.push(...rows);
      },
      ...options,
    });
    return { summary, rejected };
  }

  interface ProductRow {
    id: number;
    product_code: string;
    brand_code: string;
    mfr_pn_key: string;
    product_desc: string;
    spec_desc: string;
    tax_rate: string;
    currency: string;
    mini_qty: number;
    mini_pkg: number;
    is_active: boolean;
    redundant_stock: number;
    catalog_code: string | null;
    updated_at: string | Date;
  }

  async function productOf(brandCode: string, mfrPartNumber: string) {
    const [row] = await queryRows<ProductRow>(
      database.db,
      sql`select p.id::int as id, p.product_code, b.brand_code, p.mfr_pn_key, p.product_desc, p.spec_desc,
                 p.tax_rate::text as tax_rate, p.currency, p.mini_qty, p.mini_pkg, p.is_active,
                 p.redundant_stock::int as redundant_stock, c.catalog_code, p.updated_at
            from product p join brand b on b.id = p.brand_id left join catalog c on c.id = p.catalog_id
           where b.brand_code = ${brandCode} and p.mfr_part_number = ${mfrPartNumber}`,
    );
    if (!row) return undefined;
    const breaks = await queryRows<{ qty_from: number; qty_to: number | null; tax: string; net: string }>(
      database.db,
      sql`select qty_from, qty_to, tax_price::text as tax, not_tax_price::text as net from price_break
           where product_id = ${row.id} order by qty_from`,
    );
    const stock = await queryRows<{ warehouse: string; qty: number }>(
      database.db,
      sql`select warehouse, qty::int as qty from product_stock where product_id = ${row.id} order by warehouse`,
    );
    return { ...row, breaks, stock };
  }

  async function countOf(table: 'brand' | 'product'): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    return row?.n ?? 0;
  }

  it('updates the demo parts of the sample file, matching brands by code, alias or Chinese name', async () => {
    const brandsBefore = await countOf('brand');
    const productsBefore = await countOf('product');
    const summary = await importCatalogFile(database.db, SAMPLE, {
      clock: () => NOW,
      reportPath: path.join(dir, 'sample.rejected.csv'),
    });
    expect(summary).toMatchObject({
      read: 16,
      written: 16,
      inserted: 0,
      updated: 16,
      rejected: 0,
      brandsCreated: 0,
    });
    expect(await countOf('brand')).toBe(brandsBefore);
    expect(await countOf('product')).toBe(productsBefore);
    expect(await readFile(summary.reportPath, 'utf8')).toBe('line,reasons\n');

    // 'TI', '德州仪器' and 'Texas Instruments' are one brand; 'ST' and 'Murata' the demo's mainstream brands.
    for (const part of ['TL072IDR', 'INA180A3IDBVR', 'PGA302EPWR'])
      expect(await productOf('TI', part)).toBeDefined();
    expect(await productOf('ST', 'STM32F042F6P6')).toBeDefined();
    expect(await productOf('MURATA', 'GRM155R61A104KA01D')).toBeDefined();

    const tl072 = await productOf('TI', 'TL072IDR');
    expect(tl072).toMatchObject({
      product_code: 'C6962',
      redundant_stock: 36390,
      catalog_code: 'amplifiers.fet-inputamplifiers',
      stock: [
        { warehouse: 'HK', qty: 18195 },
        { warehouse: 'NJHB', qty: 18195 },
      ],
    });
    expect(new Date(tl072?.updated_at ?? 0).toISOString()).toBe(NOW.toISOString());
    expect(tl072?.breaks[0]).toEqual({ qty_from: 1, qty_to: 49, tax: '0.947500', net: '0.838496' });
    expect(tl072?.breaks.at(-1)).toMatchObject({ qty_from: 5000, qty_to: null });
  });

  it('names the categories it creates in Chinese from the table of names, and names again those an older import left in English', async () => {
    // An older import named a node in English in every language.
    await database.db.execute(sql`
      insert into catalog (catalog_code, level, parent_id, name_en, name_zh_cn, name_zh_tw, id_path)
      values ('test-battery-en', 1, null, 'Battery Products', 'Battery Products', 'Battery Products', '')`);
    const { summary } = await importText(
      'Brand,MFR Part Number,Category,Subcategory\nNamewise,NW-1,Relays,Power Relays\n',
    );
    expect(summary).toMatchObject({ inserted: 1 });
    const names = await queryRows<{ name_en: string; name_zh_cn: string; name_zh_tw: string }>(
      database.db,
      sql`select name_en, name_zh_cn, name_zh_tw from catalog
           where name_en in ('Relays', 'Power Relays', 'Battery Products') order by level, name_en`,
    );
    expect(names).toContainEqual({ name_en: 'Relays', name_zh_cn: '继电器', name_zh_tw: '繼電器' });
    expect(names).toContainEqual({
      name_en: 'Power Relays',
      name_zh_cn: '功率继电器',
      name_zh_tw: '功率繼電器',
    });
    expect(names).toContainEqual({
      name_en: 'Battery Products',
      name_zh_cn: '电池产品',
      name_zh_tw: '電池產品',
    });
    for (const node of names) expect(node.name_zh_cn, node.name_en).not.toBe(node.name_en);
  });

  it('inserts a new part under a new brand and category, with a generated product code and the defaults', async () => {
    const { summary, rejected } = await importText(
      'Brand,MFR Part Number,Category,Subcategory,price_breaks,stock_hk\n' +
        'Acme Widgets (艾克美),AW-100,Widgets,Tiny Widgets,1:2.26;10:2.034,250\n',
    );
    expect(rejected).toEqual([]);
    expect(summary).toMatchObject({ inserted: 1, brandsCreated: 1, catalogNodesCreated: 2 });
    const product = await productOf('ACMEWIDGETS', 'AW-100');
    expect(product).toMatchObject({
      product_code: generatedProductCode('ACMEWIDGETS', 'AW-100'),
      mfr_pn_key: 'AW100',
      product_desc: '',
      tax_rate: '1.1300',
      currency: 'CNY',
      mini_qty: 1,
      mini_pkg: 1,
      is_active: true,
      redundant_stock: 250,
      catalog_code: 'widgets.tiny-widgets',
      breaks: [
        { qty_from: 1, qty_to: 9, tax: '2.260000', net: '2.000000' },
        { qty_from: 10, qty_to: null, tax: '2.034000', net: '1.800000' },
      ],
    });
    expect(product?.product_code).toMatch(/^IMP-[0-9A-F]{16}$/);
    const [acme] = await queryRows<{ name_zh_cn: string; aliases: string[] }>(
      database.db,
      sql`select name_zh_cn, aliases from brand where brand_code = 'ACMEWIDGETS'`,
    );
    expect(acme).toEqual({ name_zh_cn: '艾克美', aliases: ['ACMEWIDGETS', 'ACMEWIDGETS艾克美', '艾克美'] });

    // A later file naming the brand the same way joins it instead of creating another.
    const again = await importText('brand,mfr_part_number\nACME WIDGETS (艾克美),AW-200\n');
    expect(again.summary).toMatchObject({ inserted: 1, brandsCreated: 0 });
    expect(await productOf('ACMEWIDGETS', 'AW-200')).toBeDefined();
  });

  it("never codes a new brand with another brand's spelling, so a later import reads that spelling as before", async () => {
    await importText('brand,mfr_part_number\nGizmo,GZ-1\n');
    await database.db.execute(
      sql`update brand set aliases = array_append(aliases, 'GIZMOPRO') where brand_code = 'GIZMO'`,
    );
    // 'GIZMO PRO (FCI)' is another maker's name; the code it would take, GIZMOPRO, is Gizmo's spelling.
    const file = 'brand,mfr_part_number\nGIZMO PRO (FCI),GZ-2\nGizmo Pro,GZ-3\n';
    const first = await importText(file);
    expect(first.summary).toMatchObject({ inserted: 2, brandsCreated: 1 });
    expect(await productOf('GIZMOPRO2', 'GZ-2')).toBeDefined();
    // Read again, 'Gizmo Pro' is still Gizmo's: the new brand's code does not take the spelling from it.
    const again = await importText(file);
    expect(again.rejected).toEqual([]);
    expect(again.summary).toMatchObject({ inserted: 0, brandsCreated: 0 });
    expect(await productOf('GIZMO', 'GZ-3')).toBeDefined();
  });

  it('creates brands, categories and parameters without the markup or control characters a file holds', async () => {
    const { summary, rejected } = await importText(
      'brand,mfr_part_number,category,subcategory,description,parameters\n' +
        '"AT&T <b>Würth</b>\u202e",MARKUP-1,"<script>Gizmos</script>","Tiny\tGizmos","<1µA leakage",' +
        '"{""<i>Glow colour</i>"":""<red>""}"\n',
    );
    expect(rejected).toEqual([]);
    expect(summary).toMatchObject({ inserted: 1, brandsCreated: 1, catalogNodesCreated: 2 });
    const [row] = await queryRows<{
      code: string;
      brand: string;
      zh: string;
      aliases: string[];
      node: string;
      top: string;
    }>(
      database.db,
      sql`select b.brand_code as code, b.name_en as brand, b.name_zh_cn as zh, b.aliases, c.name_en as node, t.name_en as top
            from product p join brand b on b.id = p.brand_id
            join catalog c on c.id = p.catalog_id join catalog t on t.id = c.parent_id
           where p.mfr_part_number = 'MARKUP-1'`,
    );
    expect(row).toMatchObject({ brand: 'AT&T bWürth/b', zh: 'AT&T bWürth/b', node: 'Tiny Gizmos' });
    expect(row?.top).toBe('scriptGizmos/script');
    expect(row?.aliases.join('')).not.toMatch(/[<>]/);
    // The description is text, shown escaped: it keeps its '<'. So does a parameter's value; its name does not.
    expect((await productOf(row?.code ?? '', 'MARKUP-1'))?.product_desc).toBe('<1µA leakage');
    const params = await queryRows<{ name: string; value: string }>(
      database.db,
      sql`select m.name_en as name, pp.value_text as value
            from product_param pp join parameter m on m.id = pp.parameter_id join product p on p.id = pp.product_id
           where p.mfr_part_number = 'MARKUP-1'`,
    );
    expect(params).toContainEqual({ name: 'iGlow colour/i', value: '<red>' });
  });

  it('folds the spellings of one maker into one brand, keeping the first as its name and the others as aliases', async () => {
    // Spellings of the real catalog: 'Ever Ohms Tech' and 'EVER OHMS' (new to the database), 'KEYSTONE
    // ELECTRONICS' and 'Keystone', 'KOA Speer Elec' and 'KOA', 'hanxia' with and without its Chinese name (brands
    // the demo catalog has); 'GCT SEMICONDUCTOR INC' is not GCT.
    const { summary, rejected } = await importText(
      'brand,mfr_part_number\n' +
        'KEYSTONE ELECTRONICS,1042P\n' +
        'Keystone,1043\n' +
        'Keystone Electronics Corp.,1044\n' +
        'KOA Speer Elec,RK73H1JTTD1002F\n' +
        'KOA,RK73B1JTTD103J\n' +
        'hanxia,HX-1\n' +
        'hanxia(韩下),HX-2\n' +
        'GCT SEMICONDUCTOR INC,GCT-1\n' +
        'GCT,GCT-2\n' +
        'Ever Ohms Tech,CR0603J10K\n' +
        'EVER OHMS,CR0805J10K\n',
    );
    expect(rejected).toEqual([]);
    expect(summary).toMatchObject({ inserted: 11, brandsCreated: 3 });
    const brands = await queryRows<{
      brand_code: string;
      name_en: string;
      name_zh_cn: string;
      aliases: string[];
      n: number;
    }>(
      database.db,
      sql`select b.brand_code, b.name_en, b.name_zh_cn, b.aliases, count(p.id)::int as n
            from brand b join product p on p.brand_id = b.id
           where p.mfr_part_number in ('1042P', '1043', '1044', 'RK73H1JTTD1002F', 'RK73B1JTTD103J', 'HX-1', 'HX-2',
                                       'GCT-1', 'GCT-2', 'CR0603J10K', 'CR0805J10K')
           group by b.id order by b.brand_code`,
    );
    expect(brands.map((r) => [r.brand_code, r.name_en, r.n])).toEqual([
      ['EVEROHMSTECH', 'Ever Ohms Tech', 2],
      ['GCT', 'GCT', 1],
      ['GCTSEMICONDUCTORINC', 'GCT SEMICONDUCTOR INC', 1],
      ['HANXIA', 'hanxia', 2],
      ['KEYSTONEELECTRONICS', 'KEYSTONE ELECTRONICS', 3],
      ['KOASPEERELEC', 'KOA Speer Elec', 2],
    ]);
    const of = (code: string) => brands.find((r) => r.brand_code === code);
    expect(of('KEYSTONEELECTRONICS')?.aliases).toEqual(
      expect.arrayContaining(['KEYSTONEELECTRONICS', 'KEYSTONE', 'KEYSTONEELECTRONICSCORP']),
    );
    expect(of('KOASPEERELEC')?.aliases).toEqual(expect.arrayContaining(['KOA']));
    expect(of('EVEROHMSTECH')?.aliases).toEqual(expect.arrayContaining(['EVEROHMSTECH', 'EVEROHMS']));
    // The Chinese name in brackets became an alias and the brand's Chinese name, as it had none.
    expect(of('HANXIA')).toMatchObject({ name_zh_cn: '韩下' });
    expect(of('HANXIA')?.aliases).toEqual(expect.arrayContaining(['HANXIA韩下', '韩下']));

    // A later import meets a new spelling of a brand that exists: it joins it and the alias is saved.
    const again = await importText('brand,mfr_part_number\nKEYSTONE ELECTRONICS INC.,1045\n');
    expect(again.summary).toMatchObject({ inserted: 1, brandsCreated: 0 });
    expect(await productOf('KEYSTONEELECTRONICS', '1045')).toBeDefined();
    const [saved] = await queryRows<{ aliases: string[] }>(
      database.db,
      sql`select aliases from brand where brand_code = 'KEYSTONEELECTRONICS'`,
    );
    expect(saved?.aliases).toContain('KEYSTONEELECTRONICSINC');
  });

  it('updates an existing product: given cells replace, empty cells keep, and a new tax rate reprices the breaks', async () => {
    await importText(
      'brand,mfr_part_number,product_code,description,package,tax_rate,mini_qty,mini_pkg,stock_njhb,stock_hk,price_breaks\n' +
        'TI,UPD-1,UPD1,First text,SOT-23,1.13,10,5,100,50,1:1.13;100:0.565\n',
    );
    const { summary } = await importText(
      'brand,mfr_part_number,description,tax_rate,stock_hk,stock_nj,is_active,currency\n' +
        'Texas Instruments,UPD-1,,1.06,0,7,F,usd\n',
    );
    expect(summary).toMatchObject({ inserted: 0, updated: 1 });
    expect(await productOf('TI', 'UPD-1')).toMatchObject({
      product_code: 'UPD1',
      product_desc: 'First text',
      spec_desc: 'SOT-23',
      tax_rate: '1.0600',
      currency: 'USD',
      mini_qty: 10,
      mini_pkg: 5,
      is_active: false,
      redundant_stock: 107,
      stock: [
        { warehouse: 'NJ', qty: 7 },
        { warehouse: 'NJHB', qty: 100 },
      ],
      breaks: [
        { qty_from: 1, qty_to: 99, tax: '1.130000', net: '1.066038' },
        { qty_from: 100, qty_to: null, tax: '0.565000', net: '0.533019' },
      ],
    });
  });

  it('rejects bad rows with their line and every reason, reads formula-looking cells as text, and writes the rest', async () => {
    const csv = [
      'brand,mfr_part_number,description,stock_hk,price_breaks,tax_rate,datasheet_url,mini_qty,mini_pkg',
      ',NOBRAND-1,,,,,,,',
      'TI,,,,,,,,',
      `TI,${'X'.repeat(101)},,,,,,,`,
      'TI,BAD-NUM,,abc,,13%,javascript:alert(1),0,',
      'TI,BAD-BREAKS,,,10:0.5;5:0.4,,,,',
      'TI,NEG-PRICE,,-5,1:-0.5,,,,',
      '@Home Tools,-5V-REG,"=SUM(A1)+cmd|\' /C calc\'!A0",12,,,/files/ds.pdf,,',
      'TI,MULTI,"two',
      'lines",,,,,9,3',
      'TI,BAD-MULTI,,,,,,10,3',
      '@home tools,-5V-REG,again,,,,,,',
      'TI,EXTRA,,,,,,,,surplus',
    ].join('\n');
    const { summary, rejected } = await importText(csv);
    expect(summary).toMatchObject({ read: 11, written: 2, rejected: 9 });
    expect(rejected).toEqual([
      { line: 2, reasons: ['brand is missing'] },
      { line: 3, reasons: ['mfr_part_number is missing'] },
      { line: 4, reasons: ['mfr_part_number is longer than 100 characters'] },
      {
        line: 5,
        reasons: [
          "datasheet_url: 'javascript:alert(1)' is not an http(s) address or a path starting with /",
          "tax_rate: '13%' is not a multiplier from 1 to 99.9999 (as 1.13 for 13 % VAT)",
          "mini_qty: '0' is not a whole number from 1 to 2147483647",
          "stock_hk: 'abc' is not a whole number ≥ 0",
        ],
      },
      { line: 6, reasons: ['price_breaks: quantities must increase (5 comes after 10)'] },
      {
        line: 7,
        reasons: ["stock_hk: '-5' is not a whole number ≥ 0", 'price_breaks: the price -0.5 is negative'],
      },
      { line: 11, reasons: ['mini_qty 10 is not a whole multiple of mini_pkg 3'] },
      { line: 12, reasons: ['brand HOMETOOLS part -5V-REG is already on line 8'] },
      { line: 13, reasons: ['1 cell(s) past the last column of the header: a comma in an unquoted cell?'] },
    ]);
    const formula = await productOf('HOMETOOLS', '-5V-REG');
    expect(formula).toMatchObject({ product_desc: "=SUM(A1)+cmd|' /C calc'!A0", redundant_stock: 12 });
    // The two-line cell: the row starting on line 9 lands, and the row after it is line 11.
    expect(await productOf('TI', 'MULTI')).toMatchObject({ product_desc: 'two\nlines', mini_qty: 9 });
  });

  it('rejects a row whose product code another part holds, and still writes the rest of its batch', async () => {
    const { summary, rejected } = await importText(
      'brand,mfr_part_number,product_code\nTI,TAKEN-1,C6962\nTI,FREE-1,FREE1\n',
    );
    expect(rejected).toEqual([
      { line: 2, reasons: ['product_code C6962 is already the code of part TL072IDR'] },
    ]);
    expect(summary).toMatchObject({ written: 1, rejected: 1 });
    expect(await productOf('TI', 'FREE-1')).toBeDefined();
  });

  it('isolates a row the database refuses by splitting its batch, so the other rows land', async () => {
    // Line 3 takes the code the import generates for line 2: no check before the upsert sees it (neither is
    // in the database yet), so the unique index refuses the batch; halving it lands line 2 alone, after which
    // line 3 alone is refused by name.
    const clash = generatedProductCode('TI', 'CLASH-A');
    const { summary, rejected } = await importText(
      `brand,mfr_part_number,product_code\nTI,CLASH-A,\nTI,CLASH-B,${clash}\nTI,CLASH-C,\nTI,CLASH-D,\n`,
    );
    expect(summary).toMatchObject({ written: 3, rejected: 1 });
    expect(rejected).toEqual([
      { line: 3, reasons: [`product_code ${clash} is already the code of part CLASH-A`] },
    ]);
    for (const part of ['CLASH-A', 'CLASH-C', 'CLASH-D']) expect(await productOf('TI', part)).toBeDefined();
  });

  it('reports progress, names ignored columns, and lands rows in batches', async () => {
    const seen: number[] = [];
    const lines = Array.from({ length: 7 }, (_, i) => `TI,BATCH-${i},${i}`);
    const { summary } = await importText(`brand,mfr_part_number,stock_nj,colour\n${lines.join('\n')}\n`, {
      batchSize: 3,
      progressEvery: 2,
      onProgress: (p) => seen.push(p.read),
    });
    expect(seen).toEqual([2, 4, 6]);
    expect(summary).toMatchObject({ read: 7, written: 7, ignoredColumns: ['colour'] });
  });

  it('stops on a header without the required columns or an empty file', async () => {
    await expect(importText('brand,part\nTI,X\n')).rejects.toThrow(/lacks the column mfr_part_number/);
    await expect(importText('')).rejects.toThrow(/no header row/);
  });

  it('imports an .xlsx file: numbers, booleans and stored formula results read as text', async () => {
    const sheet = utils.aoa_to_sheet([
      ['Brand', 'mfr_part_number', 'tax_rate', 'stock_njhb', 'is_active', 'price_breaks', 'description'],
      ['ST', 'XLSX-1', 1.13, 1200, true, '1:11.3;10:10.17', '=not a formula'],
      ['ST', 74, 1.06, 5, false, '', ''],
      ['ST', 'XLSX-ERR', 1.13, 1, true, '', ''],
    ]);
    sheet.G4 = { t: 'n', v: 42, f: 'SUM(1,41)' };
    sheet.D4 = { t: 'e', v: 7 };
    const book = utils.book_new();
    utils.book_append_sheet(book, sheet, 'Catalog');
    const file = path.join(dir, 'catalog.xlsx');
    await writeFile(file, write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);

    const summary = await importCatalogFile(database.db, file, { clock: () => NOW });
    expect(summary).toMatchObject({ read: 3, written: 2, rejected: 1 });
    expect(await readFile(`${file}.rejected.csv`, 'utf8')).toBe(
      'line,reasons\n4,"cell D4 holds a spreadsheet error value"\n',
    );
    expect(await productOf('ST', 'XLSX-1')).toMatchObject({
      tax_rate: '1.1300',
      redundant_stock: 1200,
      is_active: true,
      product_desc: '=not a formula',
      breaks: [
        { qty_from: 1, qty_to: 9, tax: '11.300000', net: '10.000000' },
        { qty_from: 10, qty_to: null, tax: '10.170000', net: '9.000000' },
      ],
    });
    expect(await productOf('ST', '74')).toMatchObject({ tax_rate: '1.0600', is_active: false });
  });

  it('refuses a file named .xlsx that is not a zip, and a zip that declares too much inflated data', async () => {
    const fake = path.join(dir, 'not-a-workbook.xlsx');
    await writeFile(fake, 'brand,mfr_part_number\nTI,X\n');
    await expect(importCatalogFile(database.db, fake)).rejects.toThrow(
      new CatalogImportError('Not a readable .xlsx file: it does not start as a zip file does'),
    );

    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet([['brand']]), 'S');
    const zip = write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(zipDirectory(zip).entries).toBeGreaterThan(3);
    // Claim 2 GB for the first entry of the central directory.
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(0x80000000, central + 24);
    expect(() => zipDirectory(zip)).toThrow(/inflates to 2048 MB/);
  });

  it('refuses a file it cannot read or of another kind', async () => {
    await expect(importCatalogFile(database.db, path.join(dir, 'missing.csv'))).rejects.toThrow(
      /Cannot read/,
    );
    const other = path.join(dir, 'catalog.xls');
    await writeFile(other, 'x');
    await expect(importCatalogFile(database.db, other)).rejects.toThrow(
      /give a \.csv, \.csv\.gz or \.xlsx file/,
    );
  });
});
