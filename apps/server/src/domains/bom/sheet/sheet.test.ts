import { describe, expect, it } from 'vitest';
import type { BomColumns } from '@emall/contract';
import { demoHints, readFixtureRows } from '../../../testing/bom-files.js';
import {
  countDesignators,
  isNotFitted,
  isSummaryRow,
  isWrittenPartNumber,
  parseQuantity,
} from './cell-values.js';
import { looksLikeDesignators } from './column-content.js';
import { readHeaderName } from './header-names.js';
import { detectBomTables } from './sheet-header.js';
import { readSheetLines } from './sheet-lines.js';
import { mappingWarnings } from './sheet-warnings.js';

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

function detect(rows: string[][]) {
  const tables = detectBomTables(rows, hints);
  return { tables, ...readSheetLines(rows, { tables }) };
}

describe('header names', () => {
  it.each([
    ['名称', 'partName'],
    ['元器件名', 'partName'],
    ['物料名称', 'partName'],
    ['规格型号', 'mfrPn'],
    ['厂家型号', 'mfrPn'],
    ['料号', 'custPn'],
    ['品牌', 'manufacturer'],
    ['厂商', 'manufacturer'],
    ['封装', 'package'],
    ['位号', 'designator'],
    ['用量', 'qty'],
    ['丝印', 'designator'],
    ['值', 'partName'],
    ['立创链接', 'supplierPn'],
    ['Comment', 'partName'],
    ['Value', 'partName'],
    ['LibPart', 'partName'],
    ['MFR#', 'mfrPn'],
    ['Mfg P/N', 'mfrPn'],
    ['Manufacturer Part', 'mfrPn'],
    ['Manufacturer Part Number', 'mfrPn'],
    ['Supplier Part', 'supplierPn'],
    ['LCSC Part #', 'supplierPn'],
    ['JLCPCB Part', 'supplierPn'],
    ['Digi-Key_PN', 'supplierPn'],
    ['Mouser P/N', 'supplierPn'],
    ['Mouser #', 'supplierPn'],
    ['Mfr. #', 'mfrPn'],
    ['Part No.', 'mfrPn'],
    ['Order Qty.', 'qty'],
    ['Quantity Per PCB', 'qty'],
    ['MPN2', 'mfrPn'],
    ['Manufacturer 2', 'manufacturer'],
    ['Manufacturer1 Part Number', 'mfrPn'],
    ['Manufacturer_Part_Number', 'mfrPn'],
    // Distributors' and CAD tools' exports, and their typos.
    ['Mfr#', 'mfrPn'],
    ['Mrf#', 'mfrPn'],
    ['MFR. Part #', 'mfrPn'],
    ['Mfr Part #', 'mfrPn'],
    ['Mfg. Part No.', 'mfrPn'],
    ['Manufacturer P/N', 'mfrPn'],
    ['MPN#', 'mfrPn'],
    ['Part # (Mfr)', 'mfrPn'],
    ['Manufacture Part Number', 'mfrPn'],
    ["Manufacturer's Part #", 'mfrPn'],
    ['Manuf. P/N', 'mfrPn'],
    ['Manufacturer Part Number 1', 'mfrPn'],
    ['Matched MPN', 'mfrPn'],
    ['原厂料号', 'mfrPn'],
    ['Mfr.', 'manufacturer'],
    ['Manufacture', 'manufacturer'],
    ['Manufacturer Name', 'manufacturer'],
    ['Mouser No', 'supplierPn'],
    ['DigiKey Part #', 'supplierPn'],
    ['LCSC Part Number', 'supplierPn'],
    ['JLCPCB Part #（optional）', 'supplierPn'],
    ['Farnell Order Code', 'supplierPn'],
    ['Order Code', 'supplierPn'],
    ['Arrow Part Number', 'supplierPn'],
    ['Supplier Part Number 1', 'supplierPn'],
    ['SKU', 'supplierPn'],
    ['Distributor Part Number', 'supplierPn'],
    ['Customer #', 'custPn'],
    ['Customer NO.', 'custPn'],
    ['Customer Reference', 'custPn'],
    ['Internal Part Number', 'custPn'],
    ['Schematic Reference', 'designator'],
    ['RefDes', 'designator'],
    ['Build Quantity', 'qty'],
  ])('reads %s as %s', (header, field) => {
    expect(readHeaderName(header)?.field).toBe(field);
  });

  it('knows generic names, numbered repeats and columns that are no field', () => {
    expect(readHeaderName('Part No.')).toMatchObject({
      strength: 1,
      orByContent: ['designator', 'supplierPn'],
    });
    expect(readHeaderName('Customer Reference')?.orByContent).toEqual(['designator']);
    expect(readHeaderName('Manufacturer1 Part Number')).toMatchObject({ strength: 2, index: 1 });
    expect(readHeaderName('名称')?.orByContent).toEqual(['mfrPn']);
    expect(
      ['Mouser Price/Stock', 'Datasheet', 'Manufacturer1 ComponentHeight', 'Field1', '备注'].map(
        readHeaderName,
      ),
    ).toEqual([undefined, undefined, undefined, undefined, undefined]);
    // Stock, order minimums and links of distributors' exports are no quantity and no part.
    expect(
      [
        'Available Quantity',
        'Qty Available',
        'Backorder Quantity',
        'Minimum Order Quantity',
        'Min\\Mult Order Qty.',
        'Product Link',
        'Mouser URL',
        'Datasheet URL',
        '商品链接',
      ].map(readHeaderName),
    ).toEqual(Array.from({ length: 9 }, () => undefined));
  });
});

