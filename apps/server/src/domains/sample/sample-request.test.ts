import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { contract } from '@emall/contract';
import type { SampleListAnswer } from '@emall/contract';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { createSampleReq, fillSampleCart } from '../../testing/sample-requests.js';
import { insertSampleFixture, setSampleParam, type SampleFixture } from './sample.fixture.js';
import { insertNumberedRequest } from './sample-request.service.js';
import { sampleRequest } from './sample.tables.js';

const calls = contract.sample;
let t: TestApp;
let people: Buyers;
let parts: SampleFixture;
let demo: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  parts = await insertSampleFixture(t.database.db);
  demo = t.client();
  await demo.loginAs(people.buyer);
});
afterAll(() => t.close());
beforeEach(async () => {
  // Each test sets the limit it is about; the others stay out of the way.
  await setSampleParam(t.database.db, 'amount', 500);
  await setSampleParam(t.database.db, 'sku', 5);
  await setSampleParam(t.database.db, 'qty', 50);
  await setSampleParam(t.database.db, 'times', 1000);
  await setSampleParam(t.database.db, 'pending', 1000);
});

const body = () => ({ ...parts.address, projectName: 'Motor drive' });
const cartIds = async () =>
  (await demo.data<SampleListAnswer>(calls.qrySampleList)).rows.map((r) => `${r.spuId}:${r.qty}`).sort();
const errcodeOf = (answer: { body: unknown }) => (answer.body as { errcode?: string }).errcode;

describe('createFreeSampleReq', () => {
  it('requests the cart, empties it of the requested lines and lists the request as submitted', async () => {
    await fillSampleCart(demo, { [parts.stm]: 2, [parts.packaged]: 3 });
    const created = await createSampleReq(demo, { ...body(), spuIds: [parts.stm] });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ data: { status: 'SUBMITTED', spuIds: [parts.stm] } });
    expect(await cartIds()).toEqual([`${parts.packaged}:3`]);
    const mine = await demo.data<{
      rows: { sampleReqNo: string; status: string; amount: string; regionPath: string }[];
    }>(calls.qryFreeSampleForEmall, {});
    expect(mine.rows[0]).toMatchObject({
      status: 'SUBMITTED',
      amount: '24.86',
      regionPath: '广东省/深圳市/南山区',
    });
  });

  it('is idempotent by its key: a retry answers the same request, another body with the key is refused', async () => {
    await fillSampleCart(demo, { [parts.packaged]: 3 });
    const first = await createSampleReq(demo, body(), 'sample-key-0001');
    const again = await createSampleReq(demo, body(), 'sample-key-0001');
    expect(again.body).toEqual(first.body);
    const other = await createSampleReq(demo, { ...body(), detailAddr: 'elsewhere' }, 'sample-key-0001');
    expect([other.status, errcodeOf(other)]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect((await createSampleReq(demo, body(), null)).status).toBe(400);
  });

  it('answers two identical requests sent at once with one request', async () => {
    await fillSampleCart(demo, { [parts.packaged]: 2 });
    const [a, b] = await Promise.all([
      createSampleReq(demo, body(), 'sample-race-0001'),
      createSampleReq(demo, body(), 'sample-race-0001'),
    ]);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const mine = await demo.data<{ rows: { sampleReqNo: string }[] }>(calls.qryFreeSampleForEmall, {});
    expect(mine.rows.filter((r) => a.body.success && r.sampleReqNo === a.body.data.sampleReqNo)).toHaveLength(
      1,
    );
  });

  it('refuses an empty cart, a region chain that does not match, and bad bodies, leaving the cart intact', async () => {
    await fillSampleCart(demo, {});
    expect(errcodeOf(await createSampleReq(demo, body()))).toBe('SAMPLE_CART_EMPTY');
    await fillSampleCart(demo, { [parts.stm]: 1 });
    const wrong = await createSampleReq(demo, { ...body(), cityId: parts.address.provinceId });
    expect([wrong.status, errcodeOf(wrong)]).toEqual([422, 'REGION_INVALID']);
    for (const bad of [
      {},
      { ...body(), recipient: '' },
      { ...body(), contactPhone1: 'abc' },
      { ...body(), spuIds: 'x' },
    ]) {
      expect((await createSampleReq(demo, bad)).status).toBe(400);
    }
    expect(await cartIds()).toEqual([`${parts.stm}:1`]);
  });
});

describe('request numbers', () => {
  // A number is the second plus four random digits: 300 requests of one second draw the same number at least
  // once in 99 runs of 100 (1 - e^(-300²/20,000)). Each still gets its own number, none fails.
  it('gives 300 requests made in the same second 300 different numbers', async () => {
    const now = t.clock.now();
    const row = {
      tenantId: 1,
      staffId: 1,
      status: 'REJECTED',
      recipient: 'r',
      contactPhone1: '13800000000',
      provinceId: '44',
      cityId: '4403',
      districtId: '440305',
      regionPath: 'p',
      detailAddr: 'd',
      amount: '0',
      createdAt: now,
      updatedAt: now,
    };
    const numbers = await t.database.db.transaction(async (tx) => {
      const drawn: string[] = [];
      for (let i = 0; i < 300; i++) drawn.push((await insertNumberedRequest(tx, now, row)).requestNo);
      await tx.delete(sampleRequest).where(inArray(sampleRequest.requestNo, drawn));
      return drawn;
    });
    expect(new Set(numbers).size).toBe(300);
    expect(numbers.every((n) => n.startsWith(`SR${now.toISOString().replace(/\D/g, '').slice(0, 14)}`))).toBe(
      true,
    );
  });
});

