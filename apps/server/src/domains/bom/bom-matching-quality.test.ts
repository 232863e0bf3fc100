import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { normalizePartNumber } from '@emall/contract';
import { queryRows, type Database } from '../../platform/db.js';
import { migrate } from '../../platform/migrate.js';
import { seedDemoCatalog } from '../../seed/index.js';
import { demoHints, readFixtureRows } from '../../testing/bom-files.js';
import { matchSheetLines } from '../../testing/bom-corpus.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { detectBomTables } from './sheet/sheet-header.js';
import { readSheetLines } from './sheet/sheet-lines.js';

/**
 * Matching quality on the real BOMs against the demo catalog (docs/bom-matching.md): lines, selected,
 * proposed and unmatched per file, and the hand check of every selected part, kept here so that a change
 * of the matcher that selects a wrong part fails.
 */

let database: Database;
let drop: () => Promise<void>;
const labelOf = new Map<string, string>();

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
  await seedDemoCatalog(database.db);
  const rows = await queryRows<{ id: string | number; mpn: string; brand: string }>(
    database.db,
    sql`select p.id, p.mfr_part_number as mpn, b.brand_code as brand from product p join brand b on b.id = p.brand_id`,
  );
  for (const row of rows) labelOf.set(String(row.id), `${row.mpn} [${row.brand}]`);
});
afterAll(() => drop());

async function matchFile(name: string) {
  const rows = await readFixtureRows(name);
  const { lines } = readSheetLines(rows, { tables: detectBomTables(rows, demoHints()) });
  const matches = await matchSheetLines(database.db, lines);
  const selected = matches.flatMap((m) => {
    const line = lines[m.ref];
    return m.selected && line
      ? [{ line, ...m.selected, label: labelOf.get(m.selected.productId) ?? '' }]
      : [];
  });
  const proposed = matches.flatMap((m) => {
    const best = m.candidates[0];
    const line = lines[m.ref];
    return !m.selected && best && line ? [[line.qryParam, best.rule, labelOf.get(best.productId)]] : [];
  });
  return { lines, selected, proposed, unmatched: lines.length - selected.length - proposed.length };
}

/** The brand each maker the hackrf BOMs name belongs to in the catalog (acquired lines to their owners). */
const HACKRF_MAKERS: Record<string, string> = {
  Murata: 'MURATA',
  'Taiyo Yuden': 'TAIYOYUDEN',
  'Lite-On': 'LITEON',
  FCI: 'AMPHENOL',
  Fairchild: 'ONSEMI',
  'Diodes Inc.': 'DIODES',
  'Alpha and Omega': 'AOS',
  Stackpole: 'SEI',
  Skyworks: 'SKYWORKS',
  // Bought: the catalog lists them under their owners today (maker-successions.ts).
  Anaren: 'TTMTECHNOLOGIESINC',
  'Silicon Laboratories Inc': 'SKYWORKS',
  Maxim: 'MAXIM',
  'Texas Instruments': 'TI',
  NXP: 'NXP',
  Xilinx: 'XILINX',
  AVX: 'AVX',
};

function writtenAsLine(selection: { line: { qryParam: string }; label: string }): boolean {
  return (
    normalizePartNumber(selection.label.replace(/ \[.*\]$/, '')) ===
    normalizePartNumber(selection.line.qryParam)
  );
}

