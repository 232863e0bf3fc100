import { SEARCH_PAGE_SIZE } from '@emall/contract';
import type { CatalogSort, ParamFilter, QryCatalogProductsBody } from '@emall/contract';
import type { SortOrder } from '../../ui/stock-sort-control';
import { CATALOG_RANGE_PREFIX, CATALOG_VALUE_PREFIX, writeAddressList } from '../../ui/product-links';

/**
 * What a buyer chose on a category page, kept entirely in the address so that a filtered page can be
 * bookmarked, sent to a colleague and walked with back and forward:
 *
 *   ?f.capacitance=1e-7,2.2e-7&f.package=0402&r.voltageRating=10:50&brand=MURATA&stock=1
 *    &sort=price&order=asc&qty=1000&page=2
 *
 * `f.<code>` lists the chosen values of a parameter (the value keys its facet answers), `r.<code>` a numeric
 * range `min:max` in the parameter's base unit (either side may be empty). Values are written in a fixed order
 * so that one choice has one address (and one cached answer).
 */

export interface NumericRange {
  min: number | undefined;
  max: number | undefined;
}

export interface CatalogFilterState {
  /** Chosen values by parameter code; a code with no values is absent. */
  values: Readonly<Record<string, readonly string[]>>;
  /** Numeric ranges by parameter code; a range has at least one bound. */
  ranges: Readonly<Record<string, NumericRange>>;
  brandCodes: readonly string[];
  inStockOnly: boolean;
  /** Undefined: the server's default, stock highest first. */
  sort: CatalogSort | undefined;
  order: SortOrder | undefined;
  /** The quantity unit prices are shown (and sorted) at. */
  quantity: number | undefined;
  pageNo: number;
  pageSize: number;
}

export const EMPTY_CATALOG_STATE: CatalogFilterState = {
  values: {},
  ranges: {},
  brandCodes: [],
  inStockOnly: false,
  sort: undefined,
  order: undefined,
  quantity: undefined,
  pageNo: 1,
  pageSize: SEARCH_PAGE_SIZE,
};

/** The server's limits (qryCatalogProducts' body): more would be refused, so the address is cut to them. */
export const MAX_FILTERS = 20;
const MAX_VALUES_PER_FILTER = 50;
const MAX_VALUE_LENGTH = 200;
const MAX_CODE_LENGTH = 100;
const MAX_BRANDS = 100;
const MAX_QUANTITY = 99_999_999;
const MAX_PAGE_SIZE = 100;

const RANGE_PREFIX = CATALOG_RANGE_PREFIX;
const SORTS: readonly CatalogSort[] = ['stock', 'price', 'partNumber'];

/** The order a sort starts in when the address names none: most stock, cheapest, A to Z. */
export function defaultOrder(sort: CatalogSort): SortOrder {
  return sort === 'stock' ? 'desc' : 'asc';
}

// A value may hold a comma (the list separator) or a percent sign: both are escaped inside the list.
function unescapeListItem(value: string): string {
  return value.replace(/%2C/gi, ',').replace(/%25/g, '%');
}

function readList(text: string | null, maxItems: number, maxLength: number): string[] {
  if (!text) return [];
  const items = text
    .split(',')
    .map((item) => unescapeListItem(item).trim())
    .filter((item) => item !== '' && item.length <= maxLength);
  return [...new Set(items)].slice(0, maxItems);
}

function readBound(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** 'min:max', ':max' or 'min:'; a reversed range is turned round; nothing readable gives undefined. */
export function readRange(text: string | null): NumericRange | undefined {
  if (!text) return undefined;
  const parts = text.split(':');
  if (parts.length !== 2) return undefined;
  const min = readBound(parts[0]);
  const max = readBound(parts[1]);
  if (min === undefined && max === undefined) return undefined;
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min };
  return { min, max };
}

function writeRange(range: NumericRange): string {
  const bound = (n: number | undefined) => (n === undefined ? '' : String(n));
  return `${bound(range.min)}:${bound(range.max)}`;
}

function positiveInt(text: string | null, fallback: number, max: number): number {
  const n = Number(text);
  return text !== null && Number.isSafeInteger(n) && n >= 1 && n <= max ? n : fallback;
}

function isCode(code: string): boolean {
  return code.trim() !== '' && code.length <= MAX_CODE_LENGTH;
}

/** The state an address describes; anything unreadable falls back to the default, never fails. */
export function readCatalogState(params: URLSearchParams): CatalogFilterState {
  const values: Record<string, string[]> = {};
  const ranges: Record<string, NumericRange> = {};
  for (const [name, text] of params) {
    if (name.startsWith(CATALOG_VALUE_PREFIX)) {
      const code = name.slice(CATALOG_VALUE_PREFIX.length);
      const list = readList(text, MAX_VALUES_PER_FILTER, MAX_VALUE_LENGTH);
      if (isCode(code) && list.length > 0) values[code] = list;
    } else if (name.startsWith(RANGE_PREFIX)) {
      const code = name.slice(RANGE_PREFIX.length);
      const range = readRange(text);
      if (isCode(code) && range) ranges[code] = range;
    }
  }
  const sortText = params.get('sort');
  const sort = SORTS.find((s) => s === sortText);
  const orderText = params.get('order');
  const order = orderText === 'asc' || orderText === 'desc' ? orderText : undefined;
  const quantity = positiveInt(params.get('qty'), 0, MAX_QUANTITY);
  return limitFilters({
    values,
    ranges,
    brandCodes: readList(params.get('brand'), MAX_BRANDS, 64),
    inStockOnly: params.get('stock') === '1',
    sort,
    order: sort ? (order ?? defaultOrder(sort)) : undefined,
    quantity: quantity > 0 ? quantity : undefined,
    pageNo: positiveInt(params.get('page'), 1, Number.MAX_SAFE_INTEGER),
    pageSize: positiveInt(params.get('size'), SEARCH_PAGE_SIZE, MAX_PAGE_SIZE),
  });
}

