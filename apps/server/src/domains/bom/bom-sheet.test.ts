import { describe, expect, it } from 'vitest';
import type { BomColumns } from '@emall/contract';
import { demoHints, readFixtureRows } from '../../testing/bom-files.js';
import { countDesignators, isNotFitted, parseQuantity } from './bom-cell-values.js';
import { detectBomTables } from './bom-sheet-header.js';
import { readSheetLines } from './bom-sheet-lines.js';

const hints = demoHints();

async function read(name: string) {
  const rows = await readFixtureRows(name);
  const tables = detectBomTables(rows, hints);
  return { rows, tables, ...readSheetLines(rows, { tables }) };
}

const HACKRF_2016: BomColumns = {
  qty: 1,
  designator: 2,
  partName: 3,
  package: 5,
  description: 7,
  manufacturer: 8,
  mfrPn: 9,
};

describe('header and column detection on the real BOM files', () => {
  it.each([
    'hackrf-one-bom_2016_grouped.csv',
    'hackrf-one-bom_2016_grouped.xlsx',
    'hackrf-one-bom_2016_grouped.xls',
  ])('reads the KiCad header of %s, one line per grouped row', async (name) => {
    const bom = await read(name);
    expect(bom.tables).toEqual([{ headerRow: 0, columns: HACKRF_2016 }]);
    expect(bom.lines).toHaveLength(65);
    expect(bom.lines[0]).toMatchObject({
      qryParam: 'GRM1555C1H330JA01D',
      brandName: 'Murata',
      qty: 33,
      description: 'CAP CER 33PF 50V 5% NP0 0402',
    });
    expect(bom.lines[57]).toMatchObject({ qryParam: 'LPC4320FBD144,551', brandName: 'NXP', qty: 1 });
  });

  it.each(['hackrf-one-bom_2014_semicolon_per_ref.csv', 'hackrf-one-bom_2014_semicolon_per_ref.xlsx'])(
    'finds the unnamed maker and part number columns of %s by content and counts its rows per part',
    async (name) => {
      const bom = await read(name);
      // Header 'ref;value;Field1..Field8': Field1 holds makers, Field2 part numbers.
      expect(bom.tables).toEqual([
        { headerRow: 0, columns: { designator: 0, partName: 1, manufacturer: 2, mfrPn: 3 } },
      ]);
      expect(bom.lines).toHaveLength(65);
      // 414 rows: 96 test points and holes without a part number and 18 more marked DNP give no line.
      expect(bom.skippedRowCount).toBe(114);
      const capacitor = bom.lines.find((l) => l.qryParam === 'GRM155R61A104KA01D');
      expect(capacitor?.qty).toBe(57);
      expect(capacitor?.designators.startsWith('C9, C17, C18')).toBe(true);
    },
  );

  it('skips the title rows above the OpenRemise header and the rows marked not fitted', async () => {
    const bom = await read('OpenRemise_ESP32S3Board_bom.xlsx');
    expect(bom.tables).toEqual([
      {
        headerRow: 1,
        columns: { designator: 1, qty: 2, manufacturer: 3, mfrPn: 4, description: 5, package: 6 },
      },
    ]);
    expect(bom.rows[bom.tables[0]?.headerRow ?? 0]?.[4]).toBe('*Mfg Part #');
    expect(bom.lines).toHaveLength(25);
    expect(bom.skippedRowCount).toBe(3);
    expect(bom.lines.find((l) => l.qryParam === 'CEZ30V,L3F')).toMatchObject({
      brandName: 'Toshiba Semiconductor and Storage',
      designators: 'D3',
    });
  });

  it('reads the Chinese headers of the rubiks-cube-robot BOM', async () => {
    const bom = await read('rubiks-cube-robot_BOM.xlsx');
    expect(bom.tables).toEqual([{ headerRow: 0, columns: { mfrPn: 0, designator: 1, qty: 2 } }]);
    expect(bom.lines).toHaveLength(30);
    expect(bom.lines[0]).toMatchObject({ qryParam: '100nF 25V 0603电容', qty: 31 });
    expect(bom.lines[9]).toMatchObject({ qryParam: '1N5819W', qty: 5, designators: 'D1,D2,D3,D4,D5' });
  });

  it.each(['SurfaceDial_Lite_BOM_easyeda_utf16.csv', 'SurfaceDial_Lite_BOM_easyeda_utf16.xlsx'])(
    'takes the names of %s as the part text where the EasyEDA part number column is empty',
    async (name) => {
      const bom = await read(name);
      expect(bom.tables).toEqual([
        {
          headerRow: 0,
          columns: {
            partName: 1,
            designator: 2,
            package: 3,
            qty: 4,
            mfrPn: 5,
            manufacturer: 6,
            supplierPn: 8,
          },
        },
      ]);
      expect(bom.lines.map((l) => l.qryParam)).toEqual([
        'Comment',
        '3.6 Zener',
        '500ma',
        '5.1k',
        '4.7K',
        '1.5k',
        '66.5',
        '4.7uF',
        '0.1uF',
        'TYPE_C',
        'EC11E1834403',
        'attiny85',
      ]);
      expect(bom.lines[0]).toMatchObject({ qty: 4, designators: 'U?,U?,U?,U?' });
    },
  );

  it('reads the two tables side by side of the DengFOC BOM, with quantities like 红色VCC*1', async () => {
    const bom = await read('DengFOC_Lailuo_BOM表.xlsx');
    expect(bom.tables).toEqual([
      { headerRow: 1, columns: { partName: 0, qty: 1 } },
      { headerRow: 1, columns: { partName: 10, qty: 11 } },
    ]);
    expect(bom.lines).toHaveLength(18);
    expect(bom.lines.find((l) => l.qryParam === 'AS5600杜邦线')?.qty).toBe(1);
    expect(bom.lines.find((l) => l.qryParam === 'M3螺母')).toMatchObject({ qty: 6 });
    expect(bom.lines.find((l) => l.qryParam === '三角块打印件')?.qty).toBe(3);
    // The mechanical table's rows do not carry the electrical table's notes.
    expect(JSON.parse(bom.lines.find((l) => l.qryParam === 'M3螺母')?.custJson ?? '{}')).toEqual({
      零件名称: 'M3螺母',
      数量: '6',
    });
  });
});

