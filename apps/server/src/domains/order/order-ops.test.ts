import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { CreatedOrder, ExpressGroup, OrderDetail } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import type { AuditEntry, OpsOrderDetail, OpsOrderRow, OpsOrderStepAnswer } from '@emall/contract/ops';
import { multipartBody } from '../../testing/multipart.js';
import { placeTestOrder } from '../../testing/order-requests.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, createOperators, type Buyers, type Operators } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { insertOrderFixture, stockOf, type OrderFixture } from './order.fixture.js';

const calls = opsContract.opsOrder;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 8, 7, 6]);

let t: TestApp;
let people: Buyers;
let operators: Operators;
let fx: OrderFixture;
let demo: TestClient;
let other: TestClient;
let ops: TestClient;
let auditor: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  operators = await createOperators(t);
  fx = await insertOrderFixture(t.database.db);
  demo = t.client();
  await demo.loginAs(people.buyer);
  other = t.client();
  await other.loginAs(people.other);
  ops = t.client();
  await ops.opsLoginAs(operators.operator);
  auditor = t.client();
  await auditor.opsLoginAs(operators.auditor);
});
afterAll(() => t.close());

async function uploadProof(orderId: string): Promise<void> {
  const body = multipartBody({ name: '回单.png', bytes: PNG }, { orderId });
  const response = await demo.request({
    method: 'POST',
    url: contract.order.uploadPaymentProof.path,
    payload: body.payload,
    headers: body.headers,
  });
  expect(response.statusCode).toBe(200);
}

/** The operators' audit entries of one order, newest first. */
async function auditOf(orderId: string): Promise<AuditEntry[]> {
  const page = await auditor.data<{ rows: AuditEntry[] }>(opsContract.opsAuth.qryAuditLogByPage, {
    targetType: 'order',
    targetId: orderId,
  });
  return page.rows;
}

const step = (def: (typeof calls)[keyof typeof calls], body: object) =>
  ops.data<OpsOrderStepAnswer>(def, body);

/** What the buyer's own order page shows of the order. */
const buyerView = (orderId: string) =>
  demo.data<OrderDetail>(contract.order.qryOrderListByOrderId, { orderId });

async function latestBuyerMessage(): Promise<{ title: string; content: string }> {
  const page = await demo.data<{ rows: { title: string; content: string }[] }>(
    contract.message.qryMessageList4Page,
    { pageNo: 1, pageSize: 1, group: 'order' },
  );
  return page.rows[0] ?? { title: '', content: '' };
}

/** Every write call with a body that would pass validation for `orderId`. */
function writes(orderId: string, orderLineId = '1') {
  return [
    [calls.confirmOpsPayment, { orderId }],
    [calls.rejectOpsPaymentProof, { orderId, reason: 'x' }],
    [calls.shipOpsOrder, { orderId, carrierCode: 'SF', expressNo: 'SF1', lines: [{ orderLineId, qty: 1 }] }],
    [calls.addOpsLogisticsEvent, { orderId, shipmentId: '1', eventCode: 'IN_TRANSIT' }],
    [calls.completeOpsOrder, { orderId }],
    [calls.cancelOpsOrder, { orderId }],
  ] as const;
}

