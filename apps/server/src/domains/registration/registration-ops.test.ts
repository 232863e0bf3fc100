import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract, creditCodeCheckChar } from '@emall/contract';
import type { CustAccountType } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import type { AuditEntry, OpsRegistrationDetail, OpsRegistrationRow } from '@emall/contract/ops';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createOperators, createStaff, type Operators } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { LICENCE_PDF, LICENCE_PNG, submitForm, validFields } from '../../testing/registration-requests.js';
import { applicationByNo, clearRegistrations } from './registration.fixture.js';

const calls = opsContract.opsRegistration;
let t: TestApp;
let ops: TestClient;
let auditor: TestClient;
let buyer: TestClient;
let operators: Operators;

beforeAll(async () => {
  t = await startTestApp();
  [ops, auditor, buyer] = [t.client(), t.client(), t.client()];
  operators = await createOperators(t);
  await ops.opsLoginAs(operators.operator);
  await auditor.opsLoginAs(operators.auditor);
  await buyer.loginAs(await createStaff(t.database.db));
});
afterAll(() => t.close());
beforeEach(() => clearRegistrations(t.database.db));

let serial = 0;

/** Applies through the real /register call with codes of its own; answers the stored application. */
async function applied(file = { name: '营业执照.png', bytes: LICENCE_PNG }) {
  serial += 1;
  const first17 = `91350100M0002${String(serial).padStart(4, '0')}`;
  const fields = validFields({
    staffCode: `opsreview${serial}`,
    companyName: `厦门审核电子${serial}号有限公司`,
    creditCode: first17 + (creditCodeCheckChar(first17) ?? ''),
  });
  const answer = await submitForm(t.client(), fields, file);
  if (!answer.body.data) throw new Error(`registration failed: ${JSON.stringify(answer.body)}`);
  const row = await applicationByNo(t.database.db, answer.body.data.applicationNo);
  if (!row) throw new Error('application not stored');
  return { applicationId: String(row.id), applicationNo: row.applicationNo, fields };
}

const errcodeOf = (answer: { body: unknown }) => (answer.body as { errcode?: string }).errcode;
const auditOf = (applicationNo: string) =>
  auditor.data<{ rows: AuditEntry[] }>(opsContract.opsAuth.qryAuditLogByPage, {
    targetType: 'registration',
    targetId: applicationNo,
  });

describe('qryOpsRegistrationByPage and qryOpsRegistrationDetail', () => {
  it('lists applications newest first by status and keyword; the detail has every field but the password', async () => {
    const first = await applied();
    const second = await applied({ name: 'licence.pdf', bytes: LICENCE_PDF });
    const page = await auditor.data<{ rows: OpsRegistrationRow[]; total: number }>(
      calls.qryOpsRegistrationByPage,
      { status: 'PENDING' },
    );
    expect(page.total).toBe(2);
    expect(page.rows.map((r) => r.applicationId)).toEqual([second.applicationId, first.applicationId]);
    expect(page.rows[1]).toMatchObject({
      status: 'PENDING',
      statusName: '待审核',
      companyName: first.fields.companyName,
      staffCode: first.fields.staffCode,
      decidedAt: null,
    });
    const byKeyword = await ops.data<{ rows: OpsRegistrationRow[] }>(calls.qryOpsRegistrationByPage, {
      keyword: second.fields.creditCode,
    });
    expect(byKeyword.rows.map((r) => r.applicationNo)).toEqual([second.applicationNo]);
    expect(
      (await ops.data<{ total: number }>(calls.qryOpsRegistrationByPage, { status: 'APPROVED' })).total,
    ).toBe(0);

    const detail = await auditor.data<OpsRegistrationDetail>(calls.qryOpsRegistrationDetail, {
      applicationId: second.applicationId,
    });
    expect(detail).toMatchObject({
      mobile: '13912345678',
      email: 'chen.ming@example.com',
      licenceFileName: `licence-${second.applicationNo}.pdf`,
      licenceKind: 'pdf',
      licenceSize: LICENCE_PDF.length,
      tenantId: null,
    });
    expect(JSON.stringify(detail)).not.toMatch(/scrypt|passwordHash/);
  });

  it('refuses a bad query (400), an unknown id (404) and buyers (401)', async () => {
    const bad = await ops.call(calls.qryOpsRegistrationByPage, { status: 'WAITING', pageSize: 1000 });
    expect([bad.status, errcodeOf(bad)]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await ops.call(calls.qryOpsRegistrationDetail, { applicationId: '99999999' })).status).toBe(404);
    expect((await buyer.call(calls.qryOpsRegistrationByPage, {})).status).toBe(401);
    expect((await buyer.call(calls.qryOpsRegistrationDetail, { applicationId: '1' })).status).toBe(401);
  });
});