describe('sheet oddities', () => {
  it('reads a header named __proto__ as a plain name', () => {
    const rows = [
      ['__proto__', 'MPN', 'Qty', 'constructor'],
      ['x', 'LM358DR', '3', 'y'],
    ];
    const tables = detectBomTables(rows, hints);
    expect(tables).toEqual([{ headerRow: 0, columns: { mfrPn: 1, qty: 2 } }]);
    const [line] = readSheetLines(rows, { tables }).lines;
    expect(JSON.parse(line?.custJson ?? '{}')).toEqual({
      ['__proto__']: 'x',
      MPN: 'LM358DR',
      Qty: '3',
      constructor: 'y',
    });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('finds a second table below the first, and a sheet without any header by its content', () => {
    const rows = [
      ['Part Number', 'Qty'],
      ['LM358DR', '2'],
      ['Mechanical parts'],
      ['型号', '数量', '位号'],
      ['STM32F103C8T6', '12个', 'U1'],
    ];
    const read = readSheetLines(rows, { tables: detectBomTables(rows, hints) });
    expect(read.lines.map((l) => [l.qryParam, l.qty])).toEqual([
      ['LM358DR', 2],
      ['STM32F103C8T6', 12],
    ]);
    // The section title between the tables is no part.
    expect(read.skippedRowCount).toBe(1);
    const bare = [
      ['LM358DR', 'R1, R2'],
      ['STM32F103C8T6', 'U1'],
      ['GRM155R61A104KA01D', 'C1'],
    ];
    expect(detectBomTables(bare, hints)).toEqual([{ headerRow: -1, columns: { designator: 1, mfrPn: 0 } }]);
  });

  it.each([
    ['12', 12],
    ['12个', 12],
    ['2 pcs', 2],
    ['1,000', 1000],
    ['x4', 4],
    ['红色VCC*1', 1],
    ['0.5', 1],
    ['', null],
    ['-', null],
  ])('reads the quantity %s as %s', (text, qty) => {
    expect(parseQuantity(text)).toBe(qty);
  });

  it('counts designators and knows not-fitted marks', () => {
    expect(countDesignators('C1, C3, C5')).toBe(3);
    expect(countDesignators('R1-R4')).toBe(4);
    expect(countDesignators('U?,U?')).toBe(2);
    expect(['DNP', 'not fitted', 'Do Not Populate', '不贴'].every(isNotFitted)).toBe(true);
    expect(['N/A', 'NC7S04', 'fitted'].some(isNotFitted)).toBe(false);
  });
});
