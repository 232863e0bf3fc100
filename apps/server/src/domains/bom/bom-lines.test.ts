import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract } from '@emall/contract';
import type { BomDetail, BomDetailChange, BomLog, BomLogPage, BomState, ProductPage } from '@emall/contract';
import { seedDemoCatalog } from '../../seed/index.js';
import { queryRows } from '../../platform/db.js';
import { matchedBom, sheetFile, uploadBom } from '../../testing/bom-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';

const calls = contract.bom;
let t: TestApp;
let demo: TestClient;
let people: Buyers;
let bomId: string;

const ROWS = [
  ['Designator', 'Qty', 'Manufacturer', 'Mfr. #'],
  ['U1', '1', 'Texas Instruments', 'TPS62410DRCR'],
  ['U2', '2', 'Winbond', 'W25Q80BVSSIG'],
  ['R1', '4', '', '0603 4.7k电阻'],
  ['C1', '57', 'STMicroelectronics', 'GRM155R61A104KA01D'],
];

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoCatalog(t.database.db);
  people = await createBuyers(t);
  demo = t.client();
  await demo.loginAs(people.buyer);
  bomId = await matchedBom(demo, sheetFile(ROWS, '电源板.xlsx'));
});
afterAll(() => t.close());

const state = (body: Record<string, unknown> = {}) =>
  demo.data<BomState>(calls.qryBomDetailByBomId, { bomId, ...body });

async function lineOf(qryParam: string): Promise<BomDetail> {
  const line = (await state({ pageSize: 100 })).list.find((l) => l.qryParam === qryParam);
  if (!line) throw new Error(`no line ${qryParam}`);
  return line;
}

describe('qryBomDetailByBomId', () => {
  it('answers the lines with their chosen part, rule, confidence and candidates, the BOM and its counts', async () => {
    const bom = await state();
    expect(bom.bomInfo).toMatchObject({ tenantBomLogId: bomId, bomName: '电源板', jobState: 'DONE' });
    expect(bom).toMatchObject({
      progress: 100,
      counts: { all: 4, matched: 1, unmatched: 3, conflict: 1 },
      total: 4,
      pageSize: 20,
    });
    const [tps, flash, resistor, capacitor] = bom.list;
    expect(tps).toMatchObject({
      lineNo: 1,
      isMatch: true,
      isFreeText: false,
      ext: { matchRule: 'exact', confidence: 1, brandAgrees: true },
      product: { mfrPartNumber: 'TPS62410DRCR', brandCode: 'TI', quantity: 1 },
    });
    expect(flash).toMatchObject({ isMatch: false, ext: { matchRule: 'oneChar', spuId: null } });
    expect(flash?.candidates[0]).toMatchObject({
      mfrPartNumber: 'W25Q80DVSSIG',
      matchRule: 'oneChar',
      brandAgrees: true,
    });
    // A description: the parametric stage proposes the catalog's 4.7 kΩ 0603 resistor, never chooses it.
    expect(resistor).toMatchObject({
      isMatch: false,
      isFreeText: true,
      ext: { matchRule: 'parametric', spuId: null },
    });
    expect(resistor?.candidates.map((c) => [c.mfrPartNumber, c.matchRule])).toEqual([
      ['AC0603JR-074K7L', 'parametric'],
    ]);
    // The BOM says STMicroelectronics; the catalog's part of that number is Murata's: proposed, not chosen,
    // and shown as a maker conflict.
    expect(capacitor).toMatchObject({
      isMatch: false,
      ext: { matchRule: 'exact', confidence: 0.5, brandAgrees: false },
      conflict: { kind: 'maker', alternate: null, candidates: [{ mfrPartNumber: 'GRM155R61A104KA01D' }] },
      alternates: [],
      matchedAlternate: null,
    });
    expect(JSON.parse(tps?.custJson ?? '{}')).toEqual({
      Designator: 'U1',
      Qty: '1',
      Manufacturer: 'Texas Instruments',
      'Mfr. #': 'TPS62410DRCR',
    });
  });

  it('filters matched and unmatched lines and pages them', async () => {
    expect((await state({ matchFilter: 'matched' })).list.map((l) => l.qryParam)).toEqual(['TPS62410DRCR']);
    const unmatched = await state({ matchFilter: 'unmatched', pageSize: 2, pageNo: 2 });
    expect(unmatched).toMatchObject({ total: 3, pageNo: 2, counts: { all: 4 } });
    expect(unmatched.list.map((l) => l.qryParam)).toEqual(['GRM155R61A104KA01D']);
    const conflicts = await state({ matchFilter: 'conflict' });
    expect(conflicts).toMatchObject({ total: 1, counts: { conflict: 1 } });
    expect(conflicts.list.map((l) => l.qryParam)).toEqual(['GRM155R61A104KA01D']);
  });

  it('refuses a request without the BOM id (400) and without a session (401)', async () => {
    expect((await demo.call(calls.qryBomDetailByBomId, {})).status).toBe(400);
    expect((await t.client().call(calls.qryBomDetailByBomId, { bomId })).status).toBe(401);
  });
});

