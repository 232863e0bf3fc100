import { ORDER_PARAM } from '@emall/contract';
import type { Db } from '../platform/db.js';
import { sysParam } from '../domains/system/system.tables.js';

/**
 * The seller named on sale contracts and in the pay modal, and its bank details (docs/operations.md).
 * Demo values of a fictitious company: an operator sets the real ones in sys_param; a later start never
 * overwrites them. Not public: anonymous callers of the parameter calls cannot read bank details.
 */
export const ORDER_PARAMS: (typeof sysParam.$inferInsert)[] = [
  ['supplyTenantCode', 'Seller tenant code', '64', 'Stamped on every order as supplyTenantCode'],
  [
    'sellerName',
    'Seller name',
    '南京芯城电子科技有限公司',
    'Seller on sale contracts and payee of transfers',
  ],
  [
    'sellerNameEn',
    'Seller name (English)',
    'Nanjing Xincheng Electronic Technology Co., Ltd.',
    'Seller on English contracts',
  ],
  [
    'sellerAddress',
    'Seller address',
    '江苏省南京市江宁区秣周东路12号芯城大厦8楼',
    'Address on sale contracts',
  ],
  ['sellerPhone', 'Seller phone', '025-52108888', 'Phone on sale contracts'],
  ['sellerTaxNum', 'Seller tax number', '91320115MA1XCX8E2Q', 'Unified social credit code on sale contracts'],
  ['sellerBankName', 'Seller bank', '中国工商银行南京江宁开发区支行', 'Bank of the account buyers pay to'],
  [
    'sellerBankAccount',
    'Seller bank account',
    '4301 0154 0910 0088 866',
    'Account buyers pay to (pay modal, contracts)',
  ],
].map(([key, paramName, paramValue, remark]) => ({
  paramCode: ORDER_PARAM[key as keyof typeof ORDER_PARAM],
  paramType: 'PAR_OMS_00',
  paramName: paramName ?? '',
  paramValue: paramValue ?? '',
  remark: remark ?? '',
  // Buyers see these through their own orders (pay modal, contract), not through the parameter calls.
  isPublic: false,
}));

export async function seedOrderParams(db: Db): Promise<void> {
  await db.insert(sysParam).values(ORDER_PARAMS).onConflictDoNothing();
}
