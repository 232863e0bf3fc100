import type { RecipientStaff, RecipientTenant } from '@emall/contract/ops';
import { AppError } from '../../platform/app-error.js';
import { containsPattern, type Db } from '../../platform/db.js';
import {
  selectActiveTenantIds,
  selectNames,
  selectTenantPage,
  selectTenantStaffPage,
  staffBelongsToTenant,
  tenantExists,
  tenantIdsLike,
  tenantsByIds,
} from './account-ops.queries.js';

/**
 * The account domain's answers to the operator console: tenants and staff, read-only. Other domains' console
 * lists (orders, enquiries, samples, leads, feedback) name their tenants and filter by them through here
 * instead of reading the account tables. Operators see every tenant; no buyer call reaches this.
 */

export interface PickerQuery {
  pageNo: number;
  pageSize: number;
  keyword?: string | undefined;
}

interface Page<Row> {
  rows: Row[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** Tenants by code or name, with their number of staff. */
export async function tenantPickerPage(db: Db, query: PickerQuery): Promise<Page<RecipientTenant>> {
  const page = await selectTenantPage(
    db,
    query.keyword || undefined,
    query.pageSize,
    (query.pageNo - 1) * query.pageSize,
  );
  return { ...page, pageNo: query.pageNo, pageSize: query.pageSize };
}

/** One tenant's staff (home or managed) by code or name; 404 for an unknown tenant. */
export async function staffPickerPage(
  db: Db,
  query: PickerQuery & { tenantId: number },
): Promise<Page<RecipientStaff>> {
  if (!(await tenantExists(db, query.tenantId))) throw new AppError('NOT_FOUND');
  const page = await selectTenantStaffPage(
    db,
    query.tenantId,
    query.keyword || undefined,
    query.pageSize,
    (query.pageNo - 1) * query.pageSize,
  );
  return { ...page, pageNo: query.pageNo, pageSize: query.pageSize };
}

/**
 * Checks a message's recipient exists: the tenant, and the staff member within it when given.
 * 404 otherwise, so an operator never writes to nobody.
 */
export async function assertRecipient(db: Db, tenantId: number, staffId?: number): Promise<void> {
  const found =
    staffId === undefined
      ? await tenantExists(db, tenantId)
      : await staffBelongsToTenant(db, staffId, tenantId);
  if (!found) throw new AppError('NOT_FOUND');
}

/** Every active tenant: who an announcement reaches. */
export function activeTenantIds(db: Db): Promise<number[]> {
  return selectActiveTenantIds(db);
}

/** Tenant and staff names by id. */
export function tenantAndStaffNames(
  db: Db,
  tenantIds: readonly number[],
  staffIds: readonly number[],
): Promise<{ tenants: Map<number, string>; staff: Map<number, string> }> {
  return selectNames(db, tenantIds, staffIds);
}

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
