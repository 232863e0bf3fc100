import { normalizePartNumber, priceForQuantity } from '@emall/contract';
import type { DirectOrderInfo, HotMfrPn, Lang, ProductPage, StockQuotePage } from '@emall/contract';
import type { CatalogDeps } from '../catalog.settings.js';
import { searchCatalog } from '../search/search.service.js';
import {
  countHotPartNumbers,
  listHotPartNumbers,
  orderableByKeys,
  pageStockQuotes,
} from './spot-stock.queries.js';
import { nameIn } from '../core/localized-name.js';

/** Banner products: a brand banner lists the brand's parts, a part-number banner searches that part. */
export function bannerProducts(
  deps: CatalogDeps,
  input: {
    type: 'brand' | 'mfrPn';
    brandCode?: string | undefined;
    mfrPn?: string | undefined;
    pageNo: number;
    pageSize: number;
  },
  lang: Lang,
): Promise<ProductPage> {
  return searchCatalog(
    deps,
    {
      qryParam: input.type === 'mfrPn' ? (input.mfrPn ?? '') : '',
      brandCodes: input.brandCode ? [input.brandCode] : [],
      pageNo: input.pageNo,
      pageSize: input.pageSize,
    },
    lang,
  );
}

/** Direct order: per part number, the product with the most stock, orderable when it has stock and a price. */
export async function directOrderInfo(
  deps: CatalogDeps,
  mfrPartNumbers: string[],
  lang: Lang,
): Promise<{ rows: DirectOrderInfo[] }> {
  const keys = mfrPartNumbers.map(normalizePartNumber);
  // A part number with no letters or digits gets the key '-', which no product key can equal.
  const found = keys.some(Boolean)
    ? await orderableByKeys(
        deps.readDb,
        keys.map((k) => k || '-'),
      )
    : [];
  return {
    rows: mfrPartNumbers.map((mfrPartNumber, i) => {
      const row = found[i];
      const stock = Number(row?.stock ?? 0);
      const price =
        row?.breaks && row.mini_qty !== null ? priceForQuantity(row.breaks, row.mini_qty) : undefined;
      return {
        mfrPartNumber,
        isOrderable: Boolean(row?.spu_id) && stock > 0 && price !== undefined,
        spuId: row?.spu_id ?? null,
        brandCode: row?.brand_code ?? null,
        brandName: row?.spu_id ? nameIn(row, lang) : null,
        availableQty: stock,
        miniQty: row?.mini_qty ?? null,
        miniPkg: row?.mini_pkg ?? null,
        taxPrice: price?.taxPrice ?? null,
        deliveryCycle: row?.delivery_cycle ?? null,
      };
    }),
  };
}

export async function stockQuotes(
  deps: CatalogDeps,
  input: {
    qryParam?: string | undefined;
    brandCodes?: string[] | undefined;
    quotePriceType: string;
    pageNo: number;
    pageSize: number;
  },
  lang: Lang,
): Promise<StockQuotePage> {
  const page = await pageStockQuotes(deps.readDb, {
    key: normalizePartNumber(input.qryParam ?? ''),
    brandCodes: input.brandCodes ?? [],
    quotePriceType: input.quotePriceType,
    limit: input.pageSize,
    offset: (input.pageNo - 1) * input.pageSize,
  });
  return {
    rows: page.rows.map((q) => ({
      quoteId: q.id,
      mfrPartNumber: q.mfr_part_number,
      brandCode: q.brand_code,
      brandName: nameIn(q, lang),
      channelCode: q.channel_code,
      stockQty: Number(q.stock_qty),
      taxPrice: q.tax_price,
      currency: q.currency,
      deliveryCycle: q.delivery_cycle,
      dateCode: q.date_code,
      quoteDate: q.quote_date,
      spuId: q.product_id,
    })),
    total: page.total,
    pageNo: input.pageNo,
    pageSize: input.pageSize,
    ext: {
      totalCapped: page.totalCapped,
      brands: page.brands.map((b) => ({
        brandCode: b.brand_code,
        brandName: nameIn(b, lang),
        count: b.n,
      })),
    },
  };
}

/** pageNo and pageSize -1 answer the whole list (the hot part-number list asks for it so). */
export async function hotPartNumbers(
  deps: CatalogDeps,
  input: { pageNo: number; pageSize: number; effStatus: string },
  lang: Lang,
): Promise<{ rows: HotMfrPn[]; total: number }> {
  const whole = input.pageSize < 1 || input.pageNo < 1;
  const rows = await listHotPartNumbers(
    deps.readDb,
    input.effStatus,
    whole ? null : input.pageSize,
    whole ? 0 : (input.pageNo - 1) * input.pageSize,
  );
  return {
    rows: rows.map((r) => ({
      mfrPartNumber: r.mfr_part_number,
      brandCode: r.brand_code,
      brandName: nameIn(r, lang),
      spuId: r.product_id,
      sort: r.sort,
    })),
    total: await countHotPartNumbers(deps.readDb, input.effStatus),
  };
}
