import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { contract, mailCalls, TEXTS, type TenantMailCopy } from '@emall/contract';
import { queryRows } from '../../platform/db.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers, type MadeStaff } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { placeTestOrder } from '../../testing/order-requests.js';
import {
  LICENCE_PNG,
  registrationDepsOf,
  submitForm,
  validFields,
} from '../../testing/registration-requests.js';
import { insertOrderFixture, type OrderFixture } from '../order/order.fixture.js';
import { confirmPayment, recordShipment } from '../order/order-lifecycle.service.js';
import { attachPaymentProof } from '../order/payment.service.js';
import { approveRegistration, rejectRegistration } from '../registration/registration-review.service.js';
import { applicationByNo, clearRegistrations } from '../registration/registration.fixture.js';
import { sendDueMails } from './mail-sender.js';
import { startTestSmtp, TEST_MAIL_BASE as BASE, testMailSender, type TestSmtp } from './mail-smtp.fixture.js';

let t: TestApp;
let fx: OrderFixture;
let people: Buyers;
let smtp: TestSmtp;
let demo: TestClient;
let demo2: TestClient;
let tenantId: number;
let demoId: number;

const COPY = 'purchasing@huaxin.example';
/** A staff member's own address, where their mails go. */
function mailOf(member: MadeStaff): string {
  if (!member.email) throw new Error(`${member.staffCode} has no address`);
  return member.email;
}

const sender = () => testMailSender({ db: t.database.db, clock: t.clock }, smtp.url);

/** Sends what is due and answers the mails that arrived for `address` since `from`. */
async function sentTo(address: string, from: number): Promise<ParsedMail[]> {
  await sendDueMails(sender());
  return smtp.arrived.slice(from).filter((m) => JSON.stringify(m.to).includes(address));
}

function header(mail: ParsedMail | undefined, name: string): string {
  const line = mail?.headerLines.find((h) => h.key === name)?.line ?? '';
  return line.slice(line.indexOf(':') + 1).trim();
}

const registrationDeps = () => registrationDepsOf(t);

/** An application sent in `lang` with an address of its own; answers its id. */
async function applied(lang: string, n: number, email: string): Promise<number> {
  const browser = t.client();
  browser.lang = lang;
  const answer = await submitForm(
    browser,
    validFields({ staffCode: `mailkind${n}`, companyName: `厦门邮件电子${n}号有限公司`, email }),
  );
  const row = await applicationByNo(t.database.db, answer.body.data?.applicationNo ?? '');
  if (!row) throw new Error(`registration failed: ${JSON.stringify(answer.body)}`);
  return row.id;
}

