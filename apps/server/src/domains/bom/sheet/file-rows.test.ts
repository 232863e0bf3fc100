import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/app-error.js';
import { decodeText } from '../../../platform/text-decoding.mjs';
import { readTextTable } from '../../../platform/text-table.mjs';
import { BOM_FIXTURES, fixtureBytes, readFixtureRows } from '../../../testing/bom-files.js';
import { readBomFileRows } from './file-rows.js';

/**
 * Every real BOM file read as an upload reads it (in the child process), and the text exports cell by
 * cell.
 */

const LIMITS = { maxRows: 20_000, maxColumns: 50, maxCellLength: 1000 };
const GBK_FILE = 'HackerConsole_物料清单_gbk.csv';

function textRows(name: string): string[][] {
  const read = readTextTable(fixtureBytes(name), LIMITS);
  if (!('rows' in read)) throw new Error(`${name}: ${read.error}`);
  return read.rows;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('the file was not refused');
}

const FILES = readdirSync(BOM_FIXTURES).filter((name) => name !== 'SOURCE.md' && name !== GBK_FILE);

describe('every real BOM file, read as an upload reads it', () => {
  it('holds every kind the upload accepts', () => {
    const kinds = new Set(FILES.map((name) => name.slice(name.lastIndexOf('.'))));
    expect([...kinds].sort()).toEqual(['.csv', '.tsv', '.txt', '.xls', '.xlsx']);
  });

  it.each(FILES)('reads %s into a table', async (name) => {
    const rows = await readFixtureRows(name);
    expect(rows.length).toBeGreaterThan(10);
    expect(Math.max(...rows.map((row) => row.length))).toBeGreaterThanOrEqual(4);
  });

  it('reads a CSV and its spreadsheet twins into the same rows', async () => {
    const csv = await readFixtureRows('hackrf-one-bom_2016_grouped.csv');
    expect(await readFixtureRows('hackrf-one-bom_2016_grouped.xlsx')).toEqual(csv);
    expect(await readFixtureRows('hackrf-one-bom_2014_semicolon_per_ref.xlsx')).toEqual(
      await readFixtureRows('hackrf-one-bom_2014_semicolon_per_ref.csv'),
    );
    // The legacy .xls twin differs only where its converter cut a long designator list (255 characters).
    const xls = await readFixtureRows('hackrf-one-bom_2016_grouped.xls');
    expect(xls.map((row) => row.length)).toEqual(csv.map((row) => row.length));
    expect(xls.flat().filter((cell, i) => cell !== csv.flat()[i])).toHaveLength(1);
  });

  it('refuses the GBK file, a title and six free-text lines with no columns, as holding no table', async () => {
    expect(await refusal(readFixtureRows(GBK_FILE))).toBe('FILE_NO_TABLE');
  });

  it('refuses what is no BOM file by its content, and an empty file, before anything is read', async () => {
    expect(await refusal(readBomFileRows(Buffer.from('%PDF-1.7 not a BOM')))).toBe('FILE_KIND_NOT_ACCEPTED');
    expect(await refusal(readBomFileRows(Buffer.from([0x41, 0x00, 0xff, 0xfe, 0x01])))).toBe(
      'FILE_KIND_NOT_ACCEPTED',
    );
    expect(await refusal(readBomFileRows(Buffer.alloc(0)))).toBe('FILE_NO_TABLE');
  });
});

