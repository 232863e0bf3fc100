import { describe, expect, it } from 'vitest';
import type { BomMappingWarning, BomTableMapping } from '@emall/contract';
import { demoHints, fixtureBytes, readFixtureRows } from '../../testing/bom-files.js';
import { detectBomTables } from './sheet/sheet-header.js';
import { readSheetLines, type SheetLine } from './sheet/sheet-lines.js';
import { mappingWarnings } from './sheet/sheet-warnings.js';

/**
 * Every real BOM of fixtures/ (SOURCE.md there), read as an upload reads it: the header row, the role of
 * each column, the alternates and the number of lines. Each expectation was written by hand after reading
 * the file's lines (the comments say what was checked).
 */

const hints = demoHints();

async function read(name: string) {
  const rows = await readFixtureRows(name);
  const tables = detectBomTables(rows, hints);
  return { rows, tables, ...readSheetLines(rows, { tables }) };
}

interface Expected {
  tables: BomTableMapping[];
  lines: number;
  skipped: number;
}

const HACKRF_2016: Expected = {
  // Item,Qty,Reference(s),Value,LibPart,Footprint,Datasheet,Description,Manufacturer,Part Number
  tables: [
    {
      headerRow: 0,
      columns: { qty: 1, designator: 2, partName: 3, package: 5, description: 7, manufacturer: 8, mfrPn: 9 },
    },
  ],
  lines: 65,
  skipped: 0,
};

const HACKRF_2014: Expected = {
  // ref;value;Field1..Field8: Field1 the makers, Field2 the part numbers (by content); one row per designator.
  tables: [{ headerRow: 0, columns: { designator: 0, partName: 1, manufacturer: 2, mfrPn: 3 } }],
  lines: 65,
  skipped: 114,
};

const SURFACE_DIAL: Expected = {
  // EasyEDA: ID,Name,Designator,Footprint,Quantity,Manufacturer Part (empty),Manufacturer,Supplier,Supplier Part,value
  tables: [
    {
      headerRow: 0,
      columns: { partName: 1, designator: 2, package: 3, qty: 4, mfrPn: 5, manufacturer: 6, supplierPn: 8 },
    },
  ],
  lines: 12,
  skipped: 0,
};

const X_KNOB_COLUMNS = { qty: 1, mfrPn: 2, designator: 3, package: 4, partName: 5, supplierPn: 6 };

/**
 * Files made from the real ones above by a change a buyer's file may carry (SOURCE.md says how each was made):
 * the rules must read them as the file they were made from, or warn where they cannot.
 */
const MADE: Record<string, Expected> = {
  // The grouped hackrf export with its part numbers one column right of 'Part Number' and a note ('ask for 2
  // spares') typed into the named column: the part numbers are still taken from the column right of the name.
  'hackrf-one-bom_2016_pn-one-right_note.csv': {
    tables: [
      {
        headerRow: 0,
        columns: {
          qty: 1,
          designator: 2,
          partName: 3,
          package: 5,
          description: 7,
          manufacturer: 8,
          mfrPn: 10,
        },
      },
    ],
    lines: 65,
    skipped: 0,
  },
  // The grouped hackrf export with the header's first cell deleted, every name one cell left of its data: the
  // names mislead ('Manufacturer' over descriptions, 'Part Number' over makers) and the preview warns.
  'hackrf-one-bom_2016_header-one-left.csv': {
    tables: [
      {
        headerRow: 0,
        columns: { qty: 1, partName: 2, package: 4, description: 6, manufacturer: 7, mfrPn: 8 },
      },
    ],
    lines: 65,
    skipped: 0,
  },
  // The Mouser export with 'Mfr. #' typed 'Mrf#' and a product link column beside it: the links are no part.
  'CurrentMonitor_bom_mouser_mrf-typo_links.csv': {
    tables: [
      {
        headerRow: 3,
        columns: { designator: 0, qty: 1, supplierPn: 2, mfrPn: 3, manufacturer: 5, description: 6 },
      },
    ],
    lines: 30,
    skipped: 0,
  },
  // The Kitspace lines in a DigiKey cart's layout: DigiKey codes under the generic 'Part Number', the part number
  // under 'MFR. Part #', designators under 'Customer Reference', a product link per line.
  'BusPirate_digikey-cart_mfr-part_links.csv': {
    tables: [{ headerRow: 0, columns: { qty: 1, supplierPn: 2, mfrPn: 3, manufacturer: 4, designator: 5 } }],
    lines: 15,
    skipped: 0,
  },
  // Kitspace's layout with an LCSC column after Farnell: six alternate column sets, every one kept.
  'Kitspace_order-codes_bom.tsv': {
    tables: [
      {
        headerRow: 0,
        columns: { designator: 0, qty: 1, manufacturer: 2, mfrPn: 3, supplierPn: 6 },
        alternates: [
          { manufacturer: 4, mfrPn: 5 },
          { supplierPn: 7 },
          { supplierPn: 8 },
          { supplierPn: 9 },
          { supplierPn: 10 },
          { supplierPn: 11 },
        ],
      },
    ],
    lines: 11,
    skipped: 0,
  },
};

