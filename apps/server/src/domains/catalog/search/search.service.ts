import { normalizePartNumber } from '@emall/contract';
import type { Lang, ProductPage } from '@emall/contract';
import type { CatalogDeps } from '../catalog.settings.js';
import { nameIn } from '../core/localized-name.js';
import { toProduct } from '../core/product-view.js';
import { searchProducts, type SearchFilter } from './search.queries.js';
import type { QueryWord } from './search-query.js';
import { searchReading } from './search-reading.service.js';
import { relaxedWords } from './search-relaxed.js';
import { searchWordsOf } from './search-word-parameters.js';

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
  const read = await searchWordsOf(deps.readDb, input.qryParam);
  const key = normalizePartNumber(input.qryParam);
  const search = (words: readonly QueryWord[]) =>
    searchProducts(deps.readDb, {
      key,
      words,
      brandCodes: input.brandCodes ?? [],
      brandName: input.brandName,
      hasStock: input.hasStock ?? false,
      ...searchOrderOf(input),
      limit: input.pageSize,
      offset: (input.pageNo - 1) * input.pageSize,
    });
  let words = read;
  let ignored: string[] = [];
  let found = await search(words);
  // Nothing matched every word: once more without the Chinese words the reader did not know, and say so.
  const relaxed = found.total === 0 ? relaxedWords(read) : null;
  if (relaxed) {
    const again = await search(relaxed.kept);
    if (again.total > 0)
      ({ words, ignored, found } = { words: relaxed.kept, ignored: relaxed.ignored, found: again });
  }
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
      reading: {
        ...(await searchReading(
          deps.readDb,
          words,
          found,
          words.length === 1 && words[0]?.kind === 'text' ? key : '',
          lang,
        )),
        ignored,
      },
    },
  };
}
