import { sql } from 'drizzle-orm';
import type { ForgetsSessions } from './checked-sessions.js';
import type { Database, Db } from './db.js';
import type { StopListening } from './pg-listener.js';

/**
 * Ended or changed sessions, told to every server copy so that none keeps serving one from its cache of
 * checked sessions (checked-sessions.ts). A change is announced with pg_notify after the write that made it
 * and reaches every copy LISTENing on the channel, the announcing one included; the payload names only whose
 * sessions changed (a staff member or an operator), never a session token or key.
 */
export const SESSION_CHANNEL = 'emall_session';

export interface SessionOwner {
  kind: 'staff' | 'operator';
  id: number;
}

/** What a copy did on hearing of a change: forgot one owner's sessions, or all of them. */
export type AppliedSessionChange = SessionOwner | 'all';

/** Tells every copy (delivered when `db`, a transaction or not, commits). */
export async function announceSessionChange(db: Db, owner: SessionOwner): Promise<void> {
  const payload = JSON.stringify({ [owner.kind]: owner.id });
  await db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${payload})`);
}

/** Reads a payload; anything else is ignored (it came from our own SQL, but be strict). */
export function parseSessionChange(payload: string): SessionOwner | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const entries = Object.entries(value);
    const [kind, id] = entries[0] ?? [];
    if (entries.length !== 1 || (kind !== 'staff' && kind !== 'operator')) return undefined;
    return Number.isSafeInteger(id) ? { kind, id: id as number } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Listens for announced changes and applies them to this copy's caches. While the connection is down
 * nothing is cached (a change announced meanwhile would be missed); `onApplied` lets tests wait for a
 * change's arrival instead of for time.
 */
export function listenForSessionChanges(
  database: Database,
  caches: Record<SessionOwner['kind'], ForgetsSessions>,
  onApplied?: (change: AppliedSessionChange) => void,
): Promise<StopListening> {
  const everyCache = Object.values(caches);
  return database.listen(SESSION_CHANNEL, {
    onNotify: (payload) => {
      const owner = parseSessionChange(payload);
      if (!owner) return;
      caches[owner.kind].forgetOwner(owner.id);
      onApplied?.(owner);
    },
    onLost: () => {
      for (const cache of everyCache) cache.stopCaching();
      onApplied?.('all');
    },
    onReconnect: () => {
      for (const cache of everyCache) cache.resumeCaching();
      onApplied?.('all');
    },
  });
}