describe('the real text exports, cell by cell', () => {
  it('cuts the EAGLE partlist at its header’s column starts, its preamble kept as title rows', () => {
    const rows = textRows('CurrentMonitor_partlist_eagle.txt');
    expect(rows).toHaveLength(60);
    expect(rows.slice(0, 5)).toEqual([
      ['Partlist'],
      ['Exported from CurrentMonitor.sch at 8/30/2018 4:15 PM'],
      ['EAGLE Version 7.5.0 Copyright (c) 1988-2015 CadSoft'],
      ['Assembly variant:'],
      ['Part', 'Value', 'Device', 'Package', 'Library', 'Sheet'],
    ]);
    // The device name fills its column: only one space parts it from the package.
    expect(rows[5]).toEqual(['A1', 'XB24CZ7WIT-004', 'ULINK_XBEEOVALPADS', 'XBEE_OVAL_PADS', '_jc', '1']);
    expect(rows.find((row) => row[0] === 'Y1')).toEqual([
      'Y1',
      '16MHz 18pF',
      'RESONATOR',
      'RESONATOR',
      '_jc',
      '1',
    ]);
  });

  it('finds the Mouser header under four preamble rows', () => {
    const rows = textRows('CurrentMonitor_bom_mouser.csv');
    expect(rows).toHaveLength(34);
    expect(rows.every((row) => row.length === 6)).toBe(true);
    expect(rows[3]).toEqual(['Part No.', 'Order Qty.', 'Mouser #', 'Mfr. #', 'Manufacturer', 'Description']);
    expect(rows.find((row) => row[0] === 'JP1')?.[5]).toBe('0.1” Header, male, 6-position');
  });

  it('decodes the EasyEDA exports as UTF-16LE, with their mark or without it', () => {
    const dengFoc = fixtureBytes('DengFOC-V3_BOM_easyeda_utf16.csv');
    expect(decodeText(dengFoc)?.encoding).toBe('utf-16le');
    const rows = textRows('DengFOC-V3_BOM_easyeda_utf16.csv');
    expect(rows).toHaveLength(35);
    expect(rows[0]).toEqual([
      'ID',
      'Name',
      'Designator',
      'Footprint',
      'Quantity',
      'Manufacturer Part',
      'Manufacturer',
      'Supplier',
      'Supplier Part',
      'Price',
    ]);
    expect(rows[1]).toEqual([
      '1',
      '47uF',
      'C1,C2',
      'C0603',
      '2',
      'GRM188R60J476ME15D',
      'MuRata',
      'LCSC',
      'C140782',
      '0.6055',
    ]);

    const dial = fixtureBytes('SurfaceDial_Lite_BOM_easyeda_utf16.csv');
    const dialRows = textRows('SurfaceDial_Lite_BOM_easyeda_utf16.csv');
    expect(dialRows).toHaveLength(13);
    expect(dialRows[1]).toEqual([
      '1',
      'Comment',
      'U?,U?,U?,U?',
      'JUMPER',
      '4',
      '',
      '',
      '',
      '',
      'Comment',
      'Jumper_5mm',
    ]);
    expect(readTextTable(dial.subarray(2), LIMITS)).toEqual({ rows: dialRows });
  });

  it('decodes the GBK file to the right Chinese, and finds no table in it', () => {
    const decoded = decodeText(fixtureBytes(GBK_FILE));
    expect(decoded?.encoding).toBe('gb18030');
    expect(decoded?.text.split(/\r?\n/, 2)).toEqual([
      '如果你想自行打印该模型，需要自备以下五金件：',
      '"1.  M2*14内六角螺丝\t\t//外壳使用"',
    ]);
    expect(readTextTable(fixtureBytes(GBK_FILE), LIMITS)).toEqual({ error: 'NO_TABLE' });
  });

  it('reads the semicolons of hackrf 2014 and the tabs of the Bus Pirate TSV, commas in cells kept', () => {
    const hackrf = textRows('hackrf-one-bom_2014_semicolon_per_ref.csv');
    expect(hackrf).toHaveLength(415);
    expect(hackrf[0]).toEqual([
      'ref',
      'value',
      'Field1',
      'Field2',
      'Field3',
      'Field4',
      'Field5',
      'Field6',
      'Field7',
      'Field8',
    ]);
    const pirate = textRows('BusPirate_1-click-bom_alternates.tsv');
    expect(pirate).toHaveLength(16);
    expect(pirate.every((row) => row.length === 11)).toBe(true);
    expect(pirate[1]?.slice(0, 4)).toEqual(['C1-C6', '6', 'Kemet', 'C0603C104K5RACTU']);
  });

  it('reads quoted KiCad fields, the byte-order mark of the JLC export, and the KiBoM file cut to 50 columns', () => {
    const fields = textRows('mp153-devboard_v0.1_bom_kicad-fields.csv');
    expect(fields).toHaveLength(45);
    expect(fields.find((row) => row[0] === 'S2,S3')?.slice(0, 4)).toEqual([
      'S2,S3',
      '2',
      'C&K Switches',
      'PTS526 SM15 SMTR2 LFS',
    ]);
    expect(fields.find((row) => row[0] === 'R68')?.[4]).toBe('100Ω_0402');
    const jlc = textRows('mp153-devboard_v0.1_production_bom_jlc.csv');
    expect(jlc[0]).toEqual(['Designator', 'Footprint', 'Quantity', 'Value', 'LCSC Part #']);
    expect(jlc.find((row) => row[0] === 'U13')?.[4]).toBe('C233715');
    const kibom = textRows('Marble-Mini_bom_kibom.csv');
    // 131 groups between the header and 10 summary rows.
    expect(kibom).toHaveLength(142);
    expect(kibom[0]).toHaveLength(50);
    expect(kibom.at(-1)).toEqual(['KiCad Version:', 'Eeschema (5.1.0-481-ga76bcc204)']);
    expect(textRows('dboard_BOM-keyboard_jlcpcb.csv')[0]).toEqual([
      'Comment',
      'Designator',
      'Footprint',
      'LCSC',
    ]);
  });
});
