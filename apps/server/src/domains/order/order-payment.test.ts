import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, ORDER_PARAM } from '@emall/contract';
import type { CreatedOrder, OrderCounts, PayInfo, UploadedPaymentProof } from '@emall/contract';
import { queryRows } from '../../platform/db.js';
import { multipartBody } from '../../testing/multipart.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { placeTestOrder } from '../../testing/order-requests.js';
import { confirmPayment, rejectPaymentProof } from './order-lifecycle.service.js';
import { insertOrderFixture, type OrderFixture } from './order.fixture.js';

const calls = contract.order;
let t: TestApp;
let people: Buyers;
let fx: OrderFixture;
let demo: TestClient;
let other: TestClient;
let tenantId: number;
let order: CreatedOrder;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const PDF = Buffer.from('%PDF-1.4\nreceipt\n%%EOF\n');
/** A PDF/HTML polyglot: a PDF by its first bytes, a page with a script to a browser that is told it is HTML. */
const POLYGLOT = Buffer.from('%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n%%EOF\n');

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  fx = await insertOrderFixture(t.database.db);
  demo = t.client();
  tenantId = (await demo.loginAs(people.buyer)).tenantId;
  other = t.client();
  await other.loginAs(people.other);
  order = await placeTestOrder(demo, [{ spuId: fx.stm, qty: 10 }]);
});
afterAll(() => t.close());

async function upload(
  browser: TestClient,
  file: { name: string; bytes: Buffer } | null,
  fields: Record<string, string>,
  query = '',
) {
  const body = multipartBody(file, fields);
  const response = await browser.request({
    method: 'POST',
    url: `${calls.uploadPaymentProof.path}${query}`,
    payload: body.payload,
    headers: body.headers,
  });
  return {
    status: response.statusCode,
    body: response.json<{
      success: boolean;
      data: UploadedPaymentProof;
      errcode?: string;
      fields?: object;
    }>(),
  };
}

describe('qryPayInfo', () => {
  it('answers the amount, the seller’s bank details from the parameters and the transfer remark', async () => {
    const info = await demo.data<PayInfo>(calls.qryPayInfo, { orderId: order.orderId });
    expect(info).toMatchObject({
      orderId: order.orderId,
      dopOrderNo: order.dopOrderNo,
      status: 'WAIT_PAY',
      currency: 'CNY',
      amount: '113.00',
      payeeName: '南京芯城电子科技有限公司',
      bankName: '中国工商银行南京江宁开发区支行',
      bankAccount: '4301 0154 0910 0088 866',
      transferRemark: order.dopOrderNo,
      canUploadProof: true,
      proofs: [],
    });
  });

  it('answers 404 for another tenant’s order', async () => {
    expect((await other.call(calls.qryPayInfo, { orderId: order.orderId })).status).toBe(404);
  });

  it('keeps the bank details out of the public parameter calls', async () => {
    const answer = await t
      .client()
      .call(contract.system.qrySysParamInfo, { paramCode: ORDER_PARAM.sellerBankAccount });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ errcode: 'PARAM_NOT_PUBLIC' });
  });
});

