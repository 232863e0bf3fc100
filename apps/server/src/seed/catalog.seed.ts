import { inArray, sql } from 'drizzle-orm';
import { normalizePartNumber } from '@emall/contract';
import type { Db } from '../platform/db.js';
import { brand, catalog, priceBreak, product, productStock } from '../domains/catalog/core/catalog.tables.js';
import { fillProductParameters } from '../domains/catalog/parameters/part-parameter-fill.js';
import { fillProductParams } from '../domains/catalog/parameters/product-param-fill.js';
import {
  ensureVocabulary,
  refreshCategoryFacets,
} from '../domains/catalog/parameters/product-param.queries.js';
import { planBrands } from './catalog-brands.js';
import { planCatalog } from './catalog-categories.js';
import { photoFamily, photoUrl } from './catalog-photos.js';
import {
  deliveryCycle,
  DEMO_TAX_RATE,
  isSamplePart,
  parseStock,
  planPriceBreaks,
  productSpec,
  quantities,
  splitStock,
  type PlannedBreak,
} from './catalog-products.js';
import parts from './data/catalog/parts-sample.json' with { type: 'json' };
import partParameters from './data/catalog/parts-parameters.json' with { type: 'json' };

export { DEMO_TAX_RATE, USD_TO_CNY, WAREHOUSES, SPEC_KEYS } from './catalog-products.js';

/** One row of data/catalog/parts-sample.json: the CSV's columns, as text. */
export interface CatalogPart {
  lcsc: string;
  mpn: string;
  manufacturer: string;
  category: string;
  subcategory: string;
  package: string;
  library_type: string;
  status: string;
  description: string;
  stock: string;
  joints: string;
  price_qty1_usd: string;
  price_breaks_json: string;
  datasheet: string;
  lcsc_url: string;
}

export const DEMO_PARTS: readonly CatalogPart[] = parts;

/**
 * The catalog's parameters of the demo parts by LCSC code (data/catalog/parts-parameters.json, its bookkeeping
 * left out); a part it lacks gets those of its package and description.
 */
export const DEMO_PART_PARAMETERS: Readonly<Record<string, Readonly<Record<string, string>>>> =
  partParameters;

/** The date of the catalog snapshot, recorded as every demo product's update time (the seed is deterministic). */
export const CATALOG_SNAPSHOT_DATE = new Date('2026-05-21T00:00:00Z');

/** The certificate shown as 'agent direct sale' on the mainstream brands' parts (the product's agentCert). */
export const AGENT_CERT_URL = '/static/agent-cert.svg';

const BATCH = 500;

type ProductRow = typeof product.$inferInsert;

interface PlannedProduct {
  part: CatalogPart;
  row: Omit<ProductRow, 'brandId' | 'catalogId'>;
  brandCode: string;
  catalogCode: string;
  breaks: PlannedBreak[];
  stock: { warehouse: string; qty: number }[];
}

