import {
  compareMoney,
  DEFAULT_LANG,
  mergeEqualPriceBreaks,
  pickText,
  priceForQuantity,
} from '@emall/contract';
import type { Lang, PartMatchRule, Product } from '@emall/contract';
import { z } from 'zod';
import type { ProductRecord } from './catalog.queries.js';

const WAREHOUSES = { njHb: 'NJHB', hb: 'HB', hk: 'HK', nj: 'NJ' } as const;

/** The search's stages by rank (search/search.queries.ts). */
const SEARCH_RULES: readonly PartMatchRule[] = ['exact', 'prefix', 'contains', 'keyword', 'description'];

const specListSchema = z.array(z.object({ i18nItemName: z.string(), itemValue: z.string() })).catch([]);
const certListSchema = z.array(z.object({ fileUrl: z.string(), fileName: z.string() })).catch([]);

/**
 * Spec items the answer leaves out. The category and subcategory are the catalog data's English text as
 * written: the product's catalog names answer them in the caller's language. The library type is the
 * supplier's own grading of its stock, nothing a buyer can read.
 */
const HIDDEN_SPEC_ITEMS = new Set([
  'product.spec.category',
  'product.spec.subcategory',
  'product.spec.libraryType',
]);

/**
 * A name in the caller's language; a name missing in that language (null: no catalog node, or empty) falls back
 * to simplified Chinese, then English, so a label is never blank.
 */
function local(lang: Lang, en: string | null, zhCn: string | null, zhTw: string | null): string {
  const enUs = en ?? '';
  const cn = zhCn || enUs;
  return pickText({ enUs: enUs || cn, zhCn: cn, zhTw: zhTw || cn }, lang);
}

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * A product as the API answers it, priced for `quantity` (default: the minimum order quantity):
 * the price is the break for that quantity, the shortage flag says whether stock covers it.
 */
export function toProduct(record: ProductRecord, lang: Lang = DEFAULT_LANG, quantity?: number): Product {
  const stocks = record.stocks ?? {};
  const qtyOf = (warehouse: string): number => Number(stocks[warehouse] ?? 0);
  const njHb = qtyOf(WAREHOUSES.njHb);
  const hb = qtyOf(WAREHOUSES.hb);
  const hk = qtyOf(WAREHOUSES.hk);
  const nj = qtyOf(WAREHOUSES.nj);
  const total = njHb + hb + hk + nj;
  const redundant = Number(record.redundant_stock);
  // Every shop view reads its ladder here: repeated prices merged, which changes no quantity's price.
  const breaks = mergeEqualPriceBreaks(record.breaks ?? []);
  const qty = quantity ?? Math.max(record.mini_qty, 1);
  const price = priceForQuantity(breaks, qty);
  const isShort = qty > redundant;
  return {
    id: Number(record.id),
    spuId: record.id,
    productCode: record.product_code,
    mfrPartNumber: record.mfr_part_number,
    mfrPn: record.mfr_part_number,
    brandCode: record.brand_code,
    brandName: local(lang, record.brand_name_en, record.brand_name_zh_cn, record.brand_name_zh_tw),
    catalogIdPath: record.catalog_id_path ?? '',
    productCatalogName: local(
      lang,
      record.catalog_name_en,
      record.catalog_name_zh_cn,
      record.catalog_name_zh_tw,
    ),
    topCatalogName: local(lang, record.top_name_en, record.top_name_zh_cn, record.top_name_zh_tw),
    productDesc: record.product_desc,
    specDesc: record.spec_desc,
    productPhoto: record.product_photo,
    detailSpecFile: record.detail_spec_file,
    productLineCode: record.product_line_code,
    productLineName: record.product_line_name,
    productDeptName: record.product_dept_name,
    mpnLevel: record.mpn_level,
    supplierCode: record.supplier_code,
    supplierName: record.supplier_name,
    supplierMfrPn: record.supplier_mfr_pn,
    productSupplierId: record.supplier_code,
    currency: record.currency,
    taxPrice: price ? price.taxPrice : null,
    notTaxPrice: price ? price.notTaxPrice : null,
    taxRate: record.tax_rate,
    tariff: record.tariff,
    priceUnit: record.price_unit,
    qtyUnit: record.qty_unit,
    miniQty: record.mini_qty,
    miniQtyUnit: record.qty_unit,
    miniPkg: record.mini_pkg,
    miniPkgUnit: record.qty_unit,
    deliveryCycle: record.delivery_cycle,
    deliveryCycleJson: null,
    isMatch: price !== undefined,
    isErrPrice: price !== undefined && compareMoney(price.notTaxPrice, '0') <= 0,
    isSample: record.is_sample ? 'T' : 'F',
    sampleUnitLimit: record.sample_unit_limit,
    isActive: record.is_active ? 'T' : 'F',
    quantity: qty,
    custPartNumber: null,
    custPn: null,
    valuedProperty: null,
    operateArgs: null,
    updateDate: iso(record.updated_at),
    agentCert: certListSchema.parse(record.agent_cert),
    i18nProductSpec: specListSchema
      .parse(record.i18n_product_spec)
      .filter((item) => !HIDDEN_SPEC_ITEMS.has(item.i18nItemName)),
    shortageFlag: isShort ? 'T' : 'F',
    i18nShortageFlag: isShort ? 'product.shortage.T' : 'product.shortage.F',
    njHbStockQty: njHb,
    hbStockQty: hb,
    hkStockQty: hk,
    njStockQty: nj,
    stockQty: total,
    totalStockQty: total,
    stock: redundant,
    hasStock: redundant > 0,
    emallRedundantStockQty: redundant,
    priceBreaks: breaks,
    ...(record.match_rank === undefined ? {} : { matchRule: SEARCH_RULES[record.match_rank] ?? 'contains' }),
  };
}
