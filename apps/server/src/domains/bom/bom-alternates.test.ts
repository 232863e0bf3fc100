import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract } from '@emall/contract';
import type { BomDetail, BomDetailChange, BomState } from '@emall/contract';
import { queryRows } from '../../platform/db.js';
import { seedDemoCatalog } from '../../seed/index.js';
import { matchedBom, sheetFile, waitForMatch } from '../../testing/bom-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createStaff } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { insertBomLog, type BomOwner } from './core/log.queries.js';

/**
 * Alternates and conflicts in the BOM match view, through the calls. The lines carry their alternates as
 * the confirmation of a sheet with repeated part-number columns writes them; here they are written
 * directly, and the server's own matching job matches them.
 */

const calls = contract.bom;
let t: TestApp;
let demo: TestClient;
let bomId: string;

interface LineRow {
  qryParam: string;
  brandName: string;
  supplierPn: string;
  alternates: { partText: string; manufacturer: string; supplierPn: string }[];
}

const LINES: LineRow[] = [
  {
    qryParam: 'NOSUCH-PART-1',
    brandName: 'Texas Instruments',
    supplierPn: '',
    alternates: [
      { partText: 'NOSUCH-PART-2', manufacturer: '', supplierPn: '' },
      { partText: 'TPS62410DRCR', manufacturer: 'Texas Instruments', supplierPn: '' },
      { partText: 'LTST-S220KRKT', manufacturer: 'Lite-On', supplierPn: '' },
    ],
  },
  // The LCSC code is Lite-On's LED, the part number TI's converter.
  { qryParam: 'TPS62410DRCR', brandName: 'Texas Instruments', supplierPn: 'C284935', alternates: [] },
  { qryParam: 'RP2040', brandName: 'Raspberry Pi', supplierPn: 'C2040', alternates: [] },
];

async function ownerOf(logId: string): Promise<BomOwner> {
  const [row] = await queryRows<{ tenant_id: number; staff_id: number }>(
    t.database.db,
    sql`select tenant_id, staff_id from bom_log where id = ${Number(logId)}`,
  );
  if (!row) throw new Error('no BOM');
  return { tenantId: row.tenant_id, staffId: row.staff_id };
}

/** A BOM of these lines queued for matching, as a confirmation leaves it. */
async function queuedBom(owner: BomOwner): Promise<string> {
  const db = t.database.db;
  const log = await insertBomLog(db, owner, {
    bomName: 'alternates',
    fileName: 'alt.xlsx',
    sheet: [],
    now: new Date(),
  });
  for (const [i, line] of LINES.entries()) {
    await db.execute(sql`
      insert into bom_detail (log_id, tenant_id, staff_id, line_no, qry_param, brand_name, qty, supplier_pn,
        cust_json, alternates, status_time, updated_at)
      values (${log.id}, ${owner.tenantId}, ${owner.staffId}, ${i + 1}, ${line.qryParam}, ${line.brandName}, 2,
        ${line.supplierPn}, '{}', ${JSON.stringify(line.alternates)}::jsonb, now(), now())`);
  }
  await db.execute(
    sql`update bom_log set job_state = 'QUEUED', line_count = ${LINES.length} where id = ${log.id}`,
  );
  return String(log.id);
}

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoCatalog(t.database.db);
  demo = t.client();
  await demo.loginAs(await createStaff(t.database.db));
  const first = await matchedBom(
    demo,
    sheetFile(
      [
        ['Mfr. #', 'Qty'],
        ['LM358DR', '1'],
      ],
      'first.xlsx',
    ),
  );
  bomId = await queuedBom(await ownerOf(first));
  // Confirming another BOM wakes the job runner, which takes every queued BOM.
  await matchedBom(
    demo,
    sheetFile(
      [
        ['Mfr. #', 'Qty'],
        ['RP2040', '1'],
      ],
      'wake.xlsx',
    ),
  );
  await waitForMatch(demo, bomId);
});
afterAll(() => t.close());

const state = (body: Record<string, unknown> = {}) =>
  demo.data<BomState>(calls.qryBomDetailByBomId, { bomId, pageSize: 100, ...body });

