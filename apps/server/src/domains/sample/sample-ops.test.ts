import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { MessagePage, SampleOrder } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import type { AuditEntry, OpsSampleDetail, OpsSampleFeedbackPage, OpsSamplePage } from '@emall/contract/ops';
import { createSampleReq, fillSampleCart } from '../../testing/sample-requests.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import {
  createBuyers,
  createOperators,
  createSampleRequests,
  type Buyers,
  type Operators,
} from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { insertSampleFixture, setSampleParam, type SampleFixture } from './sample.fixture.js';

const calls = opsContract.opsSample;
const { qryAuditLogByPage } = opsContract.opsAuth;

let t: TestApp;
let fx: SampleFixture;
let requester: TestClient;
let ops: TestClient;
let auditor: TestClient;
let buyer: TestClient;
let people: Buyers;
let operators: Operators;
/** The numbers of the first tenant's first and third made requests. */
let firstNo: string;
let thirdNo: string;

beforeAll(async () => {
  t = await startTestApp();
  fx = await insertSampleFixture(t.database.db);
  await setSampleParam(t.database.db, 'times', 1000);
  await setSampleParam(t.database.db, 'pending', 1000);
  people = await createBuyers(t);
  // One request in each state for each of the two tenants, of the fixture's sample parts; the second
  // tenant's a day after the first's. The tests' new requests are the first tenant's.
  const made = await createSampleRequests(t.database.db, people.tenant, [people.buyer, people.colleague]);
  await createSampleRequests(t.database.db, people.otherTenant, [people.other], {
    firstAt: new Date('2026-08-02T02:00:00Z'),
  });
  firstNo = made[0]?.requestNo ?? '';
  thirdNo = made[2]?.requestNo ?? '';
  operators = await createOperators(t);
  requester = t.client();
  await requester.loginAs(people.buyer);
  ops = t.client();
  await ops.opsLoginAs(operators.operator);
  auditor = t.client();
  await auditor.opsLoginAs(operators.auditor);
  buyer = t.client();
  await buyer.loginAs(people.other);
});
afterAll(() => t.close());

const errOf = (answer: { status: number; body: unknown }) => [
  answer.status,
  (answer.body as { errcode?: string }).errcode,
];

/** A new SUBMITTED request of the requester (of the first tenant) with one line of 2 STM samples. */
async function newRequest(): Promise<{ id: string; no: string }> {
  await fillSampleCart(requester, { [fx.stm]: 2 });
  const created = await createSampleReq(requester, { ...fx.address, projectName: 'Console test' });
  if (!created.body.success) throw new Error(JSON.stringify(created.body));
  return { id: created.body.data.sampleReqId, no: created.body.data.sampleReqNo };
}

async function mySample(no: string): Promise<SampleOrder | undefined> {
  const page = await requester.data<{ rows: SampleOrder[] }>(contract.sample.qryFreeSampleForEmall, {
    pageSize: 5,
  });
  return page.rows.find((row) => row.sampleReqNo === no);
}

async function latestMessage(lang = 'en_US') {
  requester.lang = lang;
  const page = await requester.data<MessagePage>(contract.message.qryMessageList4Page, { pageSize: 1 });
  requester.lang = undefined;
  return page.rows[0];
}

async function auditOf(no: string): Promise<AuditEntry[]> {
  const page = await auditor.data<{ rows: AuditEntry[] }>(qryAuditLogByPage, {
    targetType: 'sampleRequest',
    targetId: no,
  });
  return page.rows;
}

