import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db.js';
import { shippingAddress, staff, staffTenant, tenant } from '../domains/account/account.tables.js';
import { loginKeyOf } from '../platform/login-name.js';
import { hashPassword, type PasswordHasher } from '../platform/password-hash.js';

export const DEMO_PASSWORD = 'demo123456';

export interface DemoLogin {
  staffCode: string;
  password: string;
  staffName: string;
  tenantName: string;
}

const TENANTS = [
  {
    tenantCode: 'T10001',
    tenantName: '深圳市华芯智造科技有限公司',
    custAccountType: 'C',
    billingCycle: 30,
    acctCode: 'AC10001',
    acctName: '深圳市华芯智造科技有限公司',
    custCode: 'C10001',
    custName: '深圳市华芯智造科技有限公司',
    saleOrg: 'SO-SZ',
    custSector: 'Industrial',
    invoiceInfo: {
      title: '深圳市华芯智造科技有限公司',
      taxNum: '91440300MA5F8XYZ1K',
      bankAccount: '755912345610801',
      depositBank: '招商银行深圳科技园支行',
      invoiceAddr: '深圳市南山区科技园科发路8号',
      invoicePhone: '0755-86001234',
      invoiceReceipient: '张伟',
      invoiceReceipientPhone: '0755-86001234',
      invoiceSendAddr: '广东省深圳市南山区科技园科发路8号A座5楼',
    },
  },
  {
    tenantCode: 'T10002',
    tenantName: '苏州启明电子有限公司',
    custAccountType: 'F',
    billingCycle: 45,
    acctCode: 'AC10002',
    acctName: '苏州启明电子有限公司',
    custCode: 'C10002',
    custName: '苏州启明电子有限公司',
    saleOrg: 'SO-SH',
    custSector: 'Consumer',
    invoiceInfo: null,
  },
];

const STAFF = [
  {
    tenantCode: 'T10001',
    userCode: 'demo',
    staffName: '张伟',
    mobileNum: '13800138000',
    email: 'zhang.wei@huaxin.example',
  },
  {
    tenantCode: 'T10001',
    userCode: 'demo2',
    staffName: '李娜',
    mobileNum: '13900139000',
    email: 'li.na@huaxin.example',
  },
  {
    tenantCode: 'T10002',
    userCode: 'other',
    staffName: '王强',
    mobileNum: '13700137000',
    email: 'wang.qiang@qiming.example',
  },
];

/** Two tenants (the second of account type F) and three staff, once: a later start finds them and stops. */
export async function seedDemoData(db: Db, hash: PasswordHasher = hashPassword): Promise<DemoLogin[]> {
  const logins = STAFF.map((s) => ({
    staffCode: s.userCode,
    password: DEMO_PASSWORD,
    staffName: s.staffName,
    tenantName: TENANTS.find((t) => t.tenantCode === s.tenantCode)?.tenantName ?? '',
  }));
  const existing = await db.select({ id: tenant.id }).from(tenant).where(eq(tenant.tenantCode, 'T10001'));
  if (existing.length > 0) return logins;

  const passwordHash = await hash(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const tenantIds = new Map<string, number>();
    for (const t of TENANTS) {
      const [row] = await tx.insert(tenant).values(t).returning({ id: tenant.id });
      if (row) tenantIds.set(t.tenantCode, row.id);
    }
    for (const s of STAFF) {
      const tenantId = tenantIds.get(s.tenantCode);
      if (tenantId === undefined) continue;
      const { tenantCode: _code, ...fields } = s;
      const [row] = await tx
        .insert(staff)
        .values({ ...fields, loginKey: loginKeyOf(fields.userCode), tenantId, passwordHash })
        .returning({ id: staff.id });
      if (row) await tx.insert(staffTenant).values({ staffId: row.id, tenantId, position: 0 });
    }
    const first = tenantIds.get('T10001');
    if (first !== undefined) {
      await tx.insert(shippingAddress).values([
        {
          tenantId: first,
          recipients: '张伟',
          contactPhone: '13800138000',
          regionPath: '广东省/深圳市/南山区',
          detailAddr: '科技园科发路8号A座5楼',
          isDefault: true,
        },
        {
          tenantId: first,
          recipients: '李娜',
          contactPhone: '13900139000',
          regionPath: '广东省/东莞市/松山湖',
          detailAddr: '工业南路6号华芯东莞工厂收货处',
          isDefault: false,
        },
      ]);
    }
  });
  return logins;
}