describe('columns chosen by their content', () => {
  it('takes a "Part No." column of designators as the designators, after preamble rows', () => {
    const bom = detect([
      ['Current Monitor'],
      ['https://example.com/project/cceb9dd570'],
      ['Part No.', 'Order Qty.', 'Mfr. #', 'Manufacturer'],
      ['C1', '1', 'ECA-1CM470B', 'Panasonic'],
      ['C2, C6, C11-14', '6', '08053C104KAT2A', 'AVX'],
      ['R1-3', '3', 'RC0805FR-071KL', 'Yageo'],
    ]);
    expect(bom.tables).toEqual([
      { headerRow: 2, columns: { designator: 0, qty: 1, mfrPn: 2, manufacturer: 3 } },
    ]);
    expect(bom.lines.map((l) => [l.qryParam, l.qty, l.designators])).toEqual([
      ['ECA-1CM470B', 1, 'C1'],
      ['08053C104KAT2A', 6, 'C2, C6, C11-14'],
      ['RC0805FR-071KL', 3, 'R1-3'],
    ]);
  });

  it('takes a 名称 column of part numbers as the part number, and 值 as the value', () => {
    const bom = detect([
      ['序号', '数量', '名称', '丝印', '封装', '值'],
      ['1', '3', 'CL10A226MQ8NRNC', 'C1,C6,C8', 'C0603', '22uF'],
      ['2', '5', 'CC0603KRX7R9BB104', 'C2,C5,C10,C11,C12', 'C0603', '100nF'],
      ['3', '1', 'SWPA6045S100MT', 'L1', 'IND-SMD', '10uH'],
    ]);
    expect(bom.tables).toEqual([
      { headerRow: 0, columns: { qty: 1, mfrPn: 2, designator: 3, package: 4, partName: 5 } },
    ]);
  });

  it('keeps 名称 a name when it holds descriptions', () => {
    expect(
      detect([
        ['名称', '用量', '位号'],
        ['100nF 25V 0603电容', '2', 'C1,C2'],
        ['10kΩ 0603电阻', '1', 'R1'],
      ]).tables,
    ).toEqual([{ headerRow: 0, columns: { partName: 0, qty: 1, designator: 2 } }]);
  });

  it('takes the values one column right of their header name when the named column is empty', () => {
    const bom = detect([
      ['Designator', 'Qty', 'MPN', '', 'Manufacturer'],
      ['U1', '1', '', 'TPS62410DRCR', 'Texas Instruments'],
      ['U2', '2', '', 'W25Q80BVSSIG', 'Winbond'],
    ]);
    expect(bom.tables).toEqual([
      { headerRow: 0, columns: { designator: 0, qty: 1, mfrPn: 3, manufacturer: 4 } },
    ]);
    expect(bom.lines.map((l) => l.qryParam)).toEqual(['TPS62410DRCR', 'W25Q80BVSSIG']);
  });

  it('takes the values one column right of their name when most rows stand there, a note in the named column aside', () => {
    const rows = [
      ['Designator', 'Qty', 'MPN', '', 'Manufacturer', ''],
      ['U1', '1', '', 'TPS62410DRCR', 'Texas Instruments', ''],
      ['U2', '2', 'ask for samples', 'W25Q80BVSSIG', 'Winbond', ''],
      ['U3', '1', '', 'LM358DR', 'Texas Instruments', ''],
      ['U4', '1', '', 'MAX2837ETM+', 'Maxim', ''],
      ['U5', '1', '', 'STM32F103C8T6', 'ST', ''],
    ];
    const bom = detect(rows);
    expect(bom.tables).toEqual([
      { headerRow: 0, columns: { designator: 0, qty: 1, mfrPn: 3, manufacturer: 4 } },
    ]);
    expect(bom.lines.map((l) => l.qryParam)).toEqual([
      'TPS62410DRCR',
      'W25Q80BVSSIG',
      'LM358DR',
      'MAX2837ETM+',
      'STM32F103C8T6',
    ]);
    // A maker named on one row, notes beside it on the others: notes are no makers, nothing moves.
    const notes = detect([
      ['Designator', 'MPN', 'Manufacturer', ''],
      ['U1', 'TPS62410DRCR', 'Texas Instruments', ''],
      ['U2', 'W25Q80BVSSIG', '', 'ask for samples'],
      ['U3', 'LM358DR', '', 'second source welcome'],
      ['U4', 'MAX2837ETM+', '', 'long lead time'],
      ['U5', 'STM32F103C8T6', '', 'use stock from last build'],
    ]);
    expect(notes.tables[0]?.columns.manufacturer).toBe(2);
    // Two rows of five in the named column: that is where the data stands, nothing moves.
    const half = rows.map((row, i) =>
      i === 3 || i === 4 ? [row[0] ?? '', row[1] ?? '', row[3] ?? '', ''] : row,
    );
    expect(detect(half).tables[0]?.columns.mfrPn).toBe(2);
  });

  it('knows an item number column with a note in it or an item left out', () => {
    const bom = detect([
      ['Component', 'References', 'Value', 'Quantity Per PCB', 'Manufacturer Part Number'],
      ['1', 'C1 C2 C3', '100nF', '3', 'GRM155R61A104KA01D'],
      ['2', 'R1', '10k', '1', 'RC0402FR-0710KL'],
      ['see note', 'U1', 'LM358', '1', 'LM358DR'],
      ['4', 'U2', 'TPS62410', '1', 'TPS62410DRCR'],
      ['6', 'U3', 'W25Q80', '1', 'W25Q80BVSSIG'],
      ['7', 'U4', 'MAX2837', '1', 'MAX2837ETM+'],
      ['8', 'U5', 'STM32', '1', 'STM32F103C8T6'],
    ]);
    // 'Component' would be the part's name: its content, item numbers, says otherwise.
    expect(bom.tables).toEqual([{ headerRow: 0, columns: { designator: 1, partName: 2, qty: 3, mfrPn: 4 } }]);
  });

  it('does not count a sheet number as the quantity when one row stands on another sheet', () => {
    const bom = detect([
      ['Part', 'Value', 'Package', 'Sheet'],
      ['C1', '100nF', '0603', '1'],
      ['C2', '100nF', '0603', '1'],
      ['C3', '100nF', '0805', '1'],
      ['R1', '10k', '0603', '1'],
      ['R2', '10k', '0603', '2'],
    ]);
    expect(bom.tables).toEqual([{ headerRow: 0, columns: { designator: 0, partName: 1, package: 2 } }]);
    expect(bom.lines.map((l) => [l.qryParam, l.qty])).toEqual([
      ['100nF', 2],
      ['100nF', 1],
      ['10k', 2],
    ]);
  });

  it('never takes a column of links for a part number, a maker, a code or a quantity', () => {
    const link = (pn: string) => `https://www.mouser.com/ProductDetail/Texas-Instruments/${pn}?qs=1`;
    // 'Mrf#' is read, and the product links beside it are no part number, whatever they hold.
    expect(
      detect([
        ['Mrf#', 'Product Link', 'Manufacturer', 'Qty'],
        ['TPS62410DRCR', link('TPS62410DRCR'), 'Texas Instruments', '2'],
        ['LM358DR', link('LM358DR'), 'Texas Instruments', '1'],
        ['CD4066BPWR', link('CD4066BPWR'), 'Texas Instruments', '1'],
      ]).tables,
    ).toEqual([{ headerRow: 0, columns: { mfrPn: 0, manufacturer: 2, qty: 3 } }]);
    // Under a name that does not say what it holds, the links are not read by their content either.
    expect(
      detect([
        ['Designator', 'Link', 'Qty'],
        ['U1', link('TPS62410DRCR'), '2'],
        ['U2', link('LM358DR'), '1'],
        ['U3', 'www.lcsc.com/product-detail/C14663.html', '1'],
      ]).tables,
    ).toEqual([]);
    // A column named for a part number that holds links is no part number column.
    expect(
      detect([
        ['Designator', 'MPN', 'Manufacturer', 'Quantity', 'Value'],
        ['U1', link('TPS62410DRCR'), 'Texas Instruments', '1', 'TPS62410'],
        ['U2', link('LM358DR'), 'Texas Instruments', '1', 'LM358'],
      ]).tables,
    ).toEqual([{ headerRow: 0, columns: { designator: 0, manufacturer: 2, qty: 3, partName: 4 } }]);
  });

  it('takes DigiKey codes under a generic Part Number as the distributor code', () => {
    expect(
      detect([
        ['Index', 'Quantity', 'Part Number', 'Manufacturer Part Number', 'Customer Reference'],
        ['1', '6', '399-5089-1-ND', 'C0603C104K5RACTU', 'C1-C6'],
        ['2', '1', '296-14123-1-ND', 'CD4066BPWR', 'IC3'],
        ['3', '1', 'WM3895CT-ND', '548190589', 'J1'],
      ]).tables,
    ).toEqual([{ headerRow: 0, columns: { qty: 1, supplierPn: 2, mfrPn: 3, designator: 4 } }]);
  });

  it('leaves summary rows under the data and item numbers out', () => {
    const bom = detect([
      ['Component', 'References', 'Value', 'Quantity Per PCB', 'Manufacturer Part Number'],
      ['1', 'C1 C2 C3', '100nF', '3', 'GRM155R61A104KA01D'],
      ['2', 'R1', '10k', '1', 'RC0402FR-0710KL'],
      ['3', 'U1', 'LM358', '1', 'LM358DR'],
      ['Component Groups:', '3'],
      ['KiCad Version:', 'Eeschema (5.1.0)'],
    ]);
    expect(bom.tables).toEqual([{ headerRow: 0, columns: { designator: 1, partName: 2, qty: 3, mfrPn: 4 } }]);
    expect(bom.lines).toHaveLength(3);
    expect(bom.skippedRowCount).toBe(2);
  });

  it('does not count a sheet number as the quantity, and counts one row per designator per part', () => {
    const bom = detect([
      ['Part', 'Value', 'Package', 'Sheet'],
      ['C1', '100nF', '0603', '1'],
      ['C2', '100nF', '0603', '1'],
      ['C3', '100nF', '0805', '1'],
      ['R1', '10k', '0603', '1'],
    ]);
    expect(bom.tables).toEqual([{ headerRow: 0, columns: { designator: 0, partName: 1, package: 2 } }]);
    expect(bom.lines.map((l) => [l.qryParam, l.qty, l.package])).toEqual([
      ['100nF', 2, '0603'],
      ['100nF', 1, '0805'],
      ['10k', 1, '0603'],
    ]);
  });

  it('keeps rows of several designators as lines when there is no quantity column', () => {
    const bom = detect([
      ['Comment', 'Designator', 'LCSC'],
      ['74HC4067', 'U4', ''],
      ['100n', 'C1,C2,C3', 'C1525'],
      ['74HC4067', 'U5', ''],
    ]);
    expect(bom.lines.map((l) => [l.qryParam, l.qty])).toEqual([
      ['74HC4067', 1],
      ['100n', 3],
      ['74HC4067', 1],
    ]);
  });
});

