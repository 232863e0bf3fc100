import { describe, expect, it } from 'vitest';
import type { Db } from './db.js';
import { staleWhileRevalidate } from './stale-while-revalidate.js';

// The held values are keyed by the database object only; these tests never query it.
const db = {} as unknown as Db;

/** A read the test settles by hand. */
function pendingRead<V>() {
  let settle: (value: V) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const value = new Promise<V>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { read: () => value, settle, fail };
}

describe('values held while the next is read', () => {
  it('peek answers nothing until the first read settles, then the value, and an old value while re-reading', async () => {
    const held = staleWhileRevalidate<string>(1000);
    const first = pendingRead<string>();
    expect(held.peek(db, 'k', first.read, 0)).toBeUndefined();
    // A second peek while the first read runs starts no other read.
    let reads = 0;
    expect(held.peek(db, 'k', () => ((reads += 1), Promise.resolve('other')), 10)).toBeUndefined();
    expect(reads).toBe(0);
    first.settle('one');
    await held.get(db, 'k', first.read, 20);
    expect(held.peek(db, 'k', first.read, 30)).toBe('one');
    // Old: still answered, the next read started behind it.
    const second = pendingRead<string>();
    expect(held.peek(db, 'k', second.read, 2000)).toBe('one');
    second.settle('two');
    await second.read();
    await Promise.resolve();
    expect(held.peek(db, 'k', second.read, 2001)).toBe('two');
  });

  it('keeps no failed first read: the next peek tries again', async () => {
    const held = staleWhileRevalidate<string>(1000);
    const broken = pendingRead<string>();
    expect(held.peek(db, 'k', broken.read, 0)).toBeUndefined();
    broken.fail(new Error('down'));
    await expect(broken.read()).rejects.toThrow('down');
    await Promise.resolve();
    let reads = 0;
    held.peek(db, 'k', () => ((reads += 1), Promise.resolve('back')), 10);
    expect(reads).toBe(1);
  });
});
