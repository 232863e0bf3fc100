import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import type { AuditEntry, DashboardFigures, OpsFeedbackRow } from '@emall/contract/ops';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, createOperators, type Buyers, type Operators } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { feedback } from './message.tables.js';

const calls = opsContract.opsLead;
let t: TestApp;
let people: Buyers;
let operators: Operators;
let ops: TestClient;
let auditor: TestClient;
let buyer: TestClient;
let nobody: TestClient;
let buyerTenantId: number;

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  operators = await createOperators(t);
  [ops, auditor, buyer, nobody] = [t.client(), t.client(), t.client(), t.client()];
  await ops.opsLoginAs(operators.operator);
  await auditor.opsLoginAs(operators.auditor);
  buyerTenantId = (await buyer.loginAs(people.buyer)).tenantId;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(feedback);
});

const valid = {
  tenantName: '深圳市华芯智造科技有限公司',
  tel: '13800138000',
  email: 'zhang.wei@huaxin.example',
  content: '搜索结果页希望能记住上次的筛选条件。\n第二行：导出也一样。',
};

let address = 0;
/** Sends feedback through the public call, each from its own address (the limit counts per address). */
async function sent(client: TestClient, fields: Partial<typeof valid> = {}): Promise<string> {
  address += 1;
  const answer = await client.call<{ feedbackId: string }>(
    contract.message.submitFeedback,
    { ...valid, ...fields },
    { headers: { 'x-forwarded-for': `198.51.100.${address}` } },
  );
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.data.feedbackId;
}

const page = (client: TestClient, body: Record<string, unknown> = {}) =>
  client.data<{ rows: OpsFeedbackRow[]; total: number }>(calls.qryFeedbackByPage, body);
const errOf = (answer: { status: number; body: unknown }) => [
  answer.status,
  (answer.body as { errcode?: string }).errcode,
];
const auditOf = (feedbackId: string) =>
  auditor.data<{ rows: AuditEntry[] }>(opsContract.opsAuth.qryAuditLogByPage, {
    targetType: 'feedback',
    targetId: feedbackId,
  });

describe('qryFeedbackByPage', () => {
  it('lists feedback newest first, in full, with the logged-in sender tenant', async () => {
    const first = await sent(nobody, { tenantName: '', tel: '', email: '' });
    t.clock.advance(60_000);
    const second = await sent(buyer);
    ops.lang = 'en_US';
    const all = await page(ops);
    expect(all.total).toBe(2);
    expect(all.rows.map((r) => r.feedbackId)).toEqual([second, first]);
    expect(all.rows[0]).toMatchObject({
      status: 'NEW',
      statusName: 'New',
      content: valid.content,
      companyName: valid.tenantName,
      tel: valid.tel,
      tenantId: buyerTenantId,
      handledAt: null,
      handlingNote: null,
    });
    expect(all.rows[0]?.tenantName).toBeTruthy();
    expect(all.rows[1]).toMatchObject({ tenantId: null, tenantName: null, companyName: '' });
    auditor.lang = 'zh_TW';
    expect((await page(auditor)).rows[0]?.statusName).toBe('待處理');
  });

  it('filters by status, by a keyword taken literally (%) and by shop days', async () => {
    const percent = await sent(nobody, { content: '折扣只有 5% 吗？希望能更多一些优惠。' });
    const byMail = await sent(nobody, {
      email: 'li_na@example.cn',
      content: '页面打开很慢，请优化一下加载速度。',
    });
    await t.database.db
      .update(feedback)
      .set({ createdAt: new Date(t.clock.now().getTime() - 24 * 3600_000) });
    const today = await sent(nobody, { tel: '13988886666', content: '希望增加发票抬头的批量管理功能。' });

    expect((await page(ops, { keyword: '5%' })).rows.map((r) => r.feedbackId)).toEqual([percent]);
    expect((await page(ops, { keyword: '%' })).rows.map((r) => r.feedbackId)).toEqual([percent]);
    expect((await page(ops, { keyword: 'I_NA@' })).rows.map((r) => r.feedbackId)).toEqual([byMail]);
    expect((await page(ops, { keyword: '88886666' })).rows.map((r) => r.feedbackId)).toEqual([today]);
    expect((await page(ops, { keyword: '华芯智造' })).total).toBe(3);

    const day = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
    const now = t.clock.now().getTime();
    expect((await page(ops, { dateFrom: day(now) })).rows.map((r) => r.feedbackId)).toEqual([today]);
    expect(
      (await page(ops, { dateFrom: day(now - 24 * 3600_000), dateTo: day(now - 24 * 3600_000) })).total,
    ).toBe(2);

    await ops.data(calls.handleFeedback, { feedbackId: percent, note: '已回复客户' });
    expect((await page(ops, { status: 'NEW' })).total).toBe(2);
    expect((await page(ops, { status: 'HANDLED' })).rows.map((r) => r.feedbackId)).toEqual([percent]);
  });

  it('refuses a bad query (400 in the caller language), buyers and nobody (401)', async () => {
    ops.lang = 'zh_CN';
    const bad = await ops.call(calls.qryFeedbackByPage, { status: 'DONE' });
    expect(errOf(bad)).toEqual([400, 'VALIDATION_FAILED']);
    expect((bad.body as { msg: string }).msg).toMatch(/[\u4e00-\u9fff]/);
    expect(errOf(await ops.call(calls.qryFeedbackByPage, { dateFrom: '2026-13-01' }))[0]).toBe(400);
    expect((await buyer.call(calls.qryFeedbackByPage, {})).status).toBe(401);
    expect((await nobody.call(calls.qryFeedbackByPage, {})).status).toBe(401);
  });
});

