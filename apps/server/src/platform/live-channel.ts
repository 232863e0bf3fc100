import { sql } from 'drizzle-orm';
import type { Database, Db } from './db.js';
import type { StopListening } from './pg-listener.js';

/**
 * Live pushes across server copies (docs/messages.md, "Scaling across copies"): a change is announced with
 * pg_notify inside the writing transaction, so it goes out only if that commits, and reaches every copy
 * LISTENing on the channel, which tells its own subscribers (the websockets it holds). The payload names only
 * whose data changed (tenant, and staff member or null for the whole tenant), never content: each copy
 * re-reads what it needs.
 */
export const LIVE_CHANNEL = 'emall_live';

export interface LiveTarget {
  tenantId: number;
  /** null: every staff member of the tenant. */
  staffId: number | null;
  /** The change is a new message (not a read or a delete): the browser shows its notice. */
  isNew?: boolean;
}

/** Announces a change of `target`'s data; delivered when `db` (a transaction or not) commits. */
export async function notifyLive(db: Db, target: LiveTarget): Promise<void> {
  const payload = JSON.stringify({
    t: target.tenantId,
    s: target.staffId,
    ...(target.isNew ? { n: 1 } : {}),
  });
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
}

export interface LiveSubscriber {
  tenantId: number;
  staffId: number;
  /**
   * Something of this staff member may have changed; `isNew`: a new message arrived. Called synchronously:
   * keep it cheap.
   */
  onChange: (isNew: boolean) => void;
}

/** Reads a notification payload; anything malformed is ignored (it came from our own SQL, but be strict). */
export function parseLivePayload(payload: string): LiveTarget | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return undefined;
    const { t, s, n } = value as { t?: unknown; s?: unknown; n?: unknown };
    if (!Number.isSafeInteger(t)) return undefined;
    if (s !== null && !Number.isSafeInteger(s)) return undefined;
    return { tenantId: t as number, staffId: s as number | null, isNew: n === 1 };
  } catch {
    return undefined;
  }
}

/** The subscribers of one server copy and its one LISTEN. */
export class LiveHub {
  private readonly subscribers = new Set<LiveSubscriber>();
  private stop: StopListening | undefined;

  /** Starts listening; until then (and in tests that never start it) nothing arrives from the database. */
  async start(database: Database): Promise<void> {
    this.stop = await database.listen(LIVE_CHANNEL, {
      onNotify: (payload) => {
        const target = parseLivePayload(payload);
        if (target) this.dispatch(target);
      },
      // Notifications sent while the connection was down are lost: everybody recounts.
      onReconnect: () => {
        for (const subscriber of this.subscribers) subscriber.onChange(false);
      },
    });
  }

  subscribe(subscriber: LiveSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => {
      this.subscribers.delete(subscriber);
    };
  }

  get size(): number {
    return this.subscribers.size;
  }

  dispatch(target: LiveTarget): void {
    for (const subscriber of this.subscribers) {
      if (subscriber.tenantId !== target.tenantId) continue;
      if (target.staffId !== null && subscriber.staffId !== target.staffId) continue;
      subscriber.onChange(target.isNew === true);
    }
  }

  async close(): Promise<void> {
    const stop = this.stop;
    this.stop = undefined;
    await stop?.();
    this.subscribers.clear();
  }
}
