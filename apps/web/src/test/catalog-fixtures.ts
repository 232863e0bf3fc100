import type { BrandOption, Product, ProductPage } from '@emall/contract';

let nextId = 1000;

/** A complete product as the catalog calls answer it, priced and in stock unless overridden. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  nextId += 1;
  const mfrPartNumber = overrides.mfrPartNumber ?? `PART${nextId}`;
  return {
    id: nextId,
    spuId: String(nextId),
    productCode: `C${nextId}`,
    mfrPartNumber,
    mfrPn: mfrPartNumber,
    brandCode: 'ST',
    brandName: 'STMicroelectronics',
    catalogIdPath: '/1/2/',
    productCatalogName: 'Microcontrollers',
    topCatalogName: 'ICs',
    productDesc: `${mfrPartNumber} 32-bit MCU`,
    specDesc: 'LQFP-48',
    productPhoto: null,
    detailSpecFile: null,
    productLineCode: null,
    productLineName: null,
    productDeptName: null,
    mpnLevel: null,
    supplierCode: null,
    supplierName: null,
    supplierMfrPn: null,
    productSupplierId: null,
    currency: 'CNY',
    taxPrice: '12.430000',
    notTaxPrice: '11.000000',
    taxRate: '1.13',
    tariff: null,
    priceUnit: 1,
    qtyUnit: 'PCS',
    miniQty: 1,
    miniQtyUnit: 'PCS',
    miniPkg: 1,
    miniPkgUnit: 'PCS',
    deliveryCycle: 14,
    deliveryCycleJson: null,
    isMatch: true,
    isErrPrice: false,
    isSample: 'F',
    sampleUnitLimit: null,
    isActive: 'T',
    quantity: 1,
    custPartNumber: null,
    custPn: null,
    valuedProperty: null,
    operateArgs: null,
    updateDate: '2026-05-21T00:00:00.000Z',
    agentCert: [],
    i18nProductSpec: [],
    shortageFlag: 'F',
    i18nShortageFlag: 'product.shortage.F',
    njHbStockQty: 300,
    hbStockQty: 0,
    hkStockQty: 200,
    njStockQty: 0,
    stockQty: 500,
    totalStockQty: 500,
    stock: 500,
    hasStock: true,
    emallRedundantStockQty: 500,
    priceBreaks: [
      { qtyFrom: 1, qtyTo: 9, taxPrice: '12.430000', notTaxPrice: '11.000000' },
      { qtyFrom: 10, qtyTo: 99, taxPrice: '11.300000', notTaxPrice: '10.000000' },
      { qtyFrom: 100, qtyTo: null, taxPrice: '10.170000', notTaxPrice: '9.000000' },
    ],
    ...overrides,
  };
}

/** A product without any price: isMatch false, no breaks. */
export function unpricedProductFixture(overrides: Partial<Product> = {}): Product {
  return productFixture({ isMatch: false, priceBreaks: [], taxPrice: null, notTaxPrice: null, ...overrides });
}

export function productPageFixture(
  rows: Product[],
  brands: BrandOption[] = [],
  total = rows.length,
): ProductPage {
  return { rows, total, pageNo: 1, pageSize: 20, lastPage: true, ext: { brands, totalCapped: false } };
}
