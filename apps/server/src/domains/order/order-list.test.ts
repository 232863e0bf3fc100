import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { CreatedOrder, Order, OrderCounts, OrderDetail, OrderLine } from '@emall/contract';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { placeTestOrder } from '../../testing/order-requests.js';
import { confirmPayment } from './order-lifecycle.service.js';
import { insertOrderFixture, type OrderFixture } from './order.fixture.js';

const calls = contract.order;
let t: TestApp;
let people: Buyers;
let fx: OrderFixture;
let demo: TestClient;
let other: TestClient;
let big: CreatedOrder;
let paid: CreatedOrder;
let otherOrder: CreatedOrder;
let buyerTenantId: number;

interface Page<T> {
  rows: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  fx = await insertOrderFixture(t.database.db);
  demo = t.client();
  buyerTenantId = (await demo.loginAs(people.buyer)).tenantId;
  other = t.client();
  // 13 orders of the buyer's tenant over two days: 11 small ones yesterday, then a 4-line one and a paid one today.
  for (let i = 0; i < 11; i += 1) await placeTestOrder(demo, [{ spuId: fx.stm, qty: 1 }]);
  t.clock.advance(24 * 3600 * 1000);
  // A day later the sessions have expired: log in again.
  await demo.loginAs(people.buyer);
  await other.loginAs(people.other);
  big = await placeTestOrder(demo, [
    { spuId: fx.stm, qty: 2 },
    { spuId: fx.packaged, qty: 100 },
    { spuId: fx.last, qty: 1 },
    { spuId: fx.scarce, qty: 100 },
  ]);
  paid = await placeTestOrder(demo, [{ spuId: fx.stm, qty: 3 }]);
  await confirmPayment(t.database.db, { tenantId: buyerTenantId }, paid.orderId, t.clock.now());
  otherOrder = await placeTestOrder(other, [{ spuId: fx.stm, qty: 1 }]);
});
afterAll(() => t.close());