describe('who may call the console order calls', () => {
  it('answers 401 to a buyer and to nobody on every call, 403 to the auditor on every step, which then changes nothing', async () => {
    const order = await placeTestOrder(demo, [{ spuId: fx.stm, qty: 1 }]);
    const reads = [
      [calls.qryOpsOrderByPage, {}],
      [calls.qryOpsOrderDetail, { orderId: order.orderId }],
      [calls.downloadOpsPaymentProof, { orderId: order.orderId, proofId: '1' }],
    ] as const;
    for (const browser of [demo, t.client()]) {
      for (const [def, body] of [...reads, ...writes(order.orderId)]) {
        expect((await browser.call(def, body)).status, def.path).toBe(401);
      }
    }
    auditor.lang = 'en_US';
    for (const [def, body] of writes(order.orderId)) {
      const refused = await auditor.call(def, body);
      expect(refused.status, def.path).toBe(403);
      expect(refused.body).toMatchObject({ errcode: 'OPS_READ_ONLY' });
    }
    expect((await buyerView(order.orderId)).status).toBe('WAIT_PAY');
    expect(await auditOf(order.orderId)).toEqual([]);
  });

  it('validates every step in the caller language (400) before touching anything', async () => {
    ops.lang = 'zh_TW';
    const bad = [
      [calls.confirmOpsPayment, { orderId: 'abc' }],
      [calls.rejectOpsPaymentProof, { orderId: '1', reason: '  ' }],
      [
        calls.shipOpsOrder,
        { orderId: '1', carrierCode: 'UPS', expressNo: 'X1', lines: [{ orderLineId: '1', qty: 1 }] },
      ],
      [calls.shipOpsOrder, { orderId: '1', carrierCode: 'SF', expressNo: 'X1', lines: [] }],
      [
        calls.shipOpsOrder,
        { orderId: '1', carrierCode: 'SF', expressNo: 'X 1', lines: [{ orderLineId: '1', qty: 1 }] },
      ],
      [
        calls.shipOpsOrder,
        { orderId: '1', carrierCode: 'SF', expressNo: 'X1', lines: [{ orderLineId: '1', qty: 0 }] },
      ],
      [
        calls.shipOpsOrder,
        {
          orderId: '1',
          carrierCode: 'SF',
          expressNo: 'X1',
          lines: [
            { orderLineId: '1', qty: 1 },
            { orderLineId: '1', qty: 2 },
          ],
        },
      ],
      [calls.addOpsLogisticsEvent, { orderId: '1', shipmentId: '1', eventCode: 'LOST' }],
      [
        calls.addOpsLogisticsEvent,
        { orderId: '1', shipmentId: '1', eventCode: 'ARRIVED', eventTime: 'yesterday' },
      ],
      [calls.completeOpsOrder, {}],
      [calls.cancelOpsOrder, { orderId: -4 }],
    ] as const;
    for (const [def, body] of bad) {
      const answer = await ops.call(def, body);
      expect(answer.status, `${def.path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.body).toMatchObject({ errcode: 'VALIDATION_FAILED' });
      expect(answer.body.msg).toContain('請求參數有誤');
    }
    ops.lang = undefined;
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await ops.call(calls.qryOpsOrderDetail, { orderId: '999999' })).status).toBe(404);
    expect((await ops.call(calls.confirmOpsPayment, { orderId: '999999' })).status).toBe(404);
  });
});

describe('the order list', () => {
  let mine: CreatedOrder;
  let theirs: CreatedOrder;
  beforeAll(async () => {
    mine = await placeTestOrder(demo, [{ spuId: fx.stm, qty: 2 }]);
    theirs = await placeTestOrder(other, [{ spuId: fx.stm, qty: 3 }]);
  });

  it("shows every tenant's orders, newest first, with customer, amount, status and time, paged on the server", async () => {
    const page = await auditor.data<{ rows: OpsOrderRow[]; total: number; pageSize: number }>(
      calls.qryOpsOrderByPage,
      {},
    );
    expect(page.pageSize).toBe(20);
    const ids = page.rows.map((r) => r.orderId);
    expect(ids.indexOf(theirs.orderId)).toBeLessThan(ids.indexOf(mine.orderId));
    expect(page.rows.find((r) => r.orderId === theirs.orderId)).toMatchObject({
      tenantCode: people.otherTenant.tenantCode,
      status: 'WAIT_PAY',
      currency: 'CNY',
      hasPaymentProof: false,
    });
    expect(page.rows.find((r) => r.orderId === mine.orderId)).toMatchObject({
      tenantCode: people.tenant.tenantCode,
    });
    const one = await ops.data<{ rows: OpsOrderRow[]; total: number }>(calls.qryOpsOrderByPage, {
      pageNo: 2,
      pageSize: 1,
    });
    expect(one.rows).toHaveLength(1);
    expect(one.total).toBe(page.total);
    expect(one.rows[0]?.orderId).toBe(ids[1]);
  });

  it('filters by customer, order number or id, status, days, and proofs awaiting the seller', async () => {
    const list = (body: object) =>
      ops
        .data<{ rows: OpsOrderRow[]; total: number }>(calls.qryOpsOrderByPage, body)
        .then((p) => p.rows.map((r) => r.orderId));
    const byTenant = await list({ tenant: people.otherTenant.tenantCode.toLowerCase() });
    expect(byTenant).toContain(theirs.orderId);
    expect(byTenant).not.toContain(mine.orderId);
    expect(await list({ orderNo: mine.dopOrderNo.slice(-6) })).toContain(mine.orderId);
    expect(await list({ orderNo: mine.orderId })).toContain(mine.orderId);
    expect(await list({ tenant: '%' })).toEqual([]);
    expect(await list({ status: 'CANCELLED' })).not.toContain(mine.orderId);
    expect(await list({ dateFrom: '2000-01-01', dateTo: '2000-01-31' })).toEqual([]);
    expect(await list({ awaitingPayment: true })).not.toContain(mine.orderId);
    await uploadProof(mine.orderId);
    const awaiting = await ops.data<{ rows: OpsOrderRow[] }>(calls.qryOpsOrderByPage, {
      awaitingPayment: true,
    });
    expect(awaiting.rows.find((r) => r.orderId === mine.orderId)).toMatchObject({
      status: 'PROOF_UPLOADED',
      hasPaymentProof: true,
    });
    expect(await list({ awaitingPayment: true, status: 'PAID' })).toEqual([]);
  });

  it('refuses a malformed filter with 400', async () => {
    for (const body of [
      { dateFrom: '2026-13-40' },
      { status: 'LOST' },
      { pageSize: 1000 },
      { awaitingPayment: 'y' },
    ]) {
      expect((await ops.call(calls.qryOpsOrderByPage, body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('the order detail and its proofs', () => {
  it('shows head, lines, address, proofs and streams a proof file; another order’s proof is not found', async () => {
    const order = await placeTestOrder(demo, [
      { spuId: fx.stm, qty: 5 },
      { spuId: fx.packaged, qty: 100 },
    ]);
    await uploadProof(order.orderId);
    const detail = await auditor.data<OpsOrderDetail>(calls.qryOpsOrderDetail, { orderId: order.orderId });
    expect(detail.order).toMatchObject({
      orderId: order.orderId,
      status: 'PROOF_UPLOADED',
      acctTenantCode: people.tenant.tenantCode,
    });
    expect(detail.order.shippingAddress).not.toBeNull();
    expect(detail.lines.map((l) => l.quantity)).toEqual([5, 100]);
    expect(detail.proofs).toHaveLength(1);
    expect(detail.shipments).toEqual([]);
    const url = detail.proofs[0]?.downloadUrl ?? '';
    expect(url.startsWith(calls.downloadOpsPaymentProof.path)).toBe(true);
    const file = await auditor.request({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // The same proof through another order: 404, ids reveal nothing.
    const another = await placeTestOrder(demo, [{ spuId: fx.stm, qty: 1 }]);
    const proofId = detail.proofs[0]?.proofId ?? '';
    const wrong = await ops.call(calls.downloadOpsPaymentProof, { orderId: another.orderId, proofId });
    expect(wrong.status).toBe(404);
    expect(
      (await ops.call(calls.downloadOpsPaymentProof, { orderId: order.orderId, proofId: 'x' })).status,
    ).toBe(400);
    expect((await demo.request({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('the payment steps', () => {
  it('confirms a payment: the order is paid, the buyer sees it and is told, and the audit entry is written', async () => {
    const order = await placeTestOrder(demo, [{ spuId: fx.stm, qty: 4 }]);
    await uploadProof(order.orderId);
    expect(await step(calls.confirmOpsPayment, { orderId: order.orderId })).toEqual({
      orderId: order.orderId,
      status: 'PAID',
    });
    expect((await buyerView(order.orderId)).status).toBe('PAID');
    expect((await latestBuyerMessage()).content).toContain(order.dopOrderNo);
    const [entry] = await auditOf(order.orderId);
    expect(entry).toMatchObject({
      loginCode: operators.operator.loginCode,
      action: 'order.confirmPayment',
      before: { status: 'PROOF_UPLOADED' },
      after: { status: 'PAID' },
    });
    const detail = await ops.data<OpsOrderDetail>(calls.qryOpsOrderDetail, { orderId: order.orderId });
    expect(detail.history.map((h) => h.action)).toEqual(['order.confirmPayment']);
  });

  it('refuses a step the order’s state forbids with 422 in the caller language, and writes no audit entry', async () => {
    const order = await placeTestOrder(demo, [{ spuId: fx.stm, qty: 1 }]);
    const detail = await ops.data<OpsOrderDetail>(calls.qryOpsOrderDetail, { orderId: order.orderId });
    await step(calls.cancelOpsOrder, { orderId: order.orderId });
    ops.lang = 'en_US';
    const lineId = detail.lines[0]?.orderLineId;
    for (const [def, body] of writes(order.orderId, lineId).filter(
      ([def]) => def !== calls.addOpsLogisticsEvent,
    )) {
      const refused = await ops.call(def, body);
      expect(refused.status, def.path).toBe(422);
      expect(refused.body).toMatchObject({
        errcode: 'ORDER_STATE_FORBIDS',
        msg: 'The order is Cancelled, which does not allow this',
      });
    }
    ops.lang = undefined;
    expect((await auditOf(order.orderId)).map((e) => e.action)).toEqual(['order.cancel']);
  });

  it('rejects a proof with a reason the buyer is told; the order waits for payment again', async () => {
    const order = await placeTestOrder(demo, [{ spuId: fx.stm, qty: 1 }]);
    await uploadProof(order.orderId);
    const answer = await step(calls.rejectOpsPaymentProof, { orderId: order.orderId, reason: '金额不符' });
    expect(answer.status).toBe('WAIT_PAY');
    expect((await buyerView(order.orderId)).status).toBe('WAIT_PAY');
    expect((await latestBuyerMessage()).content).toContain('金额不符');
    const [entry] = await auditOf(order.orderId);
    expect(entry).toMatchObject({
      action: 'order.rejectPaymentProof',
      before: { status: 'PROOF_UPLOADED' },
      after: { status: 'WAIT_PAY', reason: '金额不符' },
    });
  });
});

describe('shipping, carrier events, completing and cancelling', () => {
  let order: CreatedOrder;
  let lines: OpsOrderDetail['lines'];
  beforeAll(async () => {
    order = await placeTestOrder(demo, [
      { spuId: fx.stm, qty: 10 },
      { spuId: fx.packaged, qty: 100 },
    ]);
    lines = (await ops.data<OpsOrderDetail>(calls.qryOpsOrderDetail, { orderId: order.orderId })).lines;
  });
  const lineId = (i: number) => lines[i]?.orderLineId ?? '';

  it('does not ship an unpaid order', async () => {
    const refused = await ops.call(calls.shipOpsOrder, {
      orderId: order.orderId,
      carrierCode: 'SF',
      expressNo: 'SF100',
      lines: [{ orderLineId: lineId(0), qty: 1 }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errcode: 'ORDER_STATE_FORBIDS' });
  });

  it('ships part of a paid order; the buyer sees the parcel and is told the tracking number', async () => {
    await step(calls.confirmOpsPayment, { orderId: order.orderId });
    ops.lang = 'en_US';
    const tooMany = await ops.call(calls.shipOpsOrder, {
      orderId: order.orderId,
      carrierCode: 'SF',
      expressNo: 'SF100',
      lines: [{ orderLineId: lineId(0), qty: 11 }],
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject({
      errcode: 'OPS_ORDER_SHIP_TOO_MANY',
      msg: 'Line 1 has only 10 pieces left to ship',
    });
    const unknownLine = await ops.call(calls.shipOpsOrder, {
      orderId: order.orderId,
      carrierCode: 'SF',
      expressNo: 'SF100',
      lines: [{ orderLineId: '999999', qty: 1 }],
    });
    expect(unknownLine.status).toBe(404);
    ops.lang = undefined;
    const shipped = await step(calls.shipOpsOrder, {
      orderId: order.orderId,
      carrierCode: 'SF',
      expressNo: 'SF100',
      lines: [{ orderLineId: lineId(0), qty: 4 }],
    });
    expect(shipped.status).toBe('PART_SHIPPED');
    expect(shipped.shipmentId).toMatch(/^\d+$/);
    expect((await buyerView(order.orderId)).status).toBe('PART_SHIPPED');
    const parcels = await demo.data<ExpressGroup[]>(contract.order.getExpressGroup, {
      orderId: order.orderId,
    });
    expect(parcels).toHaveLength(1);
    expect(parcels[0]).toMatchObject({ carrierCode: 'SF', expressNo: 'SF100', lines: [{ quantity: 4 }] });
    expect((await latestBuyerMessage()).content).toContain('SF100');
    const [entry] = await auditOf(order.orderId);
    expect(entry).toMatchObject({
      action: 'order.ship',
      before: { status: 'PAID', lines: [{ orderLineId: lineId(0), shippedQty: 0 }] },
      after: {
        status: 'PART_SHIPPED',
        shipmentId: shipped.shipmentId,
        carrierCode: 'SF',
        expressNo: 'SF100',
        lines: [{ orderLineId: lineId(0), qty: 4, shippedQty: 4 }],
      },
    });
  });

  it('will not cancel or complete a partly shipped order', async () => {
    expect((await ops.call(calls.cancelOpsOrder, { orderId: order.orderId })).status).toBe(422);
  });

  it('records carrier events of a parcel of this order only; DELIVERED delivers the parcel', async () => {
    const [parcel] = (await ops.data<OpsOrderDetail>(calls.qryOpsOrderDetail, { orderId: order.orderId }))
      .shipments;
    const shipmentId = parcel?.shipmentId ?? '';
    const stranger = await placeTestOrder(demo, [{ spuId: fx.stm, qty: 1 }]);
    const elsewhere = await ops.call(calls.addOpsLogisticsEvent, {
      orderId: stranger.orderId,
      shipmentId,
      eventCode: 'ARRIVED',
    });
    expect(elsewhere.status).toBe(404);
    await step(calls.addOpsLogisticsEvent, {
      orderId: order.orderId,
      shipmentId,
      eventCode: 'DELIVERED',
      eventTime: '2026-11-20T08:00:00+08:00',
      location: '上海',
      detail: '本人签收',
    });
    const [seen] = await demo.data<ExpressGroup[]>(contract.order.getExpressGroup, {
      orderId: order.orderId,
    });
    expect(seen).toMatchObject({
      status: 'DELIVERED',
      events: [{ eventCode: 'DELIVERED', location: '上海', detail: '本人签收' }],
    });
    const [entry] = await auditOf(order.orderId);
    expect(entry).toMatchObject({
      action: 'order.addLogisticsEvent',
      before: { status: 'PART_SHIPPED', shipmentId, shipmentStatus: 'IN_TRANSIT' },
      after: { status: 'PART_SHIPPED', shipmentId, shipmentStatus: 'DELIVERED', eventCode: 'DELIVERED' },
    });
  });

  it('completes the order once everything shipped', async () => {
    await step(calls.shipOpsOrder, {
      orderId: order.orderId,
      carrierCode: 'JD',
      expressNo: 'JD200',
      lines: [
        { orderLineId: lineId(0), qty: 6 },
        { orderLineId: lineId(1), qty: 100 },
      ],
    });
    expect((await buyerView(order.orderId)).status).toBe('SHIPPED');
    expect(await step(calls.completeOpsOrder, { orderId: order.orderId })).toMatchObject({
      status: 'COMPLETED',
    });
    expect((await buyerView(order.orderId)).status).toBe('COMPLETED');
    expect((await auditOf(order.orderId))[0]).toMatchObject({
      action: 'order.complete',
      before: { status: 'SHIPPED' },
      after: { status: 'COMPLETED' },
    });
  });

  it('cancels an unshipped order and puts its stock back', async () => {
    const before = await stockOf(t.database.db, fx.stm);
    const doomed = await placeTestOrder(other, [{ spuId: fx.stm, qty: 7 }]);
    expect((await stockOf(t.database.db, fx.stm)).total).toBe(before.total - 7);
    expect(await step(calls.cancelOpsOrder, { orderId: doomed.orderId })).toMatchObject({
      status: 'CANCELLED',
    });
    expect(await stockOf(t.database.db, fx.stm)).toEqual(before);
    const seen = await other.data<OrderDetail>(contract.order.qryOrderListByOrderId, {
      orderId: doomed.orderId,
    });
    expect(seen.status).toBe('CANCELLED');
    expect((await auditOf(doomed.orderId))[0]).toMatchObject({
      action: 'order.cancel',
      before: { status: 'WAIT_PAY' },
      after: { status: 'CANCELLED' },
    });
  });
});
