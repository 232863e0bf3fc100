import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { MessagePage, MessageRow } from '@emall/contract';
import { placeTestOrder } from '../../testing/order-requests.js';
import { createSampleReq, fillSampleCart } from '../../testing/sample-requests.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import {
  cancelOrder,
  completeOrder,
  confirmPayment,
  markProofUploaded,
  recordShipment,
  rejectPaymentProof,
} from '../order/order-lifecycle.service.js';
import { insertSampleFixture, setSampleParam, type SampleFixture } from '../sample/sample.fixture.js';
import {
  approveSampleRequest,
  rejectSampleRequest,
  shipSampleRequest,
} from '../sample/sample-lifecycle.service.js';

/** Order and sample steps tell the buyer through the message centre, in the same transaction. */
let t: TestApp;
let people: Buyers;
let fx: SampleFixture;
let demo: TestClient;
let colleague: TestClient;
let tenant: { tenantId: number };

/** Each step a minute after the last, so the newest message is the last step's. */
const step = () => {
  t.clock.advance(60_000);
  return t.clock.now();
};

async function newest(client: TestClient, lang = 'en_US'): Promise<MessageRow[]> {
  client.lang = lang;
  const page = await client.data<MessagePage>(contract.message.qryMessageList4Page, { pageSize: 100 });
  client.lang = undefined;
  return page.rows;
}

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  fx = await insertSampleFixture(t.database.db);
  await setSampleParam(t.database.db, 'times', 1000);
  demo = t.client();
  colleague = t.client();
  tenant = { tenantId: (await demo.loginAs(people.buyer)).tenantId };
  await colleague.loginAs(people.colleague);
});
afterAll(() => t.close());

describe('order messages', () => {
  it('tells the buyer when the order is placed, paid, rejected, shipped, completed and cancelled', async () => {
    const order = await placeTestOrder(demo, [{ spuId: fx.stm, qty: 2 }]);
    let [latest] = await newest(demo);
    expect(latest).toMatchObject({
      group: 'order',
      // The title names the order it is about, as the body does.
      title: `Order ${order.dopOrderNo} placed`,
      link: `/orderline/${order.orderId}`,
      readFlag: 'F',
      tenantWide: false,
    });
    expect(latest?.content).toContain(order.dopOrderNo);
    // Only the buyer: the colleague sees the order in the list but gets no message.
    expect(await newest(colleague)).toEqual([]);

    await t.database.db.transaction((tx) => markProofUploaded(tx, tenant, order.orderId, step(), 'zh_CN'));
    // The buyer's own upload is acknowledged (the mail that follows it says the shop has the proof).
    [latest] = await newest(demo);
    expect(latest?.title).toBe(`Payment proof for order ${order.dopOrderNo} received`);
    await rejectPaymentProof(t.database.db, tenant, order.orderId, step());
    [latest] = await newest(demo);
    expect(latest?.title).toBe(`Payment proof for order ${order.dopOrderNo} not accepted`);
    await confirmPayment(t.database.db, tenant, order.orderId, step());
    [latest] = await newest(demo);
    expect(latest?.title).toBe(`Payment for order ${order.dopOrderNo} confirmed`);

    const line = order.orderLineList[0]?.orderLineId ?? '';
    await recordShipment(t.database.db, tenant, {
      orderId: order.orderId,
      carrierCode: 'SF',
      expressNo: 'SF1408823516302',
      shippedAt: step(),
      lines: [{ orderLineId: line, qty: 2 }],
    });
    [latest] = await newest(demo, 'zh_CN');
    expect(latest).toMatchObject({ title: `订单${order.dopOrderNo}已发货` });
    expect(latest?.content).toContain('SF1408823516302');

    await completeOrder(t.database.db, tenant, order.orderId, step());
    [latest] = await newest(demo);
    expect(latest?.title).toBe(`Order ${order.dopOrderNo} completed`);

    const second = await placeTestOrder(demo, [{ spuId: fx.stm, qty: 1 }]);
    await cancelOrder(t.database.db, tenant, second.orderId, step());
    const titles = (await newest(demo)).map((m) => m.title);
    expect(titles.slice(0, 2)).toEqual([
      `Order ${second.dopOrderNo} cancelled`,
      `Order ${second.dopOrderNo} placed`,
    ]);
  });

  it('sends nothing when the step is refused', async () => {
    const before = (await newest(demo)).length;
    const order = await placeTestOrder(demo, [{ spuId: fx.stm, qty: 1 }]);
    await expect(completeOrder(t.database.db, tenant, order.orderId, step())).rejects.toMatchObject({
      code: 'ORDER_STATE_FORBIDS',
    });
    // The placed message only.
    expect((await newest(demo)).length).toBe(before + 1);
  });
});

describe('sample messages', () => {
  async function request(): Promise<{ id: number; no: string }> {
    await fillSampleCart(demo, { [fx.stm]: 1 });
    const answer = await createSampleReq(demo, fx.address);
    if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
    return { id: Number(answer.body.data.sampleReqId), no: answer.body.data.sampleReqNo };
  }

  it('tells the requester when the request is submitted, approved and shipped', async () => {
    const req = await request();
    let [latest] = await newest(demo);
    expect(latest).toMatchObject({
      group: 'sample',
      title: 'Sample request submitted',
      link: '/my_EMall?activeKey=3',
    });
    expect(latest?.content).toContain(req.no);
    await approveSampleRequest(t.database.db, tenant.tenantId, req.id, step());
    [latest] = await newest(demo, 'zh_TW');
    expect(latest?.title).toBe('樣品申請已通過');
    await shipSampleRequest(t.database.db, tenant.tenantId, req.id, step());
    [latest] = await newest(demo);
    expect(latest?.title).toBe('Samples shipped');
  });

  it('tells of a rejection, refuses a step the table forbids, and finds no other tenant’s request', async () => {
    const req = await request();
    await rejectSampleRequest(t.database.db, tenant.tenantId, req.id, step());
    const [latest] = await newest(demo);
    expect(latest?.title).toBe('Sample request rejected');
    const count = (await newest(demo)).length;
    await expect(shipSampleRequest(t.database.db, tenant.tenantId, req.id, step())).rejects.toMatchObject({
      code: 'SAMPLE_STATE_FORBIDS',
    });
    await expect(
      approveSampleRequest(t.database.db, tenant.tenantId + 1000, req.id, step()),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await newest(demo)).length).toBe(count);
  });
});
