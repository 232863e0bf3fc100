import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../platform/app-error.js';
import { queryRows, type Database } from '../../../platform/db.js';
import { migrate } from '../../../platform/migrate.js';
import { storedParamsOf } from '../../../testing/product-params.js';
import { openTestDatabase } from '../../../testing/test-database.js';
import { parseCsv, readCsvUpload } from './import-csv.js';
import { importCatalogFile, importCatalogRows } from './import.js';
import { MAX_IMPORT_CELLS, MAX_IMPORT_ROWS, MAX_UNPACKED_BYTES, readCatalogUpload } from './import-job.js';
import { CatalogImportError, type RejectedRow } from './import.types.js';

/** The catalog import's parameters column, from a plain and a gzipped CSV, and the console's .csv.gz upload. */

const here = path.dirname(fileURLToPath(import.meta.url));
const SAMPLE = path.join(here, '..', 'fixtures', 'product-params-sample.csv');
const NOW = new Date('2026-11-22T08:00:00Z');

let database: Database;
let drop: () => Promise<void>;
let dir: string;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
  dir = await mkdtemp(path.join(tmpdir(), 'emall-params-'));
});
afterAll(async () => {
  await drop();
  await rm(dir, { recursive: true, force: true });
});

async function importText(csv: string) {
  const rejected: RejectedRow[] = [];
  const summary = await importCatalogRows(database.db, parseCsv([csv]), {
    clock: () => NOW,
    onRejected: (rows) => {
      rejected.push(...rows);
    },
  });
  return { summary, rejected };
}

const paramsOf = (mfrPartNumber: string) => storedParamsOf(database.db, { mfrPartNumber });

