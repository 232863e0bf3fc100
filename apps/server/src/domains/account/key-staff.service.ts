import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { staff, staffTenant } from './account.tables.js';

/** What the buyer API needs of a key's creator on each call: the staff code, if still active and still the tenant's. */
export interface KeyStaff {
  staffId: number;
  userCode: string;
  staffName: string;
}

/**
 * The staff member a key acts as, when active and still managing `tenantId` (the tenant the key was made for):
 * a disabled staff member's keys, or one moved off the tenant, stop at once. Undefined otherwise.
 */
export async function activeKeyStaff(
  db: Db,
  staffId: number,
  tenantId: number,
): Promise<KeyStaff | undefined> {
  const rows = await db
    .select({ staffId: staff.id, userCode: staff.userCode, staffName: staff.staffName })
    .from(staff)
    .where(
      and(
        eq(staff.id, staffId),
        eq(staff.status, '00A'),
        sql`(${staff.tenantId} = ${tenantId} or exists (select 1 from ${staffTenant} where ${staffTenant.staffId} = ${staff.id} and ${staffTenant.tenantId} = ${tenantId}))`,
      ),
    )
    .limit(1);
  return rows[0];
}
