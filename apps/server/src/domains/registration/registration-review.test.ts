import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract } from '@emall/contract';
import type { CustAccountType } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { queryRows } from '../../platform/db.js';
import { loginKeyOf } from '../../platform/login-name.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createStaff } from '../../testing/factories/index.js';
import { registrationDepsOf, submitForm, validFields } from '../../testing/registration-requests.js';
import { approveRegistration, rejectRegistration } from './registration-review.service.js';
import { applicationByNo, clearRegistrations } from './registration.fixture.js';
import type { RegistrationDeps } from './registration.settings.js';

let t: TestApp;
let deps: RegistrationDeps;

beforeAll(async () => {
  t = await startTestApp();
  deps = registrationDepsOf(t);
});
afterAll(() => t.close());
beforeEach(() => clearRegistrations(t.database.db));

let serial = 0;

/**
 * Submits through the real call with a staff code and company of its own (approved ones stay in the
 * database across tests) and answers the stored application's id with the fields sent.
 */
async function applied(overrides: Record<string, string> = {}) {
  serial += 1;
  const fields = validFields({
    staffCode: `review${serial}`,
    companyName: `厦门测试电子${serial}号有限公司`,
    ...overrides,
  });
  const answer = await submitForm(t.client(), fields);
  if (!answer.body.data) throw new Error(`registration failed: ${JSON.stringify(answer.body)}`);
  const row = await applicationByNo(t.database.db, answer.body.data.applicationNo);
  if (!row) throw new Error('application not stored');
  return { id: row.id, fields: { staffCode: fields.staffCode ?? '', companyName: fields.companyName ?? '' } };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) =>
      error instanceof AppError ? { code: error.code, params: error.params, fields: error.fields } : error,
  );

const countOf = async (table: 'tenant' | 'staff', where: ReturnType<typeof sql>) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
    )
  )[0]?.n;

describe('approveRegistration', () => {
  it('creates a tenant of account type F whose staff member logs in with the password chosen at registration', async () => {
    const { id, fields } = await applied({ staffCode: 'xmtest01' });
    const approved = await approveRegistration(deps, id, { operator: 'ops01' });
    expect(approved).toMatchObject({ status: 'APPROVED', tenantCode: `R${String(id).padStart(6, '0')}` });

    const row = await applicationByNo(t.database.db, approved.applicationNo);
    expect(row).toMatchObject({
      status: 'APPROVED',
      decidedBy: 'ops01',
      tenantId: approved.tenantId,
      staffId: approved.staffId,
    });

    const browser = t.client();
    const user = await browser.login('xmtest01', 'Abcd1234');
    expect(user).toMatchObject({
      userCode: 'xmtest01',
      tenantId: approved.tenantId,
      staffRole: { tenantName: fields.companyName, mgrTenantIdList: [approved.tenantId] },
      staffPo: { staffName: '陈明', mobileNum: '13912345678', email: 'chen.ming@example.com' },
    });
    const accountType = await browser.data<CustAccountType>(contract.account.qryCustAccountType, {
      tenantId: approved.tenantId,
    });
    expect(accountType).toEqual({ tenantId: approved.tenantId, custAccountType: 'F', billingCycle: 0 });
    const info = await browser.data<{ invoiceInfo: { title: string; taxNum: string } }>(
      contract.account.custOrderInfo,
      {},
    );
    expect(info.invoiceInfo).toMatchObject({ title: fields.companyName, taxNum: '91350100M000100Y43' });
    expect((await browser.tryLogin('xmtest01', 'wrong-pass1')).status).toBe(401);
  });

  it('decides an application once: a second approval or a rejection afterwards is refused', async () => {
    const { id, fields } = await applied();
    await approveRegistration(deps, id, { operator: 'ops01' });
    expect(await rejection(approveRegistration(deps, id, { operator: 'ops02' }, 'en_US'))).toEqual({
      code: 'REGISTRATION_STATE_FORBIDS',
      params: { status: 'Approved' },
      fields: undefined,
    });
    expect(await rejection(rejectRegistration(deps, id, 'too late', { operator: 'ops02' }))).toMatchObject({
      code: 'REGISTRATION_STATE_FORBIDS',
      params: { status: '已通过' },
    });
    expect(await countOf('tenant', sql`tenant_name = ${fields.companyName}`)).toBe(1);
  });

  it('refuses, creating nothing, when the staff code was taken after the application was made', async () => {
    const { id, fields } = await applied({ staffCode: 'latecomer' });
    // A staff member of another tenant takes the code (in another case) while the application waits.
    const taker = await createStaff(t.database.db);
    await t.database.db.execute(
      sql`update staff set user_code = 'LateComer', login_key = 'latecomer' where id = ${taker.staffId}`,
    );
    expect(await rejection(approveRegistration(deps, id, { operator: 'ops01' }))).toMatchObject({
      code: 'REGISTRATION_STAFF_CODE_TAKEN',
    });
    expect(await countOf('tenant', sql`tenant_name = ${fields.companyName}`)).toBe(0);
    const row = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from registration_application where id = ${id}`,
    );
    expect(row[0]?.status).toBe('PENDING');
    await t.database.db.execute(
      sql`update staff set user_code = ${taker.staffCode}, login_key = ${loginKeyOf(taker.staffCode)} where id = ${taker.staffId}`,
    );
  });

  it('answers NOT_FOUND for an unknown application', async () => {
    expect(await rejection(approveRegistration(deps, 999_999, { operator: 'ops01' }))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('rejectRegistration', () => {
  it('stores the reason and frees the credit code and the staff code for a new application', async () => {
    const { id, fields } = await applied();
    const rejected = await rejectRegistration(deps, id, '  营业执照图片不清晰，请重新上传  ', {
      operator: 'ops01',
    });
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectReason: '营业执照图片不清晰，请重新上传' });
    const row = await applicationByNo(t.database.db, rejected.applicationNo);
    expect(row).toMatchObject({
      status: 'REJECTED',
      rejectReason: '营业执照图片不清晰，请重新上传',
      decidedBy: 'ops01',
    });
    expect(row?.tenantId).toBeNull();
    expect(await countOf('staff', sql`user_code = ${fields.staffCode}`)).toBe(0);
    // The company may apply again, with the same codes, once told why.
    expect((await applied({ staffCode: fields.staffCode })).id).toBeGreaterThan(id);
  });

  it('needs a reason of 1 to 200 characters, in the operator’s language', async () => {
    const { id } = await applied();
    expect(await rejection(rejectRegistration(deps, id, '   ', { operator: 'ops01' }, 'en_US'))).toEqual({
      code: 'VALIDATION_FAILED',
      params: {},
      fields: { reason: 'Give the reason for the rejection (1 to 200 characters)' },
    });
    expect(
      await rejection(rejectRegistration(deps, id, '因'.repeat(201), { operator: 'ops01' })),
    ).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await rejectRegistration(deps, id, '因'.repeat(200), { operator: 'ops01' })).status).toBe(
      'REJECTED',
    );
  });
});
