import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
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

/**
 * Counts one call of a key and scope in its window and answers the count with it: one statement, atomic across
 * every copy (the row's lock orders racing calls), so N copies admit exactly as many as one.
 */
export async function countCall(db: Db, keyId: string, scope: string, windowStart: Date): Promise<number> {
  const rows = await db
    .insert(apiRateWindow)
    .values({ keyId, scope, windowStart, calls: 1 })
    .onConflictDoUpdate({
      target: [apiRateWindow.keyId, apiRateWindow.scope, apiRateWindow.windowStart],
      set: { calls: sql`${apiRateWindow.calls} + 1` },
    })
    .returning({ calls: apiRateWindow.calls });
  return rows[0]?.calls ?? 1;
}

/** Forgets a key's windows that ended before `before` (called when a new window opens). */
export async function deleteOldWindows(db: Db, keyId: string, before: Date): Promise<void> {
  await db
    .delete(apiRateWindow)
    .where(and(eq(apiRateWindow.keyId, keyId), lt(apiRateWindow.windowStart, before)));
}
