import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { CustAccountType, CustOrderInfo, SessionUser } from '@emall/contract';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';

const { qryCustAccountType, custOrderInfo } = contract.account;

let t: TestApp;
let people: Buyers;
beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
});
afterAll(() => t.close());

describe('qryCustAccountType', () => {
  it('answers billing cycle 0 for a tenant of account type F, whatever its stored cycle', async () => {
    const browser = t.client();
    const user: SessionUser = await browser.loginAs(people.other);
    const type = await browser.data<CustAccountType>(qryCustAccountType, { tenantId: user.tenantId });
    expect(type).toEqual({ tenantId: user.tenantId, custAccountType: 'F', billingCycle: 0 });
  });

  it("answers the customer's own billing cycle for other account types", async () => {
    const browser = t.client();
    const user = await browser.loginAs(people.buyer);
    const type = await browser.data<CustAccountType>(qryCustAccountType, { tenantId: String(user.tenantId) });
    expect(type).toEqual({ tenantId: user.tenantId, custAccountType: 'C', billingCycle: 30 });
  });

  it('answers 400 with a field message when tenantId is missing or not a number', async () => {
    const browser = t.client();
    browser.lang = 'en_US';
    await browser.loginAs(people.buyer);
    const answer = await browser.call(qryCustAccountType, { tenantId: 'abc' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errcode: 'VALIDATION_FAILED',
      fields: { tenantId: 'has the wrong type' },
    });
  });

  it('answers 401 without a session', async () => {
    const answer = await t.client().call(qryCustAccountType, { tenantId: 1 });
    expect(answer.status).toBe(401);
  });
});

describe('custOrderInfo', () => {
  it('answers the first managed tenant with buyerTenantCode, invoice data and the default address first', async () => {
    const browser = t.client();
    await browser.loginAs(people.buyer);
    const info = await browser.data<CustOrderInfo>(custOrderInfo);
    expect(info).toMatchObject({
      buyerTenantCode: people.tenant.tenantCode,
      acctName: people.tenant.tenantName,
      custAccountType: 'C',
      billingCycle: 30,
      currency: 'CNY',
      taxRate: '1.1300',
      invoiceReceipientPhone: people.tenant.invoiceInfo?.invoiceReceipientPhone,
      invoiceInfo: { taxNum: people.tenant.invoiceInfo?.taxNum },
    });
    expect(info.shippingAddressPoList.map((a) => a.isDefault)).toEqual(['T', 'F']);
  });

  it('answers a tenant without invoice data or addresses with empty values, not an error', async () => {
    const browser = t.client();
    await browser.loginAs(people.other);
    const info = await browser.data<CustOrderInfo>(custOrderInfo, null);
    expect(info).toMatchObject({
      buyerTenantCode: people.otherTenant.tenantCode,
      billingCycle: 0,
      invoiceInfo: null,
      shippingAddressPoList: [],
    });
  });
});
