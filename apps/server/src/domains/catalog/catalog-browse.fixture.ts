import { normalizePartNumber } from '@emall/contract';
import type { Db } from '../../platform/db.js';
import { brand, catalog, priceBreak, product } from './core/catalog.tables.js';
import { fillProductParams } from './parameters/product-param-fill.js';
import { refreshCategoryFacets } from './parameters/product-param.queries.js';

/**
 * Two small categories of real parts (values as the jlcparts catalog writes them, see fixtures/SOURCE.md) for
 * the category page's filters, counts and sorts; their own brands and nodes, beside the demo catalog.
 */
const PARTS: readonly {
  brand: 'FXA' | 'FXB';
  mpn: string;
  pkg: string;
  node: 'mlcc' | 'chip';
  parameters: Record<string, string>;
  /** Unit prices with tax at 1 and at 1,000 pieces. */
  prices: [string, string];
  stock: number;
}[] = [
  {
    brand: 'FXA',
    mpn: 'GRM155R71C104KA88D',
    pkg: '0402',
    node: 'mlcc',
    parameters: { Capacitance: '100nF', 'Allowable voltage': '16V', 'Temperature coefficient': 'X7R' },
    prices: ['0.050000', '0.030000'],
    stock: 50_000,
  },
  {
    brand: 'FXA',
    mpn: 'GRM155R61A104KA01D',
    pkg: '0402',
    node: 'mlcc',
    parameters: { Capacitance: '100nF', 'Allowable voltage': '10V', 'Temperature coefficient': 'X5R' },
    prices: ['0.040000', '0.025000'],
    stock: 0,
  },
  {
    brand: 'FXB',
    mpn: 'CL05B104KO5NNNC',
    pkg: '0402',
    node: 'mlcc',
    parameters: { Capacitance: '100nF', 'Allowable voltage': '16V', 'Temperature coefficient': 'X7R' },
    prices: ['0.030000', '0.020000'],
    stock: 20_000,
  },
  {
    brand: 'FXB',
    mpn: 'CL10B104KB8NNNC',
    pkg: '0603',
    node: 'mlcc',
    parameters: { Capacitance: '0.1uF', 'Allowable voltage': '50V', 'Temperature coefficient': 'X7R' },
    prices: ['0.045000', '0.028000'],
    stock: 100_000,
  },
  {
    brand: 'FXB',
    mpn: 'CL21A475KAQNNNE',
    pkg: '0805',
    node: 'mlcc',
    parameters: { Capacitance: '4.7uF', 'Allowable voltage': '25V', 'Temperature coefficient': 'X5R' },
    prices: ['0.157000', '0.127000'],
    stock: 3_350_375,
  },
  {
    brand: 'FXA',
    mpn: '0603WAF1002T5E',
    pkg: '0603',
    node: 'chip',
    parameters: { Resistance: '10kΩ', Power: '100mW', Tolerance: '±1%' },
    prices: ['0.010000', '0.006000'],
    stock: 900_000,
  },
  {
    brand: 'FXB',
    mpn: 'RC0402FR-0710KL',
    pkg: '0402',
    node: 'chip',
    parameters: { Resistance: '10kΩ', Power: '62.5mW', Tolerance: '±1%' },
    prices: ['0.012000', '0.007000'],
    stock: 0,
  },
];

export interface BrowseFixture {
  capacitors: number;
  mlcc: number;
  chipResistors: number;
  ids: Record<string, number>;
}

export async function insertBrowseFixture(db: Db): Promise<BrowseFixture> {
  const brands = await db
    .insert(brand)
    .values([
      { brandCode: 'FXA', nameEn: 'Fixture Alpha', nameZhCn: '夹具甲', nameZhTw: '夾具甲' },
      { brandCode: 'FXB', nameEn: 'Fixture Beta', nameZhCn: '夹具乙', nameZhTw: '夾具乙' },
    ])
    .returning({ id: brand.id, code: brand.brandCode });
  const brandId = (code: string) => brands.find((b) => b.code === code)?.id ?? 0;
  const node = async (code: string, names: [string, string, string], parentId: number | null) => {
    const [row] = await db
      .insert(catalog)
      .values({
        catalogCode: code,
        parentId,
        level: parentId === null ? 1 : 2,
        nameEn: names[0],
        nameZhCn: names[1],
        nameZhTw: names[2],
        idPath: parentId === null ? '/' : `/${parentId}/`,
      })
      .returning({ id: catalog.id });
    if (!row) throw new Error(`fixture node ${code} not inserted`);
    return row.id;
  };
  const capacitors = await node('FX-CAP', ['Fixture Capacitors', '夹具电容', '夾具電容'], null);
  const mlcc = await node('FX-MLCC', ['Fixture MLCC', '夹具贴片电容', '夾具貼片電容'], capacitors);
  const resistors = await node('FX-RES', ['Fixture Resistors', '夹具电阻', '夾具電阻'], null);
  const chipResistors = await node(
    'FX-CHIP',
    ['Fixture Chip Resistors', '夹具贴片电阻', '夾具貼片電阻'],
    resistors,
  );
  const ids: Record<string, number> = {};
  for (const part of PARTS) {
    const [row] = await db
      .insert(product)
      .values({
        productCode: `FXB-${part.mpn}`,
        mfrPartNumber: part.mpn,
        mfrPnKey: normalizePartNumber(part.mpn),
        brandId: brandId(part.brand),
        catalogId: part.node === 'mlcc' ? mlcc : chipResistors,
        productDesc: `${Object.values(part.parameters).join(' ')} ${part.pkg}`,
        specDesc: part.pkg,
        redundantStock: part.stock,
      })
      .returning({ id: product.id });
    if (!row) throw new Error(`fixture part ${part.mpn} not inserted`);
    ids[part.mpn] = row.id;
    await db.insert(priceBreak).values([
      { productId: row.id, qtyFrom: 1, qtyTo: 999, taxPrice: part.prices[0], notTaxPrice: part.prices[0] },
      {
        productId: row.id,
        qtyFrom: 1000,
        qtyTo: null,
        taxPrice: part.prices[1],
        notTaxPrice: part.prices[1],
      },
    ]);
    await fillProductParams(db, [{ productId: row.id, parameters: part.parameters, package: part.pkg }]);
  }
  await refreshCategoryFacets(db);
  return { capacitors, mlcc, chipResistors, ids };
}
