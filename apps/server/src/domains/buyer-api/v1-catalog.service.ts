import {
  lineAmount,
  normalizePartNumber,
  orderAmount,
  priceForQuantity,
  type Lang,
  type Product,
  type V1Product,
  type v1BomPriceAnswerSchema,
  type v1BomPriceBodySchema,
  type v1ProductQuerySchema,
  type v1SearchAnswerSchema,
  type v1SearchQuerySchema,
  type v1SubstitutesQuerySchema,
  type v1SubstitutesSchema,
} from '@emall/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error.js';
import {
  matchBomLines,
  partByPartNumber,
  productsForLines,
  productSubstitutes,
  searchCatalog,
} from '../catalog/catalog.service.js';
import type { BuyerApiDeps } from './buyer-api.settings.js';
import { cursorOf, offsetOf } from './v1-cursor.js';

/** The buyer API's view of a product: the page's product under stable English names. */
export function toV1Product(p: Product): V1Product {
  const unitPrice = p.taxPrice;
  return {
    productId: p.spuId,
    partNumber: p.mfrPartNumber,
    maker: p.brandName,
    makerCode: p.brandCode,
    category: p.productCatalogName,
    description: p.productDesc,
    currency: p.currency,
    priceUnit: p.priceUnit,
    minimumQuantity: p.miniQty,
    packageQuantity: p.miniPkg,
    leadTimeDays: p.deliveryCycle,
    totalStock: p.totalStockQty,
    stock: [
      { warehouse: 'NJHB', quantity: p.njHbStockQty },
      { warehouse: 'HB', quantity: p.hbStockQty },
      { warehouse: 'HK', quantity: p.hkStockQty },
      { warehouse: 'NJ', quantity: p.njStockQty },
    ],
    priceBreaks: p.priceBreaks.map((b) => ({
      minQuantity: b.qtyFrom,
      maxQuantity: b.qtyTo,
      unitPrice: b.taxPrice,
      unitPriceExcludingTax: b.notTaxPrice,
    })),
    quantity: p.quantity,
    unitPrice: p.isErrPrice ? null : unitPrice,
    unitPriceExcludingTax: p.isErrPrice ? null : p.notTaxPrice,
    extendedPrice: unitPrice === null || p.isErrPrice ? null : lineAmount(unitPrice, p.quantity, p.priceUnit),
    active: p.isActive === 'T',
  };
}

type SearchQuery = z.output<typeof v1SearchQuerySchema>;

/** The page's search (the same service), a page at a time by cursor. */
export async function v1Search(
  deps: BuyerApiDeps,
  query: SearchQuery,
  lang: Lang,
): Promise<z.input<typeof v1SearchAnswerSchema>> {
  const offset = offsetOf(query.cursor, lang);
  const pageNo = Math.floor(offset / query.limit) + 1;
  const page = await searchCatalog(
    { readDb: deps.catalogDb },
    {
      qryParam: query.q,
      quantity: query.quantity,
      hasStock: query.inStock === 'true',
      pageNo,
      pageSize: query.limit,
    },
    lang,
  );
  const end = (pageNo - 1) * query.limit + page.rows.length;
  return {
    items: page.rows.map(toV1Product),
    nextCursor: end < page.total && page.rows.length > 0 ? cursorOf(end) : null,
    total: page.total,
    reading: page.ext.reading ?? null,
  };
}

/** One part number: of one maker by its code, else every maker's part of exactly that number. */
export async function v1Products(
  deps: BuyerApiDeps,
  query: z.output<typeof v1ProductQuerySchema>,
  lang: Lang,
): Promise<{ items: V1Product[] }> {
  const catalog = { readDb: deps.catalogDb };
  if (query.maker) {
    // The v1 product carries no parameters: the part alone, one statement.
    const found = await partByPartNumber(
      catalog,
      { mfrPartNumber: query.partNumber, brandCode: query.maker, quantity: query.quantity },
      lang,
    );
    return { items: [toV1Product(found)] };
  }
  const key = normalizePartNumber(query.partNumber);
  const page = await searchCatalog(
    catalog,
    { qryParam: query.partNumber, quantity: query.quantity, pageNo: 1, pageSize: 50 },
    lang,
  );
  const items = page.rows.filter((p) => normalizePartNumber(p.mfrPartNumber) === key).map(toV1Product);
  if (!items.length) throw new AppError('NOT_FOUND');
  return { items };
}

