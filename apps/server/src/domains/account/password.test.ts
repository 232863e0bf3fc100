import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contract } from '@emall/contract';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers, FACTORY_PASSWORD } from '../../testing/factories/index.js';
import { staff } from './account.tables.js';

const { emallModifyPwd, getEmallUserSessionInfo } = contract.account;

let t: TestApp;
let people: Buyers;
beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
});
afterAll(() => t.close());

describe('emallModifyPwd', () => {
  it('changes the password and logs the staff member out everywhere', async () => {
    const laptop = t.client();
    const phone = t.client();
    await laptop.loginAs(people.colleague);
    await phone.loginAs(people.colleague);
    const answer = await laptop.call(emallModifyPwd, {
      oldPassword: FACTORY_PASSWORD,
      newPassword: 'NewPass2026',
    });
    expect(answer.status).toBe(200);
    expect(await laptop.data(getEmallUserSessionInfo)).toBeNull();
    expect(await phone.data(getEmallUserSessionInfo)).toBeNull();
    expect((await t.client().tryLogin(people.colleague.staffCode, FACTORY_PASSWORD)).status).toBe(401);
    expect((await t.client().tryLogin(people.colleague.staffCode, 'NewPass2026')).status).toBe(200);
  });

  it("stores a new password at the shop's scrypt cost, though the test factories' accounts are hashed cheaply", async () => {
    const storedHash = async (userCode: string) => {
      const [row] = await t.database.db
        .select({ hash: staff.passwordHash })
        .from(staff)
        .where(eq(staff.userCode, userCode));
      return row?.hash ?? '';
    };
    expect(await storedHash(people.buyer.staffCode)).toMatch(/^scrypt\$10\$8\$1\$/);
    const browser = t.client();
    await browser.loginAs(people.buyer);
    const answer = await browser.call(emallModifyPwd, {
      oldPassword: FACTORY_PASSWORD,
      newPassword: 'Other2026x',
    });
    expect(answer.status).toBe(200);
    expect(await storedHash(people.buyer.staffCode)).toMatch(/^scrypt\$17\$8\$1\$/);
    expect((await t.client().tryLogin(people.buyer.staffCode, 'Other2026x')).status).toBe(200);
  });

  it('answers 422 when the old password is wrong, and the session stays', async () => {
    const browser = t.client();
    browser.lang = 'en_US';
    await browser.loginAs(people.other);
    const answer = await browser.call(emallModifyPwd, {
      oldPassword: 'not-it-123',
      newPassword: 'Another2026',
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errcode: 'OLD_PASSWORD_WRONG', msg: 'The old password is wrong' });
    expect(await browser.data(getEmallUserSessionInfo)).not.toBeNull();
  });

  it('answers 400 with the password rule in the caller language for a weak new password', async () => {
    const browser = t.client();
    await browser.loginAs(people.other);
    const answer = await browser.call(emallModifyPwd, {
      oldPassword: FACTORY_PASSWORD,
      newPassword: 'short',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fields: { newPassword: '密码须为8至32位，且同时包含字母和数字' } });
  });

  it('answers 422 when the new password equals the old one', async () => {
    const browser = t.client();
    await browser.loginAs(people.other);
    const answer = await browser.call(emallModifyPwd, {
      oldPassword: FACTORY_PASSWORD,
      newPassword: FACTORY_PASSWORD,
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errcode: 'PASSWORD_UNCHANGED' });
  });

  it('answers 401 without a session', async () => {
    const answer = await t.client().call(emallModifyPwd, { oldPassword: 'a', newPassword: 'Abcdefgh1' });
    expect(answer.status).toBe(401);
  });
});
