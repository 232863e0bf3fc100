import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { BomSummary } from '@emall/contract';
import { matchedBom, sheetFile } from '../../testing/bom-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { threeBuyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { insertCartFixture, type CartFixture } from '../cart/cart.fixture.js';

const summaryCall = contract.bom.qryBomSummary;
let t: TestApp;
let parts: CartFixture;
let demo: TestClient;
let colleague: TestClient;
let other: TestClient;
let bomId: string;

beforeAll(async () => {
  t = await startTestApp();
  parts = await insertCartFixture(t.database.db);
  ({ buyer: demo, colleague, other } = await threeBuyers(t));
  bomId = await matchedBom(
    demo,
    sheetFile([
      ['MPN', 'Manufacturer', 'Qty', 'Customer PN'],
      ['STM32F103C8T6', 'ST', '10', 'CP-001'],
      ['XSTM32F103C8T6', '', '50', 'CP-002'],
      ['LM358', '', '100', ''],
      ['NOSUCHPART-9', 'Acme', '3', 'CP-003'],
    ]),
  );
});
afterAll(() => t.close());

describe('qryBomSummary', () => {
  it("answers every line and the BOM's total at the lines' quantities with priced, in-stock and short counts", async () => {
    const summary = await demo.data<BomSummary>(summaryCall, { tenantBomLogId: bomId });
    expect(summary.lines.map((l) => [l.qryParam, l.qty, l.spuId, l.priced, l.stock])).toEqual([
      ['STM32F103C8T6', 10, parts.stm, true, 'inStock'],
      ['XSTM32F103C8T6', 50, parts.unpriced, false, 'short'],
      ['LM358', 100, parts.scarce, true, 'short'],
      ['NOSUCHPART-9', 3, null, false, 'none'],
    ]);
    expect(summary.lines[0]).toMatchObject({ custProductCode: 'CP-001', mfrPartNumber: 'STM32F103C8T6' });
    expect(summary).toMatchObject({ lineCount: 4, pricedCount: 2, inStockCount: 1, shortCount: 2 });
    // 10 × 11.30 (the 10+ break) + 100 × 0.50
    expect(summary.totals).toHaveLength(1);
    expect(Number(summary.totals[0]?.amount)).toBeCloseTo(163, 6);
  });

  it('follows the changes of the lines: a quantity, a removed line', async () => {
    const before = await demo.data<BomSummary>(summaryCall, { tenantBomLogId: bomId });
    const stm = before.lines[0]?.detailId;
    const lm = before.lines[2]?.detailId;
    await demo.data(contract.bom.modifyBomDetail, { detailId: stm, qty: 1 });
    await demo.data(contract.bom.modifyBomDetail, { detailId: lm, status: '00X' });
    const after = await demo.data<BomSummary>(summaryCall, { tenantBomLogId: bomId });
    expect(after).toMatchObject({ lineCount: 3, pricedCount: 1, inStockCount: 1, shortCount: 1 });
    expect(Number(after.totals[0]?.amount)).toBeCloseTo(12.43, 6);
  });

  it('answers 404 for the BOM of a colleague or of another tenant, 401 without a session, 400 for a bad id', async () => {
    for (const client of [colleague, other]) {
      const answer = await client.call(summaryCall, { tenantBomLogId: bomId });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ success: false, errcode: 'NOT_FOUND' });
    }
    expect((await t.client().call(summaryCall, { tenantBomLogId: bomId })).status).toBe(401);
    expect((await demo.call(summaryCall, { tenantBomLogId: 'x1' })).status).toBe(400);
    expect((await demo.call(summaryCall, {})).status).toBe(400);
  });
});
