import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { arrayParam, queryRowsPrepared, type Db } from '../../platform/db.js';
import { apiKey, apiKeyEvent, apiRateWindow } from './buyer-api.tables.js';

export type ApiKeyRow = typeof apiKey.$inferSelect;
export type NewApiKeyEvent = typeof apiKeyEvent.$inferInsert;

export async function insertApiKey(db: Db, row: typeof apiKey.$inferInsert): Promise<ApiKeyRow> {
  const rows = await db.insert(apiKey).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error('api_key insert answered no row');
  return inserted;
}

export async function insertApiKeyEvent(db: Db, row: NewApiKeyEvent): Promise<void> {
  await db.insert(apiKeyEvent).values(row);
}

export async function findApiKey(db: Db, id: string): Promise<ApiKeyRow | undefined> {
  const rows = await db.select().from(apiKey).where(eq(apiKey.id, id)).limit(1);
  return rows[0];
}

export function tenantApiKeys(db: Db, tenantId: number): Promise<ApiKeyRow[]> {
  return db.select().from(apiKey).where(eq(apiKey.tenantId, tenantId)).orderBy(desc(apiKey.createdAt));
}

export async function countLiveKeys(db: Db, tenantId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(apiKey)
    .where(and(eq(apiKey.tenantId, tenantId), isNull(apiKey.revokedAt)));
  return rows[0]?.n ?? 0;
}

/** Revokes a key unless it already is; answers the row either way (undefined when there is none). */
export async function revokeKey(db: Db, id: string, now: Date): Promise<ApiKeyRow | undefined> {
  await db
    .update(apiKey)
    .set({ revokedAt: now })
    .where(and(eq(apiKey.id, id), isNull(apiKey.revokedAt)));
  return findApiKey(db, id);
}

export type KeyState = 'ACTIVE' | 'EXPIRED' | 'REVOKED';

/** A page of every tenant's keys, newest first; by tenant ids and state. */
export async function pageApiKeys(
  db: Db,
  filter: { tenantIds?: number[] | undefined; state?: KeyState | undefined; now: Date },
  limit: number,
  offset: number,
): Promise<{ rows: ApiKeyRow[]; total: number }> {
  const { now } = filter;
  const stateCondition =
    filter.state === 'REVOKED'
      ? sql`${apiKey.revokedAt} is not null`
      : filter.state === 'EXPIRED'
        ? and(isNull(apiKey.revokedAt), lt(apiKey.expiresAt, now))
        : filter.state === 'ACTIVE'
          ? and(isNull(apiKey.revokedAt), or(isNull(apiKey.expiresAt), sql`${apiKey.expiresAt} >= ${now}`))
          : undefined;
  const where = and(
    filter.tenantIds
      ? inArray(apiKey.tenantId, filter.tenantIds.length ? filter.tenantIds : [-1])
      : undefined,
    stateCondition,
  );
  const [rows, totals] = await Promise.all([
    db.select().from(apiKey).where(where).orderBy(desc(apiKey.createdAt)).limit(limit).offset(offset),
    db.select({ n: count() }).from(apiKey).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function touchLastUsed(db: Db, id: string, now: Date): Promise<void> {
  await db.update(apiKey).set({ lastUsedAt: now }).where(eq(apiKey.id, id));
}

/** Calls of one key and scope in one window, to be added to its count. */
export interface WindowCalls {
  keyId: string;
  scope: string;
  /** Epoch milliseconds. */
  windowStart: number;
  calls: number;
}

/**
 * Adds the calls of several keys' windows to their counts and answers each window's count after it: one statement,
 * atomic across every copy (each row's lock orders racing statements), so N copies admit exactly as many as one.
 * The windows must be distinct; they are locked in one order (key, scope, start), so that two copies' statements
 * wait for each other rather than deadlock. The text does not change with the number of windows (arrays).
 */
export async function countCalls(db: Db, windows: readonly WindowCalls[]): Promise<WindowCalls[]> {
  const sorted = [...windows].sort(
    (a, b) =>
      (a.keyId < b.keyId ? -1 : a.keyId > b.keyId ? 1 : 0) ||
      (a.scope < b.scope ? -1 : a.scope > b.scope ? 1 : 0) ||
      a.windowStart - b.windowStart,
  );
  const rows = await queryRowsPrepared<{ key_id: string; scope: string; window_ms: number; calls: number }>(
    db,
    sql`insert into ${apiRateWindow} (key_id, scope, window_start, calls)
        select w.key_id, w.scope, to_timestamp(w.window_ms / 1000.0), w.calls
          from unnest(${arrayParam(
            sorted.map((w) => w.keyId),
            'text',
          )}, ${arrayParam(
            sorted.map((w) => w.scope),
            'text',
          )}, ${arrayParam(
            sorted.map((w) => w.windowStart),
            'float8',
          )}, ${arrayParam(
            sorted.map((w) => w.calls),
            'int',
          )}) with ordinality as w(key_id, scope, window_ms, calls, n)
         order by w.n
        on conflict (key_id, scope, window_start) do update set calls = ${apiRateWindow}.calls + excluded.calls
        returning key_id, scope, (extract(epoch from window_start) * 1000)::float8 as window_ms, calls`,
  );
  return rows.map((r) => ({
    keyId: r.key_id,
    scope: r.scope,
    windowStart: r.window_ms,
    calls: r.calls,
  }));
}

/** Forgets a key's windows that ended before `before` (called when a new window opens). */
export async function deleteOldWindows(db: Db, keyId: string, before: Date): Promise<void> {
  await db
    .delete(apiRateWindow)
    .where(and(eq(apiRateWindow.keyId, keyId), lt(apiRateWindow.windowStart, before)));
}
