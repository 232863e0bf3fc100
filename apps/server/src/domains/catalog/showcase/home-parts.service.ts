import type { HomePart, HomePartList, Lang, Product } from '@emall/contract';
import { findProductsByIds } from '../core/catalog.queries.js';
import type { CatalogDeps } from '../catalog.settings.js';
import { toProduct } from '../core/product-view.js';
import { staleWhileRevalidate } from '../../../platform/stale-while-revalidate.js';
import { selectNewPartIds } from './new-parts.queries.js';

/** Parts in each home list: two rows of four on a wide screen. */
export const HOME_PART_COUNT = 8;
/** New parts are read at most once a minute per database and language: an import shows within a minute. */
const NEW_PARTS_TTL_MS = 60_000;

/** A full product cut down to the home page's line: its price at the minimum order quantity, its stock. */
function homePartOf(product: Product): HomePart {
  return {
    spuId: product.spuId,
    mfrPartNumber: product.mfrPartNumber,
    brandName: product.brandName,
    productCatalogName: product.productCatalogName,
    productDesc: product.productDesc,
    currency: product.currency,
    taxPrice: product.taxPrice,
    priceUnit: product.priceUnit,
    qtyUnit: product.qtyUnit,
    miniQty: product.miniQty,
    stock: product.stock,
  };
}

/**
 * The active parts of `ids` as home lines, in the order of `ids`: an id unknown or no longer sold is left out.
 * The order domain's hot parts call this rather than reading products itself.
 */
export async function homePartsByIds(
  deps: CatalogDeps,
  ids: readonly string[],
  lang: Lang,
): Promise<HomePart[]> {
  const records = await findProductsByIds(deps.readDb, ids);
  return records.filter((r) => r.is_active).map((r) => homePartOf(toProduct(r, lang)));
}

const newPartLists = staleWhileRevalidate<HomePartList>(NEW_PARTS_TTL_MS);

/**
 * The home page's new parts, in the caller's language: two statements a minute per language at most, and no
 * request waits for them once a list was read (a list over a minute old is answered while the next is read).
 */
export function newParts(deps: CatalogDeps, lang: Lang, now = Date.now()): Promise<HomePartList> {
  return newPartLists.get(
    deps.readDb,
    lang,
    async () => ({
      rows: await homePartsByIds(deps, await selectNewPartIds(deps.readDb, HOME_PART_COUNT), lang),
    }),
    now,
  );
}