const CORPUS: Record<string, Expected> = {
  'hackrf-one-bom_2016_grouped.csv': HACKRF_2016,
  'hackrf-one-bom_2016_grouped.xlsx': HACKRF_2016,
  'hackrf-one-bom_2016_grouped.xls': HACKRF_2016,
  'hackrf-one-bom_2014_semicolon_per_ref.csv': HACKRF_2014,
  'hackrf-one-bom_2014_semicolon_per_ref.xlsx': HACKRF_2014,
  // A title row, then Item #,*Designator,*Qty,Manufacturer,*Mfg Part #,Description / Value,*Package/Footprint;
  // three rows marked not fitted.
  'OpenRemise_ESP32S3Board_bom.xlsx': {
    tables: [
      {
        headerRow: 1,
        columns: { designator: 1, qty: 2, manufacturer: 3, mfrPn: 4, description: 5, package: 6 },
      },
    ],
    lines: 25,
    skipped: 3,
  },
  // 型号,位号,数量,备注: free-text passives in the part number column.
  'rubiks-cube-robot_BOM.xlsx': {
    tables: [{ headerRow: 0, columns: { mfrPn: 0, designator: 1, qty: 2 } }],
    lines: 30,
    skipped: 0,
  },
  'SurfaceDial_Lite_BOM_easyeda_utf16.csv': SURFACE_DIAL,
  'SurfaceDial_Lite_BOM_easyeda_utf16.xlsx': SURFACE_DIAL,
  // Two tables side by side (电控, 机械), each its own 零件名称 and 数量; rows continuing a cable's colours
  // ('黑色GND*2' under an empty name) give no line.
  'DengFOC_Lailuo_BOM表.xlsx': {
    tables: [
      { headerRow: 1, columns: { partName: 0, qty: 1 } },
      { headerRow: 1, columns: { partName: 10, qty: 11 } },
    ],
    lines: 18,
    skipped: 10,
  },
  // EasyEDA with both the part number and the LCSC code; 'Name' holds values (47uF), 'Supplier' only 'LCSC'.
  'DengFOC-V3_BOM_easyeda_utf16.csv': {
    tables: [
      {
        headerRow: 0,
        columns: { partName: 1, designator: 2, package: 3, qty: 4, mfrPn: 5, manufacturer: 6, supplierPn: 8 },
      },
    ],
    lines: 34,
    skipped: 0,
  },
  // JLCPCB format: Comment (the value),Designator,Footprint,LCSC; no quantity column, but rows list several
  // designators, so each row is a line (74HC4067 stays on its five rows).
  'dboard_BOM-keyboard_jlcpcb.csv': {
    tables: [{ headerRow: 0, columns: { partName: 0, designator: 1, package: 2, supplierPn: 3 } }],
    lines: 27,
    skipped: 0,
  },
  // KiBoM, 70 columns: 'Manufacturer Part Number' with 'Manufacturer' is the line's part, 'Mouser Part Number'
  // its order code; 'Manufacturer1 Part Number' with 'Manufacturer1 Example', 'Manufacturer_Part_Number' with
  // 'Manufacturer_Name' and 'RS Part Number' its alternates; the generic 'Part Number' (CERN library names) gives
  // way; 'Component' is an item number; 10 summary rows and 2 DNP rows.
  'Marble-Mini_bom_kibom.csv': {
    tables: [
      {
        headerRow: 0,
        columns: {
          designator: 3,
          partName: 4,
          package: 5,
          qty: 6,
          mfrPn: 18,
          description: 25,
          manufacturer: 44,
          supplierPn: 59,
        },
        alternates: [{ mfrPn: 28, manufacturer: 40 }, { mfrPn: 66, manufacturer: 60 }, { supplierPn: 64 }],
      },
    ],
    lines: 129,
    skipped: 12,
  },
  // Kitspace: References,Qty,Manufacturer,MPN,Manufacturer,MPN,Digikey,Mouser,RS,Newark,Farnell.
  'BusPirate_1-click-bom_alternates.tsv': {
    tables: [
      {
        headerRow: 0,
        columns: { designator: 0, qty: 1, manufacturer: 2, mfrPn: 3, supplierPn: 6 },
        alternates: [
          { manufacturer: 4, mfrPn: 5 },
          { supplierPn: 7 },
          { supplierPn: 8 },
          { supplierPn: 9 },
          { supplierPn: 10 },
        ],
      },
    ],
    lines: 15,
    skipped: 0,
  },
  // Reference,Qty,Manufacturer,Part Number,Value,Footprint,Specifications,DNP: the mounting holes are DNP.
  'mp153-devboard_v0.1_bom_kicad-fields.csv': {
    tables: [
      {
        headerRow: 0,
        columns: {
          designator: 0,
          qty: 1,
          manufacturer: 2,
          mfrPn: 3,
          partName: 4,
          package: 5,
          description: 6,
        },
      },
    ],
    lines: 43,
    skipped: 1,
  },
  // Designator,Footprint,Quantity,Value,LCSC Part #: the same board, the holes a line of their own.
  'mp153-devboard_v0.1_production_bom_jlc.csv': {
    tables: [{ headerRow: 0, columns: { designator: 0, package: 1, qty: 2, partName: 3, supplierPn: 4 } }],
    lines: 44,
    skipped: 0,
  },
  // 序号,数量,名称,丝印,封装,值,立创链接 three times (one per board): 名称 holds part numbers, 丝印 designators.
  'X-Knob_SuperDialV2_Bom.xlsx': {
    tables: [
      { headerRow: 2, columns: X_KNOB_COLUMNS },
      { headerRow: 27, columns: X_KNOB_COLUMNS },
      { headerRow: 40, columns: X_KNOB_COLUMNS },
    ],
    lines: 40,
    skipped: 3,
  },
  // EAGLE partlist after four preamble rows: Part (designators by content),Value,Device,Package,Library,Sheet;
  // one row per designator, 55 rows counted into 36 parts (value and package alike).
  'CurrentMonitor_partlist_eagle.txt': {
    tables: [{ headerRow: 4, columns: { designator: 0, partName: 1, package: 3 } }],
    lines: 36,
    skipped: 0,
  },
  // Mouser: three preamble rows (and a blank one the reader drops), then Part No. (designators by content),Order Qty.,Mouser #,Mfr. #,Manufacturer,
  // Description; the four header lines without part numbers are read by their description.
  'CurrentMonitor_bom_mouser.csv': {
    tables: [
      {
        headerRow: 3,
        columns: { designator: 0, qty: 1, supplierPn: 2, mfrPn: 3, manufacturer: 4, description: 5 },
      },
    ],
    lines: 30,
    skipped: 0,
  },
};

