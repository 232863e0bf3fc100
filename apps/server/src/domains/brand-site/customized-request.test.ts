import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contract } from '@emall/contract';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { CUSTOMIZED_REQUEST_LIMIT } from './brand-site.settings.js';
import { brandCustomizedRequest } from './brand-site.tables.js';

const submit = contract.brand.submitCustomizedRequest;
let t: TestApp;
let people: Buyers;
let visitor: TestClient;

const form = {
  company: '深圳明亮电源有限公司',
  contact: '李伟',
  mobile: '13812345678',
  email: 'liwei@brightpower.cn',
  productCode: 'power-inductor',
  annualQty: '1,200,000',
  description: '4.7 µH，饱和电流 12 A，尺寸不超过 7 × 7 mm，用于 48 V 车载 DC-DC，需 AEC-Q200。',
};

/** Each address of a test is its own: the limit counts per client address (x-forwarded-for from loopback). */
let nextAddress = 10;
const newAddress = () => `203.0.113.${nextAddress++}`;
const send = (client: TestClient, body: unknown, address: string) =>
  client.call<{ requestNo: string }>(submit, body, { headers: { 'x-forwarded-for': address } });

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  visitor = t.client();
});
afterAll(() => t.close());

describe('submitCustomizedRequest', () => {
  it('stores the request of an anonymous visitor and answers its number', async () => {
    visitor.lang = 'zh_CN';
    const answer = await send(visitor, form, newAddress());
    expect(answer.status).toBe(200);
    if (!answer.body.success) throw new Error('refused');
    expect(answer.body.data.requestNo).toMatch(/^RS20261122\d{4,}$/);
    const [row] = await t.database.db
      .select()
      .from(brandCustomizedRequest)
      .where(eq(brandCustomizedRequest.requestNo, answer.body.data.requestNo));
    expect(row).toMatchObject({
      company: form.company,
      annualQty: 1_200_000,
      productCode: 'power-inductor',
      lang: 'zh_CN',
      ip: '203.0.113.10',
      staffId: null,
      status: 'NEW',
    });
  });

  it('keeps a logged-in visitor’s staff and tenant from the session, and "other" as no product', async () => {
    const buyer = t.client();
    const user = await buyer.loginAs(people.buyer);
    const answer = await send(buyer, { ...form, productCode: '', staffId: 999 }, newAddress());
    if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
    const [row] = await t.database.db
      .select()
      .from(brandCustomizedRequest)
      .where(eq(brandCustomizedRequest.requestNo, answer.body.data.requestNo));
    expect(row).toMatchObject({ staffId: user.userId, tenantId: user.tenantId, productCode: null });
  });

  it('refuses a wrong mobile number with the contract’s message in traditional Chinese', async () => {
    visitor.lang = 'zh_TW';
    const answer = await send(visitor, { ...form, mobile: '12345' }, newAddress());
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errcode: 'VALIDATION_FAILED',
      fields: { mobile: '請輸入正確的手機號碼（11位大陸手機號，或以+開頭的國際號碼）' },
    });
  });

  it('refuses a short description, a bad quantity and a missing company in English, field by field', async () => {
    visitor.lang = 'en_US';
    const { company: _omitted, ...withoutCompany } = form;
    const answer = await send(
      visitor,
      { ...withoutCompany, description: 'need 4u7', annualQty: '0', email: 'li@' },
      newAddress(),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      fields: {
        company: 'is required',
        description: 'please describe your requirement in at least 10 characters',
        annualQty: 'please enter a whole number from 1 to 999,999,999',
        email: 'please enter a correct email format',
      },
    });
  });

  it('refuses a product line that does not exist, in simplified Chinese', async () => {
    visitor.lang = 'zh_CN';
    const answer = await send(visitor, { ...form, productCode: 'ferrite-bead' }, newAddress());
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fields: { productCode: '取值不正确' } });
  });

  it('refuses a filled honeypot and stores nothing', async () => {
    const before = await t.database.db.$count(brandCustomizedRequest);
    const answer = await send(visitor, { ...form, website: 'http://cheap-pills.example' }, newAddress());
    expect(answer.status).toBe(400);
    expect(await t.database.db.$count(brandCustomizedRequest)).toBe(before);
  });

  it('refuses the request without the anti-forgery header', async () => {
    const answer = await visitor.call(submit, form, { withXsrf: false });
    expect(answer.status).toBe(403);
  });

  it(`accepts ${CUSTOMIZED_REQUEST_LIMIT.perAddress} requests an hour from one address, then answers 429 until the window passes`, async () => {
    visitor.lang = 'en_US';
    const address = newAddress();
    for (let i = 0; i < CUSTOMIZED_REQUEST_LIMIT.perAddress; i += 1) {
      expect((await send(visitor, form, address)).status).toBe(200);
      t.clock.advance(5 * 60_000);
    }
    const refused = await send(visitor, form, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      errcode: 'BRAND_REQUEST_TOO_FREQUENT',
      msg: 'Too many requests were sent from your network; please try again in 35 minutes or call us',
    });
    // Another address is not held back by this one.
    expect((await send(visitor, form, newAddress())).status).toBe(200);
    // The first request leaves the window after an hour: one more is accepted, the next is refused again.
    t.clock.advance(35 * 60_000 + 1000);
    expect((await send(visitor, form, address)).status).toBe(200);
    expect((await send(visitor, form, address)).status).toBe(429);
  });
});
