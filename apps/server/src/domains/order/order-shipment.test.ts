import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { CreatedOrder, DeliveryInfo, ExpressGroup, OrderDetail } from '@emall/contract';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { placeTestOrder } from '../../testing/order-requests.js';
import {
  addLogisticsEvent,
  cancelOrder,
  completeOrder,
  confirmPayment,
  recordShipment,
} from './order-lifecycle.service.js';
import { insertOrderFixture, stockOf, type OrderFixture } from './order.fixture.js';

const calls = contract.order;
let t: TestApp;
let people: Buyers;
let fx: OrderFixture;
let demo: TestClient;
let other: TestClient;
let tenant: { tenantId: number };
let order: CreatedOrder;
let firstParcel: string;

const at = (hours: number) => new Date(t.clock.now().getTime() + hours * 3600_000);

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  fx = await insertOrderFixture(t.database.db);
  demo = t.client();
  tenant = { tenantId: (await demo.loginAs(people.buyer)).tenantId };
  other = t.client();
  await other.loginAs(people.other);
  order = await placeTestOrder(demo, [
    { spuId: fx.stm, qty: 100 },
    { spuId: fx.packaged, qty: 500 },
  ]);
});
afterAll(() => t.close());

async function status(orderId: string): Promise<string> {
  return (await demo.data<OrderDetail>(calls.qryOrderListByOrderId, { orderId })).status;
}

