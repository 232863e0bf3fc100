/**
 * System parameters of the order domain (type PAR_OMS_00, public: buyers see them in the pay modal and
 * on the contract). docs/operations.md lists their seeded values.
 */
export const ORDER_PARAM = {
  /** The seller's tenant code, stamped on every order as supplyTenantCode. */
  supplyTenantCode: 'EMALL_SUPPLY_TENANT_CODE',
  sellerName: 'EMALL_SELLER_NAME',
  sellerNameEn: 'EMALL_SELLER_NAME_EN',
  sellerAddress: 'EMALL_SELLER_ADDRESS',
  sellerPhone: 'EMALL_SELLER_PHONE',
  sellerTaxNum: 'EMALL_SELLER_TAX_NUM',
  sellerBankName: 'EMALL_SELLER_BANK_NAME',
  sellerBankAccount: 'EMALL_SELLER_BANK_ACCOUNT',
} as const;

export type OrderParamKey = keyof typeof ORDER_PARAM;
