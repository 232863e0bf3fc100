import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { staff, staffTenant, tenant } from './account.tables.js';
import { loginKeyOf } from '../../platform/login-name.js';

export async function staffCodeExists(db: Db, userCode: string): Promise<boolean> {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.loginKey, loginKeyOf(userCode)))
    .limit(1);
  return rows.length > 0;
}

export async function insertTenant(db: Db, row: typeof tenant.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(tenant).values(row).returning({ id: tenant.id });
  if (!inserted) throw new Error('tenant insert returned no row');
  return inserted.id;
}

/** Stores the staff member with their login key, folded from the staff code. */
export async function insertStaff(db: Db, row: Omit<typeof staff.$inferInsert, 'loginKey'>): Promise<number> {
  const values = { ...row, loginKey: loginKeyOf(row.userCode) };
  const [inserted] = await db.insert(staff).values(values).returning({ id: staff.id });
  if (!inserted) throw new Error('staff insert returned no row');
  return inserted.id;
}

export async function insertStaffTenant(db: Db, staffId: number, tenantId: number): Promise<void> {
  await db.insert(staffTenant).values({ staffId, tenantId, position: 0 });
}