describe('the order lifecycle', () => {
  it('refuses to ship or complete an order that is not paid', async () => {
    const line = order.orderLineList[0]?.orderLineId ?? '';
    await expect(
      recordShipment(t.database.db, tenant, {
        orderId: order.orderId,
        carrierCode: 'SF',
        expressNo: 'SF0',
        shippedAt: at(1),
        lines: [{ orderLineId: line, qty: 1 }],
      }),
    ).rejects.toMatchObject({ code: 'ORDER_STATE_FORBIDS' });
    await expect(completeOrder(t.database.db, tenant, order.orderId, at(1))).rejects.toMatchObject({
      code: 'ORDER_STATE_FORBIDS',
    });
  });

  it('moves a paid order to partly shipped, then shipped, then completed', async () => {
    await confirmPayment(t.database.db, tenant, order.orderId, at(1));
    expect(await status(order.orderId)).toBe('PAID');
    const [stm, packaged] = order.orderLineList.map((l) => l.orderLineId);
    firstParcel = await recordShipment(t.database.db, tenant, {
      orderId: order.orderId,
      carrierCode: 'SF',
      expressNo: 'SF1408823516302',
      shippedAt: at(2),
      lines: [
        { orderLineId: stm ?? '', qty: 100 },
        { orderLineId: packaged ?? '', qty: 200 },
      ],
    });
    expect(await status(order.orderId)).toBe('PART_SHIPPED');
    await expect(
      recordShipment(t.database.db, tenant, {
        orderId: order.orderId,
        carrierCode: 'JD',
        expressNo: 'JD1',
        shippedAt: at(3),
        lines: [{ orderLineId: packaged ?? '', qty: 301 }],
      }),
    ).rejects.toMatchObject({ code: 'ORDER_STATE_FORBIDS' });
    await recordShipment(t.database.db, tenant, {
      orderId: order.orderId,
      carrierCode: 'JD',
      expressNo: 'JDVA21984533012',
      shippedAt: at(4),
      lines: [{ orderLineId: packaged ?? '', qty: 300 }],
    });
    expect(await status(order.orderId)).toBe('SHIPPED');
    for (const [code, hours] of [
      ['PICKED_UP', 5],
      ['IN_TRANSIT', 9],
      ['DELIVERED', 30],
    ] as const) {
      await addLogisticsEvent(t.database.db, tenant, firstParcel, {
        eventTime: at(hours),
        eventCode: code,
        location: '深圳市',
        detail: `${code} detail`,
      });
    }
  });

  it('refuses another tenant’s shipment events and cancelling goods that left', async () => {
    const otherTenant = { tenantId: tenant.tenantId + 1 };
    await expect(
      addLogisticsEvent(t.database.db, otherTenant, firstParcel, {
        eventTime: at(6),
        eventCode: 'IN_TRANSIT',
        location: '',
        detail: '',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(cancelOrder(t.database.db, tenant, order.orderId, at(6))).rejects.toMatchObject({
      code: 'ORDER_STATE_FORBIDS',
    });
  });

  it('cancels an unshipped order and puts its stock back where it came from', async () => {
    const before = await stockOf(t.database.db, fx.stm);
    const cancelled = await placeTestOrder(demo, [{ spuId: fx.stm, qty: 260 }]);
    expect((await stockOf(t.database.db, fx.stm)).total).toBe(before.total - 260);
    await cancelOrder(t.database.db, tenant, cancelled.orderId, at(1));
    expect(await status(cancelled.orderId)).toBe('CANCELLED');
    expect(await stockOf(t.database.db, fx.stm)).toEqual(before);
  });
});

describe('getExpressGroup', () => {
  it('answers an order’s parcels with carrier, tracking number, contents and events newest first', async () => {
    demo.lang = 'en_US';
    const groups = await demo.data<ExpressGroup[]>(calls.getExpressGroup, { orderId: order.orderId });
    expect(groups.map((g) => g.expressNo)).toEqual(['JDVA21984533012', 'SF1408823516302']);
    const sf = groups[1];
    expect(sf).toMatchObject({
      carrierCode: 'SF',
      carrierName: 'SF Express',
      status: 'DELIVERED',
      dopOrderNo: order.dopOrderNo,
    });
    expect(sf?.lines.map((l) => [l.lineNo, l.quantity])).toEqual([
      [1, 100],
      [2, 200],
    ]);
    expect(sf?.events.map((e) => [e.eventCode, e.eventText])).toEqual([
      ['DELIVERED', 'Delivered'],
      ['IN_TRANSIT', 'In transit'],
      ['PICKED_UP', 'Picked up'],
    ]);
    expect(groups[0]).toMatchObject({
      carrierName: 'JD Logistics',
      status: 'IN_TRANSIT',
      deliveredTime: null,
      events: [],
    });
  });

  it('takes the orderId from the query string too, and without one answers the caller’s latest parcels', async () => {
    demo.lang = 'zh_CN';
    const byQuery = await demo.request({
      method: 'POST',
      url: `${calls.getExpressGroup.path}?orderId=${order.orderId}`,
    });
    expect(byQuery.json<{ data: ExpressGroup[] }>().data).toHaveLength(2);
    const latest = await demo.data<ExpressGroup[]>(calls.getExpressGroup);
    expect(latest.map((g) => g.carrierName)).toEqual(['京东物流', '顺丰速运']);
  });

  it('answers 404 for another tenant’s order and nothing of theirs without one', async () => {
    expect((await other.call(calls.getExpressGroup, { orderId: order.orderId })).status).toBe(404);
    expect(await other.data<ExpressGroup[]>(calls.getExpressGroup, {})).toEqual([]);
    expect((await other.call(calls.getExpressGroup, { orderId: 'x' })).status).toBe(400);
    expect((await t.client().call(calls.getExpressGroup, {})).status).toBe(401);
  });
});

describe('queryDeliveryInfoList', () => {
  it('answers what shipped of each line of an order, or of one line', async () => {
    const all = await demo.data<DeliveryInfo[]>(calls.queryDeliveryInfoList, { orderId: order.orderId });
    expect(all.map((d) => [d.lineNo, d.quantity, d.carrierCode])).toEqual(
      expect.arrayContaining([
        [1, 100, 'SF'],
        [2, 200, 'SF'],
        [2, 300, 'JD'],
      ]),
    );
    const line = order.orderLineList[1]?.orderLineId;
    const one = await demo.data<DeliveryInfo[]>(calls.queryDeliveryInfoList, {
      orderId: order.orderId,
      orderLineId: line,
    });
    expect(one.map((d) => d.quantity).sort()).toEqual([200, 300]);
  });

  it('answers 404 for another tenant’s order and 400 without an orderId', async () => {
    expect((await other.call(calls.queryDeliveryInfoList, { orderId: order.orderId })).status).toBe(404);
    expect((await demo.call(calls.queryDeliveryInfoList, {})).status).toBe(400);
  });

  it('shows a completed order once the buyer has everything', async () => {
    await completeOrder(t.database.db, tenant, order.orderId, at(40));
    expect(await status(order.orderId)).toBe('COMPLETED');
  });
});
