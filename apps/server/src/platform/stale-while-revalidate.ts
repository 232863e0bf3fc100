import { dataOf, type Db } from './db.js';

interface Held<V> {
  at: number;
  value: Promise<V>;
  /** The value was read: once it is `ttlMs` old it is still answered while the next one is read. */
  read: boolean;
  refreshing: boolean;
  /** The value once read, for `peek`. */
  settled?: V;
}

export interface HeldValues<V> {
  /** The value of `key`, read by `read` when there is none yet, or behind the held one once it is old. */
  get(db: Db, key: string, read: () => Promise<V>, now?: number): Promise<V>;
  /**
   * The value of `key` if one has been read (an old one is answered while the next is read, as `get` does); else
   * undefined at once, the first read started behind it, so no request waits for a value slow to read.
   */
  peek(db: Db, key: string, read: () => Promise<V>, now?: number): V | undefined;
  /** Forgets every value held for this database (after a change the next request must see). */
  forget(db: Db): void;
}

/**
 * Values read from the database at most once per `ttlMs` per key, shared by the requests of one server copy. No
 * request waits for a re-read: once a value was read, one older than `ttlMs` is still answered while the next is
 * read behind it. A failed first read is not kept (the next request tries again); a failed re-read keeps the old.
 */
export function staleWhileRevalidate<V>(ttlMs: number): HeldValues<V> {
  const byDb = new WeakMap<object, Map<string, Held<V>>>();

  const start = (read: () => Promise<V>, at: number): Held<V> => {
    const held: Held<V> = { at, value: read(), read: false, refreshing: false };
    held.value.then(
      (value) => {
        held.read = true;
        held.settled = value;
      },
      () => undefined,
    );
    return held;
  };

  const api: HeldValues<V> = {
    get(db, key, read, now = Date.now()) {
      let values = byDb.get(dataOf(db));
      if (!values) {
        values = new Map();
        byDb.set(dataOf(db), values);
      }
      const map = values;
      const held = map.get(key);
      if (held && (now - held.at < ttlMs || held.refreshing)) return held.value;
      if (held?.read) {
        held.refreshing = true;
        const next = start(read, now);
        next.value.then(
          () => {
            if (map.get(key) === held) map.set(key, next);
          },
          () => {
            held.refreshing = false;
          },
        );
        return held.value;
      }
      const first = start(read, now);
      map.set(key, first);
      first.value.catch(() => {
        if (map.get(key) === first) map.delete(key);
      });
      return first.value;
    },
    peek(db, key, read, now = Date.now()) {
      const before = byDb.get(dataOf(db))?.get(key);
      // Starts the first read, or the re-read of an old value; a failed read is not kept, as in get.
      api.get(db, key, read, now).catch(() => undefined);
      return before?.settled;
    },
    forget(db) {
      byDb.delete(dataOf(db));
    },
  };
  return api;
}
