import { normalizePartNumber, SUGGESTION_MIN_LENGTH } from '@emall/contract';
import type { Lang, Product, ProductDetails, ProductPage } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import {
  findProductByBrandAndKey,
  findProductById,
  findProductsByIds,
  suggestPartNumbers,
} from './catalog.queries.js';
import { searchProducts, type SearchFilter } from './search/search.queries.js';
import { toProduct } from './product-view.js';
import { searchWordsOf } from './search/search-word-parameters.js';
import { searchReading } from './search/search-reading.service.js';
import { nameIn } from './localized-name.js';
import { productParameters } from './product-parameters.js';
import type { ProductRecord } from './catalog.queries.js';

export interface CatalogDeps {
  /** Catalog reads may go to a read replica (DATABASE_READ_URL). */
  readDb: Db;
}

const SUGGESTION_LIMIT = 10;

export interface SearchInput {
  qryParam: string;
  brandName?: string | undefined;
  brandCodes?: string[] | undefined;
  hasStock?: boolean | undefined;
  sortField?: 'emallRedundantStockQty' | 'price' | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
  quantity?: number | undefined;
  pageNo: number;
  pageSize: number;
}

/**
 * The order a search asks for: none (relevance: the stages), stock (most first unless asked), or unit price at the
 * quantity (cheapest first unless asked; without a quantity each part's minimum order prices it), as a category
 * page orders its parts.
 */
function searchOrderOf(input: SearchInput): Pick<SearchFilter, 'sortOrder' | 'priceOrder'> {
  if (input.sortField === 'price')
    return { priceOrder: { direction: input.sortOrder ?? 'asc', quantity: input.quantity ?? 1 } };
  if (input.sortField === 'emallRedundantStockQty') return { sortOrder: input.sortOrder ?? 'desc' };
  return {};
}

/**
 * Search (docs/search.md): the normalised key ranked exact, prefix, contains; then the parts whose parameters,
 * brand and category match every word of the query; brand and stock filters; pages; and how the query was read.
 */
export async function searchCatalog(deps: CatalogDeps, input: SearchInput, lang: Lang): Promise<ProductPage> {
  const words = await searchWordsOf(deps.readDb, input.qryParam);
  const key = normalizePartNumber(input.qryParam);
  const found = await searchProducts(deps.readDb, {
    key,
    words,
    brandCodes: input.brandCodes ?? [],
    brandName: input.brandName,
    hasStock: input.hasStock ?? false,
    ...searchOrderOf(input),
    limit: input.pageSize,
    offset: (input.pageNo - 1) * input.pageSize,
  });
  return {
    rows: found.rows.map((r) => toProduct(r, lang, input.quantity)),
    total: found.total,
    pageNo: input.pageNo,
    pageSize: input.pageSize,
    lastPage: input.pageNo * input.pageSize >= found.total,
    ext: {
      totalCapped: found.totalCapped,
      brands: found.brands.map((b) => ({
        brandCode: b.brand_code,
        brandName: nameIn(b, lang),
        count: b.n,
      })),
      // The nearest part numbers only for a lone plain word: the rest of a query is not a part number.
      reading: await searchReading(
        deps.readDb,
        words,
        found,
        words.length === 1 && words[0]?.kind === 'text' ? key : '',
        lang,
      ),
    },
  };
}

/** The details page's product: the product priced for `quantity`, with every parameter it has. */
async function productDetails(
  deps: CatalogDeps,
  found: ProductRecord | undefined,
  lang: Lang,
  quantity: number | undefined,
): Promise<ProductDetails> {
  if (!found) throw new AppError('NOT_FOUND');
  const parameters = await productParameters(deps.readDb, Number(found.id), lang);
  return { ...toProduct(found, lang, quantity), parameters };
}

export async function productBySpuId(
  deps: CatalogDeps,
  spuId: string,
  lang: Lang,
  quantity?: number,
): Promise<ProductDetails> {
  return productDetails(deps, await findProductById(deps.readDb, spuId), lang, quantity);
}

export async function productByPartNumber(
  deps: CatalogDeps,
  input: { mfrPartNumber: string; brandCode: string; quantity?: number | undefined },
  lang: Lang,
): Promise<ProductDetails> {
  const found = await findProductByBrandAndKey(
    deps.readDb,
    input.brandCode,
    input.mfrPartNumber,
    normalizePartNumber(input.mfrPartNumber),
  );
  return productDetails(deps, found, lang, input.quantity);
}

/**
 * Products for lines other domains hold (cart lines, order lines): each priced at its own quantity's price
 * break, localised. Keyed by spuId; a spuId that is unknown or no longer active is absent from the map.
 * Other domains call this, never the catalog's queries: a domain reaches another only through its service.
 */
export async function productsForLines(
  deps: CatalogDeps,
  lines: readonly { spuId: string; quantity?: number | undefined }[],
  lang: Lang,
): Promise<Map<string, Product>> {
  const ids = [...new Set(lines.map((l) => l.spuId).filter((id) => /^\d{1,18}$/.test(id)))];
  const records = new Map((await findProductsByIds(deps.readDb, ids)).map((r) => [r.id, r]));
  const answer = new Map<string, Product>();
  for (const line of lines) {
    const record = records.get(line.spuId);
    if (record) answer.set(line.spuId, toProduct(record, lang, line.quantity));
  }
  return answer;
}

/** Suggestions map part number → brand codes; nothing under SUGGESTION_MIN_LENGTH valid characters. */
export async function suggestions(deps: CatalogDeps, code: string): Promise<Record<string, string[]>> {
  const key = normalizePartNumber(code);
  if (key.length < SUGGESTION_MIN_LENGTH) return {};
  const rows = await suggestPartNumbers(deps.readDb, key, SUGGESTION_LIMIT);
  return Object.fromEntries(rows.map((r) => [r.mfr_part_number, r.brand_codes]));
}
