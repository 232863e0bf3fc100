import type { Db } from '../../platform/db.js';
import { tenantAndStaffNames, tenantIdsMatching, tenantRefsByIds } from '../account/account-ops.service.js';

/** Who a console row names: the tenant (code and name) and the staff member, through the account services. */
export interface NamedParties {
  tenant(tenantId: number): { tenantCode: string; tenantName: string };
  staffName(staffId: number): string;
}

export async function namesOf(
  db: Db,
  tenantIds: readonly number[],
  staffIds: readonly number[],
): Promise<NamedParties> {
  const [tenants, names] = await Promise.all([
    tenantRefsByIds(db, tenantIds),
    staffIds.length ? tenantAndStaffNames(db, [], [...new Set(staffIds)]) : undefined,
  ]);
  return {
    tenant: (id) => tenants.get(id) ?? { tenantCode: String(id), tenantName: '' },
    staffName: (id) => names?.staff.get(id) ?? '',
  };
}

/** The tenants a search text names (code or name); undefined when there is no text (every tenant). */
export async function tenantFilter(db: Db, text: string | undefined): Promise<number[] | undefined> {
  return text ? tenantIdsMatching(db, text) : undefined;
}
