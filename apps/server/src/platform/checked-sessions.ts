/**
 * Sessions already checked against the database, kept a few seconds in this server copy so that a logged-in
 * request does not pay a database round trip for its cookie. Bounded (the least recently used entry goes
 * first) and forgotten at once when a session or its owner changes: the code that ends or changes sessions
 * forgets here and announces the change to the other copies (session-changes.ts).
 */

/** One session as read from the database, and what is needed to keep checking it without reading again. */
export interface CheckedSession<T> {
  /** What the request gets (request.staff, request.operator). Shared between requests: never changed. */
  context: Readonly<T>;
  /** The staff member or operator the session belongs to: changes are announced per owner. */
  ownerId: number;
  /** Absolute end of the session, epoch milliseconds. */
  expiresAt: number;
  /** Last activity as stored; moved forward when this copy writes it. Epoch milliseconds. */
  lastSeenAt: number;
}

export interface CheckedSessionsOptions {
  maxEntries: number;
  /** How long an entry is trusted without reading the database again; 0 turns the cache off. */
  ttlMs: number;
}

/** What the listener of announced changes does to a cache, whatever the context type. */
export interface ForgetsSessions {
  forgetOwner(ownerId: number): void;
  forgetAll(): void;
  /** Changes cannot be heard (the LISTEN connection is down): keep nothing until `resumeCaching`. */
  stopCaching(): void;
  resumeCaching(): void;
}

interface Entry<T> {
  session: CheckedSession<T>;
  loadedAt: number;
}

export class CheckedSessions<T> implements ForgetsSessions {
  /** A Map iterates in insertion order: re-inserting on every hit makes its first key the least recent. */
  private readonly entries = new Map<string, Entry<T>>();
  /** Reads in progress, so that a burst of requests with one cookie costs one round trip. */
  private readonly loading = new Map<string, Promise<CheckedSession<T> | null>>();
  /** Counts forgets: a read that started before one may have seen the old row and must not be kept. */
  private generation = 0;
  private deaf = false;

  constructor(private readonly options: CheckedSessionsOptions) {}

  get size(): number {
    return this.entries.size;
  }

  private get caching(): boolean {
    return this.options.ttlMs > 0 && this.options.maxEntries > 0 && !this.deaf;
  }

  /**
   * The session of `key`: the kept entry while it is younger than the TTL, else `read()`'s answer (kept when
   * it found a session). Whether the session is still live at `nowMs` is the caller's check: see checkSession.
   */
  get(
    key: string,
    nowMs: number,
    read: () => Promise<CheckedSession<T> | null>,
  ): Promise<CheckedSession<T> | null> {
    if (!this.caching) return read();
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      if (nowMs - entry.loadedAt < this.options.ttlMs) {
        this.entries.set(key, entry);
        return Promise.resolve(entry.session);
      }
    }
    return this.loading.get(key) ?? this.load(key, nowMs, read);
  }

  private load(
    key: string,
    nowMs: number,
    read: () => Promise<CheckedSession<T> | null>,
  ): Promise<CheckedSession<T> | null> {
    const generation = this.generation;
    const done = (): void => {
      if (this.loading.get(key) === pending) this.loading.delete(key);
    };
    const pending = Promise.resolve()
      .then(read)
      .then(
        (session) => {
          done();
          if (session && generation === this.generation && this.caching) this.keep(key, session, nowMs);
          return session;
        },
        (error: unknown) => {
          done();
          throw error;
        },
      );
    this.loading.set(key, pending);
    return pending;
  }

  private keep(key: string, session: CheckedSession<T>, nowMs: number): void {
    this.entries.set(key, { session, loadedAt: nowMs });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  /** Every session of this staff member or operator is read again on its next request. */
  forgetOwner(ownerId: number): void {
    this.generation += 1;
    this.loading.clear();
    for (const [key, entry] of this.entries) {
      if (entry.session.ownerId === ownerId) this.entries.delete(key);
    }
  }

  forgetAll(): void {
    this.generation += 1;
    this.loading.clear();
    this.entries.clear();
  }

  stopCaching(): void {
    this.deaf = true;
    this.forgetAll();
  }

  resumeCaching(): void {
    // Changes announced while deaf were lost: start from nothing.
    this.forgetAll();
    this.deaf = false;
  }
}

/**
 * Several caches forgotten by the same owner's announcements: a staff member's sessions and the buyer API keys
 * that act as them are both forgotten when that staff member changes, on the one channel.
 */
export function forgetTogether(...caches: readonly ForgetsSessions[]): ForgetsSessions {
  return {
    forgetOwner: (ownerId) => {
      for (const cache of caches) cache.forgetOwner(ownerId);
    },
    forgetAll: () => {
      for (const cache of caches) cache.forgetAll();
    },
    stopCaching: () => {
      for (const cache of caches) cache.stopCaching();
    },
    resumeCaching: () => {
      for (const cache of caches) cache.resumeCaching();
    },
  };
}

/** Last-activity writes: at most one per session per minute and copy (idle expiry counts in hours). */
export const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

export interface SessionCheck<T> {
  sessions: CheckedSessions<T>;
  key: string;
  now: Date;
  /** The idle lifetime, seconds. */
  idleSeconds: number;
  /** false: only look (a periodic check must not keep an idle session alive). */
  touch: boolean;
  /** Reads the session if it is live and its owner active; null otherwise. */
  read: () => Promise<CheckedSession<T> | null>;
  /** Stores `now` as the session's last activity. */
  writeLastSeen: () => Promise<void>;
}

/**
 * The context of a live session, from the cache or the database: expiry and idle time are checked on every
 * call (time moves while an entry is kept), and the last activity is written at most once per interval.
 */
export async function checkSession<T>(check: SessionCheck<T>): Promise<Readonly<T> | null> {
  const nowMs = check.now.getTime();
  const session = await check.sessions.get(check.key, nowMs, check.read);
  if (!session) return null;
  if (session.expiresAt <= nowMs || session.lastSeenAt <= nowMs - check.idleSeconds * 1000) return null;
  if (check.touch && nowMs - session.lastSeenAt > LAST_SEEN_WRITE_INTERVAL_MS) {
    // Moved before the write, so that the requests arriving meanwhile do not write it too.
    session.lastSeenAt = nowMs;
    await check.writeLastSeen();
  }
  return session.context;
}
