import type { Db } from '../../../platform/db.js';
import { isFilled, markFilled } from './part-parameter.queries.js';
import {
  ensureVocabulary,
  productsWithoutParamsAfter,
  productsWithParams,
  refreshCategoryFacets,
  replaceProductParams,
  upsertProductParams,
  type ProductParamRow,
} from './product-param.queries.js';
import { packageParam, productParamsOf, type ProductParamInput } from './product-params.js';

/**
 * Keeps product_param in step with the products: the catalog import and the demo seed write the rows of the
 * products they write; the server's start fills the products that have none (written before parameters
 * existed, or by other means), once per version of the reading.
 */

/** Raise when products are read differently: the next start reads again every product without parameters. */
export const PRODUCT_PARAM_FILL_VERSION = 1;

/**
 * The fill's versions share product_parameter_fill (one row per version filled) with the BOM matcher's
 * parser, counted from here so that the two never meet.
 */
const FILL_VERSION_BASE = 1_000_000;

/** Products read per backfill transaction. */
const BACKFILL_BATCH = 5000;

/** A product and what its parameters are read from. */
export interface ProductParamSource extends ProductParamInput {
  productId: number;
}

function rowsOf(sources: readonly ProductParamSource[]): ProductParamRow[] {
  return sources.flatMap((s) => productParamsOf(s).map((p) => ({ ...p, productId: s.productId })));
}

/** Replaces the parameters of these products by what their sources give (the caller's transaction). */
export async function fillProductParams(db: Db, sources: readonly ProductParamSource[]): Promise<number> {
  const rows = rowsOf(sources);
  await replaceProductParams(
    db,
    sources.map((s) => s.productId),
    rows,
  );
  return rows.length;
}

/** A product an import row wrote. */
export interface ImportedProduct extends ProductParamSource {
  isNew: boolean;
  /** Whether the row gave a package (a product that keeps its parameters still takes a new package). */
  packageGiven: boolean;
}

/**
 * The parameters of the products an import batch wrote (its transaction). A row with parameters replaces the
 * product's. Without them, as the file never erases, a product that has parameters keeps them, taking only
 * the package the row gives; a new product, or one without any, gets its package and what its description
 * names.
 */
export async function writeImportedParams(db: Db, products: readonly ImportedProduct[]): Promise<void> {
  const unsure = products.filter((p) => p.parameters === undefined && !p.isNew).map((p) => p.productId);
  const keeping = await productsWithParams(db, unsure);
  const replaced = products.filter((p) => !keeping.has(p.productId));
  await fillProductParams(db, replaced);
  const packages = products.flatMap((p) => {
    const row = keeping.has(p.productId) && p.packageGiven ? packageParam(p.package ?? '') : undefined;
    return row ? [{ ...row, productId: p.productId }] : [];
  });
  await upsertProductParams(db, packages);
}

/**
 * Gives every product without parameters those its package, description and catalog node name, in id order,
 * a batch a transaction, then recounts the filter tables. A start that stops half-way carries on next time
 * (the products done have rows). Answers the products read, or null when this version had run already.
 */
export async function backfillProductParams(
  db: Db,
  onBatch?: (read: number) => void,
): Promise<number | null> {
  const version = FILL_VERSION_BASE + PRODUCT_PARAM_FILL_VERSION;
  if (await isFilled(db, version)) return null;
  await ensureVocabulary(db);
  let after = 0;
  let read = 0;
  for (;;) {
    const rows = await productsWithoutParamsAfter(db, after, BACKFILL_BATCH);
    const last = rows.at(-1);
    if (!last) break;
    await db.transaction((tx) =>
      fillProductParams(
        tx,
        rows.map((r) => ({
          productId: r.id,
          package: r.spec_desc,
          description: r.product_desc,
          categoryNames: [r.node_name, r.parent_name].filter((n): n is string => !!n),
        })),
      ),
    );
    read += rows.length;
    after = last.id;
    onBatch?.(read);
  }
  await refreshCategoryFacets(db);
  await markFilled(db, version);
  return read;
}