describe('qryProduct4Emall with a detailId', () => {
  it("answers the line's candidates as products, priced at the line's quantity", async () => {
    const flash = await lineOf('W25Q80BVSSIG');
    const page = await demo.data<ProductPage>(contract.catalog.qryProduct4Emall, {
      detailId: flash.detailId,
    });
    expect(page.rows.map((p) => [p.mfrPartNumber, p.matchRule, p.quantity])).toEqual([
      ['W25Q80DVSSIG', 'oneChar', 2],
    ]);
    expect(page).toMatchObject({ total: 1, lastPage: true });
    expect(
      (await t.client().call(contract.catalog.qryProduct4Emall, { detailId: flash.detailId })).status,
    ).toBe(401);
  });
});

describe('modifyBomDetail and addBomDetail', () => {
  it('chooses a candidate as the part (manual) and clears the choice again', async () => {
    const flash = await lineOf('W25Q80BVSSIG');
    const spuId = flash.candidates[0]?.spuId;
    const chosen = await demo.data<BomDetailChange>(calls.modifyBomDetail, {
      detailId: flash.detailId,
      spuId,
    });
    expect(chosen.detail).toMatchObject({
      isMatch: true,
      ext: { matchRule: 'manual', confidence: 1, spuId },
      product: { mfrPartNumber: 'W25Q80DVSSIG', quantity: 2 },
    });
    expect(chosen.counts).toEqual({ all: 4, matched: 2, unmatched: 2, conflict: 1 });
    const cleared = await demo.data<BomDetailChange>(calls.modifyBomDetail, {
      detailId: flash.detailId,
      spuId: null,
    });
    expect(cleared.detail).toMatchObject({ isMatch: false, ext: { matchRule: 'oneChar', spuId: null } });
    expect(cleared.counts.matched).toBe(1);
  });

  it('re-matches a line whose part text or maker changes, and keeps a new quantity', async () => {
    const capacitor = await lineOf('GRM155R61A104KA01D');
    const fixed = await demo.data<BomDetailChange>(calls.modifyBomDetail, {
      detailId: capacitor.detailId,
      brandName: 'Murata',
      qty: 60,
    });
    expect(fixed.detail).toMatchObject({
      brandName: 'Murata',
      qty: 60,
      isMatch: true,
      ext: { matchRule: 'exact', brandAgrees: true },
      product: { quantity: 60 },
    });
    expect(fixed.detail?.conflict).toBeNull();
    expect(fixed.counts).toEqual({ all: 4, matched: 2, unmatched: 2, conflict: 0 });
  });

  it('lets an LCSC code choose beside a value column, but not beside a part number the buyer types', async () => {
    // A JLCPCB assembly export: the value column is a name, the LCSC code the line's identity (C54570: TI's
    // TPS62410DRCR in the demo catalog).
    const jlc = [
      ['Designator', 'Footprint', 'Quantity', 'Value', 'LCSC Part #'],
      ['U1', 'VSON-10', '1', 'TPS62410', 'C54570'],
      ['R1', 'R_0603', '2', '4.7k', 'C23162'],
    ];
    // Another buyer's BOM, so the demo buyer's list stays as the other tests count it.
    const buyer = t.client();
    await buyer.loginAs(people.colleague);
    const jlcBom = await matchedBom(buyer, sheetFile(jlc, 'jlc.csv'));
    const lines = await buyer.data<BomState>(calls.qryBomDetailByBomId, { bomId: jlcBom });
    const converter = lines.list.find((l) => l.qryParam === 'TPS62410');
    expect(converter).toMatchObject({ isMatch: true, ext: { matchRule: 'lcsc' }, conflict: null });
    // The buyer types another part number into the line: the code names another part than it, so nothing is
    // chosen and the line says why.
    const retyped = await buyer.data<BomDetailChange>(calls.modifyBomDetail, {
      detailId: converter?.detailId,
      qryParam: 'TPS62162DGKR',
    });
    expect(retyped.detail).toMatchObject({
      isMatch: false,
      conflict: {
        kind: 'codeNamesOther',
        code: { distributor: 'lcsc', text: 'C54570' },
        asked: [{ partText: 'TPS62162DGKR', manufacturer: '' }],
      },
    });
    expect(retyped.detail?.conflict?.candidates.map((c) => c.mfrPartNumber)).toEqual(['TPS62410DRCR']);
  });

  it('removes a line set to 00X from the list and recounts', async () => {
    const resistor = await lineOf('0603 4.7k电阻');
    const removed = await demo.data<BomDetailChange>(calls.modifyBomDetail, {
      detailId: resistor.detailId,
      status: '00X',
    });
    expect(removed).toEqual({ detail: null, counts: { all: 3, matched: 2, unmatched: 1, conflict: 0 } });
    expect((await state()).list.map((l) => l.qryParam)).not.toContain('0603 4.7k电阻');
    expect((await demo.call(calls.modifyBomDetail, { detailId: resistor.detailId, qty: 3 })).status).toBe(
      404,
    );
  });

  it('adds a line at the end of the BOM, matched at once', async () => {
    const added = await demo.data<BomDetailChange>(calls.addBomDetail, {
      logId: bomId,
      qryParam: 'LTST-S220KRKT',
      brandName: 'Lite-On',
      qty: 3,
      custProductCode: 'LED-RED-01',
    });
    expect(added.detail).toMatchObject({
      lineNo: 5,
      custProductCode: 'LED-RED-01',
      isMatch: true,
      matchState: 'DONE',
      ext: { matchRule: 'exact' },
    });
    expect(added.counts).toEqual({ all: 4, matched: 3, unmatched: 1, conflict: 0 });
  });

  it('chooses the part this tenant chose before for the same customer part number', async () => {
    const again = await demo.data<BomDetailChange>(calls.addBomDetail, {
      logId: bomId,
      qryParam: '红色LED 0805',
      custProductCode: 'LED-RED-01',
    });
    expect(again.detail).toMatchObject({
      isFreeText: true,
      isMatch: true,
      ext: { matchRule: 'custPn', confidence: 0.9 },
      product: { mfrPartNumber: 'LTST-S220KRKT' },
    });
  });

  it('refuses an unknown part (404), a quantity of 0 and a custom part number over 35 characters (400)', async () => {
    const line = await lineOf('TPS62410DRCR');
    expect(
      (await demo.call(calls.modifyBomDetail, { detailId: line.detailId, spuId: '999999999' })).status,
    ).toBe(404);
    expect((await demo.call(calls.modifyBomDetail, { detailId: line.detailId, qty: 0 })).status).toBe(400);
    const long = 'X'.repeat(36);
    expect(
      (await demo.call(calls.addBomDetail, { logId: bomId, qryParam: 'A1', custProductCode: long })).status,
    ).toBe(400);
  });
});

