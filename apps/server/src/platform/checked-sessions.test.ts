import { describe, expect, it } from 'vitest';
import {
  CheckedSessions,
  LAST_SEEN_WRITE_INTERVAL_MS,
  checkSession,
  type CheckedSession,
} from './checked-sessions.js';

const T0 = Date.parse('2026-11-22T08:00:00Z');
const HOUR = 3600_000;

function sessionOf(ownerId: number, lastSeenAt = T0): CheckedSession<{ ownerId: number }> {
  return { context: { ownerId }, ownerId, expiresAt: T0 + 24 * HOUR, lastSeenAt };
}

/** A database of sessions by key that counts its reads; `gate` holds a read until released. */
function fakeDatabase(rows: Record<string, number>) {
  const db = {
    reads: 0,
    rows: new Map(Object.entries(rows)),
    gate: undefined as Promise<void> | undefined,
    read(key: string) {
      return async () => {
        db.reads += 1;
        const ownerId = db.rows.get(key);
        await db.gate;
        return ownerId === undefined ? null : sessionOf(ownerId);
      };
    },
  };
  return db;
}

function gate(): { opened: Promise<void>; open: () => void } {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('CheckedSessions', () => {
  it('reads a session once, then answers from memory until the entry is older than the TTL', async () => {
    const cache = new CheckedSessions<{ ownerId: number }>({ maxEntries: 10, ttlMs: 30_000 });
    const db = fakeDatabase({ a: 1 });
    expect((await cache.get('a', T0, db.read('a')))?.ownerId).toBe(1);
    expect((await cache.get('a', T0 + 29_999, db.read('a')))?.ownerId).toBe(1);
    expect(db.reads).toBe(1);
    await cache.get('a', T0 + 30_000, db.read('a'));
    expect(db.reads).toBe(2);
  });

  it('never keeps more than maxEntries: the least recently used goes first', async () => {
    const cache = new CheckedSessions<{ ownerId: number }>({ maxEntries: 3, ttlMs: 30_000 });
    const db = fakeDatabase({ a: 1, b: 2, c: 3, d: 4, e: 5 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, T0, db.read(key));
    await cache.get('a', T0, db.read('a')); // a is now the most recent; b the least
    for (const key of ['d', 'e']) await cache.get(key, T0, db.read(key));
    expect(cache.size).toBe(3);
    expect(db.reads).toBe(5);
    for (const key of ['a', 'd', 'e']) await cache.get(key, T0, db.read(key));
    expect(db.reads).toBe(5);
    await cache.get('b', T0, db.read('b'));
    expect(db.reads).toBe(6);
    expect(cache.size).toBe(3);
  });

  it('keeps nothing for a key without a session (random cookies cannot push real sessions out)', async () => {
    const cache = new CheckedSessions<{ ownerId: number }>({ maxEntries: 10, ttlMs: 30_000 });
    const db = fakeDatabase({});
    expect(await cache.get('forged', T0, db.read('forged'))).toBeNull();
    expect(await cache.get('forged', T0, db.read('forged'))).toBeNull();
    expect(db.reads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('reads once for a burst of requests with one cookie', async () => {
    const cache = new CheckedSessions<{ ownerId: number }>({ maxEntries: 10, ttlMs: 30_000 });
    const db = fakeDatabase({ a: 1 });
    const held = gate();
    db.gate = held.opened;
    const burst = Array.from({ length: 5 }, () => cache.get('a', T0, db.read('a')));
    held.open();
    expect((await Promise.all(burst)).map((s) => s?.ownerId)).toEqual([1, 1, 1, 1, 1]);
    expect(db.reads).toBe(1);
  });

  it("forgets an owner's sessions and nobody else's", async () => {
    const cache = new CheckedSessions<{ ownerId: number }>({ maxEntries: 10, ttlMs: 30_000 });
    const db = fakeDatabase({ a1: 1, a2: 1, b: 2 });
    for (const key of ['a1', 'a2', 'b']) await cache.get(key, T0, db.read(key));
    cache.forgetOwner(1);
    expect(cache.size).toBe(1);
    db.rows.delete('a1');
    expect(await cache.get('a1', T0, db.read('a1'))).toBeNull();
    await cache.get('b', T0, db.read('b'));
    expect(db.reads).toBe(4);
  });

  it('does not keep what a read saw when a change was announced while it ran', async () => {
    const cache = new CheckedSessions<{ ownerId: number }>({ maxEntries: 10, ttlMs: 30_000 });
    const db = fakeDatabase({ a: 1 });
    const held = gate();
    db.gate = held.opened;
    const before = cache.get('a', T0, db.read('a'));
    await Promise.resolve();
    // The logout commits and is announced while the read is on its way back with the old row.
    db.rows.delete('a');
    cache.forgetOwner(1);
    const after = cache.get('a', T0, db.read('a'));
    held.open();
    expect((await before)?.ownerId).toBe(1);
    expect(await after).toBeNull();
    expect(cache.size).toBe(0);
    db.gate = undefined;
    expect(await cache.get('a', T0, db.read('a'))).toBeNull();
  });

  it('reads every time while changes cannot be heard, and starts empty when they can again', async () => {
    const cache = new CheckedSessions<{ ownerId: number }>({ maxEntries: 10, ttlMs: 30_000 });
    const db = fakeDatabase({ a: 1 });
    await cache.get('a', T0, db.read('a'));
    cache.stopCaching();
    expect(cache.size).toBe(0);
    await cache.get('a', T0, db.read('a'));
    await cache.get('a', T0, db.read('a'));
    expect(db.reads).toBe(3);
    cache.resumeCaching();
    await cache.get('a', T0, db.read('a'));
    await cache.get('a', T0, db.read('a'));
    expect(db.reads).toBe(4);
  });

  it('with a TTL of 0 reads on every call', async () => {
    const cache = new CheckedSessions<{ ownerId: number }>({ maxEntries: 10, ttlMs: 0 });
    const db = fakeDatabase({ a: 1 });
    await cache.get('a', T0, db.read('a'));
    await cache.get('a', T0, db.read('a'));
    expect(db.reads).toBe(2);
    expect(cache.size).toBe(0);
  });
});

describe('checkSession', () => {
  function setup(lastSeenAt: number, ttlMs = 30_000) {
    const cache = new CheckedSessions<{ ownerId: number }>({ maxEntries: 10, ttlMs });
    const writes: number[] = [];
    let reads = 0;
    let stored = lastSeenAt;
    const check = (nowMs: number, touch = true) =>
      checkSession({
        sessions: cache,
        key: 'a',
        now: new Date(nowMs),
        idleSeconds: 7200,
        touch,
        read: () => {
          reads += 1;
          return Promise.resolve(sessionOf(1, stored));
        },
        writeLastSeen: () => {
          writes.push(nowMs);
          stored = nowMs;
          return Promise.resolve();
        },
      });
    return { check, writes, reads: () => reads };
  }

  it('writes the last activity at most once per interval, however many requests come', async () => {
    const { check, writes } = setup(T0 - 2 * LAST_SEEN_WRITE_INTERVAL_MS);
    await Promise.all([check(T0), check(T0), check(T0 + 1000)]);
    await check(T0 + LAST_SEEN_WRITE_INTERVAL_MS);
    expect(writes).toEqual([T0]);
    await check(T0 + LAST_SEEN_WRITE_INTERVAL_MS + 1);
    expect(writes).toEqual([T0, T0 + LAST_SEEN_WRITE_INTERVAL_MS + 1]);
  });

  it('a look that must not count as activity writes nothing', async () => {
    const { check, writes } = setup(T0 - 2 * LAST_SEEN_WRITE_INTERVAL_MS);
    expect(await check(T0, false)).toEqual({ ownerId: 1 });
    expect(writes).toEqual([]);
  });

  it('refuses a kept session once it is idle too long or past its absolute end', async () => {
    // A TTL longer than both lifetimes: the entry stays in memory, and time alone must end it.
    const idle = setup(T0, 48 * HOUR);
    expect(await idle.check(T0, false)).not.toBeNull();
    expect(await idle.check(T0 + 2 * HOUR, false)).toBeNull();
    const old = setup(T0, 48 * HOUR);
    for (let hour = 0; hour < 24; hour += 1) expect(await old.check(T0 + hour * HOUR)).not.toBeNull();
    expect(await old.check(T0 + 24 * HOUR)).toBeNull();
    expect([idle.reads(), old.reads()]).toEqual([1, 1]);
  });
});