describe('qryOrderListForEmall', () => {
  it('answers the tenant’s orders newest first, 10 a page, each with its lines', async () => {
    const page = await demo.data<Page<Order>>(calls.qryOrderListForEmall, {});
    expect(page).toMatchObject({ total: 13, pageNo: 1, pageSize: 10 });
    expect(page.rows).toHaveLength(10);
    expect(page.rows[0]?.orderId).toBe(paid.orderId);
    expect(page.rows[1]).toMatchObject({ orderId: big.orderId, lineCount: 4, status: 'WAIT_PAY' });
    expect(page.rows[1]?.orderLineList.map((l) => l.lineNo)).toEqual([1, 2, 3, 4]);
    const second = await demo.data<Page<Order>>(calls.qryOrderListForEmall, { pageNo: 2 });
    expect(second.rows).toHaveLength(3);
    expect(page.rows.some((r) => r.orderId === otherOrder.orderId)).toBe(false);
  });

  it('shows a colleague’s orders of the same tenant, with who placed them', async () => {
    const colleague = t.client();
    await colleague.loginAs(people.colleague);
    const page = await colleague.data<Page<Order>>(calls.qryOrderListForEmall, { pageSize: 1 });
    expect(page.total).toBe(13);
    expect(page.rows[0]).toMatchObject({ staffName: people.buyer.staffName });
  });

  it('filters on line status, all meaning no filter, and shows only the matching lines', async () => {
    const paidOnly = await demo.data<Page<Order>>(calls.qryOrderListForEmall, { status: 'PAID' });
    expect(paidOnly.total).toBe(1);
    expect(paidOnly.rows[0]?.orderLineList.every((l) => l.status === 'PAID')).toBe(true);
    const all = await demo.data<Page<Order>>(calls.qryOrderListForEmall, { status: 'all' });
    expect(all.total).toBe(13);
    const empty = await demo.data<Page<Order>>(calls.qryOrderListForEmall, { status: '' });
    expect(empty.total).toBe(13);
  });

  it('filters by creation day or instant, the end day included', async () => {
    const day = (offsetDays: number) => {
      const d = new Date(t.clock.now().getTime() + offsetDays * 86_400_000);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    const today = await demo.data<Page<Order>>(calls.qryOrderListForEmall, { createTimeStart: day(0) });
    expect(today.total).toBe(2);
    const yesterday = await demo.data<Page<Order>>(calls.qryOrderListForEmall, {
      createTimeStart: day(-1),
      createTimeEnd: day(-1),
    });
    expect(yesterday.total).toBe(11);
    const instant = await demo.data<Page<Order>>(calls.qryOrderListForEmall, {
      createTimeEnd: new Date(t.clock.now().getTime() - 3600_000).toISOString(),
    });
    expect(instant.total).toBe(11);
  });

  it('finds an order by its number', async () => {
    const page = await demo.data<Page<Order>>(calls.qryOrderListForEmall, { dopOrderNo: big.dopOrderNo });
    expect(page.rows.map((r) => r.orderId)).toEqual([big.orderId]);
  });

  it('answers 400 for an unknown status or a malformed time, 401 without a session', async () => {
    demo.lang = 'en_US';
    const status = await demo.call(calls.qryOrderListForEmall, { status: 'SHIPPING' });
    expect(status.status).toBe(400);
    expect(status.body).toMatchObject({ fields: { status: 'has an invalid value' } });
    const time = await demo.call(calls.qryOrderListForEmall, { createTimeStart: 'yesterday' });
    expect(time.status).toBe(400);
    expect((await t.client().call(calls.qryOrderListForEmall, {})).status).toBe(401);
  });
});

describe('qryOrderListByOrderId and qryOrderLineListByOrderIdForEmall', () => {
  it('answers one order with line counts per status, and its lines 15 a page', async () => {
    const detail = await demo.data<OrderDetail>(calls.qryOrderListByOrderId, { orderId: big.orderId });
    expect(detail).toMatchObject({ dopOrderNo: big.dopOrderNo, lineCount: 4, hasPaymentProof: false });
    expect(detail.lineStatusCounts).toMatchObject({ WAIT_PAY: 4, PAID: 0, CANCELLED: 0 });
    const lines = await demo.data<Page<OrderLine>>(calls.qryOrderLineListByOrderIdForEmall, {
      orderId: big.orderId,
      supplyTenantCode: '64',
      pageNo: 1,
      pageSize: 3,
    });
    expect(lines).toMatchObject({ total: 4, pageSize: 3 });
    expect(lines.rows.map((l) => l.lineNo)).toEqual([1, 2, 3]);
    const first = await demo.data<Page<OrderLine>>(calls.qryOrderLineListByOrderIdForEmall, {
      orderId: big.orderId,
    });
    expect(first.pageSize).toBe(15);
    expect(first.rows[3]).toMatchObject({ shortageFlag: 'T', mfrPartNumber: 'LM358', brandCode: 'TI' });
  });

  it('names brands and categories in the caller’s language', async () => {
    demo.lang = 'en_US';
    const lines = await demo.data<Page<OrderLine>>(calls.qryOrderLineListByOrderIdForEmall, {
      orderId: big.orderId,
    });
    expect(lines.rows[0]).toMatchObject({
      brandName: 'STMicroelectronics',
      productCatalogName: 'Microcontrollers',
    });
    demo.lang = 'zh_CN';
    const zh = await demo.data<Page<OrderLine>>(calls.qryOrderLineListByOrderIdForEmall, {
      orderId: big.orderId,
    });
    expect(zh.rows[0]).toMatchObject({ brandName: '意法半导体', productCatalogName: '单片机' });
  });

  it('answers 404 for another tenant’s order, an unknown order and a wrong supplyTenantCode', async () => {
    for (const body of [{ orderId: otherOrder.orderId }, { orderId: '99999999' }]) {
      expect((await demo.call(calls.qryOrderListByOrderId, body)).status).toBe(404);
      expect((await demo.call(calls.qryOrderLineListByOrderIdForEmall, body)).status).toBe(404);
    }
    const wrongSeller = await demo.call(calls.qryOrderLineListByOrderIdForEmall, {
      orderId: big.orderId,
      supplyTenantCode: '65',
    });
    expect(wrongSeller.status).toBe(404);
    expect((await demo.call(calls.qryOrderListByOrderId, { orderId: 'abc' })).status).toBe(400);
  });
});

describe('countOrderInfoByCust', () => {
  it('counts the tenant’s orders waiting for payment and with a proof awaiting confirmation', async () => {
    expect(await demo.data<OrderCounts>(calls.countOrderInfoByCust)).toEqual({
      waitPayCount: 12,
      hasUploadEOPCount: 0,
    });
    expect(await other.data<OrderCounts>(calls.countOrderInfoByCust, null)).toEqual({
      waitPayCount: 1,
      hasUploadEOPCount: 0,
    });
  });
});

describe('updateCustOrderNo and updateCustPn', () => {
  it('sets and clears the buyer’s order number and answers the new value', async () => {
    expect(
      await demo.data(calls.updateCustOrderNo, { orderId: big.orderId, custOrderNo: ' PO-77 ' }),
    ).toEqual({
      orderId: big.orderId,
      custOrderNo: 'PO-77',
    });
    const detail = await demo.data<OrderDetail>(calls.qryOrderListByOrderId, { orderId: big.orderId });
    expect(detail.custOrderNo).toBe('PO-77');
    expect(await demo.data(calls.updateCustOrderNo, { orderId: big.orderId, custOrderNo: '' })).toEqual({
      orderId: big.orderId,
      custOrderNo: null,
    });
  });

  it('sets the buyer’s part number on one line', async () => {
    const lineId = big.orderLineList[1]?.orderLineId;
    expect(await demo.data(calls.updateCustPn, { orderLineId: lineId, custPn: 'HX-OPAMP-01' })).toEqual({
      orderLineId: lineId,
      orderId: big.orderId,
      custPn: 'HX-OPAMP-01',
    });
    const lines = await demo.data<Page<OrderLine>>(calls.qryOrderLineListByOrderIdForEmall, {
      orderId: big.orderId,
    });
    expect(lines.rows[1]?.custPn).toBe('HX-OPAMP-01');
  });

  it('answers 404 for another tenant’s order or line, and changes nothing', async () => {
    expect(
      (await other.call(calls.updateCustOrderNo, { orderId: big.orderId, custOrderNo: 'X' })).status,
    ).toBe(404);
    const lineId = big.orderLineList[0]?.orderLineId;
    expect((await other.call(calls.updateCustPn, { orderLineId: lineId, custPn: 'X' })).status).toBe(404);
    const lines = await demo.data<Page<OrderLine>>(calls.qryOrderLineListByOrderIdForEmall, {
      orderId: big.orderId,
    });
    expect(lines.rows[0]?.custPn).toBeNull();
  });

  it('answers 400 for a part number over 35 characters or an order number over 50', async () => {
    demo.lang = 'en_US';
    const pn = await demo.call(calls.updateCustPn, {
      orderLineId: big.orderLineList[0]?.orderLineId,
      custPn: 'x'.repeat(36),
    });
    expect(pn.status).toBe(400);
    expect(pn.body).toMatchObject({ fields: { custPn: 'must have at most 35 characters' } });
    const no = await demo.call(calls.updateCustOrderNo, {
      orderId: big.orderId,
      custOrderNo: 'x'.repeat(51),
    });
    expect(no.status).toBe(400);
  });
});