describe('modifybomlog and qryBomLogByPage', () => {
  it('renames a BOM, lists it with its counts, filters by state, name and date, and removes it', async () => {
    const renamed = await demo.data<BomLog>(calls.modifybomlog, {
      tenantBomLogId: bomId,
      bomName: '电源板 V2',
    });
    expect(renamed).toMatchObject({ bomName: '电源板 V2', jobState: 'DONE', lineCount: 5, matchedCount: 4 });
    const page = await demo.data<BomLogPage>(calls.qryBomLogByPage, {});
    expect(page).toMatchObject({ total: 1, pageNo: 1, pageSize: 20, rows: [{ tenantBomLogId: bomId }] });
    const list = (body: Record<string, unknown>) => demo.data<BomLogPage>(calls.qryBomLogByPage, body);
    expect((await list({ jobState: 'MATCHING' })).total).toBe(0);
    expect((await list({ bomName: 'V2' })).total).toBe(1);
    // The test clock stands at 2026-11-22 16:00 in China.
    expect((await list({ startTime: '2026-11-22', endTime: '2026-11-22' })).total).toBe(1);
    expect((await list({ startTime: '2026-11-23' })).total).toBe(0);
    expect((await demo.call(calls.qryBomLogByPage, { startTime: 'yesterday' })).status).toBe(400);

    await demo.data(calls.modifybomlog, { tenantBomLogId: bomId, status: '00X' });
    expect((await list({})).total).toBe(0);
    expect((await demo.call(calls.qryBomDetailByBomId, { bomId })).status).toBe(404);
  });
});

