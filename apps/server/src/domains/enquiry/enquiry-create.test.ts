import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { EnquiryDetail, EnquirySummary } from '@emall/contract';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { threeBuyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { createEnquiryCall, createTestEnquiry } from '../../testing/enquiry-requests.js';
import { insertCartFixture, type CartFixture } from '../cart/cart.fixture.js';

const calls = contract.enquiry;
let t: TestApp;
let parts: CartFixture;
let demo: TestClient;
let colleague: TestClient;
let other: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  parts = await insertCartFixture(t.database.db);
  ({ buyer: demo, colleague, other } = await threeBuyers(t));
});
afterAll(() => t.close());

const threeLines = () => ({
  lines: [
    { mfrPartNumber: 'STM32F103C8T6', brand: 'ST', quantity: 100, targetPrice: '9.5', custPn: 'MCU-01' },
    { mfrPartNumber: 'LM358DR', quantity: '500', deliveryDate: '2026-12-31', remarks: 'reel' },
    { mfrPartNumber: 'NOSUCHPART-42', quantity: 7 },
  ],
  remarks: 'Project Falcon',
});
const errcodeOf = (answer: { body: unknown }) => (answer.body as { errcode?: string }).errcode;
const fieldsOf = (answer: { body: unknown }) => (answer.body as { fields?: Record<string, string> }).fields;
const page = (client: TestClient, body: object = {}) =>
  client.data<{ rows: EnquirySummary[]; total: number }>(calls.qryEnquiryByPage, body);

