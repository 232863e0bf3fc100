import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { tenantRefsByIds } from '../account/account-ops.service.js';
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

/** A row a buyer or visitor sent (tenant when logged in) and an operator handled (when handled). */
export interface HandledRow {
  tenantId: number | null;
  handledBy: number | null;
}

export interface HandlingNames {
  /** The sender's tenant name; null for a visitor or a tenant no longer there. */
  tenant: (id: number | null) => string | null;
  /** The handling operator's name; the id when the operator is gone, so the row still says who. */
  operator: (id: number | null) => string | null;
}

/** Names for the console's handled lists (leads, feedback), read in two queries for a whole page of rows. */
export async function handlingNames(db: Db, rows: readonly HandledRow[]): Promise<HandlingNames> {
  const [tenants, operators] = await Promise.all([
    tenantRefsByIds(
      db,
      rows.flatMap((r) => (r.tenantId === null ? [] : [r.tenantId])),
    ),
    operatorNames(
      db,
      rows.flatMap((r) => (r.handledBy === null ? [] : [r.handledBy])),
    ),
  ]);
  return {
    tenant: (id) => (id === null ? null : (tenants.get(id)?.tenantName ?? null)),
    operator: (id) => (id === null ? null : (operators.get(id) ?? String(id))),
  };
}
