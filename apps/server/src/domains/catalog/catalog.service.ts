import { normalizePartNumber, SUGGESTION_MIN_LENGTH } from '@emall/contract';
import type { Lang, Product, ProductDetails } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import {
  findProductByBrandAndKey,
  findProductById,
  findProductsByIds,
  suggestPartNumbers,
} from './core/catalog.queries.js';
import { toProduct } from './core/product-view.js';
import { productParameters } from './parameters/product-parameters.js';
import type { ProductRecord } from './core/catalog.queries.js';
import type { CatalogDeps } from './catalog.settings.js';

const SUGGESTION_LIMIT = 10;

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

function findByPartNumber(
  deps: CatalogDeps,
  input: { mfrPartNumber: string; brandCode: string },
): Promise<ProductRecord | undefined> {
  return findProductByBrandAndKey(
    deps.readDb,
    input.brandCode,
    input.mfrPartNumber,
    normalizePartNumber(input.mfrPartNumber),
  );
}

export async function productByPartNumber(
  deps: CatalogDeps,
  input: { mfrPartNumber: string; brandCode: string; quantity?: number | undefined },
  lang: Lang,
): Promise<ProductDetails> {
  return productDetails(deps, await findByPartNumber(deps, input), lang, input.quantity);
}

/**
 * The same part as productByPartNumber without its parameters, in one statement: for callers that show none
 * (the buyer API's lookup), which would otherwise read them to throw them away.
 */
export async function partByPartNumber(
  deps: CatalogDeps,
  input: { mfrPartNumber: string; brandCode: string; quantity?: number | undefined },
  lang: Lang,
): Promise<Product> {
  const found = await findByPartNumber(deps, input);
  if (!found) throw new AppError('NOT_FOUND');
  return toProduct(found, lang, input.quantity);
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

// The catalog's face: what other domains use of its floors, named once here. Other domains import a domain's
// top-level services and settings only (lint), so the floors can be rearranged without touching them.
export { searchCatalog, type SearchInput } from './search/search.service.js';
export { searchRanking } from './search/search-log.service.js';
export { matchBomLines } from './matching/part-matching.service.js';
export { mayBePartNumber } from './matching/part-matching-shapes.js';
export {
  isDescriptionText,
  partTextHints,
  productLabels,
  type ProductLabel,
} from './matching/part-text.service.js';
export { CHIP_SIZES } from './parameters/part-parameter-values.js';
export {
  isDropInSubstitute,
  productSubstitutes,
  substituteIdsOf,
} from './substitutes/substitutes.service.js';
export { warmValueTables } from './substitutes/value-tables.js';
export { HOME_PART_COUNT, homePartsByIds } from './showcase/home-parts.service.js';