describe('uploadPaymentProof', () => {
  it('stores an image proof under the shop’s name and moves the order to payment proof uploaded', async () => {
    const answer = await upload(demo, { name: '回单.png', bytes: PNG }, { orderId: order.orderId });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      orderId: order.orderId,
      status: 'PROOF_UPLOADED',
      proof: { fileName: `payment-proof-${order.dopOrderNo}.png`, kind: 'png', size: PNG.length },
    });
    expect(await demo.data<OrderCounts>(calls.countOrderInfoByCust)).toEqual({
      waitPayCount: 0,
      hasUploadEOPCount: 1,
    });
  });

  it('accepts a second proof, a PDF, with the orderId in the query string', async () => {
    const answer = await upload(demo, { name: 'receipt.pdf', bytes: PDF }, {}, `?orderId=${order.orderId}`);
    expect(answer.status).toBe(200);
    const info = await demo.data<PayInfo>(calls.qryPayInfo, { orderId: order.orderId });
    expect(info.proofs.map((p) => p.kind)).toEqual(['pdf', 'png']);
    // Numbered per order in upload order: the second is -2.
    expect(info.proofs.map((p) => p.fileName)).toEqual([
      `payment-proof-${order.dopOrderNo}-2.pdf`,
      `payment-proof-${order.dopOrderNo}.png`,
    ]);
    expect(info.status).toBe('PROOF_UPLOADED');
  });

  it('lets the owner’s colleagues download a proof byte for byte, and nobody else', async () => {
    const info = await demo.data<PayInfo>(calls.qryPayInfo, { orderId: order.orderId });
    const png = info.proofs.find((p) => p.kind === 'png');
    const colleague = t.client();
    await colleague.loginAs(people.colleague);
    const response = await colleague.request({ method: 'GET', url: png?.downloadUrl ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="payment-proof-${order.dopOrderNo}.png"; ` +
        `filename*=UTF-8''payment-proof-${order.dopOrderNo}.png`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(PNG)).toBe(true);
    const stranger = await other.request({ method: 'GET', url: png?.downloadUrl ?? '' });
    expect(stranger.statusCode).toBe(404);
    expect((await t.client().request({ method: 'GET', url: png?.downloadUrl ?? '' })).statusCode).toBe(401);
  });

  it('refuses a file that is no image or PDF by its bytes with 422, whatever its name', async () => {
    demo.lang = 'en_US';
    const answer = await upload(
      demo,
      { name: 'proof.png', bytes: Buffer.from('<html>not an image</html>') },
      { orderId: order.orderId },
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errcode: 'FILE_KIND_NOT_ACCEPTED',
      msg: 'Only PNG, JPEG, PDF files can be uploaded',
    });
  });

  it('answers 400 without an orderId or a file, 404 for another tenant’s order, 415 for JSON', async () => {
    expect((await upload(demo, { name: 'a.png', bytes: PNG }, {})).status).toBe(400);
    expect((await upload(demo, null, { orderId: order.orderId })).status).toBe(400);
    expect((await upload(other, { name: 'a.png', bytes: PNG }, { orderId: order.orderId })).status).toBe(404);
    expect((await demo.call(calls.uploadPaymentProof, { orderId: order.orderId })).status).toBe(415);
  });

  it('refuses a proof once the payment is confirmed, and stores nothing', async () => {
    await confirmPayment(t.database.db, { tenantId }, order.orderId, t.clock.now());
    const answer = await upload(demo, { name: 'late.png', bytes: PNG }, { orderId: order.orderId });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errcode: 'ORDER_STATE_FORBIDS' });
    const info = await demo.data<PayInfo>(calls.qryPayInfo, { orderId: order.orderId });
    expect(info).toMatchObject({ status: 'PAID', canUploadProof: false });
    expect(info.proofs).toHaveLength(2);
  });

  it('accepts a new proof after the seller rejected the first', async () => {
    const second = await placeTestOrder(demo, [{ spuId: fx.stm, qty: 1 }]);
    await upload(demo, { name: 'a.png', bytes: PNG }, { orderId: second.orderId });
    await rejectPaymentProof(t.database.db, { tenantId }, second.orderId, t.clock.now());
    expect((await demo.data<PayInfo>(calls.qryPayInfo, { orderId: second.orderId })).status).toBe('WAIT_PAY');
    expect((await upload(demo, { name: 'b.pdf', bytes: PDF }, { orderId: second.orderId })).status).toBe(200);
  });

  it('keeps a PDF/HTML polyglot named evil.html as payment-proof-<orderNo>.pdf, served as an attachment', async () => {
    const third = await placeTestOrder(demo, [{ spuId: fx.stm, qty: 1 }]);
    const answer = await upload(demo, { name: 'evil.html', bytes: POLYGLOT }, { orderId: third.orderId });
    expect(answer.status).toBe(200);
    const name = `payment-proof-${third.dopOrderNo}.pdf`;
    expect(answer.body.data.proof).toMatchObject({ fileName: name, kind: 'pdf' });
    const info = await demo.data<PayInfo>(calls.qryPayInfo, { orderId: third.orderId });
    expect(info.proofs.map((p) => p.fileName)).toEqual([name]);
    const response = await demo.request({ method: 'GET', url: info.proofs[0]?.downloadUrl ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(POLYGLOT)).toBe(true);
    // Nothing of the uploader's name is kept.
    const [stored] = await queryRows<{ file_name: string }>(
      t.database.db,
      sql`select file_name from payment_proof where order_id = ${Number(third.orderId)}`,
    );
    expect(stored?.file_name).toBe(name);
  });
});
