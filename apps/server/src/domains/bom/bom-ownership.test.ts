import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { BomLogPage, BomState } from '@emall/contract';
import { seedDemoCatalog } from '../../seed/index.js';
import { matchedBom, sheetFile, uploadBom } from '../../testing/bom-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';

const calls = contract.bom;
let t: TestApp;
let demo: TestClient;
let other: TestClient;
let colleague: TestClient;
let bomId: string;
let detailId: string;
let mappingBomId: string;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoCatalog(t.database.db);
  [demo, other, colleague] = [t.client(), t.client(), t.client()];
  const people = await createBuyers(t);
  await demo.loginAs(people.buyer);
  await other.loginAs(people.other);
  await colleague.loginAs(people.colleague);
  bomId = await matchedBom(
    demo,
    sheetFile([
      ['MPN', 'Qty'],
      ['TPS62410DRCR', '2'],
      ['W25Q80BVSSIG', '1'],
    ]),
  );
  const state = await demo.data<BomState>(calls.qryBomDetailByBomId, { bomId });
  detailId = state.list[0]?.detailId ?? '';
  mappingBomId = (
    await uploadBom(
      demo,
      sheetFile([
        ['MPN', 'Qty'],
        ['LM358DR', '1'],
      ]),
    )
  ).tenantBomLogId;
});
afterAll(() => t.close());

/** Every BOM call that names a BOM or a line, as another caller would try it. */
function attempts() {
  const mapping = { tables: [{ headerRow: 0, columns: { mfrPn: 0 } }] };
  return [
    [calls.qryBomPreview, { tenantBomLogId: mappingBomId }],
    [calls.confirmBomMapping, { tenantBomLogId: mappingBomId, mapping }],
    [calls.qryBomProgress, { tenantBomLogId: bomId }],
    [calls.qryBomDetailByBomId, { bomId }],
    [calls.qryBomSummary, { tenantBomLogId: bomId }],
    [calls.addBomDetail, { logId: bomId, qryParam: 'LM358DR' }],
    [calls.modifyBomDetail, { detailId, qty: 99 }],
    [calls.modifyBomDetail, { detailId, status: '00X' }],
    [calls.modifybomlog, { tenantBomLogId: bomId, bomName: 'stolen' }],
    [contract.catalog.qryProduct4Emall, { detailId }],
  ] as const;
}

describe('BOMs of other tenants and other staff', () => {
  it.each([
    ['another tenant', () => other],
    ['a colleague of the same tenant (a BOM is one staff member’s, as a cart)', () => colleague],
  ])('answers 404 to %s on every BOM call that names a BOM or a line', async (_who, caller) => {
    for (const [call, body] of attempts()) {
      const answer = await caller().call(call, body);
      expect([call.path, answer.status]).toEqual([call.path, 404]);
      expect(answer.body).toMatchObject({ success: false, errcode: 'NOT_FOUND' });
    }
    expect((await caller().data<BomLogPage>(calls.qryBomLogByPage, {})).total).toBe(0);
  });

  it("leaves the owner's BOM as it was", async () => {
    const state = await demo.data<BomState>(calls.qryBomDetailByBomId, { bomId });
    expect(state.bomInfo.bomName).toBe('bom');
    expect(state.counts).toEqual({ all: 2, matched: 1, unmatched: 1, conflict: 0 });
    expect(state.list[0]).toMatchObject({ qty: 2, status: '00A' });
    const mapping = await demo.data<{ jobState: string }>(calls.qryBomPreview, {
      tenantBomLogId: mappingBomId,
    });
    expect(mapping.jobState).toBe('MAPPING');
  });
});
