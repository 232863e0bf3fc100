import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { BomState, EnquiryDetail } from '@emall/contract';
import { matchedBom, sheetFile } from '../../testing/bom-client.js';
import { createEnquiryCall } from '../../testing/enquiry-requests.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import type { TestClient } from '../../testing/test-client.js';
import { insertCartFixture, type CartFixture } from '../cart/cart.fixture.js';

const fromBom = contract.enquiry.createEnquiryFromBom;
let t: TestApp;
let parts: CartFixture;
let demo: TestClient;
let colleague: TestClient;
let other: TestClient;
let bomId: string;

beforeAll(async () => {
  t = await startTestApp();
  parts = await insertCartFixture(t.database.db);
  [demo, colleague, other] = [t.client(), t.client(), t.client()];
  await demo.login('demo');
  await colleague.login('demo2');
  await other.login('other');
  bomId = await matchedBom(
    demo,
    sheetFile([
      ['MPN', 'Manufacturer', 'Qty', 'Customer PN'],
      ['STM32F103C8T6', 'ST', '10', 'CP-001'],
      ['XSTM32F103C8T6', '', '20', 'CP-002'],
      ['NOSUCHPART-9', 'Acme', '30', 'CP-003'],
    ]),
  );
});
afterAll(() => t.close());

const errcodeOf = (answer: { body: unknown }) => (answer.body as { errcode?: string }).errcode;
const detailOf = (enquiryId: string) =>
  demo.data<EnquiryDetail>(contract.enquiry.qryEnquiryDetail, { enquiryId });

describe('createEnquiryFromBom', () => {
  it('enquires every unmatched or unpriced line with part, maker, quantity and customer part number', async () => {
    const answer = await createEnquiryCall(demo, { tenantBomLogId: bomId }, undefined, fromBom);
    expect(answer.status).toBe(200);
    const created = (answer.body as { data: { enquiryId: string; lineCount: number } }).data;
    expect(created.lineCount).toBe(2);
    const detail = await detailOf(created.enquiryId);
    expect(detail.lines.map((l) => [l.mfrPartNumber, l.brand, l.quantity, l.custPn, l.spuId])).toEqual([
      ['XSTM32F103C8T6', '', 20, 'CP-002', parts.unpriced],
      ['NOSUCHPART-9', 'Acme', 30, 'CP-003', null],
    ]);
  });

  it('enquires the chosen lines only, priced or not', async () => {
    const state = await demo.data<BomState>(contract.bom.qryBomDetailByBomId, { bomId, pageSize: 100 });
    const stm = state.list.find((l) => l.qryParam === 'STM32F103C8T6');
    const answer = await createEnquiryCall(
      demo,
      { tenantBomLogId: bomId, detailIds: [stm?.detailId] },
      undefined,
      fromBom,
    );
    const created = (answer.body as { data: { enquiryId: string } }).data;
    const detail = await detailOf(created.enquiryId);
    expect(detail.lines.map((l) => [l.mfrPartNumber, l.brand, l.quantity, l.custPn, l.spuId])).toEqual([
      ['STM32F103C8T6', 'ST', 10, 'CP-001', parts.stm],
    ]);
  });

  it('answers 404 for a BOM of a colleague or of another tenant, and for a line of another BOM', async () => {
    for (const client of [colleague, other]) {
      const answer = await createEnquiryCall(client, { tenantBomLogId: bomId }, undefined, fromBom);
      expect([answer.status, errcodeOf(answer)]).toEqual([404, 'NOT_FOUND']);
    }
    const foreignLine = await createEnquiryCall(
      demo,
      { tenantBomLogId: bomId, detailIds: ['999999'] },
      undefined,
      fromBom,
    );
    expect(foreignLine.status).toBe(404);
  });

  it('answers 422 when every line has a priced part, and 400 without an idempotency key', async () => {
    const priced = await matchedBom(
      demo,
      sheetFile([
        ['MPN', 'Qty'],
        ['STM32F103C8T6', '5'],
      ]),
    );
    const answer = await createEnquiryCall(demo, { tenantBomLogId: priced }, undefined, fromBom);
    expect([answer.status, errcodeOf(answer)]).toEqual([422, 'ENQUIRY_NOTHING_TO_ENQUIRE']);
    expect((await createEnquiryCall(demo, { tenantBomLogId: bomId }, null, fromBom)).status).toBe(400);
  });
});
