import { ORDER_PARAM, type OrderParamKey } from '@emall/contract';
import { serverParamValues } from '../../system/system.service.js';
import type { OrderDeps } from '../order.settings.js';

export type SellerInfo = Record<Exclude<OrderParamKey, 'supplyTenantCode'>, string>;

/** The seller's name, address and bank details from the system parameters (empty when not set). */
export async function sellerInfo(deps: OrderDeps): Promise<SellerInfo> {
  const values = await serverParamValues(deps, Object.values(ORDER_PARAM));
  const value = (key: OrderParamKey) => values[ORDER_PARAM[key]]?.trim() ?? '';
  return {
    sellerName: value('sellerName'),
    sellerNameEn: value('sellerNameEn'),
    sellerAddress: value('sellerAddress'),
    sellerPhone: value('sellerPhone'),
    sellerTaxNum: value('sellerTaxNum'),
    sellerBankName: value('sellerBankName'),
    sellerBankAccount: value('sellerBankAccount'),
  };
}
