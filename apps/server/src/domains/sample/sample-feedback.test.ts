import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract, SAMPLE_TEXT_LIMIT } from '@emall/contract';
import type { SampleOrder } from '@emall/contract';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { threeBuyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { createSampleReq, fillSampleCart } from '../../testing/sample-requests.js';
import { insertSampleFixture, setSampleParam } from './sample.fixture.js';
import type { SampleFixture } from './sample.fixture.js';

const calls = contract.sample;
let t: TestApp;
let parts: SampleFixture;
let demo: TestClient;
let colleague: TestClient;
let other: TestClient;
const ids: string[] = [];

async function request(client: TestClient, spuId: string): Promise<string> {
  await fillSampleCart(client, { [spuId]: 1 });
  const answer = await createSampleReq(client, parts.address);
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.data.sampleReqId;
}

const setStatus = (id: string, status: string) =>
  t.database.db.execute(sql`update sample_request set status = ${status} where id = ${Number(id)}`);

beforeAll(async () => {
  t = await startTestApp();
  parts = await insertSampleFixture(t.database.db);
  await setSampleParam(t.database.db, 'times', 1000);
  ({ buyer: demo, colleague, other } = await threeBuyers(t));
  for (let i = 0; i < 7; i += 1) ids.push(await request(demo, i % 2 === 0 ? parts.stm : parts.packaged));
});
afterAll(() => t.close());

const page = (client: TestClient, body: unknown = {}) =>
  client.data<{ rows: SampleOrder[]; total: number; pageSize: number }>(calls.qryFreeSampleForEmall, body);

describe('my samples', () => {
  it('pages the tenant’s requests 5 at a time, newest first, colleagues’ included', async () => {
    const first = await page(demo);
    expect(first).toMatchObject({ total: 7, pageSize: 5 });
    expect(first.rows.map((r) => r.sampleReqId)).toEqual([...ids].reverse().slice(0, 5));
    expect(first.rows[0]).toMatchObject({ statusName: '已提交', canFeedback: false, feedback: null });
    expect(first.rows[0]?.lines).toHaveLength(1);
    expect((await page(demo, { pageNo: 2 })).rows).toHaveLength(2);
    expect((await page(colleague)).total).toBe(7);
    expect((await page(demo, { status: 'REJECTED' })).total).toBe(0);
  });

  it('shows another tenant nothing, and refuses a page size above 5', async () => {
    expect(await page(other)).toMatchObject({ rows: [], total: 0 });
    expect((await other.call(calls.qryFreeSampleForEmall, { pageSize: 6 })).status).toBe(400);
    expect((await other.call(calls.qryFreeSampleForEmall, { status: 'LOST' })).status).toBe(400);
  });
});

describe('modifyFreeSampleReqForFeedback', () => {
  it('rates a shipped request (default rating 3) once; the state becomes feedback given', async () => {
    const id = ids[0] ?? '';
    await setStatus(id, 'SHIPPED');
    expect(
      await demo.data(calls.modifyFreeSampleReqForFeedback, { sampleReqId: id, feedbackText: 'Works' }),
    ).toEqual({
      sampleReqId: id,
      status: 'FEEDBACK_GIVEN',
      rating: 3,
    });
    const again = await demo.call(calls.modifyFreeSampleReqForFeedback, { sampleReqId: id, rating: 5 });
    expect([again.status, (again.body as { errcode: string }).errcode]).toEqual([
      422,
      'SAMPLE_STATE_FORBIDS',
    ]);
    const row = (await page(demo, { status: 'FEEDBACK_GIVEN' })).rows[0];
    expect(row?.feedback).toMatchObject({ rating: 3, feedbackText: 'Works' });
  });

  it('lets a colleague rate an awaiting-feedback request of the same tenant, with 500 characters', async () => {
    const id = ids[1] ?? '';
    await setStatus(id, 'AWAITING_FEEDBACK');
    const text = '好'.repeat(SAMPLE_TEXT_LIMIT);
    expect(
      await colleague.data(calls.modifyFreeSampleReqForFeedback, {
        sampleReqId: id,
        rating: 5,
        feedbackText: text,
      }),
    ).toMatchObject({ rating: 5 });
  });

  it('refuses requests in states without feedback, naming the state in the caller’s language', async () => {
    for (const status of ['SUBMITTED', 'APPROVED', 'REJECTED']) {
      await setStatus(ids[2] ?? '', status);
      const answer = await demo.call(calls.modifyFreeSampleReqForFeedback, { sampleReqId: ids[2] });
      expect([status, answer.status]).toEqual([status, 422]);
    }
    demo.lang = 'en-US';
    const answer = await demo.call(calls.modifyFreeSampleReqForFeedback, { sampleReqId: ids[2] });
    demo.lang = undefined;
    expect(answer.body).toMatchObject({ msg: 'The sample request is Rejected, which does not allow this' });
  });

  it('answers 404 for another tenant’s request and for an unknown one', async () => {
    await setStatus(ids[3] ?? '', 'SHIPPED');
    expect((await other.call(calls.modifyFreeSampleReqForFeedback, { sampleReqId: ids[3] })).status).toBe(
      404,
    );
    expect((await demo.call(calls.modifyFreeSampleReqForFeedback, { sampleReqId: 99999999 })).status).toBe(
      404,
    );
    expect((await page(demo, { status: 'SHIPPED' })).total).toBe(1);
  });

  it('answers 400 to a rating outside 1–5, a text over 500 characters and a bad id', async () => {
    const id = ids[3];
    for (const body of [
      { sampleReqId: id, rating: 0 },
      { sampleReqId: id, rating: 6 },
      { sampleReqId: id, rating: 2.5 },
      { sampleReqId: id, feedbackText: 'x'.repeat(SAMPLE_TEXT_LIMIT + 1) },
      { sampleReqId: 'abc' },
      {},
    ]) {
      expect((await demo.call(calls.modifyFreeSampleReqForFeedback, body)).status).toBe(400);
    }
  });
});

describe('cross-tenant sample carts', () => {
  it('never changes or deletes another staff member’s sample line', async () => {
    await fillSampleCart(demo, { [parts.stm]: 3 });
    expect((await other.call(calls.changeCntByKey, { spuId: parts.stm, qty: 1 })).status).toBe(404);
    expect((await other.call(calls.delSampleFromCart, { spuId: parts.stm })).status).toBe(404);
    expect((await colleague.call(calls.delSampleFromCart, { spuId: parts.stm })).status).toBe(404);
    expect(await other.data(calls.qrySampleCnt)).toEqual({ sampleCnt: 0 });
    // A request of another tenant's staff takes nothing from this cart.
    const theirs = await createSampleReq(other, { ...parts.address, spuIds: [parts.stm] });
    expect((theirs.body as { errcode: string }).errcode).toBe('SAMPLE_CART_EMPTY');
    expect(await demo.data(calls.qrySampleCnt)).toEqual({ sampleCnt: 1 });
  });
});
