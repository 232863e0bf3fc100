import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract } from '@emall/contract';
import type { ErrorEnvelope, FeedbackAnswer } from '@emall/contract';
import { queryRows } from '../../platform/db.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';

const submit = contract.message.submitFeedback;
let t: TestApp;
let people: Buyers;
let demo: TestClient;
let anonymous: TestClient;
/** Every request of a test comes from its own address (X-Forwarded-For from the loopback proxy), so the
 * address limit only bites where a test means it to. */
let addressNo = 0;
const freshAddress = () => {
  addressNo += 1;
  return `198.51.100.${addressNo}`;
};

const content = '搜索结果页希望能记住上次的筛选条件。'; // 18 characters
const valid = {
  tenantName: '深圳市华芯智造科技有限公司',
  tel: '13800138000',
  email: 'zhang.wei@huaxin.example',
  content,
};

function send(client: TestClient, body: unknown, address = freshAddress(), lang?: string) {
  return client.call<FeedbackAnswer>(submit, body, {
    headers: { 'x-forwarded-for': address, ...(lang ? { 'x-lang': lang } : {}) },
  });
}

async function fieldError(body: unknown, lang = 'en_US'): Promise<Record<string, string>> {
  const answer = await send(anonymous, body, freshAddress(), lang);
  expect(answer.status, JSON.stringify(body)).toBe(400);
  return (answer.body as ErrorEnvelope).fields ?? {};
}

beforeAll(async () => {
  t = await startTestApp({
    EMALL_FEEDBACK_USER_LIMIT: '3',
    EMALL_FEEDBACK_USER_MINUTES: '10',
    EMALL_FEEDBACK_ADDRESS_LIMIT: '4',
    EMALL_FEEDBACK_ADDRESS_MINUTES: '60',
  });
  people = await createBuyers(t);
  demo = t.client();
  anonymous = t.client();
  await demo.loginAs(people.buyer);
});
afterAll(() => t.close());

describe('feedback/submit', () => {
  it('stores the feedback with the sender and answers the success text in the caller’s language', async () => {
    const answer = await send(demo, valid, '198.51.100.200', 'en_US');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      msg: 'Thank you, your feedback has been submitted!',
      data: { msg: 'Thank you, your feedback has been submitted!' },
    });
    const zh = await send(demo, valid, freshAddress(), 'zh_TW');
    expect(zh.body.msg).toBe('提交成功，感謝您的回饋！');
    const rows = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select tenant_id, staff_id, tenant_name, tel, email, content, client_ip, lang from feedback order by id`,
    );
    expect(rows[0]).toMatchObject({
      tenant_name: valid.tenantName,
      tel: valid.tel,
      email: valid.email,
      content,
      client_ip: '198.51.100.200',
      lang: 'en_US',
    });
    expect(rows[0]?.staff_id).not.toBeNull();
    expect(rows[0]?.tenant_id).not.toBeNull();
  });

  it('takes feedback without a session too, with only the content', async () => {
    const answer = await send(anonymous, { content: `  ${content}  ` });
    expect(answer.status).toBe(200);
    const id = Number(answer.body.success ? answer.body.data.feedbackId : 0);
    const [row] = await queryRows(
      t.database.db,
      sql`select staff_id, tenant_name, content from feedback where id = ${id}`,
    );
    expect(row).toEqual({
      staff_id: null,
      tenant_name: '',
      content,
    });
  });
});

describe('the shared feedback rule on the server', () => {
  it('content: required, 10 to 200 characters', async () => {
    expect((await fieldError({ content: '' })).content).toBe('please leave your question or suggestion');
    expect((await fieldError({ content: '   ' }, 'zh_CN')).content).toBe('请留下您的问题或建议');
    expect((await fieldError({ content: '123456789' })).content).toBe('fill in at least 10 characters');
    expect((await send(anonymous, { content: '1234567890' })).status).toBe(200);
    expect((await send(anonymous, { content: 'x'.repeat(200) })).status).toBe(200);
    expect((await fieldError({ content: 'x'.repeat(201) })).content).toBeDefined();
    expect((await fieldError({})).content).toBeDefined();
  });

  it('phone: a mainland mobile number of 11 digits, or nothing', async () => {
    expect((await send(anonymous, { content, tel: '19912345678' })).status).toBe(200);
    expect((await send(anonymous, { content, tel: '' })).status).toBe(200);
    for (const tel of ['12812345678', '1381234567', '138123456789', '+8613812345678', '2381234567a']) {
      expect((await fieldError({ content, tel })).tel, tel).toBe('please enter a correct phone number');
    }
  });

  it('email: a valid address of at most 60 characters, or nothing', async () => {
    const at60 = `${'a'.repeat(48)}@example.com`;
    expect(at60).toHaveLength(60);
    expect((await send(anonymous, { content, email: at60 })).status).toBe(200);
    expect((await fieldError({ content, email: `a${at60}` })).email).toBeDefined();
    expect((await fieldError({ content, email: 'not-an-address' })).email).toBe(
      'please enter a correct email format',
    );
  });

  it('company name: at most 60 characters', async () => {
    expect((await send(anonymous, { content, tenantName: '公'.repeat(60) })).status).toBe(200);
    expect((await fieldError({ content, tenantName: '公'.repeat(61) })).tenantName).toBeDefined();
  });
});

describe('rate limits', () => {
  it('refuses a user’s 4th feedback in 10 minutes (from any address), then lets them again', async () => {
    const user = t.client();
    await user.loginAs(people.colleague);
    for (let i = 0; i < 3; i += 1) expect((await send(user, valid)).status).toBe(200);
    const refused = await send(user, valid, freshAddress(), 'en_US');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      success: false,
      errcode: 'FEEDBACK_TOO_FREQUENT',
      msg: 'You have sent feedback too often, please try again in 10 minutes',
    });
    t.clock.advance(10 * 60_000 + 1000);
    expect((await send(user, valid)).status).toBe(200);
  });

  it('refuses an address’s 5th feedback in an hour, whoever sends it', async () => {
    const address = freshAddress();
    for (let i = 0; i < 4; i += 1) expect((await send(t.client(), valid, address)).status).toBe(200);
    const refused = await send(t.client(), valid, address, 'zh_CN');
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe('反馈提交过于频繁，请60分钟后再试');
    t.clock.advance(30 * 60_000);
    expect((await send(t.client(), valid, address, 'zh_CN')).body.msg).toBe(
      '反馈提交过于频繁，请30分钟后再试',
    );
    expect((await send(t.client(), valid)).status).toBe(200);
  });
});
