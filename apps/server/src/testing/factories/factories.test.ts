import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, SAMPLE_STATUSES } from '@emall/contract';
import type { CartState, SampleOrder, SessionUser } from '@emall/contract';
import { placeTestOrder } from '../order-requests.js';
// Through testing/: the PostgreSQL project runs the test files that name testing/test-app.js.
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import {
  addCartLine,
  createBuyers,
  createOperator,
  createProduct,
  createSampleRequests,
  createStaff,
  createTenant,
  loggedInOperator,
  loggedInStaff,
} from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('test factories', () => {
  it('make two of a kind in one file without a clash', async () => {
    const [first, second] = [await createBuyers(t), await createBuyers(t)];
    const codes = [first, second].flatMap((b) => [
      b.buyer.staffCode,
      b.colleague.staffCode,
      b.other.staffCode,
    ]);
    expect(new Set(codes).size).toBe(6);
    expect(first.tenant.tenantCode).not.toBe(second.tenant.tenantCode);
    const operators = [await createOperator(t.database.db), await createOperator(t.database.db)];
    expect(operators[0]?.loginCode).not.toBe(operators[1]?.loginCode);
  });

  it('log a staff member in to the tenant made for them, with the fields given', async () => {
    const tenant = await createTenant(t.database.db, {
      tenantName: '工厂测试有限公司',
      custAccountType: 'F',
    });
    const staff = await createStaff(t.database.db, { tenantId: tenant.tenantId, staffName: '赵六' });
    const user: SessionUser = await t.client().loginAs(staff);
    expect(user).toMatchObject({
      userCode: staff.staffCode,
      tenantId: tenant.tenantId,
      staffPo: { staffName: '赵六' },
      staffRole: { tenantName: '工厂测试有限公司' },
    });
    expect(tenant).toMatchObject({ billingCycle: 0, addresses: [{ isDefault: true }] });
  });

  it('make a priced part in stock that a logged-in buyer puts in the cart and orders', async () => {
    const part = await createProduct(t.database.db, {
      stock: { NJHB: 30, HK: 20 },
      priceBreaks: [
        { qtyFrom: 1, qtyTo: 9, taxPrice: '2.260000', notTaxPrice: '2.000000' },
        { qtyFrom: 10, taxPrice: '1.130000', notTaxPrice: '1.000000' },
      ],
    });
    const { client } = await loggedInStaff(t);
    await addCartLine(client, part.spuId, 10);
    const cart = await client.data<CartState>(contract.cart.qryShopCart);
    expect(cart.list).toEqual([
      expect.objectContaining({ spuId: part.spuId, quantity: 10, taxPrice: '1.130000', shortageFlag: 'F' }),
    ]);
    const order = await placeTestOrder(client, [{ spuId: part.spuId, qty: 10 }]);
    expect(order.orderLineList).toHaveLength(1);
  });

  it('make a sample request in each state that the tenant’s staff see among their samples', async () => {
    await createProduct(t.database.db, {
      isSample: true,
      priceBreaks: [{ qtyFrom: 1, taxPrice: '1.130000', notTaxPrice: '1.000000' }],
    });
    const tenant = await createTenant(t.database.db);
    const { client, staff } = await loggedInStaff(t, { tenantId: tenant.tenantId });
    const made = await createSampleRequests(t.database.db, tenant, [staff]);
    expect(made.map((request) => request.status)).toEqual([...SAMPLE_STATUSES]);
    const numbers = new Set(made.map((request) => request.requestNo));
    expect(numbers.size).toBe(made.length);
    const page = await client.data<{ rows: SampleOrder[]; total: number }>(
      contract.sample.qryFreeSampleForEmall,
      { pageSize: 5 },
    );
    expect(page.total).toBe(made.length);
    expect(page.rows.every((row) => numbers.has(row.sampleReqNo))).toBe(true);
  });

  it('log an auditor in to the console', async () => {
    const { user } = await loggedInOperator(t, { role: 'AUDITOR' });
    expect(user).toMatchObject({ role: 'AUDITOR' });
  });
});