beforeAll(async () => {
  t = await startTestApp();
  fx = await insertOrderFixture(t.database.db);
  smtp = await startTestSmtp();
  people = await createBuyers(t);
  demo = t.client();
  demo.lang = 'en_US';
  tenantId = (await demo.loginAs(people.buyer)).tenantId;
  await demo.data(contract.account.changeLang, { lang: 'en_US' });
  demo2 = t.client();
  demo2.lang = 'zh_TW';
  await demo2.loginAs(people.colleague);
  await demo2.data(contract.account.changeLang, { lang: 'zh_TW' });
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from staff where user_code = ${people.buyer.staffCode}`,
  );
  demoId = Number(row?.id);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

describe('mails about an account', () => {
  it('tells an approved applicant in the language of the application, with a link to the login page', async () => {
    const id = await applied('zh_TW', 1, 'approved@apply.example');
    const from = smtp.arrived.length;
    await approveRegistration(registrationDeps(), id, { operator: 'ops' });
    const [mail] = await sentTo('approved@apply.example', from);
    expect(mail?.subject).toBe('厦门邮件电子1号有限公司的註冊申請已通過 - 電子元器件商城');
    expect(mail?.text).toContain(`${BASE}/login`);
    expect(mail?.text).not.toMatch(/password=|token=|session/i);
    // Not switchable: no unsubscribe.
    expect(header(mail, 'list-unsubscribe')).toBe('');
  });

  it('tells a refused applicant, who has no account, the reason in the language of the application', async () => {
    // The approved application above holds the form's credit code.
    await clearRegistrations(t.database.db);
    const id = await applied('en_US', 2, 'refused@apply.example');
    const from = smtp.arrived.length;
    await rejectRegistration(registrationDeps(), id, 'The licence is not readable', { operator: 'ops' });
    const [mail] = await sentTo('refused@apply.example', from);
    expect(mail?.subject).toMatch(/^Registration of .+ not approved - /);
    expect(mail?.text).toContain('Reason: The licence is not readable.');
    expect(mail?.text).toContain(`${BASE}/register`);
    const [row] = await queryRows<{ staff_id: number | null; audience: string }>(
      t.database.db,
      sql`select staff_id, audience from mail_outbox where to_address = 'refused@apply.example'`,
    );
    expect(row).toEqual({ staff_id: null, audience: 'account' });
  });

  it('tells a staff member their password changed, with no link, and what to do if it was not them', async () => {
    // demo2 turned every topic off: an account mail comes all the same.
    await demo2.data(mailCalls.saveMailPrefs, {
      topics: { money: false, goods: false, quote: false, sample: false },
    });
    const from = smtp.arrived.length;
    await demo2.data(contract.account.emallModifyPwd, {
      oldPassword: people.colleague.password,
      newPassword: 'newpass789',
    });
    const [mail] = await sentTo(mailOf(people.colleague), from);
    expect(mail?.subject).toBe('您的密碼已修改 - 電子元器件商城');
    expect(mail?.text).toContain(people.colleague.staffCode);
    expect(mail?.text).toContain('如果不是您本人操作');
    expect(mail?.text).not.toMatch(/https?:\/\/\S+/);
    expect(mail?.text).not.toContain('newpass789');
    expect(header(mail, 'list-unsubscribe')).toBe('');
    // The change ended demo2's sessions: in again for the tests below.
    await demo2.login(people.colleague.staffCode, 'newpass789');
  });
});

describe("an order's mails", () => {
  it('tells the buyer the payment proof arrived, and what each parcel holds, by which carrier', async () => {
    const order = await placeTestOrder(demo, [{ spuId: fx.stm, qty: 100 }]);
    const owner = { tenantId, staffId: demoId };
    await sendDueMails(sender());
    let from = smtp.arrived.length;
    await attachPaymentProof(
      t.database.db,
      owner,
      order.orderId,
      { kind: 'png', bytes: LICENCE_PNG },
      t.clock.now(),
      'en_US',
    );
    const [proof] = await sentTo(mailOf(people.buyer), from);
    expect(proof?.subject).toContain(`Payment proof for order ${order.dopOrderNo} received`);
    await confirmPayment(t.database.db, { tenantId }, order.orderId, t.clock.now());
    const [line] = await queryRows<{ id: number; mfr_part_number: string }>(
      t.database.db,
      sql`select id, mfr_part_number from order_line where order_id = ${Number(order.orderId)}`,
    );
    await sendDueMails(sender());
    from = smtp.arrived.length;
    await recordShipment(
      t.database.db,
      { tenantId },
      {
        orderId: order.orderId,
        carrierCode: 'SF',
        expressNo: 'SF1234567890',
        shippedAt: t.clock.now(),
        lines: [{ orderLineId: String(line?.id), qty: 40 }],
      },
    );
    const [parcel] = await sentTo(mailOf(people.buyer), from);
    expect(parcel?.text).toContain(
      `A parcel of order ${order.dopOrderNo} was sent by SF Express, tracking number SF1234567890. In it: ${line?.mfr_part_number} × 40.`,
    );
    expect(parcel?.text).toContain(`${BASE}/orderline/${order.orderId}`);
  });
});

describe("a tenant's shared purchasing address", () => {
  it("is set by the tenant's administrator only, validated in the caller's language", async () => {
    const seen = await demo2.data<TenantMailCopy>(mailCalls.qryTenantMailCopy, {});
    expect(seen).toEqual({ address: null, isOn: false, canEdit: false });
    const refused = await demo2.call(mailCalls.saveTenantMailCopy, { address: COPY });
    expect(refused.status).toBe(403);
    const bad = await demo.call(mailCalls.saveTenantMailCopy, { address: 'not an address' });
    expect(bad.status).toBe(400);
    // The field's message in the caller's language (demo reads English).
    expect(bad.body).toMatchObject({ fields: { address: TEXTS['rules.feedback.emailInvalid']?.enUs } });
    const saved = await demo.data<TenantMailCopy>(mailCalls.saveTenantMailCopy, { address: ` ${COPY} ` });
    expect(saved).toEqual({ address: COPY, isOn: true, canEdit: true });
    expect(await demo2.data<TenantMailCopy>(mailCalls.qryTenantMailCopy, {})).toMatchObject({
      address: COPY,
    });
  });

  it("gets one copy of each money and goods mail in the staff member's language, and its link turns it off", async () => {
    const from = smtp.arrived.length;
    const order = await placeTestOrder(demo, [{ spuId: fx.stm, qty: 100 }]);
    const copies = await sentTo(COPY, from);
    expect(copies.map((m) => m.subject)).toEqual([
      `Order ${order.dopOrderNo} placed - Electronic components e-mall`,
    ]);
    const [copy] = copies;
    expect(copy?.text).toContain("your company's shared purchasing address");
    const link = header(copy, 'list-unsubscribe').slice(1, -1);
    expect(link).toMatch(/\/api\/emall\/mail\/unsubscribe\?c=\d+&sig=[\w-]+$/);
    const path = link.replace(BASE, '');
    const forged = await t.app.inject({ method: 'POST', url: path.replace(/sig=[\w-]+/, 'sig=forged') });
    expect(forged.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: path })).statusCode).toBe(200);
    expect(await demo.data<TenantMailCopy>(mailCalls.qryTenantMailCopy, {})).toEqual({
      address: COPY,
      isOn: false,
      canEdit: true,
    });

    const after = smtp.arrived.length;
    await placeTestOrder(demo, [{ spuId: fx.stm, qty: 100 }]);
    expect(await sentTo(COPY, after)).toEqual([]);
    // The buyer's own mail still goes.
    expect(smtp.arrived.slice(after).some((m) => JSON.stringify(m.to).includes(mailOf(people.buyer)))).toBe(
      true,
    );
    const events = await queryRows<{ action: string; staff_id: number | null }>(
      t.database.db,
      sql`select action, staff_id from mail_tenant_copy_event where tenant_id = ${tenantId} order by id`,
    );
    expect(events).toEqual([
      { action: 'set', staff_id: demoId },
      { action: 'unsubscribe', staff_id: null },
    ]);
  });

  it('is cleared by saving it empty', async () => {
    expect(await demo.data<TenantMailCopy>(mailCalls.saveTenantMailCopy, { address: '' })).toEqual({
      address: null,
      isOn: false,
      canEdit: true,
    });
  });
});