async function insertInBatches<T>(
  rows: readonly T[],
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * The demo catalog: the 1,983 real parts of data/catalog/parts-sample.json as brands (the 45 mainstream
 * ones and every other maker the CSV names), a two-level catalog, products with their parameters, CNY price
 * breaks and stock per warehouse, and the categories' counted filter tables. Runs once: when the product
 * table already holds rows it does nothing. Everything is derived from the data (no randomness), so the same
 * file gives the same database; all in one transaction, in batches of at most 500 rows a statement. Brands
 * and catalog nodes that exist already (by code) are kept. Answers the numbers of brands and products it
 * inserted.
 */
export async function seedDemoCatalog(db: Db): Promise<{ brands: number; products: number }> {
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(product);
  if ((existing[0]?.n ?? 0) > 0) return { brands: 0, products: 0 };

  const brands = planBrands(DEMO_PARTS.map((p) => p.manufacturer));
  const tree = planCatalog(DEMO_PARTS);
  const brandByCode = new Map(brands.rows.map((b) => [b.brandCode, b]));

  const planned: PlannedProduct[] = [];
  const seen = new Set<string>();
  for (const part of DEMO_PARTS) {
    const brandCode = brands.codeOf(part.manufacturer);
    const identity = `${brandCode}\u0000${part.mpn}`;
    if (seen.has(identity)) continue;
    seen.add(identity);
    const maker = brandByCode.get(brandCode);
    const isMainstream = maker?.isMainstream === true;
    const family = photoFamily(part.category, part.subcategory, part.package);
    const breaks = planPriceBreaks(part.price_breaks_json);
    const stock = splitStock(part.lcsc, parseStock(part.stock));
    const isSample = isSamplePart(part.lcsc, isMainstream);
    planned.push({
      part,
      brandCode,
      catalogCode: tree.codeOf(part.category, part.subcategory),
      breaks,
      stock,
      row: {
        productCode: part.lcsc,
        mfrPartNumber: part.mpn,
        mfrPnKey: normalizePartNumber(part.mpn),
        productDesc: part.description,
        specDesc: part.package,
        productPhoto: photoUrl(family),
        detailSpecFile: part.datasheet.trim() === '' ? null : part.datasheet.trim(),
        i18nProductSpec: productSpec(part),
        agentCert: isMainstream
          ? [{ fileUrl: AGENT_CERT_URL, fileName: `${maker.nameEn} authorised agent certificate` }]
          : [],
        currency: 'CNY',
        taxRate: DEMO_TAX_RATE,
        ...quantities(family, breaks),
        deliveryCycle: deliveryCycle(part.lcsc),
        isSample,
        sampleUnitLimit: isSample ? 10 : null,
        mpnLevel: part.library_type.trim() === '' ? null : part.library_type.trim(),
        isActive: true,
        redundantStock: stock.reduce((sum, s) => sum + s.qty, 0),
        updatedAt: CATALOG_SNAPSHOT_DATE,
      },
    });
  }

  return db.transaction(async (tx) => {
    let insertedBrands = 0;
    await insertInBatches(brands.rows, async (batch) => {
      const rows = await tx
        .insert(brand)
        .values(batch)
        .onConflictDoNothing({ target: brand.brandCode })
        .returning({ id: brand.id });
      insertedBrands += rows.length;
    });
    const brandIds = new Map(
      (
        await tx
          .select({ id: brand.id, code: brand.brandCode })
          .from(brand)
          .where(inArray(brand.brandCode, [...brandByCode.keys()]))
      ).map((b) => [b.code, b.id]),
    );

    // Top nodes first, then their children; idPath needs the ids, so it is filled in right after.
    const catalogIds = new Map<string, number>();
    for (const level of [1, 2] as const) {
      const nodes = tree.nodes.filter((n) => n.level === level);
      await insertInBatches(nodes, (batch) =>
        tx
          .insert(catalog)
          .values(
            batch.map((n) => ({
              catalogCode: n.catalogCode,
              level: n.level,
              parentId: n.parentCode === null ? null : (catalogIds.get(n.parentCode) ?? null),
              nameEn: n.nameEn,
              nameZhCn: n.nameZhCn,
              nameZhTw: n.nameZhTw,
              idPath: '',
            })),
          )
          .onConflictDoNothing({ target: catalog.catalogCode }),
      );
      const codes = nodes.map((n) => n.catalogCode);
      for (let i = 0; i < codes.length; i += BATCH) {
        const rows = await tx
          .select({ id: catalog.id, code: catalog.catalogCode })
          .from(catalog)
          .where(inArray(catalog.catalogCode, codes.slice(i, i + BATCH)));
        for (const r of rows) catalogIds.set(r.code, r.id);
      }
    }
    await tx.execute(sql`update ${catalog} set id_path = '/' || id || '/' where id_path = '' and level = 1`);
    await tx.execute(sql`
      update ${catalog} c
         set id_path = p.id_path || c.id || '/'
        from ${catalog} p
       where c.id_path = '' and c.level = 2 and p.id = c.parent_id`);

    const productIds = new Map<string, number>();
    await insertInBatches(planned, async (batch) => {
      const rows = await tx
        .insert(product)
        .values(
          batch.map((p) => {
            const brandId = brandIds.get(p.brandCode);
            if (brandId === undefined) throw new Error(`Brand ${p.brandCode} missing`);
            return { ...p.row, brandId, catalogId: catalogIds.get(p.catalogCode) ?? null };
          }),
        )
        .returning({ id: product.id, code: product.productCode });
      for (const r of rows) productIds.set(r.code, r.id);
    });
    // The parametric matching stage's view of the demo parts (resistor 4.7 kΩ 0603 …).
    await fillProductParameters(tx, [...productIds.values()]);

    const idOf = (p: PlannedProduct): number => {
      const id = productIds.get(p.row.productCode);
      if (id === undefined) throw new Error(`Product ${p.row.productCode} missing`);
      return id;
    };
    // The parameters of search and category pages (capacitance 100 nF, package 0402 …), counted per category.
    await ensureVocabulary(tx);
    await fillProductParams(
      tx,
      planned.map((p) => ({
        productId: idOf(p),
        parameters: DEMO_PART_PARAMETERS[p.part.lcsc],
        package: p.part.package,
        description: p.part.description,
        categoryNames: [p.part.subcategory, p.part.category],
      })),
    );
    await refreshCategoryFacets(tx);
    const breakRows = planned.flatMap((p) => p.breaks.map((b) => ({ productId: idOf(p), ...b })));
    await insertInBatches(breakRows, (batch) => tx.insert(priceBreak).values(batch));
    const stockRows = planned.flatMap((p) => p.stock.map((s) => ({ productId: idOf(p), ...s })));
    await insertInBatches(stockRows, (batch) => tx.insert(productStock).values(batch));

    return { brands: insertedBrands, products: productIds.size };
  });
}
