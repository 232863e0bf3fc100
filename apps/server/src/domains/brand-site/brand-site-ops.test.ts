import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import type { AuditEntry, DashboardFigures, OpsLeadDetail, OpsLeadRow } from '@emall/contract/ops';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, createOperators, type Buyers, type Operators } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { brandCustomizedRequest } from './brand-site.tables.js';

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
  await t.database.db.delete(brandCustomizedRequest);
});

const form = {
  company: '深圳明亮电源有限公司',
  contact: '李伟',
  mobile: '13812345678',
  email: 'liwei@brightpower.cn',
  productCode: 'power-inductor',
  annualQty: '1,200,000',
  description: '4.7 µH，饱和电流 12 A，\n尺寸不超过 7 × 7 mm，用于 48 V 车载 DC-DC。',
};

let address = 10;
/** Sends the public /ruisa_customized form, each from its own address (the limit counts per address). */
async function sent(client: TestClient, fields: Partial<typeof form> = {}): Promise<string> {
  address += 1;
  const answer = await client.call<{ requestNo: string }>(
    contract.brand.submitCustomizedRequest,
    { ...form, ...fields },
    { headers: { 'x-forwarded-for': `203.0.113.${address}` } },
  );
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.data.requestNo;
}

const page = (client: TestClient, body: Record<string, unknown> = {}) =>
  client.data<{ rows: OpsLeadRow[]; total: number }>(calls.qryLeadByPage, body);
const idOf = async (requestNo: string) => {
  const row = (await page(ops, { keyword: requestNo })).rows[0];
  if (!row) throw new Error(`lead ${requestNo} not listed`);
  return row.leadId;
};
const errOf = (answer: { status: number; body: unknown }) => [
  answer.status,
  (answer.body as { errcode?: string }).errcode,
];
const auditOf = (requestNo: string) =>
  auditor.data<{ rows: AuditEntry[] }>(opsContract.opsAuth.qryAuditLogByPage, {
    targetType: 'lead',
    targetId: requestNo,
  });