describe('matching the real BOMs against the demo catalog', () => {
  it.each(['hackrf-one-bom_2016_grouped.xlsx', 'hackrf-one-bom_2014_semicolon_per_ref.xlsx'])(
    '%s: 37 selected, each the part number as written of the maker the line names or its owner today',
    async (name) => {
      const { lines, selected, proposed, unmatched } = await matchFile(name);
      expect([lines.length, selected.length, proposed.length, unmatched]).toEqual([65, 37, 1, 27]);
      for (const s of selected) {
        expect(s).toMatchObject({ rule: 'exact', confidence: 1, brandAgrees: true });
        expect(writtenAsLine(s)).toBe(true);
        expect(`${s.line.brandName} → ${s.label}`).toMatch(
          new RegExp(`\\[${HACKRF_MAKERS[s.line.brandName] ?? '?'}\\]$`),
        );
      }
      // Anaren's balun and Silicon Labs' clock are selected under TTM and Skyworks, which bought those lines;
      // only a one-character neighbour (another die revision) is left to propose.
      expect(
        selected
          .filter((s) => ['B0310J50100AHF', 'SI5351C-B-GM'].includes(s.line.qryParam))
          .map((s) => [s.line.brandName, s.label]),
      ).toEqual([
        ['Anaren', 'B0310J50100AHF [TTMTECHNOLOGIESINC]'],
        ['Silicon Laboratories Inc', 'SI5351C-B-GM [SKYWORKS]'],
      ]);
      expect(proposed).toEqual([['W25Q80BVSSIG', 'oneChar', 'W25Q80DVSSIG [WINBOND]']]);
    },
  );

  it('OpenRemise: 14 selected, each the part number of the maker named, GCT read as Global Connector Technology', async () => {
    const { lines, selected, proposed, unmatched } = await matchFile('OpenRemise_ESP32S3Board_bom.xlsx');
    expect([lines.length, selected.length, proposed.length, unmatched]).toEqual([25, 14, 0, 11]);
    expect(selected.every((s) => s.rule === 'exact' && s.brandAgrees === true && writtenAsLine(s))).toBe(
      true,
    );
    expect(selected.map((s) => `${s.line.brandName} → ${s.label}`)).toEqual([
      'Samsung Electro-Mechanics → CL05B104KB54PNC [SAMSUNG]',
      'Nichicon → UCL1V101MCL6GS [NICHICON]',
      'Samsung Electro-Mechanics → CL31B475KBHNFNE [SAMSUNG]',
      'STMicroelectronics → ESDA6V1BC6 [ST]',
      'GCT → USB4105-GF-A-120 [GLOBALCONNECTORTECHNOLOGY]',
      'Murata Electronics → LQM21PN4R7NGRD [MURATA]',
      'onsemi → BC847BDW1T1G [ONSEMI]',
      'Stackpole Electronics Inc → RMCF0402FT5K10 [SEI]',
      'YAGEO → RC0402FR-07562RL [YAGEO]',
      'YAGEO → RC0402FR-07422RL [YAGEO]',
      'Diodes Incorporated → AP63205WU-7 [DIODES]',
      'Texas Instruments → TXS0102DCUR [TI]',
      'Infineon Technologies → BTS4141NHUMA1 [INFINEON]',
      'Diodes Incorporated → AZ1117CR-3.3TRG1 [DIODES]',
    ]);
  });

  it('rubiks-cube-robot: part numbers selected, the free-text passives and sockets only proposed', async () => {
    const { lines, selected, proposed, unmatched } = await matchFile('rubiks-cube-robot_BOM.xlsx');
    expect([lines.length, selected.length, proposed.length, unmatched]).toEqual([30, 7, 10, 13]);
    expect(selected.map((s) => [s.line.qryParam, s.label, s.confidence])).toEqual([
      // No maker named and many make it: the most stocked, at 0.8.
      ['1N5819W', '1N5819W [JSMSEMI]', 0.8],
      ['RP2040', 'RP2040 [RASPBERRYPI]', 1],
      ['W25Q16JVSNIQ', 'W25Q16JVSNIQ [WINBOND]', 1],
      ['W25N01GVZEIG', 'W25N01GVZEIG [WINBOND]', 1],
      ['CH224K', 'CH224K [WCH]', 1],
      ['AMS1117-3.3', 'AMS1117-3.3 [ADVANCEDMONOLITHICSYSTEMS]', 0.8],
      ['L7805CV-DG', 'L7805CV-DG [ST]', 1],
    ]);
    // Checked by hand against the catalog: each the kind, value and package the line asks, of at least its
    // voltage (CGA0603X7R104K500JT: 100 nF 50 V X7R 0603; CC0603KRX7R7BB105: 1 µF 16 V 0603; CC0603KRX7R8BB224:
    // 220 nF 25 V 0603; CL10A106MQ8NNNC: 10 µF 6.3 V 0603; AC0603DR-0710KL: 10 kΩ 0603; FRC0603P000: 0 Ω 0603).
    expect(proposed).toEqual([
      ['100nF 25V 0603电容', 'parametric', 'CGA0603X7R104K500JT [HRE]'],
      ['1uF 6.3V 0603电容', 'parametric', 'CC0603KRX7R7BB105 [YAGEO]'],
      ['220nF 16V 0603电容', 'parametric', 'CC0603KRX7R8BB224 [YAGEO]'],
      ['10uF 6.3V 0603电容', 'parametric', 'CL10A106MQ8NNNC [SAMSUNG]'],
      ['XH-4A插座', 'freeText', 'XH-4A [BOOMELE]'],
      ['XH-3A插座', 'freeText', 'XH-3A [BOOMELE]'],
      ['XH-2A插座', 'freeText', 'XH-2A [BOOMELE]'],
      ['10kΩ 0603电阻', 'parametric', 'AC0603DR-0710KL [YAGEO]'],
      ['0Ω 0603电阻', 'parametric', 'FRC0603P000 TS [FOJAN]'],
      ['HR4988E(实际购买的HR4988SQ)', 'freeText', 'HR4988E [JIAXINGHEROICELECTECH]'],
    ]);
  });

  it('SurfaceDial: only the one real part number in the names is selected, the values proposed', async () => {
    const { lines, selected, proposed, unmatched } = await matchFile(
      'SurfaceDial_Lite_BOM_easyeda_utf16.xlsx',
    );
    expect([lines.length, selected.length, proposed.length, unmatched]).toEqual([12, 1, 5, 6]);
    expect(selected.map((s) => s.label)).toEqual(['EC11E1834403 [ALPSALPINE]']);
    // The footprint column says the package ('0603R', 'LL34'), the value's unit or multiplier the kind.
    expect(proposed).toEqual([
      ['3.6 Zener', 'parametric', 'BZV55-C3V6,115 [NEXPERIA]'],
      ['4.7K', 'parametric', 'AC0603JR-074K7L [YAGEO]'],
      ['4.7uF', 'parametric', 'CL10A475KQ8NNNC [SAMSUNG]'],
      ['0.1uF', 'parametric', 'CGA0603X7R104K500JT [HRE]'],
      ['attiny85', 'prefix', 'ATTINY85-20SU [MICROCHIP]'],
    ]);
  });

  it('Marble-Mini (KiBoM): the library names and values proposed by their parameters, nothing else selected', async () => {
    const { lines, selected, proposed, unmatched } = await matchFile('Marble-Mini_bom_kibom.csv');
    expect([lines.length, selected.length, proposed.length, unmatched]).toEqual([129, 1, 27, 101]);
    expect(selected.map((s) => [s.line.qryParam, s.label, s.rule])).toEqual([
      ['TXS0102DCUR', 'TXS0102DCUR [TI]', 'exact'],
    ]);
    // Checked by hand against each part's catalog description: the kind, value and package the line names
    // (an IPC footprint's metric size: CAPC0603 = 0201, CAPC1005 = 0402, RESC1005 = 0402), at least its voltage
    // and power, at most its tolerance, its dielectric. '22uF' names a land size no chip size is (CAPC1709), so
    // its proposals are of any package, at 0.3. Not accepted: 'IVT3205CR 25.0 MHz', a TCXO whose footprint names no
    // size the parser reads, proposed a 7050 clock oscillator of its frequency at 0.2, as before library names
    // were read.
    expect(proposed).toEqual([
      ['100nF', 'parametric', 'CC0201KRX5R6BB104 [YAGEO]'],
      ['100nF', 'parametric', 'CL05B104KB54PNC [SAMSUNG]'],
      ['1uF', 'parametric', 'LMK105BJ105KV-F [TAIYOYUDEN]'],
      ['22uF', 'parametric', '0603X226M6R3NT [FH]'],
      ['CC0201_100NF_6.3V_10%_X5R', 'parametric', 'CC0201KRX5R6BB104 [YAGEO]'],
      ['CC0201_100NF_6.3V_10%_X5R', 'parametric', 'CC0201KRX5R6BB104 [YAGEO]'],
      ['CC0402_100PF_50V_5%_C0G', 'parametric', 'GRM1555C1H101JA01D [MURATA]'],
      ['CC0402_10NF_16V_10%_X7R', 'parametric', 'GRM155R71C103KA01D [MURATA]'],
      ['CC0402_1NF_50V_10%_X7R', 'parametric', '0402B102J500NT [FH]'],
      ['CC0402_2.2NF_50V_10%_X7R', 'parametric', 'FCC0402B222K500AT [FOJAN]'],
      ['CC0402_22PF_50V_5%_C0G', 'parametric', 'GRM1555C1H220JA01D [MURATA]'],
      ['CC0603_10uF_6.3V_20%_X5R', 'parametric', 'CL10A106MQ8NNNC [SAMSUNG]'],
      ['CC0603_10uF_6.3V_20%_X5R', 'parametric', 'CL10A106MQ8NNNC [SAMSUNG]'],
      ['CC0603_22UF_6.3V_20%_X5R', 'parametric', '0603X226M6R3NT [FH]'],
      ['CC1206_47UF_25V_20%_X5R', 'parametric', 'CGA1206X5R476M250NT [HRE]'],
      // Part numbers the demo catalog holds only a neighbour of, or of another maker: proposed as before.
      ['SMAJ58A', 'oneChar', 'SMAJ5.0A [MDD]'],
      ['10103594-0001LF', 'exact', '10103594-0001LF [AMPHENOL]'],
      ['BC857BV', 'prefix', 'BC857 [SEMTECH]'],
      ['BSS138LT1G', 'prefix', 'BSS138 [YANGZHOUYANGJIEELECTECH]'],
      ['BSS139', 'oneChar', 'BSS138 [YANGZHOUYANGJIEELECTECH]'],
      ['R0402_0R_JUMPER', 'parametric', 'NQ02WGF0000TCE [UNIROYAL]'],
      // A library name the part-number stages read as a number first: their neighbours outrank the parameters
      // only when the catalog has no part of its value (no 100 Ω 0402 part in the demo catalog).
      ['R0402_100R_1%_0.1W_100PPM_50V', 'oneChar', 'ERJ2RKF1004X [PANASONIC]'],
      ['R0402_1K_1%_0.0625W_100PPM', 'parametric', 'RC0402FR-071KL [YAGEO]'],
      ['R0402_22K_1%_0.0625W_100PPM', 'parametric', 'FRC0402F2202TS [FOJAN]'],
      ['R0402_5K1_1%_0.0625W_100PPM', 'parametric', 'RMCF0402FT5K10 [SEI]'],
      ['R0402_82K_1%_0.0625W_100PPM', 'parametric', 'ERJ2RKF8202X [PANASONIC]'],
      ['IVT3205CR 25.0 MHz', 'parametric', 'FNETHE025 [DIODES]'],
    ]);
  });

  it('DengFOC: M3螺母 is never selected although the catalog holds a part of that name', async () => {
    const { lines, selected, proposed, unmatched } = await matchFile('DengFOC_Lailuo_BOM表.xlsx');
    expect([lines.length, selected.length, proposed.length, unmatched]).toEqual([18, 1, 2, 15]);
    expect(selected.map((s) => [s.line.qryParam, s.label, s.rule])).toEqual([
      ['MPU6050', 'MPU-6050 [TDK]', 'key'],
    ]);
    expect(proposed.map(([text, rule]) => [text, rule])).toEqual([
      ['MPU6050杜邦线', 'freeText'],
      ['M3螺母', 'freeText'],
    ]);
  });
});