async function paramCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from product_param`,
  );
  return row?.n ?? 0;
}

describe('importing the parameters column', () => {
  it('writes the parameters of real parts from a .csv.gz, streamed, as from the .csv', async () => {
    const gz = path.join(dir, 'sample.csv.gz');
    await writeFile(gz, gzipSync(await readFile(SAMPLE)));
    const summary = await importCatalogFile(database.db, gz, { clock: () => NOW });
    expect(summary).toMatchObject({ read: 29, written: 29, rejected: 0 });
    expect(summary.ignoredColumns).toEqual(['lcsc_code', 'basic_extended', 'status']);
    expect(await paramsOf('0402B104J250CT')).toEqual({
      package: ['0402', null, '0402'],
      capacitance: ['100nF', 1e-7, '100NF'],
      voltageRating: ['25V', 25, '25V'],
      tolerance: ['±5%', 5, '5'],
      temperatureCoefficient: ['X7R', null, 'X7R'],
    });
    // The data's own names become parameters named as the data names them.
    const [named] = await queryRows<{ name_en: string; unit: string | null; sort: number }>(
      database.db,
      sql`select name_en, unit, sort from parameter where code = 'x.overload-voltage-max'`,
    );
    expect(named).toEqual({ name_en: 'Overload voltage (max)', unit: null, sort: 1000 });

    // The same rows from the plain file: every product's parameters replaced by the same ones.
    const before = await paramCount();
    const again = await importCatalogFile(database.db, SAMPLE, {
      clock: () => NOW,
      reportPath: path.join(dir, 'sample.rejected.csv'),
    });
    expect(again).toMatchObject({ written: 29, updated: 29 });
    expect(await paramCount()).toBe(before);
  });

  it('rejects a parameters cell that is not a JSON object of texts, with its reason', async () => {
    const { summary, rejected } = await importText(
      [
        'brand,mfr_part_number,parameters',
        'ACME,P-JSON,"{""Capacitance"":""10uF"""',
        'ACME,P-ARRAY,"[""10uF""]"',
        'ACME,P-NUMBER,"{""Capacitance"":10}"',
        'ACME,P-GOOD,"{""Capacitance"":""10uF"",""Mpn"":""P-GOOD""}"',
      ].join('\n'),
    );
    expect(rejected).toEqual([
      { line: 2, reasons: [`parameters: '{"Capacitance":"10uF"' is not a JSON object of name → text`] },
      { line: 3, reasons: [`parameters: '["10uF"]' is not a JSON object of name → text`] },
      { line: 4, reasons: [`parameters: the value of 'Capacitance' is not a text`] },
    ]);
    expect(summary).toMatchObject({ written: 1, rejected: 3 });
    expect(await paramsOf('P-GOOD')).toEqual({ capacitance: ['10uF', 1e-5, '10UF'] });
  });

  it('keeps the parameters of a product when a later row has none, taking its new package', async () => {
    await importText(
      'brand,mfr_part_number,package,parameters\nACME,P-KEEP,0603,"{""Resistance"":""10kΩ""}"\n',
    );
    await importText('brand,mfr_part_number,package,stock_nj\nACME,P-KEEP,0805,5\n');
    expect(await paramsOf('P-KEEP')).toEqual({
      package: ['0805', null, '0805'],
      resistance: ['10kΩ', 10000, '10KΩ'],
    });
    // A new product without parameters: its package and what its description names.
    await importText('brand,mfr_part_number,package,description\nACME,P-DESC,0402,CAP CER 1uF 10V X5R\n');
    expect(await paramsOf('P-DESC')).toEqual({
      package: ['0402', null, '0402'],
      capacitance: ['1uF', 1e-6, '1UF'],
      voltageRating: ['10V', 10, '10V'],
      temperatureCoefficient: ['X5R', null, 'X5R'],
    });
  });

  it('stops on a damaged .csv.gz with a clear error', async () => {
    const damaged = path.join(dir, 'damaged.csv.gz');
    await writeFile(damaged, 'brand,mfr_part_number\nACME,X\n');
    await expect(importCatalogFile(database.db, damaged)).rejects.toThrow(
      new CatalogImportError('Not a readable .csv.gz file: incorrect header check (Z_DATA_ERROR)'),
    );
    const cut = path.join(dir, 'cut.csv.gz');
    await writeFile(cut, gzipSync(await readFile(SAMPLE)).subarray(0, 2000));
    await expect(importCatalogFile(database.db, cut)).rejects.toThrow(/Not a readable \.csv\.gz file/);
  });
});

describe('the console upload', () => {
  const upload = (filename: string, bytes: Buffer) =>
    readCatalogUpload({ filename, kind: null, bytes, fields: {} });

  it('takes a .csv.gz, unpacked in memory', async () => {
    const rows = await upload('catalog.csv.gz', gzipSync(await readFile(SAMPLE)));
    expect(rows).toHaveLength(30);
    expect(rows[1]?.cells[1]).toBe('0402B104J250CT');
  });

  it('refuses a .csv.gz that is not gzip', async () => {
    await expect(upload('catalog.csv.gz', Buffer.from('brand,mfr_part_number\n'))).rejects.toThrow(
      new AppError('FILE_KIND_NOT_ACCEPTED', { kinds: '.csv, .csv.gz, .xlsx' }),
    );
    const damaged = gzipSync(Buffer.from('brand,mfr_part_number\nACME,X\n'));
    damaged.writeUInt32LE(0, damaged.length - 8);
    await expect(upload('catalog.csv.gz', damaged)).rejects.toThrow(AppError);
  });

  it('refuses a .csv.gz that unpacks to more than it may hold', async () => {
    // 34,000 rows of 2 kB: fewer rows than the limit, more bytes.
    const bomb = gzipSync(Buffer.from(`${'a'.repeat(2000)}\n`.repeat(34_000)), { level: 1 });
    expect(34_000 * 2001).toBeGreaterThan(MAX_UNPACKED_BYTES);
    await expect(upload('catalog.csv.gz', bomb)).rejects.toThrow(new AppError('PAYLOAD_TOO_LARGE'));
  });

  it('stops a 64 kB file of 31 million one-letter rows at the row limit, having unpacked only a piece beyond it', async () => {
    const bomb = gzipSync(Buffer.from('a\n'.repeat(31_500_000)), { level: 9 });
    expect(bomb.length).toBeLessThan(100 * 1024);
    await expect(upload('catalog.csv.gz', bomb)).rejects.toThrow(
      new AppError('IMPORT_TOO_MANY_ROWS', { n: MAX_IMPORT_ROWS }),
    );
    const read = await readCsvUpload(bomb, true, {
      maxBytes: MAX_UNPACKED_BYTES,
      maxRows: MAX_IMPORT_ROWS + 1,
      maxCells: MAX_IMPORT_CELLS,
    });
    expect(read).toMatchObject({ refused: 'tooManyRows' });
    // 50,002 rows of two bytes are 100 kB: one 64 kB piece more at most, not the 63 MB the file unpacks to.
    expect(read.textBytes).toBeLessThan(200 * 1024);
  });

  it('stops a file of rows with hundreds of thousands of cells at the cell limit', async () => {
    const wide = `${Array.from({ length: 500_000 }, () => 'a').join(',')}\n`;
    const file = gzipSync(Buffer.from(wide.repeat(8)));
    await expect(upload('catalog.csv.gz', file)).rejects.toThrow(new AppError('PAYLOAD_TOO_LARGE'));
  });
});
