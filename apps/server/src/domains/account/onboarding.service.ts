import { ACCOUNT_TYPE_PREPAID } from '@emall/contract';
import type { Db } from '../../platform/db.js';
import { insertStaff, insertStaffTenant, insertTenant, staffCodeExists } from './onboarding.queries.js';

/**
 * A new customer company with its first staff member, for the registration domain's approval. The caller
 * passes its transaction, so the tenant, the staff member and their link are written with its own changes
 * or not at all.
 */
export interface NewCustomer {
  tenantCode: string;
  companyName: string;
  /** The unified social credit code, which is also the company's tax number on invoices. */
  creditCode: string;
  saleOrg: string;
  custSector: string;
  staffCode: string;
  staffName: string;
  mobile: string;
  email: string;
  /** Already an scrypt hash (password-hash.ts): the plain password is never kept anywhere. */
  passwordHash: string;
  lang: string;
  /** The operator's terms at approval; without them account type F (billing cycle 0). */
  custAccountType?: string;
  billingCycle?: number;
}

/** Whether a staff member already logs in with this code (codes compare case-insensitively, as at login). */
export function isStaffCodeTaken(db: Db, staffCode: string): Promise<boolean> {
  return staffCodeExists(db, staffCode);
}

/**
 * Creates the tenant (by default account type F, billing cycle 0: a new customer pays in advance unless the
 * operator approving it grants other terms), its staff member and the staff-tenant link that makes it their
 * first managed tenant.
 */
export async function createCustomer(
  tx: Db,
  customer: NewCustomer,
): Promise<{ tenantId: number; staffId: number }> {
  const tenantId = await insertTenant(tx, {
    tenantCode: customer.tenantCode,
    tenantName: customer.companyName,
    custAccountType: customer.custAccountType ?? ACCOUNT_TYPE_PREPAID,
    billingCycle: customer.billingCycle ?? 0,
    acctCode: `A${customer.tenantCode}`,
    acctName: customer.companyName,
    custCode: `C${customer.tenantCode}`,
    custName: customer.companyName,
    saleOrg: customer.saleOrg,
    custSector: customer.custSector,
    invoiceInfo: { title: customer.companyName, taxNum: customer.creditCode },
  });
  const staffId = await insertStaff(tx, {
    tenantId,
    userCode: customer.staffCode,
    staffName: customer.staffName,
    mobileNum: customer.mobile,
    email: customer.email,
    passwordHash: customer.passwordHash,
    lang: customer.lang,
  });
  await insertStaffTenant(tx, staffId, tenantId);
  return { tenantId, staffId };
}