describe('limits at, below and above their values (an errcode leaves the cart intact)', () => {
  it('PAR_OMS_0003 amount: 2 × 12.43 = 24.86', async () => {
    for (const [limit, ok] of [
      ['24.87', true],
      ['24.86', true],
      ['24.85', false],
    ] as const) {
      await setSampleParam(t.database.db, 'amount', limit);
      await fillSampleCart(demo, { [parts.stm]: 2 });
      const answer = await createSampleReq(demo, body());
      expect([limit, errcodeOf(answer)]).toEqual([limit, ok ? undefined : 'SAMPLE_AMOUNT_LIMIT']);
      expect(await cartIds()).toEqual(ok ? [] : [`${parts.stm}:2`]);
    }
  });

  it('PAR_OMS_0004 SKU count: 2 lines against limits 3, 2 and 1', async () => {
    for (const [limit, ok] of [
      [3, true],
      [2, true],
      [1, false],
    ] as const) {
      await setSampleParam(t.database.db, 'sku', limit);
      await fillSampleCart(demo, { [parts.stm]: 1, [parts.packaged]: 1 });
      const answer = await createSampleReq(demo, body());
      expect([limit, errcodeOf(answer)]).toEqual([limit, ok ? undefined : 'SAMPLE_SKU_LIMIT']);
      expect((await cartIds()).length).toBe(ok ? 0 : 2);
    }
  });

  it('PAR_OMS_0005 per line, re-checked at request time: 8 pieces against 9, 8 and 7', async () => {
    for (const [limit, ok] of [
      [9, true],
      [8, true],
      [7, false],
    ] as const) {
      await setSampleParam(t.database.db, 'qty', 50);
      await fillSampleCart(demo, { [parts.packaged]: 8 });
      await setSampleParam(t.database.db, 'qty', limit);
      const answer = await createSampleReq(demo, body());
      expect([limit, errcodeOf(answer)]).toEqual([limit, ok ? undefined : 'SAMPLE_QTY_LIMIT']);
      expect(await cartIds()).toEqual(ok ? [] : [`${parts.packaged}:8`]);
    }
  });

  it('request times: allowed while fewer than the limit were made in 30 days; rejected ones do not count', async () => {
    const { used } = await demo.data<{ used: number }>(calls.checkRequestTimesLimit);
    await setSampleParam(t.database.db, 'times', used + 1);
    expect(await demo.data(calls.checkRequestTimesLimit)).toEqual({
      allowed: true,
      used,
      limit: used + 1,
      days: 30,
    });
    await fillSampleCart(demo, { [parts.stm]: 1 });
    expect(errcodeOf(await createSampleReq(demo, body()))).toBeUndefined();
    const at = await demo.call(calls.checkRequestTimesLimit);
    expect([at.status, errcodeOf(at)]).toEqual([422, 'SAMPLE_REQUEST_TIMES_LIMIT']);
    await fillSampleCart(demo, { [parts.stm]: 1 });
    expect(errcodeOf(await createSampleReq(demo, body()))).toBe('SAMPLE_REQUEST_TIMES_LIMIT');
    expect(await cartIds()).toEqual([`${parts.stm}:1`]);
    await t.database.db.execute(
      sql`update sample_request set status = 'REJECTED' where id = (select max(id) from sample_request)`,
    );
    expect(await demo.data(calls.checkRequestTimesLimit)).toMatchObject({ used });
    // Requests older than 30 days no longer count.
    await t.database.db.execute(sql`update sample_request set created_at = created_at - interval '31 days'`);
    expect(await demo.data(calls.checkRequestTimesLimit)).toMatchObject({ used: 0 });
  });

  it('feedback: more shipped requests awaiting feedback than the limit must be rated first', async () => {
    await t.database.db.execute(sql`update sample_request set status = 'SUBMITTED'`);
    await t.database.db.execute(sql`update sample_request set status = 'SHIPPED'
      where id in (select id from sample_request order by id limit 1)`);
    await t.database.db.execute(sql`update sample_request set status = 'AWAITING_FEEDBACK'
      where id in (select id from sample_request order by id offset 1 limit 1)`);
    await setSampleParam(t.database.db, 'pending', 3);
    expect(await demo.data(calls.checkFeedbackLimit)).toEqual({ allowed: true, pending: 2, limit: 3 });
    await setSampleParam(t.database.db, 'pending', 2);
    expect(await demo.data(calls.checkFeedbackLimit)).toEqual({ allowed: true, pending: 2, limit: 2 });
    await setSampleParam(t.database.db, 'pending', 1);
    const above = await demo.call(calls.checkFeedbackLimit);
    expect([above.status, errcodeOf(above)]).toEqual([422, 'SAMPLE_FEEDBACK_PENDING']);
    await fillSampleCart(demo, { [parts.stm]: 1 });
    expect(errcodeOf(await createSampleReq(demo, body()))).toBe('SAMPLE_FEEDBACK_PENDING');
    expect(await cartIds()).toEqual([`${parts.stm}:1`]);
  });
});
