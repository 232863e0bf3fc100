import { ACCOUNT_TYPE_PREPAID } from '@emall/contract';
import type { CustAccountType, CustOrderInfo } from '@emall/contract';
import { z } from 'zod';
import { AppError } from '../../platform/app-error.js';
import type { StaffContext } from '../../platform/request-context.js';
import type { AccountDeps } from './account.settings.js';
import { findTenant, listShippingAddresses } from './tenant.queries.js';

const invoiceInfoSchema = z.object({
  title: z.string().default(''),
  taxNum: z.string().default(''),
  bankAccount: z.string().default(''),
  depositBank: z.string().default(''),
  invoiceAddr: z.string().default(''),
  invoicePhone: z.string().default(''),
  invoiceReceipient: z.string().default(''),
  invoiceReceipientPhone: z.string().default(''),
  invoiceSendAddr: z.string().default(''),
});

/** A tenant id from a body is never trusted: the caller must manage that tenant. */
function assertManages(staff: StaffContext, tenantId: number): void {
  if (!staff.tenantIds.includes(tenantId)) throw new AppError('FORBIDDEN');
}

/** Account type F gives billing cycle 0, otherwise the customer's own cycle. */
export function effectiveBillingCycle(accountType: string, billingCycle: number): number {
  return accountType === ACCOUNT_TYPE_PREPAID ? 0 : billingCycle;
}

async function loadTenant(deps: AccountDeps, staff: StaffContext, tenantId: number) {
  assertManages(staff, tenantId);
  const found = await findTenant(deps.db, tenantId);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

export async function custAccountType(
  deps: AccountDeps,
  staff: StaffContext,
  tenantId: number,
): Promise<CustAccountType> {
  const t = await loadTenant(deps, staff, tenantId);
  return {
    tenantId: t.id,
    custAccountType: t.custAccountType,
    billingCycle: effectiveBillingCycle(t.custAccountType, t.billingCycle),
  };
}

export async function custOrderInfo(
  deps: AccountDeps,
  staff: StaffContext,
  tenantId: number = staff.tenantId,
): Promise<CustOrderInfo> {
  const t = await loadTenant(deps, staff, tenantId);
  const parsedInvoice = invoiceInfoSchema.safeParse(t.invoiceInfo);
  const invoiceInfo = parsedInvoice.success ? parsedInvoice.data : null;
  const addresses = await listShippingAddresses(deps.db, t.id);
  return {
    tenantId: t.id,
    buyerTenantCode: t.tenantCode,
    acctTenantCode: t.tenantCode,
    acctCode: t.acctCode,
    acctName: t.acctName,
    custCode: t.custCode,
    custName: t.custName,
    saleOrg: t.saleOrg,
    custSector: t.custSector,
    custAccountType: t.custAccountType,
    billingCycle: effectiveBillingCycle(t.custAccountType, t.billingCycle),
    currency: t.currency,
    taxRate: t.taxRate,
    invoiceReceipientPhone: invoiceInfo?.invoiceReceipientPhone ?? '',
    invoiceInfo,
    shippingAddressPoList: addresses.map((a) => ({
      addressId: a.id,
      isDefault: a.isDefault ? 'T' : 'F',
      recipients: a.recipients,
      contactPhone: a.contactPhone,
      regionPath: a.regionPath,
      detailAddr: a.detailAddr,
    })),
  };
}
