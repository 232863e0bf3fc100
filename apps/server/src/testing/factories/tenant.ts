import type { Db } from '../../platform/db.js';
import { shippingAddress, tenant } from '../../domains/account/account.tables.js';
import { nextSerial } from './serial.js';

export interface InvoiceInfo {
  title: string;
  taxNum: string;
  bankAccount?: string;
  depositBank?: string;
  invoiceAddr?: string;
  invoicePhone?: string;
  invoiceReceipient?: string;
  invoiceReceipientPhone?: string;
  invoiceSendAddr?: string;
}

export interface AddressFields {
  recipients: string;
  contactPhone: string;
  regionPath: string;
  detailAddr: string;
  isDefault: boolean;
}

export interface TenantOptions {
  tenantCode?: string;
  tenantName?: string;
  /** C buys on account (billing cycle days); F pays in advance (billing cycle 0). */
  custAccountType?: 'C' | 'F';
  billingCycle?: number;
  saleOrg?: string;
  custSector?: string;
  /** null: a tenant without invoice details. */
  invoiceInfo?: InvoiceInfo | null;
  /** Its address book in order; the default is one default address. */
  addresses?: Partial<AddressFields>[];
  status?: string;
}

export interface MadeTenant {
  tenantId: number;
  tenantCode: string;
  tenantName: string;
  custAccountType: 'C' | 'F';
  billingCycle: number;
  invoiceInfo: InvoiceInfo | null;
  /** The address book as made, with each address's id. */
  addresses: (AddressFields & { addressId: number })[];
}

/**
 * A customer company as the shop keeps it (the account's tables): by default one buying on account at 30 days,
 * with invoice details and one default delivery address, so an order can be placed at once. A default name is
 * `测试电子<n>有限公司`: a test can find the tenants it made by that start among the seed's.
 */
export async function createTenant(db: Db, options: TenantOptions = {}): Promise<MadeTenant> {
  const n = nextSerial();
  const tenantCode = options.tenantCode ?? `TF${String(n).padStart(5, '0')}`;
  const tenantName = options.tenantName ?? `测试电子${n}有限公司`;
  const custAccountType = options.custAccountType ?? 'C';
  const billingCycle = options.billingCycle ?? (custAccountType === 'F' ? 0 : 30);
  const invoiceInfo =
    options.invoiceInfo === undefined
      ? {
          title: tenantName,
          taxNum: `91440300TF${String(n).padStart(8, '0')}`,
          bankAccount: `7559${String(n).padStart(8, '0')}`,
          depositBank: '招商银行深圳科技园支行',
          invoiceAddr: '深圳市南山区科技园科发路8号',
          invoicePhone: `0755-8${String(n).padStart(7, '0')}`,
          invoiceReceipient: `财务${n}`,
          invoiceReceipientPhone: `0755-8${String(n).padStart(7, '0')}`,
          invoiceSendAddr: '广东省深圳市南山区科技园科发路8号A座5楼',
        }
      : options.invoiceInfo;
  const [row] = await db
    .insert(tenant)
    .values({
      tenantCode,
      tenantName,
      custAccountType,
      billingCycle,
      acctCode: `AC-${tenantCode}`,
      acctName: tenantName,
      custCode: `C-${tenantCode}`,
      custName: tenantName,
      saleOrg: options.saleOrg ?? 'SO-SZ',
      custSector: options.custSector ?? 'Industrial',
      invoiceInfo,
      ...(options.status ? { status: options.status } : {}),
    })
    .returning({ id: tenant.id });
  if (!row) throw new Error('tenant not inserted');
  const wanted = options.addresses ?? [{}];
  const addresses: MadeTenant['addresses'] = [];
  for (const [i, a] of wanted.entries()) {
    const fields: AddressFields = {
      recipients: a.recipients ?? `收货人${n}-${i + 1}`,
      contactPhone: a.contactPhone ?? `1380000${String(n % 10000).padStart(4, '0')}`,
      regionPath: a.regionPath ?? '广东省/深圳市/南山区',
      detailAddr: a.detailAddr ?? `科技园${n}号${i + 1}楼`,
      isDefault: a.isDefault ?? i === 0,
    };
    const [address] = await db
      .insert(shippingAddress)
      .values({ tenantId: row.id, ...fields })
      .returning({ id: shippingAddress.id });
    if (!address) throw new Error('address not inserted');
    addresses.push({ ...fields, addressId: address.id });
  }
  return { tenantId: row.id, tenantCode, tenantName, custAccountType, billingCycle, invoiceInfo, addresses };
}