describe('createEnquiry', () => {
  it('stores the lines with a day reference, matches catalog parts and lists the enquiry as submitted', async () => {
    const created = await createTestEnquiry(demo, threeLines());
    expect(created).toMatchObject({ status: 'SUBMITTED', lineCount: 3 });
    expect(created.enquiryNo).toMatch(/^EQ20261122-\d{4}$/);
    const detail = await demo.data<EnquiryDetail>(calls.qryEnquiryDetail, { enquiryId: created.enquiryId });
    expect(detail).toMatchObject({
      enquiryNo: created.enquiryNo,
      status: 'SUBMITTED',
      remarks: 'Project Falcon',
    });
    expect(detail.lines.map((l) => [l.lineNo, l.mfrPartNumber, l.quantity, l.spuId])).toEqual([
      [1, 'STM32F103C8T6', 100, parts.stm],
      [2, 'LM358DR', 500, parts.packaged],
      [3, 'NOSUCHPART-42', 7, null],
    ]);
    expect(detail.lines[0]).toMatchObject({ targetPrice: '9.5', custPn: 'MCU-01', quotedUnitPrice: null });
    expect(detail.lines[1]).toMatchObject({
      deliveryDate: '2026-12-31',
      remarks: 'reel',
      canAddToCart: false,
    });
    const listed = await page(demo);
    expect(listed.rows[0]).toMatchObject({
      enquiryId: created.enquiryId,
      status: 'SUBMITTED',
      statusName: '已提交',
      lineCount: 3,
      quotedLineCount: 0,
    });
  });

  it('numbers the enquiries of a day one after another', async () => {
    const first = await createTestEnquiry(demo, { lines: [{ mfrPartNumber: 'LM358', quantity: 10 }] });
    const second = await createTestEnquiry(colleague, { lines: [{ mfrPartNumber: 'LM358', quantity: 20 }] });
    const n = (no: string) => Number(no.slice(-4));
    expect(n(second.enquiryNo)).toBe(n(first.enquiryNo) + 1);
  });

  it('answers 400 naming each bad cell, in the caller language', async () => {
    demo.lang = 'en_US';
    const answer = await createEnquiryCall(demo, {
      lines: [
        { mfrPartNumber: '-', quantity: 0 },
        { mfrPartNumber: 'LM358', quantity: 5, targetPrice: '-1', deliveryDate: '2026-02-30' },
        { mfrPartNumber: 'LM358', quantity: 5, custPn: 'x'.repeat(36), remarks: 'r'.repeat(201) },
      ],
    });
    demo.lang = undefined;
    expect([answer.status, errcodeOf(answer)]).toEqual([400, 'VALIDATION_FAILED']);
    expect(fieldsOf(answer)).toMatchObject({
      'lines.0.mfrPartNumber': 'a part number has at least 2 valid characters',
      'lines.0.quantity': 'the quantity must be a whole number above 0 (at most 8 digits)',
      'lines.1.targetPrice': 'the target price must be a number of at least 0 with at most 6 decimals',
      'lines.1.deliveryDate': 'the date must be written YYYY-MM-DD',
      'lines.2.custPn': 'must have at most 35 characters',
      'lines.2.remarks': 'must have at most 200 characters',
    });
  });

  it('refuses a delivery date before the shop day, an empty table and more than 200 lines', async () => {
    const past = await createEnquiryCall(demo, {
      lines: [{ mfrPartNumber: 'LM358', quantity: 5, deliveryDate: '2026-11-21' }],
    });
    expect(past.status).toBe(400);
    expect(fieldsOf(past)).toEqual({ 'lines.0.deliveryDate': '要求交期不能早于今天' });
    const today = await createEnquiryCall(demo, {
      lines: [{ mfrPartNumber: 'LM358', quantity: 5, deliveryDate: '2026-11-22' }],
    });
    expect(today.status).toBe(200);
    expect((await createEnquiryCall(demo, { lines: [] })).status).toBe(400);
    const many = Array.from({ length: 201 }, (_, i) => ({ mfrPartNumber: `PART${i}`, quantity: 1 }));
    const tooMany = await createEnquiryCall(demo, { lines: many });
    expect([tooMany.status, fieldsOf(tooMany)?.lines]).toEqual([400, '最多200项']);
  });

  it('is idempotent by its key: a retry answers the same enquiry, another body with the key is 422', async () => {
    const before = (await page(demo)).total;
    const body = { lines: [{ mfrPartNumber: 'LM358DR', quantity: 100 }] };
    const first = await createEnquiryCall(demo, body, 'enquiry-key-0001');
    const again = await createEnquiryCall(demo, body, 'enquiry-key-0001');
    expect(again.body).toEqual(first.body);
    expect((await page(demo)).total).toBe(before + 1);
    const changed = await createEnquiryCall(
      demo,
      { lines: [{ mfrPartNumber: 'LM358DR', quantity: 50 }] },
      'enquiry-key-0001',
    );
    expect([changed.status, errcodeOf(changed)]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    const keyless = await createEnquiryCall(demo, body, null);
    expect([keyless.status, Object.keys(fieldsOf(keyless) ?? {})]).toEqual([400, ['idempotency-key']]);
  });

  it('answers 401 without a session', async () => {
    const anonymous = t.client();
    expect((await createEnquiryCall(anonymous, threeLines())).status).toBe(401);
    expect((await anonymous.call(calls.qryEnquiryByPage, {})).status).toBe(401);
  });
});

describe('enquiries belong to the tenant', () => {
  it('shows a colleague the tenant enquiries and another tenant none of them (404 by id)', async () => {
    const created = await createTestEnquiry(demo, threeLines());
    const seen = await colleague.data<EnquiryDetail>(calls.qryEnquiryDetail, {
      enquiryId: created.enquiryId,
    });
    expect(seen.staffName).not.toBe('');
    expect((await page(other)).rows.map((r) => r.enquiryId)).not.toContain(created.enquiryId);
    for (const call of [calls.qryEnquiryDetail, calls.cancelEnquiry, calls.addQuotedToCart]) {
      const answer = await other.call(call, { enquiryId: created.enquiryId });
      expect([call.path, answer.status, errcodeOf(answer)]).toEqual([call.path, 404, 'NOT_FOUND']);
    }
    expect(
      (await demo.data<EnquiryDetail>(calls.qryEnquiryDetail, { enquiryId: created.enquiryId })).status,
    ).toBe('SUBMITTED');
  });
});

describe('cancelEnquiry', () => {
  it('cancels a submitted enquiry once; a second cancel is 422 naming the state', async () => {
    const created = await createTestEnquiry(demo, threeLines());
    const cancelled = await demo.data<EnquiryDetail>(calls.cancelEnquiry, { enquiryId: created.enquiryId });
    expect(cancelled.status).toBe('CANCELLED');
    demo.lang = 'en_US';
    const again = await demo.call(calls.cancelEnquiry, { enquiryId: created.enquiryId });
    demo.lang = undefined;
    expect([again.status, errcodeOf(again)]).toEqual([422, 'ENQUIRY_STATE_FORBIDS']);
    expect((again.body as { msg: string }).msg).toBe('The enquiry is Cancelled, which does not allow this');
    const filtered = await page(demo, { status: 'CANCELLED' });
    expect(filtered.rows.map((r) => r.enquiryId)).toContain(created.enquiryId);
    expect(filtered.rows.every((r) => r.status === 'CANCELLED')).toBe(true);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await demo.call(calls.cancelEnquiry, { enquiryId: 'abc' })).status).toBe(400);
    expect((await demo.call(calls.cancelEnquiry, { enquiryId: '999999' })).status).toBe(404);
  });
});