describe('alternates', () => {
  it('reads repeated maker and part number columns and further distributor codes as one line', () => {
    const bom = detect([
      ['References', 'Qty', 'Manufacturer', 'MPN', 'Manufacturer', 'MPN', 'Digikey', 'Mouser'],
      [
        'C10,C11',
        '2',
        'Sprague',
        '293D106X0010A2TE3',
        'Vishay',
        '293D106X96R3A2TE3',
        '718-1118-1-ND',
        '74-293D106X0010A2',
      ],
      ['IC3', '1', 'Texas Instruments', 'CD4066BPWR', '', '', '296-14123-1-ND', '595-CD4066BPWR'],
    ]);
    expect(bom.tables).toEqual([
      {
        headerRow: 0,
        columns: { designator: 0, qty: 1, manufacturer: 2, mfrPn: 3, supplierPn: 6 },
        alternates: [{ manufacturer: 4, mfrPn: 5 }, { supplierPn: 7 }],
      },
    ]);
    expect(bom.lines.map((l) => [l.qryParam, l.brandName, l.supplierPn, l.alternates])).toEqual([
      [
        '293D106X0010A2TE3',
        'Sprague',
        '718-1118-1-ND',
        [
          { partText: '293D106X96R3A2TE3', manufacturer: 'Vishay', supplierPn: '' },
          { partText: '', manufacturer: '', supplierPn: '74-293D106X0010A2' },
        ],
      ],
      [
        'CD4066BPWR',
        'Texas Instruments',
        '296-14123-1-ND',
        [{ partText: '', manufacturer: '', supplierPn: '595-CD4066BPWR' }],
      ],
    ]);
  });

  it('pairs numbered makers with their part numbers: MPN, MPN2, MPN3 and Manufacturer 1 / 2', () => {
    expect(
      detect([
        ['Ref', 'Qty', 'MPN', 'MPN2', 'MPN3', 'Manufacturer'],
        ['U1', '1', 'LM358DR', 'LM358DT', 'LM358ADR', 'TI'],
      ]).tables[0],
    ).toEqual({
      headerRow: 0,
      columns: { designator: 0, qty: 1, mfrPn: 2, manufacturer: 5 },
      alternates: [{ mfrPn: 3 }, { mfrPn: 4 }],
    });
    expect(
      detect([
        [
          'Designator',
          'Manufacturer 1',
          'Manufacturer 1 Part Number',
          'Manufacturer 2',
          'Manufacturer 2 Part Number',
        ],
        ['U1', 'TI', 'LM358DR', 'ST', 'LM358DT'],
      ]).tables[0],
    ).toEqual({
      headerRow: 0,
      columns: { designator: 0, manufacturer: 1, mfrPn: 2 },
      alternates: [{ manufacturer: 3, mfrPn: 4 }],
    });
  });

  it('keeps every alternate column, however many', () => {
    const bom = detect([
      [
        'Ref',
        'Qty',
        'MPN',
        'MPN2',
        'MPN3',
        'MPN4',
        'MPN5',
        'MPN6',
        'MPN7',
        'Digikey',
        'Mouser',
        'RS',
        'Farnell',
      ],
      [
        'R1',
        '1',
        'RC0402FR-0710KL',
        'RC0402JR-0710KL',
        'ERJ-2RKF1002X',
        'CRCW040210K0FKED',
        'RMCF0402FT10K0',
        '0402WGF1002TCE',
        'RK73H1ETTP1002F',
        '311-10.0KLRCT-ND',
        '603-RC0402FR-0710KL',
        '7384636',
        '9238603',
      ],
    ]);
    expect(bom.tables[0]?.alternates).toEqual([
      { mfrPn: 3 },
      { mfrPn: 4 },
      { mfrPn: 5 },
      { mfrPn: 6 },
      { mfrPn: 7 },
      { mfrPn: 8 },
      { supplierPn: 10 },
      { supplierPn: 11 },
      { supplierPn: 12 },
    ]);
    expect(bom.lines[0]?.alternates?.map((a) => a.partText || a.supplierPn)).toEqual([
      'RC0402JR-0710KL',
      'ERJ-2RKF1002X',
      'CRCW040210K0FKED',
      'RMCF0402FT10K0',
      '0402WGF1002TCE',
      'RK73H1ETTP1002F',
      '603-RC0402FR-0710KL',
      '7384636',
      '9238603',
    ]);
  });

  it('prefers a specific part number name to a generic one, which gives way', () => {
    expect(
      detect([
        ['References', 'Part Number', 'Manufacturer Part Number', 'Manufacturer'],
        ['C1', 'CC0402_100NF_16V', 'GRM155R61C104KA88D', 'Murata'],
      ]).tables,
    ).toEqual([{ headerRow: 0, columns: { designator: 0, mfrPn: 2, manufacturer: 3 } }]);
  });

  it('finds tables side by side only when each has its own, different designators', () => {
    const separate = detect([
      ['Designator', 'Qty', 'MPN', 'Designator', 'Qty', 'MPN'],
      ['U1', '1', 'LM358DR', 'U7', '2', 'NE555P'],
      ['C1', '4', 'GRM155R61A104KA01D', 'R9', '1', 'RC0402FR-0710KL'],
    ]);
    expect(separate.tables).toEqual([
      { headerRow: 0, columns: { designator: 0, qty: 1, mfrPn: 2 } },
      { headerRow: 0, columns: { designator: 3, qty: 4, mfrPn: 5 } },
    ]);
    expect(separate.lines).toHaveLength(4);
    const same = detect([
      ['Designator', 'Qty', 'MPN', 'Designator', 'Qty', 'MPN'],
      ['U1', '1', 'LM358DR', 'U1', '1', 'LM358DT'],
      ['C1', '4', 'GRM155R61A104KA01D', 'C1', '4', 'CL05B104KO5NNNC'],
    ]);
    expect(same.tables).toEqual([
      { headerRow: 0, columns: { designator: 0, qty: 1, mfrPn: 2 }, alternates: [{ mfrPn: 5 }] },
    ]);
    expect(same.lines.map((l) => l.alternates?.[0]?.partText)).toEqual(['LM358DT', 'CL05B104KO5NNNC']);
  });
});