describe('handleFeedback', () => {
  it('marks NEW feedback handled with a note, audited, and moves the dashboard figure; again is 409', async () => {
    const feedbackId = await sent(buyer);
    const figures = () => ops.data<DashboardFigures>(opsContract.opsDashboard.qryDashboardFigures, {});
    expect((await figures()).feedbackWaiting).toBe(1);
    const handled = await ops.data<OpsFeedbackRow>(calls.handleFeedback, {
      feedbackId,
      note: '已转产品组，下个版本处理',
    });
    expect(handled).toMatchObject({
      feedbackId,
      status: 'HANDLED',
      handlingNote: '已转产品组，下个版本处理',
      handledAt: t.clock.now().toISOString(),
      // The operator by name, not by id.
      handledBy: operators.operator.operatorName,
    });
    expect((await figures()).feedbackWaiting).toBe(0);
    expect((await page(ops, { status: 'HANDLED' })).rows[0]?.handlingNote).toBe('已转产品组，下个版本处理');

    const audit = await auditOf(feedbackId);
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({
      action: 'feedback.handle',
      loginCode: operators.operator.loginCode,
      before: { status: 'NEW', handlingNote: null },
      after: { status: 'HANDLED', handlingNote: '已转产品组，下个版本处理' },
    });

    ops.lang = 'en_US';
    const again = await ops.call(calls.handleFeedback, { feedbackId, note: 'twice' });
    expect(errOf(again)).toEqual([409, 'OPS_FEEDBACK_STATE_CONFLICT']);
    expect((again.body as { msg: string }).msg).toMatch(/already been handled/);
    expect((await page(ops)).rows[0]?.handlingNote).toBe('已转产品组，下个版本处理');
    expect((await auditOf(feedbackId)).rows).toHaveLength(1);
    expect((await ops.call(calls.handleFeedback, { feedbackId: '987654', note: 'x' })).status).toBe(404);
  });

  it('refuses a bad note (400 in the caller language), the auditor (403) and buyers (401), changing nothing', async () => {
    const feedbackId = await sent(nobody);
    ops.lang = 'zh_TW';
    const long = await ops.call(calls.handleFeedback, { feedbackId, note: 'x'.repeat(501) });
    expect(errOf(long)).toEqual([400, 'VALIDATION_FAILED']);
    expect((long.body as { msg: string }).msg).toMatch(/[\u4e00-\u9fff]/);
    expect(errOf(await ops.call(calls.handleFeedback, { feedbackId, note: '' }))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
    expect(errOf(await auditor.call(calls.handleFeedback, { feedbackId, note: 'x' }))).toEqual([
      403,
      'OPS_READ_ONLY',
    ]);
    expect((await buyer.call(calls.handleFeedback, { feedbackId, note: 'x' })).status).toBe(401);
    expect((await nobody.call(calls.handleFeedback, { feedbackId, note: 'x' })).status).toBe(401);
    expect((await page(ops)).rows[0]).toMatchObject({ status: 'NEW', handlingNote: null });
    expect((await auditOf(feedbackId)).rows).toHaveLength(0);
  });
});
