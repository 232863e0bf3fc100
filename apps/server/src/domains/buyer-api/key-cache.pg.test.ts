import { describe, expect, it } from 'vitest';
import { contract, type CreatedApiKey } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { ManualClock } from '../../platform/clock.js';
import { announceSessionChange } from '../../platform/session-changes.js';
import { staffChange } from '../../testing/session-change-watch.js';
import type { Buyers } from '../../testing/factories/index.js';
import { TestClient } from '../../testing/test-client.js';
import {
  cutListenConnections,
  type ServerCopy,
  useTwoServerCopies,
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
const copies = useTwoServerCopies(clock);

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
  const onA = new TestClient(copies.copyA.app);
  await onA.loginAs(member);
  const key = await onA.data<CreatedApiKey>(calls.createApiKey, { name: 'ERP', scopes: ['catalog:read'] });
  expect(await search(copies.copyA, key.secret)).toBe(200);
  expect(await search(copies.copyB, key.secret)).toBe(200);
  return { onA, key };
}

describe('keys held on two server copies', () => {
  it('copy B holds a checked key (the cache is in use)', async () => {
    const { key } = await keyHeldOnBoth(copies.people.other);
    await copies.copyA.database.exec(`update api_key set revoked_at = now() where id = '${key.key.keyId}'`);
    expect(await search(copies.copyB, key.secret)).toBe(200);
  });

  it('a revocation through copy A is refused on copy B once the announcement arrives', async () => {
    const { onA, key } = await keyHeldOnBoth(copies.people.buyer);
    const arrived = copies.copyB.changes.next(staffChange(copies.people.buyer.staffId));
    await onA.data(calls.revokeApiKey, { keyId: key.key.keyId });
    // Forgotten on A before the answer left.
    expect(await search(copies.copyA, key.secret)).toBe(401);
    await arrived;
    expect(await search(copies.copyB, key.secret)).toBe(401);
  });

  it('a disabled maker, announced, is refused on copy B; so is one moved off the tenant', async () => {
    const staffId = copies.people.colleague.staffId;
    const tenantId = copies.people.colleague.tenantId;
    const { key } = await keyHeldOnBoth(copies.people.colleague);
    const announce = async () => {
      const arrived = copies.copyB.changes.next(staffChange(staffId));
      await announceSessionChange(copies.copyA.database.db, { kind: 'staff', id: staffId });
      await arrived;
    };
    try {
      await copies.copyA.database.exec(`update staff set status = '00X' where id = ${staffId}`);
      await announce();
      expect(await search(copies.copyB, key.secret)).toBe(401);
      await copies.copyA.database.exec(`update staff set status = '00A' where id = ${staffId}`);
      expect(await search(copies.copyB, key.secret)).toBe(200);
      await copies.copyA.database.exec(
        `update staff set tenant_id = ${copies.people.otherTenant.tenantId} where id = ${staffId};
         delete from staff_tenant where staff_id = ${staffId} and tenant_id = ${tenantId}`,
      );
      await announce();
      expect(await search(copies.copyB, key.secret)).toBe(401);
    } finally {
      await copies.copyA.database.exec(
        `update staff set status = '00A', tenant_id = ${tenantId} where id = ${staffId};
         insert into staff_tenant (staff_id, tenant_id, position) values (${staffId}, ${tenantId}, 0)
           on conflict do nothing`,
      );
    }
  });

  it('copy B holds no key while its LISTEN connection is down', async () => {
    const { key } = await keyHeldOnBoth(copies.people.other);
    const lost = copies.copyB.changes.next((c) => c === 'all');
    const back = new Promise<void>((resolve) => {
      void lost.then(() => copies.copyB.changes.next((c) => c === 'all').then(resolve));
    });
    expect(await cutListenConnections(copies)).toBe(2);
    await lost;
    // A revocation announced now would not be heard: B must read the database instead of its memory.
    await copies.copyA.database.exec(`update api_key set revoked_at = now() where id = '${key.key.keyId}'`);
    expect(await search(copies.copyB, key.secret)).toBe(401);
    await back;
  });

  it('admits exactly the limit across both copies when their calls race', async () => {
    const onA = new TestClient(copies.copyA.app);
    await onA.loginAs(copies.people.buyer);
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
    const outcomes = await Promise.all([...race(copies.copyA), ...race(copies.copyB)]);
    expect(outcomes.filter((o) => o === 'admitted')).toHaveLength(50);
    expect(outcomes.filter((o) => o === 'TOO_MANY_REQUESTS')).toHaveLength(30);
  });
});