describe('downloadLicence', () => {
  it('streams the stored licence with its type to an operator or the auditor, never to a buyer', async () => {
    const png = await applied();
    const answer = await auditor.request({
      method: 'GET',
      url: `${calls.downloadLicence.path}?applicationId=${png.applicationId}`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="licence-${png.applicationNo}.png"; filename*=UTF-8''licence-${png.applicationNo}.png`,
    );
    expect(answer.rawPayload.equals(LICENCE_PNG)).toBe(true);

    const pdf = await applied({ name: 'licence.pdf', bytes: LICENCE_PDF });
    const pdfAnswer = await ops.request({
      method: 'GET',
      url: `${calls.downloadLicence.path}?applicationId=${pdf.applicationId}`,
    });
    expect(pdfAnswer.headers['content-type']).toBe('application/pdf');

    const url = `${calls.downloadLicence.path}?applicationId=${png.applicationId}`;
    expect((await buyer.request({ method: 'GET', url })).statusCode).toBe(401);
    const missing = await ops.request({
      method: 'GET',
      url: `${calls.downloadLicence.path}?applicationId=987654`,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await ops.request({ method: 'GET', url: `${calls.downloadLicence.path}?applicationId=abc` });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a licence named by its uploader', () => {
  it('a PDF/HTML polyglot named evil.html is kept and served as licence-<applicationNo>.pdf, an attachment', async () => {
    // A PDF by its first bytes, a page with a script to a browser that is told it is HTML.
    const bytes = Buffer.concat([
      Buffer.from('%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n'),
      LICENCE_PDF,
    ]);
    const evil = await applied({ name: 'evil.html', bytes });
    const name = `licence-${evil.applicationNo}.pdf`;
    const detail = await auditor.data<OpsRegistrationDetail>(calls.qryOpsRegistrationDetail, {
      applicationId: evil.applicationId,
    });
    expect(detail).toMatchObject({ licenceFileName: name, licenceKind: 'pdf' });
    const row = await applicationByNo(t.database.db, evil.applicationNo);
    expect(row?.licenceFileName).toBe(name);

    const answer = await ops.request({
      method: 'GET',
      url: `${calls.downloadLicence.path}?applicationId=${evil.applicationId}`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.rawPayload.equals(bytes)).toBe(true);
  });
});

describe('approveRegistration (console)', () => {
  it('opens the customer on the chosen terms; its staff member logs in at the shop; the decision is audited', async () => {
    const application = await applied();
    const approved = await ops.data<{ tenantId: number; tenantCode: string }>(calls.approveRegistration, {
      applicationId: application.applicationId,
      custAccountType: 'C',
      billingCycle: 30,
    });
    expect(approved.tenantCode).toBe(`R${application.applicationId.padStart(6, '0')}`);

    const shop = t.client();
    await shop.login(application.fields.staffCode ?? '', application.fields.password);
    const terms = await shop.data<CustAccountType>(contract.account.qryCustAccountType, {
      tenantId: approved.tenantId,
    });
    expect(terms).toEqual({ tenantId: approved.tenantId, custAccountType: 'C', billingCycle: 30 });

    const detail = await ops.data<OpsRegistrationDetail>(calls.qryOpsRegistrationDetail, {
      applicationId: application.applicationId,
    });
    expect(detail).toMatchObject({
      status: 'APPROVED',
      decidedBy: operators.operator.loginCode,
      tenantCode: approved.tenantCode,
    });
    const audit = await auditOf(application.applicationNo);
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({
      loginCode: operators.operator.loginCode,
      action: 'registration.approve',
      before: { status: 'PENDING', tenantId: null },
      after: { status: 'APPROVED', tenantId: approved.tenantId, custAccountType: 'C', billingCycle: 30 },
    });
  });

  it('gives a prepaid customer (the default) billing cycle 0, and refuses terms that do not fit (400)', async () => {
    const application = await applied();
    const wrongTerms = [
      { custAccountType: 'F', billingCycle: 30 },
      { custAccountType: 'C', billingCycle: 0 },
      { custAccountType: 'X' },
      { custAccountType: 'C', billingCycle: 500 },
    ];
    for (const terms of wrongTerms) {
      const refused = await ops.call(calls.approveRegistration, {
        applicationId: application.applicationId,
        ...terms,
      });
      expect([refused.status, errcodeOf(refused)]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const approved = await ops.data<{ tenantId: number }>(calls.approveRegistration, {
      applicationId: application.applicationId,
    });
    const shop = t.client();
    await shop.login(application.fields.staffCode ?? '', application.fields.password);
    expect(
      await shop.data<CustAccountType>(contract.account.qryCustAccountType, { tenantId: approved.tenantId }),
    ).toEqual({ tenantId: approved.tenantId, custAccountType: 'F', billingCycle: 0 });
  });

  it('answers 409 for an application already decided, 403 to the auditor and 401 to a buyer, writing nothing', async () => {
    const application = await applied();
    const body = { applicationId: application.applicationId };
    const refused = await auditor.call(calls.approveRegistration, body);
    expect([refused.status, errcodeOf(refused)]).toEqual([403, 'OPS_READ_ONLY']);
    expect((await buyer.call(calls.approveRegistration, body)).status).toBe(401);
    expect((await auditOf(application.applicationNo)).rows).toHaveLength(0);

    await ops.data(calls.approveRegistration, body);
    ops.lang = 'en_US';
    const again = await ops.call(calls.approveRegistration, body);
    expect([again.status, errcodeOf(again)]).toEqual([409, 'OPS_REGISTRATION_DECIDED']);
    expect((again.body as { msg: string }).msg).toBe('This application has already been decided (Approved)');
    const late = await ops.call(calls.rejectRegistration, { ...body, reason: 'too late' });
    expect([late.status, errcodeOf(late)]).toEqual([409, 'OPS_REGISTRATION_DECIDED']);
    ops.lang = 'zh_CN';
    expect((await auditOf(application.applicationNo)).rows).toHaveLength(1);
    expect((await ops.call(calls.approveRegistration, { applicationId: '99999999' })).status).toBe(404);
  });
});

describe('rejectRegistration (console)', () => {
  it('stores the reason the applicant is told and records the decision', async () => {
    const application = await applied();
    const rejected = await ops.data<OpsRegistrationDetail>(calls.rejectRegistration, {
      applicationId: application.applicationId,
      reason: '  营业执照图片不清晰  ',
    });
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      rejectReason: '营业执照图片不清晰',
      decidedBy: operators.operator.loginCode,
    });
    const audit = await auditOf(application.applicationNo);
    expect(audit.rows[0]).toMatchObject({
      action: 'registration.reject',
      before: { status: 'PENDING', rejectReason: null },
      after: { status: 'REJECTED', rejectReason: '营业执照图片不清晰' },
    });
    const again = await ops.call(calls.rejectRegistration, {
      applicationId: application.applicationId,
      reason: 'x',
    });
    expect(again.status).toBe(409);
  });

  it('needs a reason of 1 to 200 characters (400), refuses the auditor (403) and buyers (401)', async () => {
    const application = await applied();
    for (const reason of ['   ', '因'.repeat(201)]) {
      const refused = await ops.call(calls.rejectRegistration, {
        applicationId: application.applicationId,
        reason,
      });
      expect([refused.status, errcodeOf(refused)]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const body = { applicationId: application.applicationId, reason: 'no' };
    expect((await auditor.call(calls.rejectRegistration, body)).status).toBe(403);
    expect((await buyer.call(calls.rejectRegistration, body)).status).toBe(401);
    expect((await auditOf(application.applicationNo)).rows).toHaveLength(0);
  });
});