/**
 * Prices BOM lines in one call with the matching the BOM upload uses (catalog/matching): each line's chosen part
 * priced at its quantity times the build quantity, with stock; a line the matching leaves to the buyer answers
 * its number of candidates and no product.
 */
export async function v1PriceBom(
  deps: BuyerApiDeps,
  body: z.output<typeof v1BomPriceBodySchema>,
  lang: Lang,
): Promise<z.input<typeof v1BomPriceAnswerSchema>> {
  const matches = await matchBomLines(
    { readDb: deps.catalogDb },
    body.lines.map((line, ref) => ({
      ref,
      partText: line.partNumber,
      manufacturer: line.maker,
      supplierPn: line.supplierPartNumber,
      namesPartNumber: true,
    })),
  );
  const byRef = new Map(matches.map((m) => [m.ref, m]));
  const wanted = body.lines.map((line, ref) => ({
    ref,
    spuId: byRef.get(ref)?.selected?.productId ?? '',
    quantity: line.quantity * body.buildQuantity,
  }));
  const products = await productsForLines(
    { readDb: deps.catalogDb },
    wanted.filter((w) => w.spuId !== ''),
    lang,
  );
  // productsForLines keys by product: two lines of one part are priced each at its own quantity here.
  const lines = body.lines.map((line, ref) => {
    const match = byRef.get(ref);
    const want = wanted[ref];
    const base = want && want.spuId ? products.get(want.spuId) : undefined;
    const product = base && want ? toV1Product({ ...base, ...repriced(base, want.quantity) }) : null;
    return {
      line: ref + 1,
      reference: line.reference ?? null,
      partNumber: line.partNumber,
      quantity: want?.quantity ?? line.quantity,
      matchRule: match?.selected?.rule ?? null,
      confidence: match?.selected?.confidence ?? null,
      candidates: match?.candidates.length ?? 0,
      product,
      shortage: product ? product.totalStock < product.quantity : false,
    };
  });
  const amounts = lines.flatMap((l) => (l.product?.extendedPrice ? [l.product.extendedPrice] : []));
  return {
    lines,
    matchedLines: lines.filter((l) => l.product).length,
    currency: lines.find((l) => l.product)?.product?.currency ?? 'CNY',
    total: orderAmount(amounts),
  };
}

/** A product's price at another quantity, by the shop's one rule for reading a price ladder. */
function repriced(p: Product, quantity: number): Partial<Product> {
  const found = priceForQuantity(p.priceBreaks, quantity);
  return { quantity, taxPrice: found?.taxPrice ?? null, notTaxPrice: found?.notTaxPrice ?? null };
}

/** A part's drop-in substitutes, by the substitutes page's own rule. */
export async function v1Substitutes(
  deps: BuyerApiDeps,
  productId: string,
  query: z.output<typeof v1SubstitutesQuerySchema>,
  lang: Lang,
): Promise<z.input<typeof v1SubstitutesSchema>> {
  const found = await productSubstitutes(
    { readDb: deps.catalogDb },
    {
      spuId: productId,
      quantity: query.quantity,
      pageSize: query.limit,
      inStockOnly: query.inStock === 'true',
    },
    lang,
  );
  return {
    productId: found.spuId,
    searchable: found.searchable,
    items: found.list.map((s) => ({
      product: toV1Product(s.product),
      differences: s.differences.map((d) => ({
        parameter: d.code,
        name: d.name,
        original: d.original,
        substitute: d.candidate,
        verdict: d.verdict,
      })),
    })),
  };
}
