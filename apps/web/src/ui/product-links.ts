import { SALES_CHANNEL_STORAGE_KEY } from '../api/request-headers';

/**
 * The details page of a product as lists open it in a new window: /details/{spuId}, with the
 * sales channel of this tab as query p, because a window opened without opener starts with empty session
 * storage and the details page stores p again.
 */
export function detailsPath(spuId: string): string {
  const channel = sessionStorage.getItem(SALES_CHANNEL_STORAGE_KEY);
  const path = `/details/${encodeURIComponent(spuId)}`;
  return channel ? `${path}?p=${encodeURIComponent(channel)}` : path;
}

/** The search for a part number (/search). */
export function searchPath(qryParam: string): string {
  return `/search?${new URLSearchParams({ qryParam }).toString()}`;
}

/** A category page's address names a parameter's chosen values `f.<code>=a,b` (see catalog-filter-state). */
export const CATALOG_VALUE_PREFIX = 'f.';

/** …and a numeric range of a parameter `r.<code>=min:max`, either side empty when open. */
export const CATALOG_RANGE_PREFIX = 'r.';

/**
 * A list in an address parameter, in a fixed order so one choice has one address; a value may hold the
 * separator (a comma) or a percent sign, both escaped inside the list.
 */
export function writeAddressList(items: readonly string[]): string {
  return [...items]
    .sort()
    .map((value) => value.replace(/%/g, '%25').replace(/,/g, '%2C'))
    .join(',');
}

/**
 * A category's page (its products with the filter table); the tree of all categories is /catalog. With
 * `narrowed`, the page opens with those parameter values, ranges and brands chosen (a search's category links:
 * '10uF 25V' opens with the voltage rating from 25 V up).
 */
export function catalogPath(
  catalogId: number | string,
  narrowed?: {
    filters?: readonly { code: string; values: readonly string[]; min?: number; max?: number }[];
    brandCodes?: readonly string[];
  },
): string {
  const path = `/catalog/${encodeURIComponent(String(catalogId))}`;
  const params = new URLSearchParams();
  for (const filter of narrowed?.filters ?? []) {
    if (filter.values.length) params.set(CATALOG_VALUE_PREFIX + filter.code, writeAddressList(filter.values));
    if (filter.min !== undefined || filter.max !== undefined)
      params.set(CATALOG_RANGE_PREFIX + filter.code, `${filter.min ?? ''}:${filter.max ?? ''}`);
  }
  if (narrowed?.brandCodes?.length) params.set('brand', writeAddressList(narrowed.brandCodes));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Every part of one brand: the search lists a brand's parts when it is given without a part number. */
export function brandSearchPath(brandCode: string): string {
  return `/search?${new URLSearchParams({ brandCodes: brandCode }).toString()}`;
}

/**
 * The categories a product's catalogIdPath names ('/12/345/' → [12, 345]), from the top category down.
 * Anything that is not a positive whole number is left out.
 */
export function catalogIdsOf(catalogIdPath: string): number[] {
  return catalogIdPath
    .split('/')
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
}
