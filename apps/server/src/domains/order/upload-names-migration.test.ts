import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { CreatedOrder, PayInfo } from '@emall/contract';
import { queryRows } from '../../platform/db.js';
import { multipartBody } from '../../testing/multipart.js';
import { placeTestOrder } from '../../testing/order-requests.js';
import { LICENCE_PNG, submitForm, validFields } from '../../testing/registration-requests.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { insertOrderFixture } from './order.fixture.js';

/**
 * Migration 0029_upload_names renames the uploads stored under their uploaders' names, and until it has run
 * (an older server copy still writing during an upgrade) they are served under the shop's name all the same.
 */
const MIGRATION = new URL('../../../drizzle/0029_upload_names.sql', import.meta.url);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const PDF = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n');

let t: TestApp;
let people: Buyers;
let demo: TestClient;
let order: CreatedOrder;
let applicationNo: string;

async function upload(file: { name: string; bytes: Buffer }) {
  const body = multipartBody(file, { orderId: order.orderId });
  const response = await demo.request({
    method: 'POST',
    url: contract.order.uploadPaymentProof.path,
    payload: body.payload,
    headers: body.headers,
  });
  expect(response.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  const fx = await insertOrderFixture(t.database.db);
  demo = t.client();
  await demo.loginAs(people.buyer);
  order = await placeTestOrder(demo, [{ spuId: fx.stm, qty: 10 }]);
  await upload({ name: 'receipt.png', bytes: PNG });
  await upload({ name: 'evil.html', bytes: PDF });
  const submitted = await submitForm(t.client(), validFields(), { name: 'evil.html', bytes: LICENCE_PNG });
  applicationNo = submitted.body.data?.applicationNo ?? '';
  // As rows stored before the shop named uploads: the uploader's names.
  await t.database.exec(`update payment_proof set file_name = 'evil.html';
    update registration_application set licence_file_name = '<img src=x onerror=alert(1)>.html';`);
});
afterAll(() => t.close());

const storedProofNames = () =>
  queryRows<{ file_name: string }>(
    t.database.db,
    sql`select file_name from payment_proof where order_id = ${Number(order.orderId)} order by id`,
  ).then((rows) => rows.map((r) => r.file_name));

describe('uploads stored under their uploaders’ names', () => {
  it('are served under the shop’s name before the migration renames them', async () => {
    const info = await demo.data<PayInfo>(contract.order.qryPayInfo, { orderId: order.orderId });
    expect(info.proofs.map((p) => p.fileName).sort()).toEqual([
      `payment-proof-${order.dopOrderNo}.pdf`,
      `payment-proof-${order.dopOrderNo}.png`,
    ]);
    const pdf = info.proofs.find((p) => p.kind === 'pdf');
    const response = await demo.request({ method: 'GET', url: pdf?.downloadUrl ?? '' });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toMatch(
      new RegExp(`^attachment; filename="payment-proof-${order.dopOrderNo}\\.pdf"`),
    );
  });

  it('are renamed by the migration: payment-proof-<orderNo>.<ext>, -2 in upload order; licence-<no>.<ext>', async () => {
    const body = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint').join('\n');
    await t.database.exec(body);
    expect(await storedProofNames()).toEqual([
      `payment-proof-${order.dopOrderNo}.png`,
      `payment-proof-${order.dopOrderNo}-2.pdf`,
    ]);
    const [licence] = await queryRows<{ licence_file_name: string }>(
      t.database.db,
      sql`select licence_file_name from registration_application where application_no = ${applicationNo}`,
    );
    expect(licence?.licence_file_name).toBe(`licence-${applicationNo}.png`);
    // Running it again changes nothing.
    await t.database.exec(body);
    expect(await storedProofNames()).toEqual([
      `payment-proof-${order.dopOrderNo}.png`,
      `payment-proof-${order.dopOrderNo}-2.pdf`,
    ]);
  });

  it('and a proof uploaded afterwards takes the next number', async () => {
    await upload({ name: 'third.pdf', bytes: PDF });
    expect((await storedProofNames())[2]).toBe(`payment-proof-${order.dopOrderNo}-3.pdf`);
  });
});
