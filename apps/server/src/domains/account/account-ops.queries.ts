import { ilike, or, sql, type SQL } from 'drizzle-orm';
import { arrayParam, containsPattern, type Db } from '../../platform/db.js';
import { staff, staffTenant, tenant } from './account.tables.js';

/**
 * SQL of the console's tenant and staff pickers, its announcements' audience, and the tenant names and ids
 * other domains' console lists ask for.
 */

/** The staff of a tenant: those whose home it is and those who also manage it. */
function staffOfTenant(tenantId: number | SQL): SQL {
  return sql`(${staff.tenantId} = ${tenantId} or exists (select 1 from ${staffTenant}
    where ${staffTenant.staffId} = ${staff.id} and ${staffTenant.tenantId} = ${tenantId}))`;
}

export interface TenantPick {
  tenantId: number;
  tenantCode: string;
  tenantName: string;
  staffCount: number;
}

export async function selectTenantPage(
  db: Db,
  keyword: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: TenantPick[]; total: number }> {
  const where = keyword
    ? sql`(${tenant.tenantCode} ilike ${containsPattern(keyword)} or ${tenant.tenantName} ilike ${containsPattern(keyword)})`
    : sql`true`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        tenantId: tenant.id,
        tenantCode: tenant.tenantCode,
        tenantName: tenant.tenantName,
        staffCount: sql<number>`(select count(*)::int from ${staff} where ${staffOfTenant(sql`${tenant.id}`)})`,
      })
      .from(tenant)
      .where(where)
      .orderBy(tenant.tenantCode)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(tenant)
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export interface StaffPick {
  staffId: number;
  userCode: string;
  staffName: string;
}

export async function selectTenantStaffPage(
  db: Db,
  tenantId: number,
  keyword: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: StaffPick[]; total: number }> {
  const where = keyword
    ? sql`${staffOfTenant(tenantId)} and (${staff.userCode} ilike ${containsPattern(keyword)} or ${staff.staffName} ilike ${containsPattern(keyword)})`
    : staffOfTenant(tenantId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ staffId: staff.id, userCode: staff.userCode, staffName: staff.staffName })
      .from(staff)
      .where(where)
      .orderBy(staff.userCode)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(staff)
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Whether the staff member belongs to the tenant (home or managed). */
export async function staffBelongsToTenant(db: Db, staffId: number, tenantId: number): Promise<boolean> {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(sql`${staff.id} = ${staffId} and ${staffOfTenant(tenantId)}`);
  return rows.length > 0;
}

export async function tenantExists(db: Db, tenantId: number): Promise<boolean> {
  const rows = await db
    .select({ id: tenant.id })
    .from(tenant)
    .where(sql`${tenant.id} = ${tenantId}`);
  return rows.length > 0;
}

/** Every active tenant's id: the audience of an announcement. */
export async function selectActiveTenantIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: tenant.id })
    .from(tenant)
    .where(sql`${tenant.status} = '00A'`);
  return rows.map((r) => r.id);
}

/** Names of tenants and staff members by id, for lists that store only ids. */
export async function selectNames(
  db: Db,
  tenantIds: readonly number[],
  staffIds: readonly number[],
): Promise<{ tenants: Map<number, string>; staff: Map<number, string> }> {
  const [tenantRows, staffRows] = await Promise.all([
    tenantsByIds(db, tenantIds),
    staffIds.length
      ? db
          .select({ id: staff.id, name: staff.staffName })
          .from(staff)
          .where(sql`${staff.id} = any(${arrayParam(staffIds, 'int')})`)
      : Promise.resolve([]),
  ]);
  return {
    tenants: new Map(tenantRows.map((r) => [r.id, r.tenantName])),
    staff: new Map(staffRows.map((r) => [r.id, r.name])),
  };
}

export function tenantsByIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: tenant.id, tenantCode: tenant.tenantCode, tenantName: tenant.tenantName })
    .from(tenant)
    .where(sql`${tenant.id} = any(${arrayParam(ids, 'int')})`);
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
