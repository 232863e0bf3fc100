import type { CatalogNode, CatalogPage, Facet, Product } from '@emall/contract';
import { productFixture } from './catalog-fixtures';

export const CAPACITORS: CatalogNode = {
  catalogId: 4,
  parentId: null,
  level: 1,
  name: 'Capacitors',
  count: 900,
};
export const MLCC: CatalogNode = { catalogId: 42, parentId: 4, level: 2, name: 'MLCC', count: 600 };

export const CAPACITANCE: Facet = {
  code: 'capacitance',
  name: 'Capacitance',
  unit: 'F',
  more: false,
  values: [
    { value: '1e-7', label: '100nF', count: 40, num: 1e-7 },
    { value: '1e-8', label: '10nF', count: 12, num: 1e-8 },
    { value: '1e-6', label: '1µF', count: 7, num: 1e-6 },
  ],
};

export const PACKAGE: Facet = {
  code: 'package',
  name: 'Package',
  unit: null,
  more: true,
  values: [
    { value: '0603', label: '0603', count: 30, num: null },
    { value: '0402', label: '0402', count: 20, num: null },
  ],
};

export const mlccPart = (overrides: Partial<Product> = {}) =>
  productFixture({
    brandCode: 'MURATA',
    brandName: 'Murata',
    catalogIdPath: '/4/42/',
    topCatalogName: 'Capacitors',
    productCatalogName: 'MLCC',
    ...overrides,
  });

/** The answer of qryCatalogProducts for MLCC: two parts, capacitance and package facets, two brands. */
export function mlccPage(overrides: Partial<CatalogPage> = {}): CatalogPage {
  const rows = [
    mlccPart({ spuId: '501', mfrPartNumber: 'GRM155R71C104KA88D' }),
    mlccPart({ spuId: '502', mfrPartNumber: 'GRM155R61A105KE15D' }),
  ];
  return {
    rows,
    total: 52,
    totalCapped: false,
    pageNo: 1,
    pageSize: 20,
    lastPage: false,
    node: MLCC,
    path: [CAPACITORS, MLCC],
    children: [],
    facets: [CAPACITANCE, PACKAGE],
    brands: [
      { brandCode: 'MURATA', brandName: 'Murata', count: 30 },
      { brandCode: 'SAMSUNG', brandName: 'Samsung', count: 22 },
    ],
    inStock: 48,
    ...overrides,
  };
}
