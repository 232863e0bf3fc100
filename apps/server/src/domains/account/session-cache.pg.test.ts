import { describe, expect, it } from 'vitest';
import { contract, SESSION_COOKIE } from '@emall/contract';
import { ManualClock } from '../../platform/clock.js';
import { staffChange } from '../../testing/session-change-watch.js';
import { FACTORY_PASSWORD, type MadeStaff } from '../../testing/factories/index.js';
import { TestClient } from '../../testing/test-client.js';
import { cutListenConnections, useTwoServerCopies } from '../../testing/two-server-copies.js';

/**
 * Two server copies on one PostgreSQL database, each with its own pool, LISTEN connection and cache of
 * checked sessions: what ends a session on one copy is refused on the other as soon as the announcement
 * arrives there (awaited, never slept on). Registered only in the server-postgres project (*.pg.test.ts).
 */
const { getEmallUserSessionInfo, custOrderInfo, emallLogout, emallModifyPwd } = contract.account;

const clock = new ManualClock(new Date('2026-11-22T08:00:00Z'));
const copies = useTwoServerCopies(clock);

/** Logs in on copy A; answers that browser and the same cookie used through copy B, already checked there. */
async function loggedInOnBoth(account: MadeStaff) {
  const onA = new TestClient(copies.copyA.app);
  const user = await onA.loginAs(account);
  const onB = new TestClient(copies.copyB.app);
  onB.cookies.set(SESSION_COOKIE, onA.cookies.get(SESSION_COOKIE) ?? '');
  expect(await onB.data(getEmallUserSessionInfo)).not.toBeNull();
  return { onA, onB, staffId: user.userId };
}

async function deleteBehindTheServersBack(staffId: number): Promise<void> {
  await copies.copyA.database.exec(`delete from session where staff_id = ${staffId}`);
}

describe('checked sessions on two server copies', () => {
  it('copy B keeps a checked session (the cache is in use)', async () => {
    const { onB, staffId } = await loggedInOnBoth(copies.people.other);
    await deleteBehindTheServersBack(staffId);
    expect(await onB.data(getEmallUserSessionInfo)).not.toBeNull();
  });

  it('a logout through copy A is refused on copy B once the announcement arrives', async () => {
    const { onA, onB, staffId } = await loggedInOnBoth(copies.people.buyer);
    const arrived = copies.copyB.changes.next(staffChange(staffId));
    expect((await onA.call(emallLogout)).status).toBe(200);
    await arrived;
    expect((await onB.call(custOrderInfo, {})).status).toBe(401);
    expect(await onB.data(getEmallUserSessionInfo)).toBeNull();
  });

  it('a password change through copy A ends the sessions copy B had checked', async () => {
    const { onA, onB, staffId } = await loggedInOnBoth(copies.people.colleague);
    const arrived = copies.copyB.changes.next(staffChange(staffId));
    const changed = await onA.call(emallModifyPwd, {
      oldPassword: FACTORY_PASSWORD,
      newPassword: 'Copies2026x',
    });
    expect(changed.status).toBe(200);
    await arrived;
    expect((await onB.call(custOrderInfo, {})).status).toBe(401);
  });

  it('copy B keeps nothing while its LISTEN connection is down, and caches again once back', async () => {
    const { onB, staffId } = await loggedInOnBoth(copies.people.buyer);
    const lost = copies.copyB.changes.next((c) => c === 'all');
    expect(await cutListenConnections(copies)).toBe(2);
    await lost;
    const back = copies.copyB.changes.next((c) => c === 'all');
    // A logout announced now would not be heard: B must read the database instead of its memory.
    await deleteBehindTheServersBack(staffId);
    expect(await onB.data(getEmallUserSessionInfo)).toBeNull();
    await back;
    const again = await loggedInOnBoth(copies.people.buyer);
    await deleteBehindTheServersBack(again.staffId);
    expect(await again.onB.data(getEmallUserSessionInfo)).not.toBeNull();
  });
});
