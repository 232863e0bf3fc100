import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract, LANG_COOKIE, SESSION_COOKIE } from '@emall/contract';
import { sessionKeyOf } from '../../platform/session-cookie.js';
import { announceSessionChange } from '../../platform/session-changes.js';
import { staffChange, watchSessionChanges } from '../../testing/session-change-watch.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers, FACTORY_PASSWORD } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';

/**
 * The cache of checked sessions (platform/checked-sessions.ts): what it keeps is served without the
 * database, and whatever ends or changes a session is seen by the very next request.
 */
const { getEmallUserSessionInfo, custOrderInfo, emallLogout, emallModifyPwd, changeLang } = contract.account;

const changes = watchSessionChanges();
let t: TestApp;
let people: Buyers;
beforeAll(async () => {
  t = await startTestApp({}, undefined, { onSessionChange: changes.onSessionChange });
  people = await createBuyers(t);
});
afterAll(() => t.close());

/** Ends sessions in the database without telling the server: only the cache can still answer them. */
async function deleteBehindTheServersBack(app: TestApp, where: { staffId: number } | { token: string }) {
  await app.database.db.execute(
    'staffId' in where
      ? sql`delete from session where staff_id = ${where.staffId}`
      : sql`delete from session where session_key = ${sessionKeyOf(where.token)}`,
  );
}

const tokenOf = (browser: TestClient) => browser.cookies.get(SESSION_COOKIE) ?? '';

describe('checked sessions', () => {
  it('serves a checked session from memory until the entry is SESSION_CACHE_SECONDS old', async () => {
    const browser = t.client();
    const user = await browser.loginAs(people.buyer);
    expect(await browser.data(getEmallUserSessionInfo)).not.toBeNull();
    await deleteBehindTheServersBack(t, { staffId: user.userId });
    t.clock.advance(29_000);
    expect(await browser.data(getEmallUserSessionInfo)).not.toBeNull();
    t.clock.advance(1_000);
    expect(await browser.data(getEmallUserSessionInfo)).toBeNull();
  });

  it('refuses the request right after a logout, however recently the session was checked', async () => {
    const browser = t.client();
    await browser.loginAs(people.buyer);
    const token = tokenOf(browser);
    expect(await browser.data(getEmallUserSessionInfo)).not.toBeNull();
    expect((await browser.call(emallLogout)).status).toBe(200);
    const replay = t.client();
    replay.cookies.set(SESSION_COOKIE, token);
    expect(await replay.data(getEmallUserSessionInfo)).toBeNull();
    expect((await replay.call(custOrderInfo, {})).status).toBe(401);
  });

  it('refuses every old session of a staff member right after a password change', async () => {
    const laptop = t.client();
    const phone = t.client();
    await laptop.loginAs(people.colleague);
    await phone.loginAs(people.colleague);
    expect(await phone.data(getEmallUserSessionInfo)).not.toBeNull();
    const changed = await laptop.call(emallModifyPwd, {
      oldPassword: FACTORY_PASSWORD,
      newPassword: 'Cached2026x',
    });
    expect(changed.status).toBe(200);
    expect((await phone.call(custOrderInfo, {})).status).toBe(401);
    expect(await phone.data(getEmallUserSessionInfo)).toBeNull();
  });

  it('answers in the language just chosen, which the kept session carries', async () => {
    const browser = t.client();
    await browser.loginAs(people.other);
    expect(await browser.data(getEmallUserSessionInfo)).toMatchObject({ lang: 'zh_CN' });
    await browser.data(changeLang, { lang: 'en_US' });
    // Only the session can say English now: no header, no language cookie.
    browser.cookies.delete(LANG_COOKIE);
    expect(await browser.data(getEmallUserSessionInfo)).toMatchObject({ lang: 'en_US' });
  });

  it('forgets a staff member whose sessions were ended by hand and announced (docs/operations.md)', async () => {
    const browser = t.client();
    const user = await browser.loginAs(people.other);
    expect(await browser.data(getEmallUserSessionInfo)).not.toBeNull();
    await deleteBehindTheServersBack(t, { staffId: user.userId });
    const applied = changes.next(staffChange(user.userId));
    await announceSessionChange(t.database.db, { kind: 'staff', id: user.userId });
    await applied;
    expect(await browser.data(getEmallUserSessionInfo)).toBeNull();
  });
});

describe('checked sessions: lifetimes and size', () => {
  let small: TestApp;
  // The accounts of that app's own database.
  let smallPeople: Buyers;
  beforeAll(async () => {
    // Entries trusted longer than both lifetimes, so that only the checks on each use can end a session.
    small = await startTestApp({
      SESSION_CACHE_ENTRIES: '2',
      SESSION_CACHE_SECONDS: '300',
      SESSION_TTL: '120',
      SESSION_MAX_AGE: '200',
    });
    smallPeople = await createBuyers(small);
  });
  afterAll(() => small.close());

  it('refuses a kept session idle for longer than SESSION_TTL', async () => {
    const browser = small.client();
    await browser.loginAs(smallPeople.buyer);
    expect(await browser.data(getEmallUserSessionInfo)).not.toBeNull();
    small.clock.advance(121_000);
    expect(await browser.data(getEmallUserSessionInfo)).toBeNull();
  });

  it('refuses a kept session older than SESSION_MAX_AGE, even in use', async () => {
    const browser = small.client();
    await browser.loginAs(smallPeople.buyer);
    for (let i = 0; i < 4; i += 1) {
      expect(await browser.data(getEmallUserSessionInfo)).not.toBeNull();
      small.clock.advance(66_000);
    }
    expect(await browser.data(getEmallUserSessionInfo)).toBeNull();
  });

  it('keeps at most SESSION_CACHE_ENTRIES sessions: the least recently used is read again', async () => {
    const browsers = [small.client(), small.client(), small.client()];
    for (const browser of browsers) await browser.loginAs(smallPeople.buyer);
    for (const browser of browsers) expect(await browser.data(getEmallUserSessionInfo)).not.toBeNull();
    for (const browser of browsers) await deleteBehindTheServersBack(small, { token: tokenOf(browser) });
    const [first, second, third] = browsers.map((b) => () => b.data(getEmallUserSessionInfo));
    expect(await first?.()).toBeNull();
    expect(await second?.()).not.toBeNull();
    expect(await third?.()).not.toBeNull();
  });
});