describe('qrySampleReqByPage', () => {
  it("lists every tenant's requests newest first with the counts of each status", async () => {
    const page = await auditor.data<OpsSamplePage>(calls.qrySampleReqByPage, {});
    expect(page.pageSize).toBe(20);
    const tenants = new Set(page.rows.map((r) => r.tenantCode));
    expect(tenants).toEqual(new Set([people.tenant.tenantCode, people.otherTenant.tenantCode]));
    // One request per status for each of the two tenants.
    expect(page.statusCounts).toMatchObject({ SHIPPED: 2, REJECTED: 2, FEEDBACK_GIVEN: 2 });
    expect(page.total).toBe(Object.values(page.statusCounts).reduce((a, b) => a + b, 0));
    const times = page.rows.map((r) => r.createTime);
    expect(times).toEqual([...times].sort().reverse());
    const rated = page.rows.find((r) => r.status === 'FEEDBACK_GIVEN');
    expect(rated).toMatchObject({ rating: 4, statusName: '已反馈' });
    expect(rated?.lineCount).toBeGreaterThan(0);
    expect(rated?.requesterName).not.toBe('');
  });

  it('filters by status, tenant, number and shop dates; the tabs count under the other filters', async () => {
    const shipped = await ops.data<OpsSamplePage>(calls.qrySampleReqByPage, {
      status: 'SHIPPED',
      tenant: people.otherTenant.tenantCode.toLowerCase(),
    });
    expect(shipped.rows.map((r) => [r.tenantCode, r.status])).toEqual([
      [people.otherTenant.tenantCode, 'SHIPPED'],
    ]);
    expect(shipped.statusCounts.SUBMITTED).toBe(1);
    // A part of the number finds it.
    const byNo = await ops.data<OpsSamplePage>(calls.qrySampleReqByPage, { sampleReqNo: thirdNo.slice(2) });
    expect(byNo.rows.map((r) => r.sampleReqNo)).toEqual([thirdNo]);
    // Made 2026-08-01 02:00Z and every 3 days after: 2026-08-01 shop day holds the first tenant's first only.
    const day = await ops.data<OpsSamplePage>(calls.qrySampleReqByPage, {
      dateFrom: '2026-08-01',
      dateTo: '2026-08-01',
    });
    expect(day.rows.map((r) => r.sampleReqNo)).toEqual([firstNo]);
    const nobody = await ops.data<OpsSamplePage>(calls.qrySampleReqByPage, { tenant: 'no such tenant' });
    expect([nobody.total, nobody.statusCounts.SUBMITTED]).toEqual([0, 0]);
  });

  it('refuses a bad filter with 400 and a buyer with 401', async () => {
    expect(errOf(await ops.call(calls.qrySampleReqByPage, { status: 'LOST' }))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
    expect((await ops.call(calls.qrySampleReqByPage, { dateFrom: '2026-02-30' })).status).toBe(400);
    expect((await buyer.call(calls.qrySampleReqByPage, {})).status).toBe(401);
  });
});

describe('qrySampleReqDetail', () => {
  it('answers lines with unit limits, address, requester, timeline, feedback and the allowed steps', async () => {
    const { id, no } = await newRequest();
    const detail = await auditor.data<OpsSampleDetail>(calls.qrySampleReqDetail, { sampleReqId: id });
    expect(detail).toMatchObject({
      sampleReqNo: no,
      status: 'SUBMITTED',
      tenantCode: people.tenant.tenantCode,
      recipient: '张工',
      regionPath: '广东省/深圳市/南山区',
      projectName: 'Console test',
      lines: [{ spuId: fx.stm, mfrPartNumber: 'STM32F103C8T6', qty: 2, unitLimit: 10 }],
      feedback: null,
      steps: ['approve', 'reject'],
      timeline: [{ status: 'SUBMITTED' }],
    });
    expect(detail.requesterName).not.toBe('');
    const page = await ops.data<OpsSamplePage>(calls.qrySampleReqByPage, { status: 'FEEDBACK_GIVEN' });
    const ratedId = page.rows[0]?.sampleReqId;
    const rated = await ops.data<OpsSampleDetail>(calls.qrySampleReqDetail, { sampleReqId: ratedId });
    expect(rated.feedback).toMatchObject({ rating: 4 });
    expect(rated.feedback?.feedbackText).not.toBe('');
    expect(rated.steps).toEqual([]);
  });

  it('answers 404 for an unknown request, 400 for a bad id, 401 to a buyer', async () => {
    expect(errOf(await ops.call(calls.qrySampleReqDetail, { sampleReqId: 987654 }))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect((await ops.call(calls.qrySampleReqDetail, { sampleReqId: 'x' })).status).toBe(400);
    expect((await buyer.call(calls.qrySampleReqDetail, { sampleReqId: 1 })).status).toBe(401);
  });
});

describe('approveSampleReq', () => {
  it('approves, tells the requester and records the step in the audit log', async () => {
    const { id, no } = await newRequest();
    t.clock.advance(60_000);
    const answer = await ops.data(calls.approveSampleReq, { sampleReqId: id });
    expect(answer).toEqual({ sampleReqId: id, status: 'APPROVED', statusName: '已审核' });
    expect((await mySample(no))?.status).toBe('APPROVED');
    expect(await latestMessage()).toMatchObject({ title: 'Sample request approved' });
    const [entry] = await auditOf(no);
    expect(entry).toMatchObject({
      loginCode: operators.operator.loginCode,
      action: 'sample.approve',
      before: { status: 'SUBMITTED' },
      after: { status: 'APPROVED' },
    });
    const detail = await ops.data<OpsSampleDetail>(calls.qrySampleReqDetail, { sampleReqId: id });
    expect(detail.timeline.map((s) => s.status)).toEqual(['SUBMITTED', 'APPROVED']);
    expect(detail.steps).toEqual(['ship', 'reject']);
  });

  it('answers 409 in the caller language when the status no longer allows it', async () => {
    const { id, no } = await newRequest();
    await ops.data(calls.approveSampleReq, { sampleReqId: id });
    ops.lang = 'en_US';
    const again = await ops.call(calls.approveSampleReq, { sampleReqId: id });
    ops.lang = undefined;
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      errcode: 'OPS_SAMPLE_STATE_CONFLICT',
      msg: 'This sample request is now Approved and this step no longer applies; please reload it',
    });
    expect(await auditOf(no)).toHaveLength(1);
  });

  it('refuses the auditor (403, nothing changes), a buyer (401), a missing id (400) and an unknown one (404)', async () => {
    const { id, no } = await newRequest();
    expect(errOf(await auditor.call(calls.approveSampleReq, { sampleReqId: id }))).toEqual([
      403,
      'OPS_READ_ONLY',
    ]);
    expect((await buyer.call(calls.approveSampleReq, { sampleReqId: id })).status).toBe(401);
    expect((await requester.call(calls.approveSampleReq, { sampleReqId: id })).status).toBe(401);
    expect((await ops.call(calls.approveSampleReq, {})).status).toBe(400);
    expect((await ops.call(calls.approveSampleReq, { sampleReqId: 987654 })).status).toBe(404);
    expect((await mySample(no))?.status).toBe('SUBMITTED');
    expect(await auditOf(no)).toEqual([]);
  });
});

