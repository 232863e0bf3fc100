import type { Db } from '../../../platform/db.js';
import {
  deleteParameters,
  isFilled,
  markFilled,
  productTextsAfter,
  productTextsByIds,
  upsertParameters,
  type ParameterRow,
  type ProductTextRow,
} from './part-parameter.queries.js';
import {
  isMatchable,
  parseParameters,
  stageDielectric,
  type ComponentParameters,
} from './part-parameters.js';

/**
 * Keeps product_parameter in step with the products: the seed and the catalog import fill the rows of the
 * products they write; the server's start backfills every product once per parser version.
 */

/** Raise when the parser reads descriptions differently: the next start reads every product again. */
export const PARAMETER_PARSER_VERSION = 3;

/** Products read per backfill statement. */
const BACKFILL_BATCH = 5000;

/** A product's parameters: its package column first (it is the surest), then its description. */
export function parametersOfProduct(row: Omit<ProductTextRow, 'id'>): ComponentParameters {
  return parseParameters(`${row.spec_desc} ${row.product_desc}`, {
    categoryNames: [row.node_name, row.parent_name].filter((n): n is string => !!n),
  });
}

/** Parses the rows and writes them: matchable ones upserted, the others' old parameters removed. */
async function writeParametersOf(db: Db, rows: readonly ProductTextRow[]): Promise<number> {
  const found: ParameterRow[] = [];
  const none: number[] = [];
  for (const row of rows) {
    const p = parametersOfProduct(row);
    if (isMatchable(p)) found.push({ productId: row.id, ...p, dielectric: stageDielectric(p) });
    else none.push(row.id);
  }
  await upsertParameters(db, found);
  await deleteParameters(db, none);
  return found.length;
}

/** Fills the parameters of these products (the caller's transaction: they land with the products). */
export async function fillProductParameters(db: Db, productIds: readonly number[]): Promise<number> {
  if (!productIds.length) return 0;
  return writeParametersOf(db, await productTextsByIds(db, productIds));
}

/**
 * Reads every product once for the current parser version, in id order, a batch a transaction; a start
 * that stops half-way starts over next time (the writes are idempotent). Answers the products with
 * parameters, or null when this version had filled them already.
 */
export async function backfillProductParameters(
  db: Db,
  onBatch?: (read: number, withParameters: number) => void,
): Promise<number | null> {
  if (await isFilled(db, PARAMETER_PARSER_VERSION)) return null;
  let after = 0;
  let read = 0;
  let withParameters = 0;
  for (;;) {
    const rows = await productTextsAfter(db, after, BACKFILL_BATCH);
    const last = rows.at(-1);
    if (!last) break;
    withParameters += await db.transaction((tx) => writeParametersOf(tx, rows));
    read += rows.length;
    after = last.id;
    onBatch?.(read, withParameters);
  }
  await markFilled(db, PARAMETER_PARSER_VERSION);
  return withParameters;
}
