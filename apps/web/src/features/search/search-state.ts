import { SEARCH_PAGE_SIZE } from '@emall/contract';
import type { QryProduct4EmallBody } from '@emall/contract';
import type { SortOrder } from '../../ui/stock-sort-control';

/** How the results are ordered: relevance (the search's own order), stock, or unit price at a quantity. */
export type SearchSort = 'relevance' | 'stock' | 'price';

/** The largest quantity the search call takes. */
const MAX_QUANTITY = 99_999_999;

/**
 * The search state, kept in the URL so that it survives a reload and resets when the user leaves
 * /search. Banner clicks send mfrPn instead of qryParam; it means the same.
 */
export interface SearchState {
  qryParam: string;
  brandCodes: string[];
  hasStock: boolean;
  sort: SearchSort;
  /** The direction of a stock or price order; undefined for relevance. */
  sortOrder: SortOrder | undefined;
  /** The quantity the prices are shown (and sorted) at; undefined: each part's minimum order. */
  quantity: number | undefined;
  pageNo: number;
  pageSize: number;
}

function positiveInt(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 ? n : fallback;
}

/** The direction a sort starts with: the most stock, the cheapest. */
export function defaultSortOrder(sort: SearchSort): SortOrder | undefined {
  return sort === 'stock' ? 'desc' : sort === 'price' ? 'asc' : undefined;
}

function readSort(params: URLSearchParams): SearchSort {
  const sort = params.get('sort');
  if (sort === 'stock' || sort === 'price') return sort;
  // Links from before the price order name the stock order by its direction alone.
  return params.has('sortOrder') ? 'stock' : 'relevance';
}

export function readSearchState(params: URLSearchParams): SearchState {
  const order = params.get('sortOrder');
  const sort = readSort(params);
  const quantity = positiveInt(params.get('qty'), 0);
  return {
    qryParam: (params.get('qryParam') ?? params.get('mfrPn') ?? '').trim(),
    brandCodes: (params.get('brandCodes') ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
    hasStock: params.get('hasStock') === 'T',
    sort,
    sortOrder:
      sort === 'relevance' ? undefined : order === 'asc' || order === 'desc' ? order : defaultSortOrder(sort),
    quantity: quantity > 0 && quantity <= MAX_QUANTITY ? quantity : undefined,
    pageNo: positiveInt(params.get('pageNo'), 1),
    pageSize: positiveInt(params.get('pageSize'), SEARCH_PAGE_SIZE),
  };
}

/** The URL of a state; defaults are left out so links stay short. */
export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.qryParam) params.set('qryParam', state.qryParam);
  if (state.brandCodes.length > 0) params.set('brandCodes', state.brandCodes.join(','));
  if (state.hasStock) params.set('hasStock', 'T');
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.sort !== 'relevance' && state.sortOrder) params.set('sortOrder', state.sortOrder);
  if (state.quantity !== undefined) params.set('qty', String(state.quantity));
  if (state.pageNo > 1) params.set('pageNo', String(state.pageNo));
  if (state.pageSize !== SEARCH_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params;
}

/** A blank part number is ignored, unless a brand (from a banner) says what to list. */
export function isSearchable(state: SearchState): boolean {
  return state.qryParam !== '' || state.brandCodes.length > 0;
}

/** The body of qryProduct4Emall for a state. */
export function toSearchBody(state: SearchState): QryProduct4EmallBody {
  return {
    qryParam: state.qryParam,
    ...(state.brandCodes.length > 0 ? { brandCodes: state.brandCodes } : {}),
    ...(state.hasStock ? { hasStock: true } : {}),
    ...(state.sort === 'stock' ? { sortField: 'emallRedundantStockQty' as const } : {}),
    ...(state.sort === 'price' ? { sortField: 'price' as const } : {}),
    ...(state.sort !== 'relevance' && state.sortOrder ? { sortOrder: state.sortOrder } : {}),
    ...(state.quantity !== undefined ? { quantity: state.quantity } : {}),
    pageNo: state.pageNo,
    pageSize: state.pageSize,
  };
}
