import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { operator } from './operator.tables.js';

/** Operators' names by id, for other domains' console lists that store only the operator's id. */
export async function operatorNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: operator.id, name: operator.operatorName })
    .from(operator)
    .where(inArray(operator.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