describe('part numbers of every shape', () => {
  it('shows a digits-only or spaced part number with its maker named as a part number after matching, even unmatched', async () => {
    const id = await matchedBom(
      demo,
      sheetFile(
        [
          ['Manufacturer', 'Part Number', 'Qty'],
          ['Molex', '548190589', '1'],
          ['C&K', 'PTS526 SM15 SMTR2 LFS', '1'],
          ['', '100nF 25V X7R', '2'],
        ],
        'shapes.xlsx',
      ),
    );
    const state = await demo.data<BomState>(calls.qryBomDetailByBomId, { bomId: id });
    expect(state.list.map((r) => [r.qryParam, r.isFreeText])).toEqual([
      ['548190589', false],
      ['PTS526 SM15 SMTR2 LFS', false],
      ['100nF 25V X7R', true],
    ]);
  });
});

describe('alternates', () => {
  it('previews each line with its alternates and stores them with the line', async () => {
    const preview = await uploadBom(
      demo,
      sheetFile([
        ['References', 'Qty', 'Manufacturer', 'MPN', 'Manufacturer', 'MPN', 'Digikey', 'Mouser'],
        ['C10,C11', '2', 'Sprague', '293D106X0010A2TE3', 'Vishay', '293D106X96R3A2TE3', '718-1118-1-ND', ''],
        ['J1', '1', 'Molex', '22284043', '', '', '', '538-22-28-4043'],
      ]),
    );
    expect(preview.mapping?.tables[0]?.alternates).toEqual([
      { manufacturer: 4, mfrPn: 5 },
      { supplierPn: 7 },
    ]);
    expect(preview.lines.map((l) => [l.qryParam, l.isFreeText, l.alternates])).toEqual([
      [
        '293D106X0010A2TE3',
        false,
        [{ partText: '293D106X96R3A2TE3', manufacturer: 'Vishay', supplierPn: '' }],
      ],
      // Digits only, but in the part number column with its maker named: a part number.
      ['22284043', false, [{ partText: '', manufacturer: '', supplierPn: '538-22-28-4043' }]],
    ]);
    await demo.data(calls.confirmBomMapping, {
      tenantBomLogId: preview.tenantBomLogId,
      mapping: preview.mapping,
    });
    const stored = await queryRows<{ qry_param: string; alternates: unknown }>(
      t.database.db,
      sql`select qry_param, alternates from bom_detail where log_id = ${Number(preview.tenantBomLogId)}
        order by line_no`,
    );
    expect(stored).toEqual([
      {
        qry_param: '293D106X0010A2TE3',
        alternates: [{ partText: '293D106X96R3A2TE3', manufacturer: 'Vishay', supplierPn: '' }],
      },
      {
        qry_param: '22284043',
        alternates: [{ partText: '', manufacturer: '', supplierPn: '538-22-28-4043' }],
      },
    ]);
  });

  it('keeps a mapping stored before alternates existed valid', async () => {
    const preview = await uploadBom(demo, sheetFile(ROWS));
    const mapping = { tables: [{ headerRow: 0, columns: { mfrPn: 3, qty: 1 } }] };
    const answer = await demo.data<{ lines: unknown[]; mapping: unknown }>(calls.qryBomPreview, {
      tenantBomLogId: preview.tenantBomLogId,
      mapping,
    });
    expect(answer.mapping).toEqual(mapping);
    expect(answer.lines).toHaveLength(4);
  });
});