async function lineOf(qryParam: string): Promise<BomDetail> {
  const line = (await state()).list.find((l) => l.qryParam === qryParam);
  if (!line) throw new Error(`no line ${qryParam}`);
  return line;
}

describe('alternates in the match view', () => {
  it('shows which alternate matched, and the part found for each alternate', async () => {
    const line = await lineOf('NOSUCH-PART-1');
    expect(line).toMatchObject({
      isMatch: true,
      matchedAlternate: 1,
      conflict: null,
      ext: { matchRule: 'exact', brandAgrees: true },
      product: { mfrPartNumber: 'TPS62410DRCR' },
    });
    expect(line.alternates.map((a) => [a.partText, a.manufacturer, a.spuId !== null])).toEqual([
      ['NOSUCH-PART-2', '', false],
      ['TPS62410DRCR', 'Texas Instruments', true],
      ['LTST-S220KRKT', 'Lite-On', true],
    ]);
    expect(line.alternates[1]?.spuId).toBe(line.ext.spuId);
    expect(line.candidates.map((c) => [c.mfrPartNumber, c.alternate])).toEqual([
      ['TPS62410DRCR', 1],
      ['LTST-S220KRKT', 2],
    ]);
  });

  it("switches to another alternate by choosing its part, and back to matching's choice", async () => {
    const line = await lineOf('NOSUCH-PART-1');
    const switched = await demo.data<BomDetailChange>(calls.modifyBomDetail, {
      detailId: line.detailId,
      spuId: line.alternates[2]?.spuId,
    });
    expect(switched.detail).toMatchObject({
      matchedAlternate: 2,
      ext: { matchRule: 'manual' },
      product: { mfrPartNumber: 'LTST-S220KRKT', quantity: 2 },
    });
    const cleared = await demo.data<BomDetailChange>(calls.modifyBomDetail, {
      detailId: line.detailId,
      spuId: null,
    });
    expect(cleared.detail).toMatchObject({ matchedAlternate: null, isMatch: false });
    const back = await demo.data<BomDetailChange>(calls.modifyBomDetail, {
      detailId: line.detailId,
      spuId: line.alternates[1]?.spuId,
    });
    expect(back.detail).toMatchObject({ matchedAlternate: 1, product: { mfrPartNumber: 'TPS62410DRCR' } });
  });
});

describe('conflicts in the match view', () => {
  it('shows a distributor code naming another part than the part number, with both parts, and chooses neither', async () => {
    const line = await lineOf('TPS62410DRCR');
    expect(line).toMatchObject({ isMatch: false, product: null, matchedAlternate: null });
    expect(line.conflict).toMatchObject({ kind: 'supplierPnVsMfrPn', alternate: null });
    expect(line.conflict?.candidates.map((c) => [c.mfrPartNumber, c.matchRule])).toEqual([
      ['TPS62410DRCR', 'exact'],
      ['LTST-S220KRKT', 'lcsc'],
    ]);
    // A code and a part number that agree are no conflict.
    expect(await lineOf('RP2040')).toMatchObject({ isMatch: true, conflict: null });
  });

  it('counts and filters the open conflicts; a chosen part settles one, clearing the choice opens it again', async () => {
    const before = await state({ matchFilter: 'conflict' });
    expect(before).toMatchObject({ total: 1, counts: { all: 3, conflict: 1 } });
    expect(before.list.map((l) => l.qryParam)).toEqual(['TPS62410DRCR']);
    const line = before.list[0];
    const spuId = line?.conflict?.candidates[0]?.spuId;
    const chosen = await demo.data<BomDetailChange>(calls.modifyBomDetail, {
      detailId: line?.detailId,
      spuId,
    });
    expect(chosen.detail).toMatchObject({ isMatch: true, conflict: { kind: 'supplierPnVsMfrPn' } });
    expect(chosen.counts.conflict).toBe(0);
    expect((await state({ matchFilter: 'conflict' })).total).toBe(0);
    const cleared = await demo.data<BomDetailChange>(calls.modifyBomDetail, {
      detailId: line?.detailId,
      spuId: null,
    });
    expect(cleared.counts.conflict).toBe(1);
  });

  it('refuses an unknown filter (400)', async () => {
    expect((await demo.call(calls.qryBomDetailByBomId, { bomId, matchFilter: 'odd' })).status).toBe(400);
  });
});
