import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { opsContract } from '@emall/contract/ops';
import type { DashboardFigures } from '@emall/contract/ops';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, createOperators, type Buyers, type Operators } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';

const { qryDashboardFigures } = opsContract.opsDashboard;

/**
 * The dashboard's figures against rows this test writes, read as deltas from what the demo seed holds.
 * The test clock stands at 2026-11-22 08:00Z, 16:00 of shop day 2026-11-22 in Shanghai: shop day 22
 * began at 2026-11-21 16:00Z.
 */
let t: TestApp;
let people: Buyers;
let operators: Operators;
let ops: TestClient;
let tenantId: number;
let staffId: number;
let serial = 0;

async function insertOrder(createdAt: string, amount: string, status = 'WAIT_PAY'): Promise<void> {
  serial += 1;
  await t.database.db.execute(sql`
    insert into purchase_order (order_no, tenant_id, staff_id, staff_name, supply_tenant_code, status,
      delivery_method, acct_tenant_code, acct_code, acct_name, cust_code, cust_name, sale_org, cust_sector,
      billing_cycle, tax_flag, tax_rate, currency, amount, no_tax_amount, order_source, is_from_cart,
      created_at, updated_at)
    values (${`DASH${serial}`}, ${tenantId}, ${staffId}, '张伟', 'S1', ${status}, 'EXPRESS', ${people.tenant.tenantCode}, 'AC', 'A',
      'C', 'C', 'SO', 'X', 0, 'Y', 1.13, 'CNY', ${amount}, ${amount}, 'WEB', false,
      ${createdAt}::timestamptz, ${createdAt}::timestamptz)`);
}

async function insertSample(status: string): Promise<void> {
  serial += 1;
  await t.database.db.execute(sql`
    insert into sample_request (request_no, tenant_id, staff_id, status, recipient, contact_phone1, province_id,
      city_id, district_id, region_path, detail_addr, amount)
    values (${`SR-DASH${serial}`}, ${tenantId}, ${staffId}, ${status}, '张伟', '13800138000', '44', '4403',
      '440305', '广东省/深圳市/南山区', '科技园', 0)`);
}

async function insertEnquiry(status: string): Promise<void> {
  serial += 1;
  await t.database.db.execute(sql`
    insert into enquiry (enquiry_no, tenant_id, staff_id, status)
    values (${`EQ-DASH${serial}`}, ${tenantId}, ${staffId}, ${status})`);
}

async function insertApplication(status: string): Promise<void> {
  serial += 1;
  await t.database.db.execute(sql`
    insert into registration_application (application_no, status, company_name, credit_code, contact_name,
      mobile, email, staff_code, password_hash, lang, licence_file_name, licence_kind, licence_size,
      licence_sha256, licence_content, ip, submitted_at)
    values (${`RA-DASH${serial}`}, ${status}, '某公司', ${`CC-DASH${serial}`}, '某人', '13600000000',
      'a@b.example', ${`dash${serial}`}, 'x', 'zh_CN', 'l.png', 'png', 1, 'h', '\\x00'::bytea, '127.0.0.1',
      '2026-11-22T01:00:00Z'::timestamptz)`);
}

const figures = (days?: number) =>
  ops.data<DashboardFigures>(qryDashboardFigures, days === undefined ? {} : { days });
const dayOf = (f: DashboardFigures, day: string) => f.series.find((d) => d.day === day);

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  operators = await createOperators(t);
  ops = t.client();
  await ops.opsLoginAs(operators.operator);
  const buyer = t.client();
  const demo = await buyer.loginAs(people.buyer);
  [tenantId, staffId] = [demo.tenantId, demo.userId];
});
afterAll(() => t.close());

describe('qryDashboardFigures', () => {
  it("counts today's orders and amount by the Shanghai shop day, not the UTC day", async () => {
    const before = await figures();
    expect(before.today).toBe('2026-11-22');
    await insertOrder('2026-11-21T16:00:00Z', '1234.56'); // 00:00 on the 22nd in Shanghai: today
    await insertOrder('2026-11-22T07:59:59Z', '0.44', 'PROOF_UPLOADED'); // today
    await insertOrder('2026-11-21T15:59:59Z', '100.00'); // 23:59:59 on the 21st: yesterday
    await insertOrder('2026-11-22T02:00:00Z', '999.00', 'CANCELLED'); // today, but cancelled
    const after = await figures();
    expect(after.ordersToday).toBe(before.ordersToday + 2);
    expect(new Decimal(after.amountToday).minus(before.amountToday).toFixed(2)).toBe('1235.00');
    expect(after.amountToday).toMatch(/^\d+\.\d{2}$/);
    expect(after.paymentsWaiting).toBe(before.paymentsWaiting + 1);
    const [yesterdayBefore, yesterdayAfter] = [dayOf(before, '2026-11-21'), dayOf(after, '2026-11-21')];
    expect(yesterdayAfter?.orderCount).toBe((yesterdayBefore?.orderCount ?? 0) + 1);
    expect(dayOf(after, '2026-11-22')).toEqual({
      day: '2026-11-22',
      orderCount: after.ordersToday,
      amount: after.amountToday,
    });
  });

  it('answers one entry per shop day, oldest first, days without orders as zero', async () => {
    const fortnight = await figures();
    expect(fortnight.series).toHaveLength(14);
    expect(fortnight.series[0]?.day).toBe('2026-11-09');
    expect(fortnight.series[13]?.day).toBe('2026-11-22');
    await insertOrder('2026-10-25T04:00:00Z', '10.00'); // 30 days back, counting today: the first day of 30
    const month = await figures(30);
    expect(month.series).toHaveLength(30);
    expect(month.series[0]).toMatchObject({ day: '2026-10-24' });
    expect(dayOf(month, '2026-10-25')?.orderCount).toBeGreaterThanOrEqual(1);
    expect(month.series.every((d) => /^\d+\.\d{2}$/.test(d.amount))).toBe(true);
  });

  it('counts the queues waiting for the seller', async () => {
    const before = await figures();
    await insertSample('SUBMITTED');
    await insertSample('APPROVED');
    await insertEnquiry('SUBMITTED');
    await insertEnquiry('SUBMITTED');
    await insertEnquiry('QUOTED');
    await insertApplication('PENDING');
    await insertApplication('REJECTED');
    const after = await figures();
    expect(after.samplesWaiting - before.samplesWaiting).toBe(1);
    expect(after.enquiriesWaiting - before.enquiriesWaiting).toBe(2);
    expect(after.registrationsPending - before.registrationsPending).toBe(1);
  });

  it('answers 400 to a series length other than 14 or 30, and 401 to a buyer; the auditor may read', async () => {
    expect((await ops.call(qryDashboardFigures, { days: 7 })).status).toBe(400);
    const buyer = t.client();
    await buyer.loginAs(people.buyer);
    expect((await buyer.call(qryDashboardFigures, {})).status).toBe(401);
    const auditor = t.client();
    await auditor.opsLoginAs(operators.auditor);
    expect((await auditor.call(qryDashboardFigures, {})).status).toBe(200);
  });
});
