import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, deliveryDate } from '@emall/contract';
import type { CreatedOrder, OrderDetail } from '@emall/contract';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';
import { createOrder, orderPayload, placeTestOrder } from '../../testing/order-requests.js';
import { insertOrderFixture, stockOf, type OrderFixture } from './order.fixture.js';

let t: TestApp;
let people: Buyers;
let fx: OrderFixture;

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  fx = await insertOrderFixture(t.database.db);
});
afterAll(() => t.close());

const today = () => t.clock.now();

describe('createOrderList', () => {
  it('creates an order waiting for payment, priced from the catalog, and takes the pieces from stock', async () => {
    const browser = t.client();
    await browser.loginAs(people.buyer);
    const before = await stockOf(t.database.db, fx.stm);
    const order = await placeTestOrder(browser, [
      { spuId: fx.stm, qty: 10 },
      { spuId: fx.packaged, qty: 150 },
    ]);
    expect(order).toMatchObject({
      status: 'WAIT_PAY',
      currency: 'CNY',
      // 10 × 11.30 = 113.000000; 150 × 1.000005 = 150.000750; sum 263.00075 → 263.00
      amount: '263.00',
      lineCount: 2,
      shortageLineCount: 0,
    });
    expect(order.dopOrderNo).toMatch(/^EM\d{8}\d{6}$/);
    expect(order.orderLineList.map((l) => [l.quantity, l.shortageFlag, l.deliveryDate])).toEqual([
      [10, 'F', deliveryDate(today(), 3)],
      [150, 'F', deliveryDate(today(), 3)],
    ]);
    const after = await stockOf(t.database.db, fx.stm);
    expect(after.total).toBe(before.total - 10);
    // Nanjing first: NJHB gives the 10 pieces, Hong Kong keeps its 250.
    expect(after.warehouses).toEqual({ NJHB: 240, HK: 250 });
  });

  it('copies the customer fields from the server, whatever the body says, and stores the address and invoice', async () => {
    const browser = t.client();
    await browser.loginAs(people.buyer);
    const order = await placeTestOrder(browser, [{ spuId: fx.stm, qty: 1 }], {
      acctName: 'Someone else',
      custName: 'Forged Ltd',
      custOrderNo: 'PO-1',
    });
    const detail = await browser.data<OrderDetail>(contract.order.qryOrderListByOrderId, {
      orderId: order.orderId,
    });
    expect(detail).toMatchObject({
      acctTenantCode: people.tenant.tenantCode,
      acctName: people.tenant.tenantName,
      custName: people.tenant.tenantName,
      billingCycle: 30,
      exchangeRate: '1.000000',
      taxRate: '1.1300',
      orderSource: 'EMALL',
      isFromCart: 'T',
      custOrderNo: 'PO-1',
      staffName: people.buyer.staffName,
      supplyTenantCode: '64',
      deliveryMethodName: '快递',
      shippingAddress: { recipients: '张伟', detailAddr: '科技园科发路8号A座5楼' },
      invoiceTitle: { title: '深圳市华芯智造科技有限公司', taxNum: '91440300MA5F8XYZ1K' },
      amount: '12.43',
      paymentDueDate: deliveryDate(today(), 30),
    });
  });

  it('gives billing cycle 0 to an account of type F', async () => {
    const browser = t.client();
    await browser.loginAs(people.other);
    const order = await placeTestOrder(browser, [{ spuId: fx.stm, qty: 1 }], { billingCycle: 0 });
    const detail = await browser.data<OrderDetail>(contract.order.qryOrderListByOrderId, {
      orderId: order.orderId,
    });
    expect(detail).toMatchObject({ billingCycle: 0, paymentDueDate: deliveryDate(today(), 0) });
  });

  it('makes a line the stock cannot serve a shortage line, delivered after the part’s cycle, taking no stock', async () => {
    const browser = t.client();
    await browser.loginAs(people.buyer);
    const before = await stockOf(t.database.db, fx.scarce);
    const order = await placeTestOrder(browser, [{ spuId: fx.scarce, qty: 100 }]);
    expect(order).toMatchObject({ shortageLineCount: 1 });
    expect(order.orderLineList[0]).toMatchObject({
      shortageFlag: 'T',
      deliveryDate: deliveryDate(today(), 10),
    });
    expect(await stockOf(t.database.db, fx.scarce)).toEqual(before);
  });

  it('copies an address of the buyer’s address book by addressId, and refuses one of another tenant', async () => {
    const browser = t.client();
    await browser.loginAs(people.buyer);
    const info = await browser.data<{ shippingAddressPoList: { addressId: number }[] }>(
      contract.account.custOrderInfo,
    );
    const second = info.shippingAddressPoList[1]?.addressId;
    const order = await placeTestOrder(browser, [{ spuId: fx.stm, qty: 1 }], {
      shippingAddress: { addressId: second, recipients: 'x', contactPhone: '1', detailAddr: 'x' },
    });
    const detail = await browser.data<OrderDetail>(contract.order.qryOrderListByOrderId, {
      orderId: order.orderId,
    });
    const { recipients, regionPath } = people.tenant.addresses[1] ?? {};
    expect(detail.shippingAddress).toMatchObject({ recipients, regionPath });

    const other = t.client();
    await other.loginAs(people.other);
    const refused = await createOrder(
      other,
      await orderPayload(other, [{ spuId: fx.stm, qty: 1 }], {
        shippingAddress: { addressId: second, recipients: 'x', contactPhone: '1', detailAddr: 'x' },
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errcode: 'VALIDATION_FAILED',
      fields: { 'shippingAddress.addressId': expect.any(String) as string },
    });
  });

  it('takes the ordered parts out of the cart when the order came from it, and not on buy-now', async () => {
    const browser = t.client();
    await browser.loginAs(people.colleague);
    await browser.data(contract.cart.addShopCart, { spuId: fx.stm, quantity: 2 });
    await browser.data(contract.cart.addShopCart, { spuId: fx.packaged, quantity: 100 });
    await placeTestOrder(browser, [{ spuId: fx.stm, qty: 2 }], { isFromCart: 'F' });
    expect(await browser.data(contract.cart.qryMfrPnQty)).toEqual({ shoppingCartQty: 2 });
    await placeTestOrder(browser, [{ spuId: fx.stm, qty: 2 }], { isFromCart: 'T' });
    expect(await browser.data(contract.cart.qryMfrPnQty)).toEqual({ shoppingCartQty: 1 });
  });
});

describe('createOrderList refusals', () => {
  it('answers 400 without an Idempotency-Key header, and for a malformed one', async () => {
    const browser = t.client();
    browser.lang = 'en_US';
    await browser.loginAs(people.buyer);
    const body = await orderPayload(browser, [{ spuId: fx.stm, qty: 1 }]);
    const missing = await createOrder(browser, body, null);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ fields: { 'idempotency-key': 'is required' } });
    const malformed = await createOrder(browser, body, 'short');
    expect(malformed.body).toMatchObject({ fields: { 'idempotency-key': 'has an invalid value' } });
  });

  it('answers 400 with per-field messages for bad bodies, in the caller’s language', async () => {
    const browser = t.client();
    browser.lang = 'en_US';
    await browser.loginAs(people.buyer);
    const body = await orderPayload(browser, [{ spuId: fx.stm, qty: 1 }]);
    const line = body.orderLineList[0];
    const cases: [unknown, string][] = [
      [{ ...body, orderLineList: [] }, 'orderLineList'],
      [{ ...body, amount: '1e3' }, 'amount'],
      [{ ...body, exchangeRate: 2 }, 'exchangeRate'],
      [{ ...body, orderSource: 'WEB' }, 'orderSource'],
      [{ ...body, orderLineList: [line, line] }, 'orderLineList.1.spuId'],
      [{ ...body, orderLineList: [{ ...line, qty: 0 }] }, 'orderLineList.0.qty'],
      [{ ...body, shippingAddress: '{not json' }, 'shippingAddress'],
      [{ ...body, deliveryMethod: '' }, 'deliveryMethod'],
    ];
    for (const [payload, field] of cases) {
      const answer = await createOrder(browser, payload);
      expect(answer.status, field).toBe(400);
      expect(answer.body, field).toMatchObject({ errcode: 'VALIDATION_FAILED' });
      expect(Object.keys((answer.body as { fields: object }).fields), field).toContain(field);
    }
  });

  it('answers 400 for a delivery method outside the dictionary', async () => {
    const browser = t.client();
    browser.lang = 'en_US';
    await browser.loginAs(people.buyer);
    const answer = await createOrder(
      browser,
      await orderPayload(browser, [{ spuId: fx.stm, qty: 1 }], { deliveryMethod: '99' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fields: { deliveryMethod: 'has an invalid value' } });
  });

  it('answers 400 for a quantity that is not a whole number of packages, naming the package', async () => {
    const browser = t.client();
    browser.lang = 'en_US';
    await browser.loginAs(people.buyer);
    const answer = await createOrder(
      browser,
      await orderPayload(browser, [{ spuId: fx.packaged, qty: 120 }]),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      fields: { 'orderLineList.0.qty': 'The quantity must be a whole multiple of the minimum package 50' },
    });
  });

  it('answers 403 when the body names another tenant as the buyer', async () => {
    const browser = t.client();
    await browser.loginAs(people.buyer);
    const answer = await createOrder(
      browser,
      await orderPayload(browser, [{ spuId: fx.stm, qty: 1 }], {
        acctTenantCode: people.otherTenant.tenantCode,
      }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ errcode: 'FORBIDDEN' });
  });

  it('answers 401 without a session', async () => {
    const answer = await createOrder(t.client(), { deliveryMethod: '01' });
    expect(answer.status).toBe(401);
  });

  it('writes nothing when refused', async () => {
    const browser = t.client();
    await browser.loginAs(people.buyer);
    const before = await stockOf(t.database.db, fx.stm);
    const body = await orderPayload(browser, [{ spuId: fx.stm, qty: 5 }]);
    const answer = await createOrder(browser, { ...body, amount: '0.01' });
    expect(answer.status).toBe(409);
    expect(await stockOf(t.database.db, fx.stm)).toEqual(before);
  });
});

export type { CreatedOrder };
