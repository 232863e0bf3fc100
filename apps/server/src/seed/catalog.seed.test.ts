import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { normalizePartNumber } from '@emall/contract';
import { openTestDatabase } from '../testing/test-database.js';
import { migrate } from '../platform/migrate.js';
import { queryRows, type Database } from '../platform/db.js';
import { brand, catalog, priceBreak, product, productStock } from '../domains/catalog/core/catalog.tables.js';
import { DEMO_PARTS, seedDemoCatalog, USD_TO_CNY } from './catalog.seed.js';
import { MAINSTREAM_BRANDS } from './catalog-brands-mainstream.js';
import { deriveBrandCode, planBrands } from './catalog-brands.js';
import { catalogText } from '../domains/catalog/core/category-names.js';
import { planCatalog } from './catalog-categories.js';
import { PHOTO_FAMILIES, photoFamily } from './catalog-photos.js';
import {
  cnyPrices,
  decimalText,
  deliveryCycle,
  planPriceBreaks,
  quantities,
  splitStock,
  WAREHOUSES,
} from './catalog-products.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Rows sharing brand and part number: the second and later are not loaded. */
const DUPLICATES = 14;

describe('catalog rules', () => {
  it('converts USD prices at the one documented rate, exactly, half up to 6 decimals', () => {
    expect(USD_TO_CNY).toBe('7.10');
    expect(cnyPrices('3.5962')).toEqual({ notTaxPrice: '25.533020', taxPrice: '28.852313' });
    // 3.4025 × 7.10 = 24.15775; × 1.13 = 27.2982575, a half that rounds up.
    expect(cnyPrices('3.4025')).toEqual({ notTaxPrice: '24.157750', taxPrice: '27.298258' });
    // 0.0003 × 7.10 = 0.00213; × 1.13 = 0.0024069.
    expect(cnyPrices('0.0003')).toEqual({ notTaxPrice: '0.002130', taxPrice: '0.002407' });
    expect(decimalText(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(decimalText(1e-7)).toBe('0.0000001');
  });

  it('reads price breaks, dropping what is not a break, and derives miniQty and miniPkg', () => {
    expect(planPriceBreaks('')).toEqual([]);
    expect(planPriceBreaks('not json')).toEqual([]);
    const breaks = planPriceBreaks(
      '[{"qFrom":100,"qTo":null,"price":0.01},{"qFrom":0,"qTo":5,"price":1},{"qFrom":200,"qTo":299,"price":0}]',
    );
    expect(breaks).toEqual([{ qtyFrom: 100, qtyTo: null, notTaxPrice: '0.071000', taxPrice: '0.080230' }]);
    expect(quantities('resistor-chip', breaks)).toEqual({ miniQty: 100, miniPkg: 100 });
    expect(quantities('ic-soic', breaks)).toEqual({ miniQty: 100, miniPkg: 1 });
    expect(quantities('capacitor-chip', [])).toEqual({ miniQty: 1, miniPkg: 1 });
  });

  it('splits stock over the warehouses deterministically, to the piece', () => {
    for (const part of DEMO_PARTS.slice(0, 300)) {
      const stock = Number(part.stock);
      const rows = splitStock(part.lcsc, stock);
      expect(rows).toEqual(splitStock(part.lcsc, stock));
      expect(rows.reduce((sum, r) => sum + r.qty, 0)).toBe(stock);
      expect(rows.every((r) => r.qty > 0 && WAREHOUSES.includes(r.warehouse))).toBe(true);
    }
    expect(splitStock('C1', 0)).toEqual([]);
    const counts = new Set(DEMO_PARTS.map((p) => splitStock(p.lcsc, 1_000_000).length));
    expect([...counts].sort()).toEqual([1, 2, 3, 4]);
    const cycles = DEMO_PARTS.map((p) => deliveryCycle(p.lcsc));
    expect(Math.min(...cycles)).toBe(5);
    expect(Math.max(...cycles)).toBe(21);
  });

  it('plans 45 mainstream brands and one brand per other maker, each alias owned once', () => {
    expect(MAINSTREAM_BRANDS).toHaveLength(45);
    const plan = planBrands(DEMO_PARTS.map((p) => p.manufacturer));
    const owners = new Map<string, string>();
    for (const row of plan.rows)
      for (const alias of row.aliases ?? []) {
        expect(owners.get(alias) ?? row.brandCode, alias).toBe(row.brandCode);
        expect(alias).toBe(normalizePartNumber(alias));
        owners.set(alias, row.brandCode);
      }
    expect(new Set(plan.rows.map((r) => r.brandCode)).size).toBe(plan.rows.length);
    expect(plan.codeOf('Texas Instruments')).toBe('TI');
    expect(plan.codeOf('TEXAS INSTRUMENTS')).toBe('TI');
    expect(plan.codeOf('TI')).toBe('TI');
    expect(plan.codeOf('ST')).toBe('ST');
    expect(plan.codeOf('ST(Semtech)')).toBe('SEMTECH');
    expect(plan.codeOf('UNI-ROYAL(Uniroyal Elec)')).toBe('UNIROYAL');
    expect(plan.codeOf('FH(Guangdong Fenghua Advanced Tech)')).toBe('FH');
    expect(plan.codeOf('FH (Guangdong Fenghua Advanced Tech)')).toBe('FH');
    expect(plan.codeOf('ROHM Semicon')).toBe('ROHM');
    expect(plan.codeOf('Analog Devices Inc./Maxim Integrated')).toBe('MAXIM');
    expect(plan.codeOf('MAX')).toBe('MAX');
    expect(plan.codeOf('TAI-TECH')).not.toBe(plan.codeOf('TA-I Tech'));
    expect(plan.codeOf('Winbond')).toBe(plan.codeOf('Winbond Elec'));
    expect(plan.codeOf('')).toBe('UNBRANDED');
    const ti = plan.rows.find((r) => r.brandCode === 'TI');
    expect(ti?.aliases).toEqual(expect.arrayContaining(['TI', 'TEXASINSTRUMENTS', '德州仪器', '德州儀器']));
    expect(plan.rows.find((r) => r.brandCode === 'RENESAS')?.aliases).toContain('瑞萨');
    expect(deriveBrandCode('UMW(Youtai Semiconductor Co., Ltd.)')).toBe('UMW');
    expect(deriveBrandCode('(DIOTEC)')).toBe('DIOTEC');
  });

  it('names every category and subcategory of the CSV in Chinese, one node per spelling family', () => {
    for (const part of DEMO_PARTS) {
      expect(catalogText(part.category, 1), part.category).toBeDefined();
      expect(catalogText(part.subcategory, 2), part.subcategory).toBeDefined();
    }
    const tree = planCatalog(DEMO_PARTS);
    expect(tree.codeOf('Crystals, Oscillators, Resonators', 'Crystals')).toBe(
      tree.codeOf('Crystals/Oscillators/Resonators', 'Crystals'),
    );
    expect(tree.codeOf('Capacitors', 'Tantalum Capacitors')).toBe('capacitors.tantalum-capacitors');
    // A top category the source names two ways is one branch, under the name the renamings keep.
    expect(tree.codeOf('Inductors, Coils, Chokes', 'Inductors (SMD)')).toBe(
      tree.codeOf('Inductors/Coils/Transformers', 'Inductors (SMD)'),
    );
    expect(tree.codeOf('Inductors, Coils, Chokes', 'Inductors (SMD)')).toBe(
      'inductors-coils-transformers.inductors-smd',
    );
    const tops = tree.nodes.filter((n) => n.level === 1).map((n) => n.nameZhCn);
    expect(tops).toContain('电感/线圈/变压器');
    expect(tops).not.toContain('电感/线圈/扼流圈');
    expect(new Set(tree.nodes.map((n) => n.catalogCode)).size).toBe(tree.nodes.length);
  });

  it('has a drawn photo for every family, and picks families by kind and package', () => {
    for (const family of PHOTO_FAMILIES)
      expect(existsSync(path.resolve(here, `../../../web/public/products/${family}.svg`)), family).toBe(true);
    expect(photoFamily('Resistors', 'Chip Resistor - Surface Mount', '0402')).toBe('resistor-chip');
    expect(photoFamily('Capacitors', 'Multilayer Ceramic Capacitors MLCC - SMD/SMT', '0603')).toBe(
      'capacitor-chip',
    );
    expect(photoFamily('Transistors', 'MOSFETs', 'SOT-23')).toBe('sot-23');
    expect(photoFamily('Embedded Processors & Controllers', 'ST Microelectronics', 'LQFP-48(7x7)')).toBe(
      'ic-qfp',
    );
    expect(photoFamily('Embedded Processors & Controllers', 'ST Microelectronics', 'UFQFPN-48(7x7)')).toBe(
      'ic-qfn',
    );
    expect(photoFamily('Interface', 'Ethernet Switches', 'QFN-48')).toBe('ic-qfn');
    expect(photoFamily('Connectors', 'Pin Headers', '插件,P=2.54mm')).toBe('connector');
    expect(photoFamily('Optoelectronics', 'Light Emitting Diodes (LED)', '0603')).toBe('led');
    expect(photoFamily('Hardware/Fasteners/Sealing', 'Hex Nut', '-')).toBe('hardware');
  });
});

describe('seedDemoCatalog', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let first: { brands: number; products: number };

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await migrate(database);
    first = await seedDemoCatalog(database.db);
  });
  afterAll(() => drop());

  const count = async (table: typeof brand | typeof product | typeof priceBreak | typeof productStock) =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

  it('loads every part once per brand and part number, and the 45 mainstream brands', async () => {
    expect(first.products).toBe(DEMO_PARTS.length - DUPLICATES);
    expect(await count(product)).toBe(1969);
    expect(await count(brand)).toBe(first.brands);
    const mainstream = await database.db
      .select({ code: brand.brandCode, sort: brand.sort })
      .from(brand)
      .where(eq(brand.isMainstream, true))
      .orderBy(asc(brand.sort));
    expect(mainstream).toHaveLength(45);
    expect(mainstream.map((b) => b.sort)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    expect(mainstream.slice(0, 3).map((b) => b.code)).toEqual(['TI', 'ST', 'RENESAS']);
    // 'Winbond' and 'Winbond Elec' are one brand: the second W25Q16JVSNIQ row is not loaded.
    const winbond = await database.db
      .select({ code: product.productCode })
      .from(product)
      .where(eq(product.mfrPartNumber, 'W25Q16JVSNIQ'));
    expect(winbond).toEqual([{ code: 'C115407' }]);
  });

  it('loads PGA302EPWR field by field, with its price breaks converted exactly', async () => {
    const [row] = await database.db
      .select({ p: product, brandCode: brand.brandCode, node: catalog })
      .from(product)
      .innerJoin(brand, eq(brand.id, product.brandId))
      .innerJoin(catalog, eq(catalog.id, product.catalogId))
      .where(eq(product.mfrPartNumber, 'PGA302EPWR'));
    if (!row) throw new Error('PGA302EPWR not loaded');
    const { p, node } = row;
    expect(row.brandCode).toBe('TI');
    expect(p).toMatchObject({
      productCode: 'C2653151',
      mfrPnKey: 'PGA302EPWR',
      productDesc: expect.stringContaining('Built-in I2C Sensor Conditioner') as unknown,
      specDesc: 'TSSOP-16',
      productPhoto: '/products/ic-soic.svg',
      detailSpecFile: 'https://www.ti.com/cn/lit/gpn/pga302',
      currency: 'CNY',
      taxRate: '1.1300',
      priceUnit: 1,
      qtyUnit: 'PCS',
      miniQty: 1,
      miniPkg: 1,
      deliveryCycle: deliveryCycle('C2653151'),
      mpnLevel: 'Extended',
      isActive: true,
      redundantStock: 10972,
      agentCert: [
        { fileUrl: '/static/agent-cert.svg', fileName: 'Texas Instruments authorised agent certificate' },
      ],
      i18nProductSpec: [
        { i18nItemName: 'product.spec.package', itemValue: 'TSSOP-16' },
        { i18nItemName: 'product.spec.category', itemValue: 'ADC/DAC/Data Conversion' },
        { i18nItemName: 'product.spec.subcategory', itemValue: 'ADC/DAC - Specialized' },
        { i18nItemName: 'product.spec.pins', itemValue: '16' },
        { i18nItemName: 'product.spec.libraryType', itemValue: 'Extended' },
      ],
    });
    expect(p.sampleUnitLimit).toBe(p.isSample ? 10 : null);
    expect(node).toMatchObject({ level: 2, nameEn: 'ADC/DAC - Specialized', nameZhCn: '专用ADC/DAC' });
    const [top] = await database.db
      .select()
      .from(catalog)
      .where(eq(catalog.id, node.parentId ?? 0));
    // The CSV's 'ADC/DAC/Data Conversion' is one of the names of the 'Data Converters' branch.
    expect(top).toMatchObject({ level: 1, nameEn: 'Data Converters', idPath: `/${top?.id}/` });
    expect(node.idPath).toBe(`/${top?.id}/${node.id}/`);

    const breaks = await database.db
      .select({
        from: priceBreak.qtyFrom,
        to: priceBreak.qtyTo,
        n: priceBreak.notTaxPrice,
        t: priceBreak.taxPrice,
      })
      .from(priceBreak)
      .where(eq(priceBreak.productId, p.id))
      .orderBy(asc(priceBreak.qtyFrom));
    expect(breaks).toEqual([
      { from: 1, to: 9, n: '25.533020', t: '28.852313' },
      { from: 10, to: 29, n: '24.157750', t: '27.298258' },
      { from: 30, to: 99, n: '23.343380', t: '26.378019' },
      { from: 100, to: 499, n: '22.517650', t: '25.444945' },
      { from: 500, to: 999, n: '22.139930', t: '25.018121' },
      { from: 1000, to: null, n: '21.967400', t: '24.823162' },
    ]);
    const stock = await database.db
      .select({ warehouse: productStock.warehouse, qty: productStock.qty })
      .from(productStock)
      .where(eq(productStock.productId, p.id));
    expect(stock.reduce((sum, s) => sum + s.qty, 0)).toBe(10972);
    expect(stock).toEqual(expect.arrayContaining(splitStock('C2653151', 10972)));
  });

  it('keeps the CJK part number M3螺母 and its key', async () => {
    const [row] = await database.db
      .select({ key: product.mfrPnKey, code: brand.brandCode, photo: product.productPhoto })
      .from(product)
      .innerJoin(brand, eq(brand.id, product.brandId))
      .where(eq(product.mfrPartNumber, 'M3螺母'));
    expect(row).toEqual({ key: 'M3螺母', code: 'MADEINCHINA', photo: '/products/hardware.svg' });
  });

  it('maps both spellings of FH to one mainstream brand', async () => {
    const rows = await database.db
      .select({ code: product.productCode, brandCode: brand.brandCode, certs: product.agentCert })
      .from(product)
      .innerJoin(brand, eq(brand.id, product.brandId))
      .where(sql`${product.productCode} in ('C1565', 'C56903')`);
    const spellings = DEMO_PARTS.filter((p) => ['C1565', 'C56903'].includes(p.lcsc)).map(
      (p) => p.manufacturer,
    );
    expect(new Set(spellings)).toEqual(
      new Set(['FH(Guangdong Fenghua Advanced Tech)', 'FH (Guangdong Fenghua Advanced Tech)']),
    );
    expect(rows.map((r) => r.brandCode)).toEqual(['FH', 'FH']);
    const [fh] = await database.db.select().from(brand).where(eq(brand.brandCode, 'FH'));
    expect(fh).toMatchObject({ isMainstream: true, nameZhCn: '风华', nameZhTw: '風華' });
    expect(fh?.aliases).toEqual(expect.arrayContaining(['FH', 'FHGUANGDONGFENGHUAADVANCEDTECH', '风华']));
  });

  it('gives certificates and samples to mainstream parts only, and stock rows that add up', async () => {
    const rows = await database.db
      .select({
        mainstream: brand.isMainstream,
        sample: product.isSample,
        certs: sql<number>`jsonb_array_length(${product.agentCert})::int`,
      })
      .from(product)
      .innerJoin(brand, eq(brand.id, product.brandId));
    const mainstream = rows.filter((r) => r.mainstream);
    expect(rows.filter((r) => !r.mainstream).every((r) => !r.sample && r.certs === 0)).toBe(true);
    expect(mainstream.every((r) => r.certs === 1)).toBe(true);
    const share = mainstream.filter((r) => r.sample).length / mainstream.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.42);

    const [sums] = await queryRows<{ stock: number; redundant: number; off: number }>(
      database.db,
      sql`select (select coalesce(sum(qty), 0) from product_stock)::float8 as stock,
                 (select sum(redundant_stock) from product)::float8 as redundant,
                 (select count(*) from product p
                   where p.redundant_stock <> coalesce((select sum(s.qty) from product_stock s
                                                         where s.product_id = p.id), 0))::int as off`,
    );
    expect(sums?.off).toBe(0);
    expect(sums?.stock).toBe(sums?.redundant);
    const zero = await database.db
      .select({ id: product.id })
      .from(product)
      .innerJoin(productStock, eq(productStock.productId, product.id))
      .where(eq(product.productCode, 'C2980247'));
    expect(zero).toEqual([]);
  });

  it('adds nothing on a second run', async () => {
    const before = [
      await count(brand),
      await count(product),
      await count(priceBreak),
      await count(productStock),
    ];
    expect(await seedDemoCatalog(database.db)).toEqual({ brands: 0, products: 0 });
    expect([
      await count(brand),
      await count(product),
      await count(priceBreak),
      await count(productStock),
    ]).toEqual(before);
  });
});
