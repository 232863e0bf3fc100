import { SEARCH_PAGE_SIZE } from '@emall/contract';
import type { QryProduct4EmallBody } from '@emall/contract';
import type { SortOrder } from '../../ui/stock-sort-control';

/**
 * The search state, kept in the URL so that it survives a reload and resets when the user leaves
 * /search. Banner clicks send mfrPn instead of qryParam; it means the same.
 */
export interface SearchState {
  qryParam: string;
  brandCodes: string[];
  hasStock: boolean;
  sortOrder: SortOrder | undefined;
  pageNo: number;
  pageSize: number;
}

function positiveInt(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 ? n : fallback;
}

export function readSearchState(params: URLSearchParams): SearchState {
  const sort = params.get('sortOrder');
  return {
    qryParam: (params.get('qryParam') ?? params.get('mfrPn') ?? '').trim(),
    brandCodes: (params.get('brandCodes') ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
    hasStock: params.get('hasStock') === 'T',
    sortOrder: sort === 'asc' || sort === 'desc' ? sort : undefined,
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
  if (state.sortOrder) params.set('sortOrder', state.sortOrder);
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
    ...(state.sortOrder ? { sortField: 'emallRedundantStockQty' as const, sortOrder: state.sortOrder } : {}),
    pageNo: state.pageNo,
    pageSize: state.pageSize,
  };
}
