import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type CreatedApiKey } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { ManualClock } from '../../platform/clock.js';
import { announceSessionChange, SESSION_CHANNEL } from '../../platform/session-changes.js';
import { staffChange } from '../../testing/session-change-watch.js';
import type { Buyers } from '../../testing/factories/index.js';
import { TestClient } from '../../testing/test-client.js';
import {
  asAdmin,
  startTwoServerCopies,
  type ServerCopy,
  type TwoServerCopies,
} from '../../testing/two-server-copies.js';
import type { BuyerApiDeps } from './buyer-api.settings.js';
import { countKeyCall } from './key-limits.js';

/**
 * Two server copies on one PostgreSQL database, each holding the keys it has checked: what ends a key on one copy
 * (a revocation, its maker disabled and announced) is refused on the other as soon as the announcement arrives
 * there (awaited, never slept on); the limits are counted exactly across both. Registered only in the
 * server-postgres project (*.pg.test.ts).
 */
const calls = contract.apiKey;
const clock = new ManualClock(new Date('2026-11-22T08:00:00Z'));
let copies: TwoServerCopies | undefined;
let copyA: ServerCopy;
let copyB: ServerCopy;
let people: Buyers;

beforeAll(async () => {
  copies = await startTwoServerCopies(clock);
  ({ copyA, copyB, people } = copies);
});

afterAll(async () => {
  await copies?.close();
});

async function search(copy: ServerCopy, key: string): Promise<number> {
  const answer = await copy.app.inject({
    method: 'GET',
    url: '/api/v1/search?q=LM358',
    headers: { authorization: `Bearer ${key}` },
  });
  return answer.statusCode;
}

/** A key made through copy A by `member`, already used (so held) on both copies. */
async function keyHeldOnBoth(member: Buyers['buyer']) {
  const onA = new TestClient(copyA.app);
  await onA.loginAs(member);
  const key = await onA.data<CreatedApiKey>(calls.createApiKey, { name: 'ERP', scopes: ['catalog:read'] });
  expect(await search(copyA, key.secret)).toBe(200);
  expect(await search(copyB, key.secret)).toBe(200);
  return { onA, key };
}

describe('keys held on two server copies', () => {
  it('copy B holds a checked key (the cache is in use)', async () => {
    const { key } = await keyHeldOnBoth(people.other);
    await copyA.database.exec(`update api_key set revoked_at = now() where id = '${key.key.keyId}'`);
    expect(await search(copyB, key.secret)).toBe(200);
  });

  it('a revocation through copy A is refused on copy B once the announcement arrives', async () => {
    const { onA, key } = await keyHeldOnBoth(people.buyer);
    const arrived = copyB.changes.next(staffChange(people.buyer.staffId));
    await onA.data(calls.revokeApiKey, { keyId: key.key.keyId });
    // Forgotten on A before the answer left.
    expect(await search(copyA, key.secret)).toBe(401);
    await arrived;
    expect(await search(copyB, key.secret)).toBe(401);
  });

  it('a disabled maker, announced, is refused on copy B; so is one moved off the tenant', async () => {
    const staffId = people.colleague.staffId;
    const tenantId = people.colleague.tenantId;
    const { key } = await keyHeldOnBoth(people.colleague);
    const announce = async () => {
      const arrived = copyB.changes.next(staffChange(staffId));
      await announceSessionChange(copyA.database.db, { kind: 'staff', id: staffId });
      await arrived;
    };
    try {
      await copyA.database.exec(`update staff set status = '00X' where id = ${staffId}`);
      await announce();
      expect(await search(copyB, key.secret)).toBe(401);
      await copyA.database.exec(`update staff set status = '00A' where id = ${staffId}`);
      expect(await search(copyB, key.secret)).toBe(200);
      await copyA.database.exec(
        `update staff set tenant_id = ${people.otherTenant.tenantId} where id = ${staffId};
         delete from staff_tenant where staff_id = ${staffId} and tenant_id = ${tenantId}`,
      );
      await announce();
      expect(await search(copyB, key.secret)).toBe(401);
    } finally {
      await copyA.database.exec(
        `update staff set status = '00A', tenant_id = ${tenantId} where id = ${staffId};
         insert into staff_tenant (staff_id, tenant_id, position) values (${staffId}, ${tenantId}, 0)
           on conflict do nothing`,
      );
    }
  });

  it('copy B holds no key while its LISTEN connection is down', async () => {
    const { key } = await keyHeldOnBoth(people.other);
    const lost = copyB.changes.next((c) => c === 'all');
    const back = new Promise<void>((resolve) => {
      void lost.then(() => copyB.changes.next((c) => c === 'all').then(resolve));
    });
    const killed = await asAdmin((c) =>
      c.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = $1 and query ilike $2 and pid <> pg_backend_pid()`,
        [copies?.created.name, `listen%${SESSION_CHANNEL}%`],
      ),
    );
    expect(killed.rowCount).toBe(2);
    await lost;
    // A revocation announced now would not be heard: B must read the database instead of its memory.
    await copyA.database.exec(`update api_key set revoked_at = now() where id = '${key.key.keyId}'`);
    expect(await search(copyB, key.secret)).toBe(401);
    await back;
  });

  it('admits exactly the limit across both copies when their calls race', async () => {
    const onA = new TestClient(copyA.app);
    await onA.loginAs(people.buyer);
    const key = await onA.data<CreatedApiKey>(calls.createApiKey, { name: 'race', scopes: ['bom'] });
    const depsOf = (copy: ServerCopy) =>
      ({
        db: copy.database.db,
        clock,
        limits: { bom: { name: 'bom', calls: 50, seconds: 60 } },
      }) as unknown as BuyerApiDeps;
    const reply = { header: () => undefined } as never;
    const race = (copy: ServerCopy) =>
      Array.from({ length: 40 }, () =>
        countKeyCall(depsOf(copy), reply, key.key.keyId, 'bom').then(
          () => 'admitted',
          (error: unknown) => (error instanceof AppError ? error.code : 'failed'),
        ),
      );
    const outcomes = await Promise.all([...race(copyA), ...race(copyB)]);
    expect(outcomes.filter((o) => o === 'admitted')).toHaveLength(50);
    expect(outcomes.filter((o) => o === 'TOO_MANY_REQUESTS')).toHaveLength(30);
  });
});