describe('warnings about the chosen columns', () => {
  const rows = [
    ['Designator', 'Qty', 'Description', 'Manufacturer', 'Part Number', ''],
    ['C1, C3', '2', 'CAP CER 33PF 50V 5% NP0 0402', 'Murata', 'GRM1555C1H330JA01D', 'https://www.murata.com'],
    ['U17', '1', 'IC TXRX 2.3GHZ-2.7GHZ 48TQFN', 'Maxim', 'MAX2837ETM+', 'https://www.maximintegrated.com'],
    ['J1', '1', 'CONN RCPT REV MICRO USB TYPE B', 'FCI', '10103592-0001LF', 'https://www.amphenol-cs.com'],
    ['J2', '1', 'CONN HEADER 2 POS', 'Molex', '22284043', 'https://www.molex.com'],
  ];

  it('names a maker column of descriptions and a part-number column of makers, with their counts', () => {
    const mapping = { tables: [{ headerRow: 0, columns: { qty: 1, manufacturer: 2, mfrPn: 3 } }] };
    expect(mappingWarnings(rows, mapping, hints)).toEqual([
      { code: 'makerColumnNotMakers', column: 2, header: 'Description', fitting: 0, rows: 4 },
      { code: 'partNumberColumnNotPartNumbers', column: 3, header: 'Manufacturer', fitting: 0, rows: 4 },
    ]);
    // The columns as they are: no warning. A part number of digits only on a line naming its maker fits.
    const right = {
      tables: [{ headerRow: 0, columns: { designator: 0, qty: 1, manufacturer: 3, mfrPn: 4 } }],
    };
    expect(mappingWarnings(rows, right, hints)).toEqual([]);
  });

  it('names a part-number column of links, designators or bare numbers, and a quantity column of words', () => {
    const warn = (columns: BomColumns) =>
      mappingWarnings(rows, { tables: [{ headerRow: 0, columns }] }, hints).map((w) => [
        w.code,
        w.column,
        w.fitting,
      ]);
    expect(warn({ mfrPn: 5 })).toEqual([['partNumberColumnNotPartNumbers', 5, 0]]);
    expect(warn({ mfrPn: 0 })).toEqual([['partNumberColumnNotPartNumbers', 0, 0]]);
    expect(warn({ mfrPn: 1 })).toEqual([['partNumberColumnNotPartNumbers', 1, 0]]);
    expect(warn({ mfrPn: 4, qty: 2 })).toEqual([['qtyColumnNotNumbers', 2, 0]]);
    // An alternate's maker and part number are checked as the line's own.
    expect(
      mappingWarnings(
        rows,
        { tables: [{ headerRow: 0, columns: { mfrPn: 4 }, alternates: [{ manufacturer: 2, mfrPn: 3 }] }] },
        hints,
      ).map((w) => w.code),
    ).toEqual(['makerColumnNotMakers', 'partNumberColumnNotPartNumbers']);
  });

  it('reads quantities as BOMs write them, and makers the catalog does not know', () => {
    const sheet = [
      ['MPN', 'Maker', 'Qty'],
      ['LM358DR', 'Texas Instruments', '12个'],
      ['MT41K256M16TW-107-P-V00H', 'Micron', '2 pcs'],
      ['ECS-240-8-37-CKM-TR3', 'ECS', '1,000'],
      ['AS5600', 'ams OSRAM', '红色VCC*1'],
    ];
    const mapping = { tables: [{ headerRow: 0, columns: { mfrPn: 0, manufacturer: 1, qty: 2 } }] };
    expect(mappingWarnings(sheet, mapping, hints)).toEqual([]);
  });
});

