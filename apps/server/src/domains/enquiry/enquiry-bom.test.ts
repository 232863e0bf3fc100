import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { BomState, EnquiryDetail } from '@emall/contract';
import { matchedBom, sheetFile } from '../../testing/bom-client.js';
import { createEnquiryCall } from '../../testing/enquiry-requests.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { threeBuyers } from '../../testing/factories/index.js';
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
  ({ buyer: demo, colleague, other } = await threeBuyers(t));
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

/** A BOM line of the enquiry body, named by id alone. */
const line = (detailId: string) => ({ detailId });
const errcodeOf = (answer: { body: unknown }) => (answer.body as { errcode?: string }).errcode;
const detailOf = (enquiryId: string) =>
  demo.data<EnquiryDetail>(contract.enquiry.qryEnquiryDetail, { enquiryId });

describe('createEnquiryFromBom', () => {
  it('enquires the named lines with part, maker, quantity and customer part number', async () => {
    const state = await demo.data<BomState>(contract.bom.qryBomDetailByBomId, { bomId, pageSize: 100 });
    const unpriced = state.list.filter((l) => l.qryParam !== 'STM32F103C8T6').map((l) => l.detailId);
    const answer = await createEnquiryCall(
      demo,
      { tenantBomLogId: bomId, lines: unpriced.map(line) },
      undefined,
      fromBom,
    );
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
      { tenantBomLogId: bomId, lines: [{ detailId: stm?.detailId }] },
      undefined,
      fromBom,
    );
    const created = (answer.body as { data: { enquiryId: string } }).data;
    const detail = await detailOf(created.enquiryId);
    expect(detail.lines.map((l) => [l.mfrPartNumber, l.brand, l.quantity, l.custPn, l.spuId])).toEqual([
      ['STM32F103C8T6', 'ST', 10, 'CP-001', parts.stm],
    ]);
  });

  it("enquires a costed build's quantities when the lines carry them, the sheet's where they do not", async () => {
    const state = await demo.data<BomState>(contract.bom.qryBomDetailByBomId, { bomId, pageSize: 100 });
    const [first, second] = state.list.filter((l) => l.qryParam !== 'STM32F103C8T6');
    const answer = await createEnquiryCall(
      demo,
      {
        tenantBomLogId: bomId,
        lines: [{ detailId: first?.detailId, quantity: 10_250 }, line(second?.detailId ?? '')],
      },
      undefined,
      fromBom,
    );
    const created = (answer.body as { data: { enquiryId: string } }).data;
    const detail = await detailOf(created.enquiryId);
    expect(detail.lines.map((l) => [l.mfrPartNumber, l.quantity])).toEqual([
      ['XSTM32F103C8T6', 10_250],
      ['NOSUCHPART-9', 30],
    ]);
    const zero = await createEnquiryCall(
      demo,
      { tenantBomLogId: bomId, lines: [{ detailId: first?.detailId, quantity: 0 }] },
      undefined,
      fromBom,
    );
    expect(zero.status).toBe(400);
  });

  it('answers 404 for a BOM of a colleague or of another tenant, and for a line of another BOM', async () => {
    const state = await demo.data<BomState>(contract.bom.qryBomDetailByBomId, { bomId, pageSize: 100 });
    const ids = state.list.map((l) => l.detailId);
    for (const client of [colleague, other]) {
      const answer = await createEnquiryCall(
        client,
        { tenantBomLogId: bomId, lines: ids.map(line) },
        undefined,
        fromBom,
      );
      expect([answer.status, errcodeOf(answer)]).toEqual([404, 'NOT_FOUND']);
    }
    const foreignLine = await createEnquiryCall(
      demo,
      { tenantBomLogId: bomId, lines: [line('999999')] },
      undefined,
      fromBom,
    );
    expect(foreignLine.status).toBe(404);
  });

  it('answers 422 when no named line can be enquired, 400 without lines or an idempotency key', async () => {
    const blank = await matchedBom(
      demo,
      sheetFile([
        ['MPN', 'Qty'],
        ['X', '5'],
      ]),
    );
    const state = await demo.data<BomState>(contract.bom.qryBomDetailByBomId, { bomId: blank });
    const answer = await createEnquiryCall(
      demo,
      { tenantBomLogId: blank, lines: state.list.map((l) => line(l.detailId)) },
      undefined,
      fromBom,
    );
    expect([answer.status, errcodeOf(answer)]).toEqual([422, 'ENQUIRY_NOTHING_TO_ENQUIRE']);
    // The server never picks the lines itself: the page names the ones it showed the buyer.
    expect((await createEnquiryCall(demo, { tenantBomLogId: bomId }, undefined, fromBom)).status).toBe(400);
    expect(
      (await createEnquiryCall(demo, { tenantBomLogId: bomId, lines: [] }, undefined, fromBom)).status,
    ).toBe(400);
    const ids = (await demo.data<BomState>(contract.bom.qryBomDetailByBomId, { bomId })).list.map(
      (l) => l.detailId,
    );
    expect(
      (await createEnquiryCall(demo, { tenantBomLogId: bomId, lines: ids.map(line) }, null, fromBom)).status,
    ).toBe(400);
  });

  it('carries the target price and delivery date the buyer gave each ticked line', async () => {
    const state = await demo.data<BomState>(contract.bom.qryBomDetailByBomId, { bomId, pageSize: 100 });
    const [stm, , none] = state.list;
    const answer = await createEnquiryCall(
      demo,
      {
        tenantBomLogId: bomId,
        lines: [
          { detailId: none?.detailId, targetPrice: '0.125', deliveryDate: '2026-12-24' },
          { detailId: stm?.detailId, targetPrice: 8 },
        ],
      },
      undefined,
      fromBom,
    );
    expect(answer.status).toBe(200);
    const created = (answer.body as { data: { enquiryId: string } }).data;
    const detail = await detailOf(created.enquiryId);
    // BOM order, whatever order the body named the lines in.
    expect(detail.lines.map((l) => [l.mfrPartNumber, l.targetPrice, l.deliveryDate])).toEqual([
      ['STM32F103C8T6', '8', null],
      ['NOSUCHPART-9', '0.125', '2026-12-24'],
    ]);
  });

  it("refuses a bad price, a past or unreal date and a line named twice, per line in the caller's language", async () => {
    const state = await demo.data<BomState>(contract.bom.qryBomDetailByBomId, { bomId, pageSize: 100 });
    const [stm, x] = state.list.map((l) => l.detailId);
    const bad = await createEnquiryCall(
      demo,
      {
        tenantBomLogId: bomId,
        lines: [
          { detailId: stm, targetPrice: '1.2345678' },
          { detailId: x, deliveryDate: '2026-02-30' },
          { detailId: stm, targetPrice: '-1' },
        ],
      },
      undefined,
      fromBom,
    );
    expect([bad.status, errcodeOf(bad)]).toEqual([400, 'VALIDATION_FAILED']);
    expect((bad.body as { fields?: Record<string, string> }).fields).toEqual({
      'lines.0.targetPrice': '目标单价须为不小于0的数字，最多6位小数',
      'lines.1.deliveryDate': '日期格式应为 年-月-日',
      'lines.2.targetPrice': '目标单价须为不小于0的数字，最多6位小数',
    });
    const twice = await createEnquiryCall(
      demo,
      { tenantBomLogId: bomId, lines: [{ detailId: stm }, { detailId: x }, { detailId: stm }] },
      undefined,
      fromBom,
    );
    expect([twice.status, (twice.body as { fields?: unknown }).fields]).toEqual([
      400,
      { 'lines.2.detailId': '同一行只能询价一次' },
    ]);
    demo.lang = 'en_US';
    const past = await createEnquiryCall(
      demo,
      { tenantBomLogId: bomId, lines: [{ detailId: x }, { detailId: stm, deliveryDate: '2026-11-21' }] },
      undefined,
      fromBom,
    );
    demo.lang = undefined;
    expect([past.status, (past.body as { fields?: unknown }).fields]).toEqual([
      400,
      { 'lines.1.deliveryDate': 'the delivery date cannot be in the past' },
    ]);
  });
});