describe('qryLeadByPage and qryLeadDetail', () => {
  it('lists leads newest first with the product line in the caller language and the sender tenant', async () => {
    const first = await sent(nobody, { productCode: '' });
    t.clock.advance(60_000);
    const second = await sent(buyer);
    ops.lang = 'en_US';
    const all = await page(ops);
    expect(all.total).toBe(2);
    expect(all.rows.map((r) => r.requestNo)).toEqual([second, first]);
    expect(all.rows[0]).toMatchObject({
      status: 'NEW',
      statusName: 'New',
      company: form.company,
      productCode: 'power-inductor',
      annualQty: 1_200_000,
      handledAt: null,
      handledBy: null,
    });
    expect(all.rows[0]?.productName).toMatch(/inductor/i);
    expect(all.rows[0]?.tenantName).toBeTruthy();
    expect(all.rows[1]).toMatchObject({ productCode: null, productName: null, tenantName: null });

    ops.lang = 'zh_CN';
    const zh = await page(ops, { keyword: second });
    expect(zh.rows[0]?.statusName).toBe('新线索');
    expect(zh.rows[0]?.productName).not.toMatch(/inductor/i);

    const detail = await auditor.data<OpsLeadDetail>(calls.qryLeadDetail, { leadId: all.rows[0]?.leadId });
    expect(detail).toMatchObject({
      requestNo: second,
      description: form.description,
      mobile: form.mobile,
      tenantId: buyerTenantId,
      handlingNote: null,
      nextStatuses: ['CONTACTED', 'CLOSED'],
    });
  });

  it('filters by status, by a keyword taken literally (% and _) and by shop days', async () => {
    const plain = await sent(nobody, { company: '厦门百分电子有限公司' });
    const percent = await sent(nobody, { company: '100% 电子有限公司' });
    // The first two were sent the shop day before (advancing the clock a day would end the sessions).
    await t.database.db
      .update(brandCustomizedRequest)
      .set({ createdAt: new Date(t.clock.now().getTime() - 24 * 3600_000) });
    const tomorrow = await sent(nobody, { contact: 'Wang_Fang', email: 'wang@tomorrow.example' });

    expect((await page(ops, { keyword: '%' })).rows.map((r) => r.requestNo)).toEqual([percent]);
    expect((await page(ops, { keyword: 'g_F' })).rows.map((r) => r.requestNo)).toEqual([tomorrow]);
    expect((await page(ops, { keyword: 'TOMORROW.example' })).rows.map((r) => r.requestNo)).toEqual([
      tomorrow,
    ]);
    expect((await page(ops, { keyword: plain.slice(-6) })).rows.map((r) => r.requestNo)).toContain(plain);

    const today = new Date(t.clock.now().getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    const yesterday = new Date(t.clock.now().getTime() - 16 * 3600_000).toISOString().slice(0, 10);
    expect((await page(ops, { dateFrom: today, dateTo: today })).rows.map((r) => r.requestNo)).toEqual([
      tomorrow,
    ]);
    expect((await page(ops, { dateTo: yesterday })).total).toBe(2);

    await ops.data(calls.handleLead, { leadId: await idOf(plain), status: 'CLOSED', note: '垃圾信息' });
    expect((await page(ops, { status: 'NEW' })).total).toBe(2);
    expect((await page(ops, { status: 'CLOSED' })).rows.map((r) => r.requestNo)).toEqual([plain]);
  });

  it('refuses a bad query with 400 in the caller language, an unknown id with 404, buyers and nobody with 401', async () => {
    ops.lang = 'en_US';
    const bad = await ops.call(calls.qryLeadByPage, { status: 'WAITING', pageSize: 51 });
    expect(errOf(bad)).toEqual([400, 'VALIDATION_FAILED']);
    expect((bad.body as { msg: string }).msg).toMatch(/[a-z]/i);
    ops.lang = 'zh_CN';
    const badZh = await ops.call(calls.qryLeadByPage, { status: 'WAITING' });
    expect((badZh.body as { msg: string }).msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await ops.call(calls.qryLeadDetail, { leadId: '99999999' })).status).toBe(404);
    expect((await buyer.call(calls.qryLeadByPage, {})).status).toBe(401);
    expect((await nobody.call(calls.qryLeadByPage, {})).status).toBe(401);
    expect((await buyer.call(calls.qryLeadDetail, { leadId: '1' })).status).toBe(401);
  });
});