describe('cells', () => {
  it('reads designator lists of every shape', () => {
    expect(
      [
        'C1, C3',
        'C1-C6',
        'R1 R2 R3',
        'C11-14',
        'C4,C5',
        'LED1-LED2,LED4A',
        'TB1/2, TB3/4',
        'BOOT0_2',
        'U?,U?',
      ].every(looksLikeDesignators),
    ).toBe(true);
    expect(['C0603', 'GRM155R61A104KA01D', '100nF', 'LM358DR'].some(looksLikeDesignators)).toBe(false);
    expect(countDesignators('R1-3, R5-6')).toBe(5);
    expect(countDesignators('C14 C15 C16')).toBe(3);
  });

  it('knows summary rows', () => {
    expect(isSummaryRow(['Component Groups:', '131'])).toBe(true);
    expect(isSummaryRow(['合计：', '56'])).toBe(true);
    expect(isSummaryRow(['C1', '100nF', '2'])).toBe(false);
  });

  it('reads digits-only and spaced part numbers as part numbers when the line names the maker', () => {
    expect(isWrittenPartNumber('22284043', true)).toBe(true);
    expect(isWrittenPartNumber('PTS526 SM15 SMTR2 LFS', true)).toBe(true);
    expect(isWrittenPartNumber('22284043', false)).toBe(false);
    expect(isWrittenPartNumber('100nF 25V 0603电容', true)).toBe(false);
    expect(isWrittenPartNumber('100nF 25V X7R', true)).toBe(false);
    expect(isWrittenPartNumber('0.1" Header, male', true)).toBe(false);
    const bom = detect([
      ['Qty', 'Manufacturer', 'Part Number'],
      ['1', 'Molex', '22284043'],
      ['2', '', '100nF 25V 0603电容'],
    ]);
    expect(bom.lines.map((l) => l.isWrittenPartNumber)).toEqual([true, false]);
  });
});