describe('rejectSampleReq', () => {
  it('rejects with a reason the buyer sees in the message and in My samples, audited', async () => {
    const { id, no } = await newRequest();
    t.clock.advance(60_000);
    const reason = 'This part is not sampled for resellers';
    const answer = await ops.data(calls.rejectSampleReq, { sampleReqId: id, reason: `  ${reason} ` });
    expect(answer).toMatchObject({ status: 'REJECTED' });
    expect(await mySample(no)).toMatchObject({ status: 'REJECTED', rejectReason: reason, trackingNo: null });
    const message = await latestMessage();
    expect(message?.title).toBe('Sample request rejected');
    expect(message?.content).toContain(`Reason: ${reason}`);
    expect((await latestMessage('zh_TW'))?.content).toContain(`原因：${reason}`);
    const [entry] = await auditOf(no);
    expect(entry).toMatchObject({
      action: 'sample.reject',
      before: { status: 'SUBMITTED', rejectReason: null },
      after: { status: 'REJECTED', rejectReason: reason },
    });
    const detail = await ops.data<OpsSampleDetail>(calls.qrySampleReqDetail, { sampleReqId: id });
    expect(detail).toMatchObject({ rejectReason: reason, steps: [] });
  });

  it('needs a reason (400), refuses a final request (409), the auditor (403) and a buyer (401)', async () => {
    const { id, no } = await newRequest();
    expect(errOf(await ops.call(calls.rejectSampleReq, { sampleReqId: id, reason: '   ' }))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
    expect((await ops.call(calls.rejectSampleReq, { sampleReqId: id, reason: 'x'.repeat(201) })).status).toBe(
      400,
    );
    expect(errOf(await auditor.call(calls.rejectSampleReq, { sampleReqId: id, reason: 'no' }))).toEqual([
      403,
      'OPS_READ_ONLY',
    ]);
    expect((await buyer.call(calls.rejectSampleReq, { sampleReqId: id, reason: 'no' })).status).toBe(401);
    await ops.data(calls.rejectSampleReq, { sampleReqId: id, reason: 'first' });
    expect(errOf(await ops.call(calls.rejectSampleReq, { sampleReqId: id, reason: 'second' }))).toEqual([
      409,
      'OPS_SAMPLE_STATE_CONFLICT',
    ]);
    expect((await mySample(no))?.rejectReason).toBe('first');
  });
});

describe('shipSampleReq', () => {
  it('ships an approved request with carrier and tracking number the buyer sees, audited', async () => {
    const { id, no } = await newRequest();
    await ops.data(calls.approveSampleReq, { sampleReqId: id });
    t.clock.advance(60_000);
    const answer = await ops.data(calls.shipSampleReq, {
      sampleReqId: id,
      carrier: 'SF Express',
      trackingNo: 'SF1234567890',
    });
    expect(answer).toMatchObject({ status: 'SHIPPED' });
    expect(await mySample(no)).toMatchObject({
      status: 'SHIPPED',
      carrier: 'SF Express',
      trackingNo: 'SF1234567890',
      canFeedback: true,
    });
    const message = await latestMessage();
    expect(message?.title).toBe('Samples shipped');
    expect(message?.content).toContain('SF Express, tracking number SF1234567890');
    const [entry] = await auditOf(no);
    expect(entry).toMatchObject({
      action: 'sample.ship',
      before: { status: 'APPROVED', trackingNo: null },
      after: { status: 'SHIPPED', carrier: 'SF Express', trackingNo: 'SF1234567890' },
    });
    const detail = await ops.data<OpsSampleDetail>(calls.qrySampleReqDetail, { sampleReqId: id });
    expect(detail.timeline.map((s) => s.status)).toEqual(['SUBMITTED', 'APPROVED', 'SHIPPED']);
    expect(detail.steps).toEqual(['requestFeedback']);
  });

  it('refuses a submitted request (409), a bad tracking number (400), the auditor (403) and a buyer (401)', async () => {
    const { id, no } = await newRequest();
    const body = { sampleReqId: id, carrier: 'SF Express', trackingNo: 'SF1234567890' };
    expect(errOf(await ops.call(calls.shipSampleReq, body))).toEqual([409, 'OPS_SAMPLE_STATE_CONFLICT']);
    await ops.data(calls.approveSampleReq, { sampleReqId: id });
    expect((await ops.call(calls.shipSampleReq, { ...body, trackingNo: 'no spaces!' })).status).toBe(400);
    expect((await ops.call(calls.shipSampleReq, { ...body, carrier: '' })).status).toBe(400);
    expect(errOf(await auditor.call(calls.shipSampleReq, body))).toEqual([403, 'OPS_READ_ONLY']);
    expect((await buyer.call(calls.shipSampleReq, body)).status).toBe(401);
    expect(await mySample(no)).toMatchObject({ status: 'APPROVED', trackingNo: null });
    expect((await auditOf(no)).map((e) => e.action)).toEqual(['sample.approve']);
  });
});

describe('qrySampleFeedbackByPage', () => {
  it('lists the ratings newest first with parts and tenant, the average and the count of each rating', async () => {
    const before = await auditor.data<OpsSampleFeedbackPage>(calls.qrySampleFeedbackByPage, {});
    // One request of each tenant is rated 4.
    expect(before).toMatchObject({ ratedCount: 2, averageRating: '4.00', ratingCounts: { 4: 2, 1: 0 } });
    const { id, no } = await newRequest();
    await ops.data(calls.approveSampleReq, { sampleReqId: id });
    await ops.data(calls.shipSampleReq, { sampleReqId: id, carrier: 'SF', trackingNo: 'SF0001' });
    t.clock.advance(60_000);
    await requester.data(contract.sample.modifyFreeSampleReqForFeedback, {
      sampleReqId: id,
      rating: 1,
      feedbackText: 'Arrived damaged',
    });
    const page = await auditor.data<OpsSampleFeedbackPage>(calls.qrySampleFeedbackByPage, {});
    expect(page).toMatchObject({ ratedCount: 3, averageRating: '3.00', total: 3 });
    expect(page.rows[0]).toMatchObject({
      sampleReqNo: no,
      tenantCode: people.tenant.tenantCode,
      rating: 1,
      feedbackText: 'Arrived damaged',
      parts: ['STM32F103C8T6'],
    });
    expect(page.rows[0]?.staffName).not.toBe('');
    const ones = await ops.data<OpsSampleFeedbackPage>(calls.qrySampleFeedbackByPage, { rating: 1 });
    // The rating filter narrows the rows, not the average.
    expect([ones.total, ones.averageRating]).toEqual([1, '3.00']);
    const other = await ops.data<OpsSampleFeedbackPage>(calls.qrySampleFeedbackByPage, {
      tenant: people.otherTenant.tenantCode,
    });
    expect([other.total, other.averageRating]).toEqual([1, '4.00']);
    const detail = await ops.data<OpsSampleDetail>(calls.qrySampleReqDetail, { sampleReqId: id });
    expect(detail).toMatchObject({ rating: 1, feedback: { rating: 1, feedbackText: 'Arrived damaged' } });
    expect(detail.timeline.at(-1)?.status).toBe('FEEDBACK_GIVEN');
  });

  it('refuses a rating out of 1–5 (400) and a buyer (401)', async () => {
    expect((await ops.call(calls.qrySampleFeedbackByPage, { rating: 6 })).status).toBe(400);
    expect((await buyer.call(calls.qrySampleFeedbackByPage, {})).status).toBe(401);
  });
});

describe('requestFeedback', () => {
  /** A new request of the requester, approved and shipped by the console. */
  async function shippedRequest(): Promise<{ id: string; no: string }> {
    const created = await newRequest();
    await ops.data(calls.approveSampleReq, { sampleReqId: created.id });
    await ops.data(calls.shipSampleReq, { sampleReqId: created.id, carrier: 'SF', trackingNo: 'SF0002' });
    return created;
  }

  it('asks the requester to rate a shipped request, with a note in the message, audited; the buyer then rates it', async () => {
    const { id, no } = await shippedRequest();
    t.clock.advance(60_000);
    const note = 'Please tell us how the STM32 boards worked';
    const answer = await ops.data(calls.requestFeedback, { sampleReqId: id, note: `  ${note} ` });
    expect(answer).toEqual({ sampleReqId: id, status: 'AWAITING_FEEDBACK', statusName: '待反馈' });
    expect(await mySample(no)).toMatchObject({ status: 'AWAITING_FEEDBACK', canFeedback: true });
    const message = await latestMessage();
    expect(message).toMatchObject({
      title: 'Please rate your samples',
      link: '/my_EMall?activeKey=3',
      readFlag: 'F',
    });
    expect(message?.content).toContain(no);
    expect(message?.content).toContain(`Note: ${note}`);
    expect(await latestMessage('zh_CN')).toMatchObject({ title: '请评价您的样品' });
    expect((await latestMessage('zh_TW'))?.content).toContain(`附言：${note}`);
    const [entry] = await auditOf(no);
    expect(entry).toMatchObject({
      loginCode: operators.operator.loginCode,
      action: 'sample.requestFeedback',
      before: { status: 'SHIPPED', feedbackRequestedAt: null },
      after: { status: 'AWAITING_FEEDBACK', note },
    });
    const detail = await ops.data<OpsSampleDetail>(calls.qrySampleReqDetail, { sampleReqId: id });
    expect(detail.timeline.map((s) => s.status)).toEqual([
      'SUBMITTED',
      'APPROVED',
      'SHIPPED',
      'AWAITING_FEEDBACK',
    ]);
    expect(detail.steps).toEqual([]);
    // The buyer rates a request awaiting feedback exactly as a shipped one.
    t.clock.advance(60_000);
    const rated = await requester.data(contract.sample.modifyFreeSampleReqForFeedback, {
      sampleReqId: id,
      rating: 5,
      feedbackText: 'Worked first time',
    });
    expect(rated).toMatchObject({ status: 'FEEDBACK_GIVEN', rating: 5 });
    expect(await mySample(no)).toMatchObject({ status: 'FEEDBACK_GIVEN', canFeedback: false });
    const after = await ops.data<OpsSampleDetail>(calls.qrySampleReqDetail, { sampleReqId: id });
    expect(after).toMatchObject({ status: 'FEEDBACK_GIVEN', feedback: { rating: 5 } });
    expect(after.timeline.at(-1)?.status).toBe('FEEDBACK_GIVEN');
  });

  it('sends the plain message without a note', async () => {
    const { id, no } = await shippedRequest();
    t.clock.advance(60_000);
    await ops.data(calls.requestFeedback, { sampleReqId: id, note: '   ' });
    const message = await latestMessage();
    expect(message?.title).toBe('Please rate your samples');
    expect(message?.content).not.toContain('Note:');
    expect((await auditOf(no))[0]).toMatchObject({ after: { note: null } });
  });

  it('refuses a request not shipped or asked already (409), a long note (400), the auditor (403) and a buyer (401)', async () => {
    const submitted = await newRequest();
    ops.lang = 'en_US';
    const early = await ops.call(calls.requestFeedback, { sampleReqId: submitted.id });
    ops.lang = undefined;
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      errcode: 'OPS_SAMPLE_STATE_CONFLICT',
      msg: 'This sample request is now Submitted and this step no longer applies; please reload it',
    });
    expect((await mySample(submitted.no))?.status).toBe('SUBMITTED');
    expect(await auditOf(submitted.no)).toEqual([]);

    const { id, no } = await shippedRequest();
    const messagesBefore = (await latestMessage())?.messageId;
    expect((await ops.call(calls.requestFeedback, { sampleReqId: id, note: 'x'.repeat(201) })).status).toBe(
      400,
    );
    expect((await ops.call(calls.requestFeedback, {})).status).toBe(400);
    expect(errOf(await auditor.call(calls.requestFeedback, { sampleReqId: id }))).toEqual([
      403,
      'OPS_READ_ONLY',
    ]);
    expect((await buyer.call(calls.requestFeedback, { sampleReqId: id })).status).toBe(401);
    expect((await requester.call(calls.requestFeedback, { sampleReqId: id })).status).toBe(401);
    expect((await ops.call(calls.requestFeedback, { sampleReqId: 987654 })).status).toBe(404);
    expect((await mySample(no))?.status).toBe('SHIPPED');
    expect((await latestMessage())?.messageId).toBe(messagesBefore);
    expect((await auditOf(no)).map((e) => e.action)).toEqual(['sample.ship', 'sample.approve']);

    await ops.data(calls.requestFeedback, { sampleReqId: id });
    expect(errOf(await ops.call(calls.requestFeedback, { sampleReqId: id }))).toEqual([
      409,
      'OPS_SAMPLE_STATE_CONFLICT',
    ]);
    expect(await auditOf(no)).toHaveLength(3);
  });
});
