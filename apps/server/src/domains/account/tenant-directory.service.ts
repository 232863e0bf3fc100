import { containsPattern, type Db } from '../../platform/db.js';
import { tenantIdsLike, tenantsByIds } from './tenant-directory.queries.js';

/**
 * Tenants by id and by search text, for the operator console's lists in other domains (enquiries name
 * their tenant by id only). Operators see every tenant; no buyer call reaches this.
 */
export interface TenantRef {
  tenantId: number;
  tenantCode: string;
  tenantName: string;
}

/** The tenants of these ids; an id without a tenant is left out. */
export async function tenantRefsByIds(db: Db, ids: readonly number[]): Promise<Map<number, TenantRef>> {
  const rows = await tenantsByIds(db, [...new Set(ids)]);
  return new Map(
    rows.map((r) => [r.id, { tenantId: r.id, tenantCode: r.tenantCode, tenantName: r.tenantName }]),
  );
}

/**
 * Ids of the tenants whose code or name contains the text, case-insensitively. A filter, so it is capped:
 * a text matching more tenants than that is too vague to narrow a list.
 */
export function tenantIdsMatching(db: Db, text: string, limit = 500): Promise<number[]> {
  return tenantIdsLike(db, containsPattern(text), limit);
}