/** Keeps the first MAX_FILTERS parameters (by code) a hand-written address may name, as the server allows. */
function limitFilters(state: CatalogFilterState): CatalogFilterState {
  const codes = filteredCodes(state);
  if (codes.length <= MAX_FILTERS) return state;
  const kept = new Set(codes.slice(0, MAX_FILTERS));
  const pick = <T>(record: Readonly<Record<string, T>>) =>
    Object.fromEntries(Object.entries(record).filter(([code]) => kept.has(code)));
  return { ...state, values: pick(state.values), ranges: pick(state.ranges) };
}

/** The address of a state; defaults are left out so that links stay short. */
export function writeCatalogState(state: CatalogFilterState): URLSearchParams {
  const params = new URLSearchParams();
  for (const code of Object.keys(state.values).sort()) {
    const list = state.values[code] ?? [];
    if (list.length > 0) params.set(CATALOG_VALUE_PREFIX + code, writeAddressList(list));
  }
  for (const code of Object.keys(state.ranges).sort()) {
    const range = state.ranges[code];
    if (range && (range.min !== undefined || range.max !== undefined)) {
      params.set(RANGE_PREFIX + code, writeRange(range));
    }
  }
  if (state.brandCodes.length > 0) params.set('brand', writeAddressList(state.brandCodes));
  if (state.inStockOnly) params.set('stock', '1');
  if (state.sort) {
    params.set('sort', state.sort);
    params.set('order', state.order ?? defaultOrder(state.sort));
  }
  if (state.quantity !== undefined) params.set('qty', String(state.quantity));
  if (state.pageNo > 1) params.set('page', String(state.pageNo));
  if (state.pageSize !== SEARCH_PAGE_SIZE) params.set('size', String(state.pageSize));
  return params;
}

/** The parameter codes that carry a filter (values or a range), in a fixed order. */
export function filteredCodes(state: CatalogFilterState): string[] {
  return [...new Set([...Object.keys(state.values), ...Object.keys(state.ranges)])].sort();
}

/** Whether anything narrows the list (parameters, brands, stock); sort, quantity and page do not. */
export function hasFilters(state: CatalogFilterState): boolean {
  return filteredCodes(state).length > 0 || state.brandCodes.length > 0 || state.inStockOnly;
}

/**
 * How many filters are in force, counted as the applied-filter tags are: one per parameter, one for the
 * brands, one for in-stock-only (the phone's "Filters (n)" button).
 */
export function filterCount(state: CatalogFilterState): number {
  return filteredCodes(state).length + (state.brandCodes.length > 0 ? 1 : 0) + (state.inStockOnly ? 1 : 0);
}

/** The body of qryCatalogProducts for a category and a state. */
export function toCatalogBody(catalogId: number, state: CatalogFilterState): QryCatalogProductsBody {
  const filters: ParamFilter[] = filteredCodes(state).map((code) => {
    const values = state.values[code];
    const range = state.ranges[code];
    return {
      code,
      ...(values && values.length > 0 ? { values: [...values].sort() } : {}),
      ...(range?.min !== undefined ? { min: range.min } : {}),
      ...(range?.max !== undefined ? { max: range.max } : {}),
    };
  });
  return {
    catalogId,
    filters,
    ...(state.brandCodes.length > 0 ? { brandCodes: [...state.brandCodes].sort() } : {}),
    ...(state.inStockOnly ? { hasStock: true } : {}),
    ...(state.sort ? { sort: state.sort, sortOrder: state.order ?? defaultOrder(state.sort) } : {}),
    ...(state.quantity !== undefined ? { quantity: state.quantity } : {}),
    pageNo: state.pageNo,
    pageSize: state.pageSize,
  };
}

// The changes the page makes. Each narrows or widens the list, so each goes back to page 1.

/** Ticks or unticks one value of a parameter. */
export function toggleValue(state: CatalogFilterState, code: string, value: string): CatalogFilterState {
  const current = state.values[code] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return withValues(state, code, next);
}

/** Replaces the chosen values of a parameter (none: the parameter's value filter is gone). */
export function withValues(
  state: CatalogFilterState,
  code: string,
  values: readonly string[],
): CatalogFilterState {
  const { [code]: _dropped, ...others } = state.values;
  return { ...state, values: values.length > 0 ? { ...others, [code]: values } : others, pageNo: 1 };
}

/** Sets a parameter's range; with neither bound the range filter is gone. A reversed range is turned round. */
export function withRange(state: CatalogFilterState, code: string, range: NumericRange): CatalogFilterState {
  const { [code]: _dropped, ...others } = state.ranges;
  const { min, max } = range;
  if (min === undefined && max === undefined) return { ...state, ranges: others, pageNo: 1 };
  const ordered = min !== undefined && max !== undefined && min > max ? { min: max, max: min } : { min, max };
  return { ...state, ranges: { ...others, [code]: ordered }, pageNo: 1 };
}

/** Drops every filter of one parameter: its values and its range. */
export function clearParameter(state: CatalogFilterState, code: string): CatalogFilterState {
  return withRange(withValues(state, code, []), code, { min: undefined, max: undefined });
}

/** Drops every filter (parameters, brands, stock); the sort and the quantity stay as the buyer set them. */
export function clearFilters(state: CatalogFilterState): CatalogFilterState {
  return { ...state, values: {}, ranges: {}, brandCodes: [], inStockOnly: false, pageNo: 1 };
}
