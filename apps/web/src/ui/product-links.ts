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

/** The sample catalog showing one part, where the buyer adds it to the sample cart (/sample?spuId=…). */
export function samplePath(spuId: string): string {
  return `/sample?${new URLSearchParams({ spuId }).toString()}`;
}

/** A part to quote, as a product page hands it to a new enquiry. */
export interface PartToQuote {
  mfrPartNumber: string;
  brand: string;
  quantity: number;
}

/** The address fields of a part to quote: the new-enquiry table starts with it as its first line. */
const QUOTE_FIELDS = { mfrPartNumber: 'part', brand: 'brand', quantity: 'qty' } as const;

/** A new enquiry that starts with this part, maker and quantity (/enquiry?part=…&brand=…&qty=…). */
export function enquiryPath(part: PartToQuote): string {
  const params = new URLSearchParams({
    [QUOTE_FIELDS.mfrPartNumber]: part.mfrPartNumber,
    [QUOTE_FIELDS.brand]: part.brand,
    [QUOTE_FIELDS.quantity]: String(part.quantity),
  });
  return `/enquiry?${params.toString()}`;
}

/**
 * The part an enquiry address names, as text cells to start a line with (the table checks them as it checks
 * what is typed); undefined without a part number. The quantity is kept only when it is a whole number.
 */
export function partToQuoteOf(
  params: URLSearchParams,
): { mfrPartNumber: string; brand: string; quantity: string } | undefined {
  const mfrPartNumber = params.get(QUOTE_FIELDS.mfrPartNumber)?.trim() ?? '';
  if (mfrPartNumber === '') return undefined;
  const quantity = params.get(QUOTE_FIELDS.quantity)?.trim() ?? '';
  return {
    mfrPartNumber,
    brand: params.get(QUOTE_FIELDS.brand)?.trim() ?? '',
    quantity: /^\d{1,8}$/.test(quantity) ? quantity : '',
  };
}
