import { ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { tenant } from './account.tables.js';

export function tenantsByIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: tenant.id, tenantCode: tenant.tenantCode, tenantName: tenant.tenantName })
    .from(tenant)
    .where(inArray(tenant.id, [...ids]));
}

/** Ids of tenants whose code or name contains the text (the caller escapes LIKE's wildcards). */
export async function tenantIdsLike(db: Db, pattern: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: tenant.id })
    .from(tenant)
    .where(or(ilike(tenant.tenantCode, pattern), ilike(tenant.tenantName, pattern)))
    .limit(limit);
  return rows.map((r) => r.id);
}