describe('the real BOM corpus', () => {
  it.each(Object.entries({ ...CORPUS, ...MADE }))(
    '%s: header, columns, alternates and lines',
    async (name, expected) => {
      const bom = await read(name);
      expect(bom.tables).toEqual(expected.tables);
      expect([bom.lines.length, bom.skippedRowCount]).toEqual([expected.lines, expected.skipped]);
    },
  );

  it('reads the made files as the files they were made from', async () => {
    const shifted = await read('hackrf-one-bom_2016_pn-one-right_note.csv');
    const grouped = await read('hackrf-one-bom_2016_grouped.csv');
    const key = (l: SheetLine) => [l.qryParam, l.brandName, l.qty, l.designators];
    expect(shifted.lines.map(key)).toEqual(grouped.lines.map(key));
    const links = await read('CurrentMonitor_bom_mouser_mrf-typo_links.csv');
    const mouser = await read('CurrentMonitor_bom_mouser.csv');
    const part = (l: SheetLine) => [l.qryParam, l.brandName, l.supplierPn, l.qty, l.designators];
    expect(links.lines.map(part)).toEqual(mouser.lines.map(part));
    const cart = await read('BusPirate_digikey-cart_mfr-part_links.csv');
    expect(cart.lines.find((l) => l.designators === 'C10,C11')).toMatchObject({
      qryParam: '293D106X0010A2TE3',
      brandName: 'Sprague',
      supplierPn: '718-1118-1-ND',
      qty: 2,
    });
  });

  it('warns only where the chosen columns do not hold what they are chosen for', async () => {
    const warned: Record<string, BomMappingWarning[]> = {};
    for (const name of Object.keys({ ...CORPUS, ...MADE })) {
      const bom = await read(name);
      const warnings = mappingWarnings(bom.rows, { tables: bom.tables }, hints);
      if (warnings.length) warned[name] = warnings;
    }
    expect(warned).toEqual({
      // Names one cell left of their data: descriptions under 'Manufacturer', makers under 'Part Number'.
      'hackrf-one-bom_2016_header-one-left.csv': [
        { code: 'makerColumnNotMakers', column: 7, header: 'Manufacturer', fitting: 1, rows: 65 },
        { code: 'partNumberColumnNotPartNumbers', column: 8, header: 'Part Number', fitting: 0, rows: 65 },
      ],
      // The right column, but 23 of its 30 cells are descriptions of passives ('100nF 25V 0603电容').
      'rubiks-cube-robot_BOM.xlsx': [
        { code: 'partNumberColumnNotPartNumbers', column: 0, header: '型号', fitting: 7, rows: 30 },
      ],
    });
  });

  it('reads the alternates of the Kitspace file as one line each, the second maker and part first', async () => {
    const bom = await read('BusPirate_1-click-bom_alternates.tsv');
    const tantalum = bom.lines.find((l) => l.designators === 'C10,C11');
    expect(tantalum).toMatchObject({
      qryParam: '293D106X0010A2TE3',
      brandName: 'Sprague',
      supplierPn: '718-1118-1-ND',
      qty: 2,
    });
    expect(tantalum?.alternates?.[0]).toEqual({
      partText: '293D106X96R3A2TE3',
      manufacturer: 'Vishay',
      supplierPn: '',
    });
    expect(tantalum?.alternates?.slice(1).map((a) => a.supplierPn)).toEqual([
      '74293D106X0010A2TE3',
      '5483719',
      '75M2895',
      '1754143',
    ]);
    // Molex writes part numbers of digits only: with the maker named, a part number, not free text.
    expect(bom.lines.find((l) => l.qryParam === '548190589')?.isWrittenPartNumber).toBe(true);
  });

  it('reads the KiBoM alternates and leaves its summary rows out', async () => {
    const bom = await read('Marble-Mini_bom_kibom.csv');
    expect(bom.lines.find((l) => l.designators === 'C107')).toMatchObject({
      qryParam: 'CC0402_10NF_16V_10%_X7R',
      brandName: 'GENERIC',
      alternates: [{ partText: '223878715636', manufacturer: 'PHYCOMP', supplierPn: '' }],
    });
    expect(bom.lines.some((l) => /Component Groups|KiCad Version|^131$/.test(l.qryParam))).toBe(false);
  });

  it('takes the designators of a Mouser "Part No." column and ranges like C11-14', async () => {
    const bom = await read('CurrentMonitor_bom_mouser.csv');
    expect(bom.lines.find((l) => l.qryParam === '08053C104KAT2A')).toMatchObject({
      designators: 'C2, C6, C7, C8, C11-14',
      qty: 8,
      supplierPn: '581-08053C104K',
      brandName: 'AVX',
    });
    expect(bom.lines.find((l) => l.designators === 'JP1')?.qryParam).toBe('0.1” Header, male, 6-position');
  });

  it('counts the EAGLE partlist per part and reads the part numbers of X-Knob from 名称', async () => {
    const eagle = await read('CurrentMonitor_partlist_eagle.txt');
    expect(eagle.lines.find((l) => l.qryParam === '100nF')).toMatchObject({
      qty: 8,
      designators: 'C2, C6, C7, C8, C11, C12, C13, C14',
      package: 'M0805',
    });
    const knob = await read('X-Knob_SuperDialV2_Bom.xlsx');
    expect(knob.lines.find((l) => l.qryParam === 'CC0603KRX7R9BB104')).toMatchObject({
      supplierPn: 'C14663',
      qty: 5,
      designators: 'C2,C5,C10,C11,C12',
    });
  });

  it('finds no table in the GBK file of free-text lines (refused at upload)', () => {
    const text = new TextDecoder('gb18030').decode(fixtureBytes('HackerConsole_物料清单_gbk.csv'));
    const rows = text
      .split(/\r?\n/)
      .map((line) => [line.replace(/^"|"$/g, '').trim()])
      .filter(([cell]) => cell !== '');
    expect(rows.length).toBeGreaterThan(6);
    expect(detectBomTables(rows, hints)).toEqual([]);
  });
});
