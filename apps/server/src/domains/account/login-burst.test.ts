import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers, FACTORY_PASSWORD } from '../../testing/factories/index.js';
import { TEST_CAPTCHA } from '../../testing/test-client.js';
import { MAX_FAILURES_PER_ACCOUNT } from './account.settings.js';
import { burnPasswordCheck, PASSWORD_CHECKS } from '../../platform/password-hash.js';

/**
 * Guesses sent all at once: the throttle counts each attempt before its password is hashed, so no more than the
 * limit are ever checked, and hashing runs a few at a time, so a burst neither exhausts memory nor starves an
 * honest login.
 */
let t: TestApp;
let people: Buyers;
beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
});
afterAll(() => t.close());

const { emallLogin } = contract.account;

describe('a burst of parallel logins', () => {
  it('checks at most the limit of 30 parallel wrong passwords for one account, and an honest login succeeds', async () => {
    const attacker = t.client();
    attacker.lang = 'en_US';
    const headers = { 'x-forwarded-for': '198.51.100.7' };
    const captchas = await Promise.all(Array.from({ length: 30 }, () => attacker.captcha()));
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, PASSWORD_CHECKS.load().running)), 1);
    const answers = await Promise.all(
      captchas.map(({ captchaId }, i) =>
        attacker.call(
          emallLogin,
          {
            staffCode: people.colleague.staffCode,
            password: `wrong-${i}`,
            captchaId,
            captchaCode: TEST_CAPTCHA,
          },
          { headers },
        ),
      ),
    );
    clearInterval(watch);
    const checked = answers.filter((a) => !a.body.success && a.body.errcode === 'LOGIN_FAILED');
    const refused = answers.filter((a) => a.status === 429);
    expect(checked.length).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT);
    expect(checked.length + refused.length).toBe(30);
    expect(refused.every((a) => /Too many attempts|Many people are signing in/.test(a.body.msg))).toBe(true);
    expect(peak).toBeLessThanOrEqual(2);

    const honest = await t.client().tryLogin(people.buyer.staffCode, people.buyer.password);
    expect(honest.status).toBe(200);
    // The account under attack stays closed, even to its right password, until its window passes.
    expect((await t.client().tryLogin(people.colleague.staffCode, FACTORY_PASSWORD)).status).toBe(429);
  });

  it('refuses at once with 429 in the caller language while hashing is full, without counting a failure', async () => {
    // Fill the two hashing turns and the six places in line with jobs the test holds.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const occupants = Array.from({ length: 8 }, () => PASSWORD_CHECKS.run(() => held));
    expect(PASSWORD_CHECKS.load()).toEqual({ running: 2, waiting: 6 });

    const caller = t.client();
    caller.lang = 'zh-TW';
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT + 1; i += 1) {
      const busy = await caller.tryLogin(people.other.staffCode, people.other.password);
      expect([busy.status, busy.body.success ? null : busy.body.errcode, busy.body.msg]).toEqual([
        429,
        'PASSWORD_CHECKS_BUSY',
        '目前登入的人較多，請幾秒後再試',
      ]);
    }
    release();
    await Promise.all(occupants);
    expect(PASSWORD_CHECKS.load()).toEqual({ running: 0, waiting: 0 });
    // More refusals than the account's limit, yet none counted as a failure: the right password gets in.
    expect((await caller.tryLogin(people.other.staffCode, people.other.password)).status).toBe(200);
  });

  it('lets an honest login in while guesses at unknown accounts from 40 addresses fill the hashing line', async () => {
    // The unknown accounts' checks hash against a dummy (so they take as long as a wrong password); the test
    // holds the two running ones, so the line stays full of them while the honest buyer arrives.
    await burnPasswordCheck('warm-up'); // the dummy hash exists before the burst, as after any first failure
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const running = Array.from({ length: 2 }, () => PASSWORD_CHECKS.run(() => held, 'low'));
    const attacker = t.client();
    const captchas = await Promise.all(Array.from({ length: 40 }, () => attacker.captcha()));
    let busy = 0;
    const guesses = captchas.map(({ captchaId }, i) =>
      attacker
        .call(
          emallLogin,
          { staffCode: `nobody-${i}`, password: 'guess', captchaId, captchaCode: TEST_CAPTCHA },
          { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } },
        )
        .then((answer) => {
          if (answer.status === 429) busy += 1;
          return answer;
        }),
    );
    // Two held, six guesses in line, the other 34 turned away.
    while (busy < 34) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(PASSWORD_CHECKS.load()).toEqual({ running: 2, waiting: 6 });

    const honest = t.client().tryLogin(people.other.staffCode, people.other.password);
    // The honest check takes the newest guess's place in line.
    while (busy < 35) await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    expect((await honest).status).toBe(200);
    await Promise.all(running);
    const answers = await Promise.all(guesses);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
    expect(PASSWORD_CHECKS.load()).toEqual({ running: 0, waiting: 0 });
  });
});