describe('handleLead', () => {
  it('steps NEW → CONTACTED → CLOSED with notes, audited, and moves the dashboard figure', async () => {
    const requestNo = await sent(nobody);
    const leadId = await idOf(requestNo);
    const figures = () => ops.data<DashboardFigures>(opsContract.opsDashboard.qryDashboardFigures, {});
    expect((await figures()).leadsWaiting).toBe(1);

    const contacted = await ops.data<OpsLeadDetail>(calls.handleLead, {
      leadId,
      status: 'CONTACTED',
      note: '已电话联系，\n下周寄样',
    });
    expect(contacted).toMatchObject({
      status: 'CONTACTED',
      handlingNote: '已电话联系，\n下周寄样',
      // The operator by name, not by id.
      handledBy: operators.operator.operatorName,
      nextStatuses: ['CLOSED'],
    });
    expect(contacted.handledAt).toBe(t.clock.now().toISOString());
    expect((await figures()).leadsWaiting).toBe(0);

    await ops.data(calls.handleLead, { leadId, status: 'CLOSED', note: '客户已下单' });
    const detail = await ops.data<OpsLeadDetail>(calls.qryLeadDetail, { leadId });
    expect(detail).toMatchObject({ status: 'CLOSED', handlingNote: '客户已下单', nextStatuses: [] });

    const audit = await auditOf(requestNo);
    expect(audit.rows.map((r) => r.action)).toEqual(['lead.close', 'lead.contact']);
    expect(audit.rows[1]).toMatchObject({
      loginCode: operators.operator.loginCode,
      before: { status: 'NEW', handlingNote: null },
      after: { status: 'CONTACTED', handlingNote: '已电话联系，\n下周寄样' },
    });
    expect(audit.rows[0]).toMatchObject({
      before: { status: 'CONTACTED' },
      after: { status: 'CLOSED', handlingNote: '客户已下单' },
    });
  });

  it('answers 409 for a step the status does not allow, in the caller language, changing nothing', async () => {
    const requestNo = await sent(nobody);
    const leadId = await idOf(requestNo);
    await ops.data(calls.handleLead, { leadId, status: 'CLOSED', note: 'spam' });
    ops.lang = 'en_US';
    const again = await ops.call(calls.handleLead, { leadId, status: 'CONTACTED', note: 'late' });
    expect(errOf(again)).toEqual([409, 'OPS_LEAD_STATE_CONFLICT']);
    expect((again.body as { msg: string }).msg).toContain('Closed');
    ops.lang = 'zh_TW';
    const closeAgain = await ops.call(calls.handleLead, { leadId, status: 'CLOSED', note: 'again' });
    expect(errOf(closeAgain)).toEqual([409, 'OPS_LEAD_STATE_CONFLICT']);
    expect((closeAgain.body as { msg: string }).msg).toContain('已關閉');
    ops.lang = 'zh_CN';
    expect((await ops.data<OpsLeadDetail>(calls.qryLeadDetail, { leadId })).handlingNote).toBe('spam');
    expect((await auditOf(requestNo)).rows).toHaveLength(1);
    expect((await ops.call(calls.handleLead, { leadId: '987654', status: 'CLOSED', note: 'x' })).status).toBe(
      404,
    );
  });

  it('refuses a bad note or status (400 in the caller language), the auditor (403) and buyers (401), changing nothing', async () => {
    const requestNo = await sent(nobody);
    const leadId = await idOf(requestNo);
    ops.lang = 'en_US';
    const long = await ops.call(calls.handleLead, { leadId, status: 'CONTACTED', note: '长'.repeat(501) });
    expect(errOf(long)).toEqual([400, 'VALIDATION_FAILED']);
    expect(JSON.stringify(long.body)).toMatch(/500/);
    ops.lang = 'zh_CN';
    const empty = await ops.call(calls.handleLead, { leadId, status: 'CONTACTED', note: '   ' });
    expect(errOf(empty)).toEqual([400, 'VALIDATION_FAILED']);
    const unknown = await ops.call(calls.handleLead, { leadId, status: 'NEW', note: '回到新建' });
    expect(errOf(unknown)).toEqual([400, 'VALIDATION_FAILED']);
    expect((unknown.body as { msg: string }).msg).toMatch(/[\u4e00-\u9fff]/);
    const ok500 = await ops.call(calls.handleLead, { leadId, status: 'CONTACTED', note: '长'.repeat(500) });
    expect(ok500.status).toBe(200);
    await t.database.db.update(brandCustomizedRequest).set({ status: 'NEW', handlingNote: null });

    const refused = await auditor.call(calls.handleLead, { leadId, status: 'CLOSED', note: 'x' });
    expect(errOf(refused)).toEqual([403, 'OPS_READ_ONLY']);
    expect((await buyer.call(calls.handleLead, { leadId, status: 'CLOSED', note: 'x' })).status).toBe(401);
    expect((await nobody.call(calls.handleLead, { leadId, status: 'CLOSED', note: 'x' })).status).toBe(401);
    const detail = await ops.data<OpsLeadDetail>(calls.qryLeadDetail, { leadId });
    expect(detail).toMatchObject({ status: 'NEW', handlingNote: null });
    expect((await auditOf(requestNo)).rows).toHaveLength(1);
  });
});
