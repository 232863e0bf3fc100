import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract, LICENCE_MAX_BYTES, PASSWORD_RULE_TEXT } from '@emall/contract';
import { queryRows } from '../../platform/db.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import type { TestClient } from '../../testing/test-client.js';
import { LICENCE_PDF, LICENCE_PNG, submitForm, validFields } from '../../testing/registration-requests.js';
import { verifyPassword } from '../../platform/password-hash.js';
import { applicationByNo, clearRegistrations, setRegistrationFlag } from './registration.fixture.js';
import { MAX_REGISTRATIONS_PER_ADDRESS } from './registration.settings.js';
import { uniqueViolationOf } from './unique-violation.js';

let t: TestApp;
let browser: TestClient;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearRegistrations(t.database.db);
  await setRegistrationFlag(t.database.db, 'T');
  browser = t.client();
  browser.lang = 'en_US';
});

const countApplications = async () =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from registration_application`,
    )
  )[0]?.n;

describe('submitRegistration', () => {
  it('creates a pending application, keeps only the password hash and the licence, and says what comes next', async () => {
    const answer = await submitForm(browser, validFields({ creditCode: '91350100m000100y43' }));
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data).toMatchObject({ status: 'PENDING', submittedAt: '2026-11-22T08:00:00.000Z' });
    expect(data?.applicationNo).toMatch(/^RG20261122[0-9A-F]{10}$/);
    expect(data?.nextSteps).toMatch(/within 2 working days/);

    const row = await applicationByNo(t.database.db, data?.applicationNo ?? '');
    expect(row).toMatchObject({
      status: 'PENDING',
      companyName: '厦门测试电子有限公司',
      creditCode: '91350100M000100Y43',
      staffCode: 'xmtest01',
      licenceKind: 'png',
      licenceFileName: `licence-${data?.applicationNo ?? ''}.png`,
      licenceSize: LICENCE_PNG.length,
      lang: 'en_US',
    });
    expect(row?.licenceContent.equals(LICENCE_PNG)).toBe(true);
    expect(row?.passwordHash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(row?.passwordHash).not.toContain('Abcd1234');
    expect(await verifyPassword('Abcd1234', row?.passwordHash ?? '')).toBe(true);
  });

  it('answers what comes next in the caller’s language and takes a PDF licence', async () => {
    browser.lang = 'zh_TW';
    const answer = await submitForm(browser, validFields(), { name: 'licence.pdf', bytes: LICENCE_PDF });
    expect(answer.body.data?.nextSteps).toMatch(/^我們將在2個工作日內審核/);
    const row = await applicationByNo(t.database.db, answer.body.data?.applicationNo ?? '');
    expect(row?.licenceKind).toBe('pdf');
  });

  it('refuses every invalid field with its message in the caller’s language and stores nothing', async () => {
    browser.lang = 'zh_CN';
    const answer = await submitForm(
      browser,
      validFields({
        companyName: '1',
        creditCode: '91350100M000100Y44',
        contactName: '陈',
        mobile: '12345',
        email: 'chen@',
        staffCode: '9abc',
        password: 'abcdefgh',
      }),
    );
    expect([answer.status, answer.body.errcode]).toEqual([400, 'VALIDATION_FAILED']);
    expect(answer.body.fields).toEqual({
      companyName: '企业名称须为2至60个字符',
      creditCode: '统一社会信用代码不正确，请核对营业执照（18位，校验位有误或含无效字符）',
      contactName: '联系人姓名须为2至30个中英文字符',
      mobile: '请输入正确的手机号码',
      email: '请输入正确的邮箱格式',
      staffCode: '登录账号须为4至32位，以字母开头，只能包含字母、数字、下划线、点和短横线',
      password: PASSWORD_RULE_TEXT.zhCn,
    });
    expect(await countApplications()).toBe(0);
  });

  it('refuses missing fields as required, in English for an English caller', async () => {
    const answer = await submitForm(browser, { captchaCode: '7Xk2' });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toMatchObject({
      companyName: 'is required',
      creditCode: 'is required',
      password: 'is required',
    });
  });

  it('refuses a password holding the staff code', async () => {
    const answer = await submitForm(browser, validFields({ password: 'xmtest01ab9' }));
    expect(answer.body.fields).toEqual({ password: 'The password must not contain the staff code' });
  });

  it('refuses a wrong captcha with 422 (not 401, which would send the applicant to /login) and a used one', async () => {
    const wrong = await submitForm(browser, validFields({ captchaCode: 'nope' }));
    expect([wrong.status, wrong.body.errcode]).toEqual([422, 'REGISTRATION_CAPTCHA_INVALID']);
    expect(wrong.body.msg).toBe('The verification code is wrong or expired, please enter the new one');

    const { captchaId } = await browser.captcha();
    expect((await submitForm(browser, validFields(), undefined, { captchaId })).status).toBe(200);
    const again = await submitForm(
      browser,
      validFields({ creditCode: '91110000802100433B', staffCode: 'other01' }),
      undefined,
      {
        captchaId,
      },
    );
    expect(again.body.errcode).toBe('REGISTRATION_CAPTCHA_INVALID');
    expect(await countApplications()).toBe(1);
  });

  it('is refused while PAR_EMALL_001 does not allow registration', async () => {
    await setRegistrationFlag(t.database.db, 'F');
    const answer = await submitForm(browser, validFields());
    expect([answer.status, answer.body.errcode]).toEqual([403, 'REGISTRATION_CLOSED']);
    expect(answer.body.msg).toMatch(/cannot register at present/);
    await setRegistrationFlag(t.database.db, '1');
    expect((await submitForm(browser, validFields())).status).toBe(200);
  });

  it('tells the licence by its content: a text file named .png is refused', async () => {
    const answer = await submitForm(browser, validFields(), {
      name: 'licence.png',
      bytes: Buffer.from('not an image'),
    });
    expect([answer.status, answer.body.errcode]).toEqual([422, 'FILE_KIND_NOT_ACCEPTED']);
    expect(answer.body.msg).toBe('Only PNG, JPEG, PDF files can be uploaded');
    const sheet = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]);
    expect(
      (await submitForm(browser, validFields(), { name: 'licence.pdf', bytes: sheet })).body.errcode,
    ).toBe('FILE_KIND_NOT_ACCEPTED');
    expect(await countApplications()).toBe(0);
  });

  it('refuses a licence over 5 MB, and a form without a licence or not sent as multipart', async () => {
    const big = Buffer.concat([LICENCE_PNG, Buffer.alloc(LICENCE_MAX_BYTES + 1 - LICENCE_PNG.length)]);
    const tooBig = await submitForm(browser, validFields(), { name: 'licence.png', bytes: big });
    expect([tooBig.status, tooBig.body.errcode]).toEqual([413, 'LICENCE_TOO_LARGE']);
    expect(tooBig.body.msg).toBe('The business licence file must be at most 5 MB');
    const atLimit = Buffer.concat([LICENCE_PNG, Buffer.alloc(LICENCE_MAX_BYTES - LICENCE_PNG.length)]);
    expect((await submitForm(browser, validFields(), { name: 'licence.png', bytes: atLimit })).status).toBe(
      200,
    );

    const none = await submitForm(
      browser,
      validFields({ staffCode: 'nofile01', creditCode: '91110000802100433B' }),
      null,
    );
    expect([none.status, none.body.fields]).toEqual([400, { file: 'is required' }]);
    const json = await browser.call(contract.register.submitRegistration, validFields());
    expect(json.status).toBe(415);
  });

  it('refuses a staff code already used by a staff member or a pending application, in any case', async () => {
    const taken = await submitForm(browser, validFields({ staffCode: 'DEMO2' }));
    expect([taken.status, taken.body.errcode]).toEqual([409, 'REGISTRATION_STAFF_CODE_TAKEN']);
    expect((await submitForm(browser, validFields())).status).toBe(200);
    const twin = await submitForm(
      browser,
      validFields({ staffCode: 'XMTest01', creditCode: '91110000802100433B' }),
    );
    expect(twin.body.errcode).toBe('REGISTRATION_STAFF_CODE_TAKEN');
  });

  it('refuses a credit code with a pending application', async () => {
    expect((await submitForm(browser, validFields())).status).toBe(200);
    const again = await submitForm(browser, validFields({ staffCode: 'another01' }));
    expect([again.status, again.body.errcode]).toEqual([409, 'REGISTRATION_CREDIT_CODE_TAKEN']);
    expect(again.body.msg).toMatch(/already pending or approved/);
  });

  it(`answers 429 after ${MAX_REGISTRATIONS_PER_ADDRESS} attempts from one address in an hour, not to others`, async () => {
    for (let i = 0; i < MAX_REGISTRATIONS_PER_ADDRESS; i++) {
      const answer = await submitForm(browser, validFields({ mobile: '1' }), undefined, {
        ip: '203.0.113.7',
      });
      expect(answer.status).toBe(400);
    }
    const throttled = await submitForm(browser, validFields(), undefined, { ip: '203.0.113.7' });
    expect([throttled.status, throttled.body.errcode]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    expect(throttled.body.msg).toBe('Too many attempts, please try again in 60 minutes');
    expect((await submitForm(browser, validFields(), undefined, { ip: '203.0.113.8' })).status).toBe(200);
    t.clock.advance(61 * 60_000);
    const later = await submitForm(
      browser,
      validFields({ staffCode: 'later01', creditCode: '91110000802100433B' }),
      undefined,
      {
        ip: '203.0.113.7',
      },
    );
    expect(later.status).toBe(200);
  });
});

describe('submissions sent all at once', () => {
  it(`admit at most ${MAX_REGISTRATIONS_PER_ADDRESS} from one address, counted before any is read or hashed`, async () => {
    const answers = await Promise.all(
      Array.from({ length: MAX_REGISTRATIONS_PER_ADDRESS + 8 }, () =>
        submitForm(browser, validFields({ mobile: '1' }), undefined, { ip: '203.0.113.40' }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(MAX_REGISTRATIONS_PER_ADDRESS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8);
  });
});

describe('the partial unique indexes behind the checks', () => {
  it('refuse a second live application of a credit code or a pending staff code, naming the index', async () => {
    expect((await submitForm(browser, validFields())).status).toBe(200);
    const [stored] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select * from registration_application`,
    );
    const copy = (creditCode: string) =>
      t.database.db.execute(
        sql.raw(
          `insert into registration_application (application_no, status, company_name, credit_code, contact_name, mobile, email, staff_code, password_hash, lang, licence_file_name, licence_kind, licence_size, licence_sha256, licence_content, ip, submitted_at)
           select 'RGCOPY' || id, status, company_name, '${creditCode}', contact_name, mobile, email, staff_code, password_hash, lang, licence_file_name, licence_kind, licence_size, licence_sha256, licence_content, ip, submitted_at
           from registration_application where id = ${String(stored?.id)}`,
        ),
      );
    const violated = (promise: Promise<unknown>) => promise.then(() => 'inserted', uniqueViolationOf);
    expect(await violated(copy('91350100M000100Y43'))).toBe('registration_application_credit_code_live_uq');
    expect(await violated(copy('91110000802100433B'))).toBe('registration_application_staff_code_pending_uq');
  });
});
