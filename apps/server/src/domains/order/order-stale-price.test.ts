import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract } from '@emall/contract';
import { queryRows } from '../../platform/db.js';
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

async function buyer(lang = 'en_US') {
  const browser = t.client();
  browser.lang = lang;
  await browser.loginAs(people.buyer);
  return browser;
}

async function orderCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from purchase_order`,
  );
  return row?.n ?? 0;
}

describe('the server prices every order itself', () => {
  it('refuses with 409 ORDER_CHANGED, naming each changed field, when the price changed since the page was shown', async () => {
    const browser = await buyer();
    const body = await orderPayload(browser, [
      { spuId: fx.packaged, qty: 100 },
      { spuId: fx.last, qty: 3 },
    ]);
    await t.database.db.execute(
      sql`update price_break set tax_price = '1.100000', not_tax_price = '0.973451' where product_id = ${fx.packaged}::bigint`,
    );
    const orders = await orderCount();
    const answer = await createOrder(browser, body);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      success: false,
      errcode: 'ORDER_CHANGED',
      fields: {
        'orderLineList.0.price': 'is now 1.100000',
        'orderLineList.0.noTaxPrice': 'is now 0.973451',
        'orderLineList.0.amount': 'is now 110.000000',
      },
    });
    expect((answer.body as { msg: string }).msg).toMatch(/^The order has changed/);
    expect(
      Object.keys((answer.body as { fields: object }).fields).some((k) => k.startsWith('orderLineList.1')),
    ).toBe(false);
    expect(await orderCount()).toBe(orders);
    await t.database.db.execute(
      sql`update price_break set tax_price = '1.000005', not_tax_price = '0.885000' where product_id = ${fx.packaged}::bigint`,
    );
  });

  it('refuses a price the browser made up, in Chinese for a Chinese caller', async () => {
    const browser = await buyer('zh_CN');
    const body = await orderPayload(browser, [{ spuId: fx.stm, qty: 1 }]);
    const line = { ...body.orderLineList[0], price: '0.01', amount: '0.01' };
    const answer = await createOrder(browser, { ...body, amount: '0.01', orderLineList: [line] });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      msg: expect.stringContaining('订单信息已变更') as string,
      fields: { 'orderLineList.0.price': '已变为12.430000', amount: '已变为12.43' },
    });
  });

  it('prices each line at its own quantity break: the break a larger quantity reaches is refused at the old price', async () => {
    const browser = await buyer();
    const nine = await orderPayload(browser, [{ spuId: fx.stm, qty: 9 }]);
    const line = nine.orderLineList[0];
    const answer = await createOrder(browser, { ...nine, orderLineList: [{ ...line, qty: 10 }] });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ fields: { 'orderLineList.0.price': 'is now 11.300000' } });
  });

  it('refuses with 409 a part no longer sold, an unknown part and a part without a price', async () => {
    const browser = await buyer();
    const body = await orderPayload(browser, [{ spuId: fx.stm, qty: 1 }]);
    const line = body.orderLineList[0];
    const answer = await createOrder(browser, {
      ...body,
      orderLineList: [
        { ...line, spuId: fx.inactive },
        { ...line, spuId: '999999999' },
        { ...line, spuId: fx.unpriced },
      ],
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      fields: {
        'orderLineList.0.spuId': 'is no longer sold',
        'orderLineList.1.spuId': 'is no longer sold',
        'orderLineList.2.spuId': 'has no price',
      },
    });
  });

  it('refuses a tax rate, price unit, billing cycle, currency or order tax rate other than the server’s', async () => {
    const browser = await buyer();
    const body = await orderPayload(browser, [{ spuId: fx.stm, qty: 1 }]);
    const line = body.orderLineList[0];
    const answer = await createOrder(browser, {
      ...body,
      billingCycle: 0,
      currency: 'USD',
      taxRate: '1.06',
      orderLineList: [{ ...line, taxRate: '1.06', priceUnit: 1000 }],
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      fields: { billingCycle: 'is now 30', currency: 'is now CNY', taxRate: 'is now 1.1300' },
    });
    const lineAnswer = await createOrder(browser, {
      ...body,
      orderLineList: [{ ...line, taxRate: '1.06', priceUnit: 1000 }],
    });
    expect(lineAnswer.body).toMatchObject({
      fields: { 'orderLineList.0.taxRate': 'is now 1.1300', 'orderLineList.0.priceUnit': 'is now 1' },
    });
  });
});

describe('money rules at the decimal edges', () => {
  it('accepts the same amounts written with other trailing zeros or as JSON numbers', async () => {
    const browser = await buyer();
    const body = await orderPayload(browser, [{ spuId: fx.stm, qty: 10 }]);
    const line = body.orderLineList[0];
    const answer = await createOrder(browser, {
      ...body,
      amount: 113,
      orderLineList: [{ ...line, price: 11.3, noTaxPrice: '10', amount: '113.0', noTaxAmount: 100 }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: { amount: '113.00' } });
  });

  it('rounds each line to 6 decimals half up before summing, and the order to 2 decimals half up', async () => {
    const browser = await buyer();
    // 0.123457 × 3 = 0.370371 and 1.000005 × 150 = 150.00075: the order is 150.371121 → 150.37.
    const order = await placeTestOrder(browser, [
      { spuId: fx.last, qty: 3 },
      { spuId: fx.packaged, qty: 150 },
    ]);
    expect(order.amount).toBe('150.37');
    const lines = await browser.data<{ rows: { amount: string; noTaxAmount: string }[] }>(
      contract.order.qryOrderLineListByOrderIdForEmall,
      { orderId: order.orderId },
    );
    expect(lines.rows.map((r) => [r.amount, r.noTaxAmount])).toEqual([
      ['0.370371', '0.327762'],
      ['150.000750', '132.750000'],
    ]);
  });

  it('refuses an order amount off by one cent, and a line amount off in the sixth decimal', async () => {
    const browser = await buyer();
    const body = await orderPayload(browser, [{ spuId: fx.last, qty: 3 }]);
    const line = body.orderLineList[0];
    expect((await createOrder(browser, { ...body, amount: '0.36' })).status).toBe(409);
    const sixth = await createOrder(browser, { ...body, orderLineList: [{ ...line, amount: '0.370370' }] });
    expect(sixth.status).toBe(409);
    expect(sixth.body).toMatchObject({ fields: { 'orderLineList.0.amount': 'is now 0.370371' } });
    // More digits than the format shows are rounded first: 0.3703705 reads as 0.370371.
    const longer = await createOrder(browser, { ...body, orderLineList: [{ ...line, amount: '0.3703705' }] });
    expect(longer.status).toBe(200);
  });

  it('keeps stock untouched by every refusal', async () => {
    const before = await stockOf(t.database.db, fx.last);
    const browser = await buyer();
    const body = await orderPayload(browser, [{ spuId: fx.last, qty: 2 }]);
    await createOrder(browser, { ...body, amount: '99.99' });
    expect(await stockOf(t.database.db, fx.last)).toEqual(before);
  });
});
