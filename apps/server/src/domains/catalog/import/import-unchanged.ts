import { compareMoney } from '@emall/contract';
import type { Db } from '../../../platform/db.js';
import { packageParam, productParamsOf, type ProductParam } from '../parameters/product-params.js';
import { breakRows } from './import-prices.js';
import type { ExistingProduct, ProductUpsert } from './import.queries.js';
import { findPriceBreaks, findProductParams } from './import-unchanged.queries.js';
import type { ResolvedRow } from './import-directory.js';

/**
 * Which rows of a batch would leave their product exactly as it is: same columns, same price breaks, same stock
 * and same parameters. The import skips them, so that a re-import of an unchanged file writes nothing (no row
 * version, no index entry, no trigger, no updated_at): the comparison is with what the database holds, not with
 * a hash of the file, so that a product changed since (in the console) is still set back to the file's values.
 * Reading is cheap beside writing: three statements per batch, and none for the rows already known to differ.
 */

/** A row that updates a product, with what it would write. */
export interface UpdateCandidate {
  row: ResolvedRow;
  existing: ExistingProduct;
  /** The product columns the row writes, beside its key (brand and part number) and what follows. */
  values: Omit<ProductUpsert, 'brandId' | 'mfrPartNumber' | 'mfrPnKey' | 'catalogId' | 'redundantStock'>;
  mfrPnKey: string;
  catalogId: number | null;
  redundantStock: number;
  /** The stock rows of the product (warehouse → quantity), read when the row sets any. */
  stock: ReadonlyMap<string, number> | undefined;
  /** The catalog node names the row's parameters are read with. */
  categoryNames: string[];
}

function sameColumns(c: UpdateCandidate): boolean {
  const { values: v, existing: e } = c;
  return (
    v.productCode === e.productCode &&
    v.productDesc === e.productDesc &&
    v.specDesc === e.specDesc &&
    v.detailSpecFile === e.detailSpecFile &&
    v.productPhoto === e.productPhoto &&
    compareMoney(v.taxRate, e.taxRate) === 0 &&
    v.currency === e.currency &&
    v.miniQty === e.miniQty &&
    v.miniPkg === e.miniPkg &&
    v.qtyUnit === e.qtyUnit &&
    v.deliveryCycle === e.deliveryCycle &&
    v.isActive === e.isActive &&
    c.mfrPnKey === e.mfrPnKey &&
    c.catalogId === e.catalogId &&
    c.redundantStock === e.redundantStock
  );
}

/** A warehouse the row sets to 0 has no row; any other holds the row's quantity. */
function sameStock(c: UpdateCandidate): boolean {
  return c.row.stock.every(([warehouse, qty]) =>
    qty === 0 ? !c.stock?.has(warehouse) : c.stock?.get(warehouse) === qty,
  );
}

type StoredParam = Pick<ProductParam, 'code' | 'valueText' | 'valueNum' | 'valueKey'>;

const sameParam = (a: StoredParam | undefined, b: StoredParam) =>
  a !== undefined && a.valueText === b.valueText && a.valueNum === b.valueNum && a.valueKey === b.valueKey;

/**
 * The parameters the import would leave, as writeImportedParams writes them: a row with parameters, or a
 * product without any, gets those of the row (with its package and description); otherwise the product keeps
 * its own, taking only the package the row gives.
 */
function sameParams(c: UpdateCandidate, stored: ReadonlyMap<string, StoredParam> | undefined): boolean {
  if (c.row.parameters === undefined && stored !== undefined) {
    if (c.row.fields.specDesc === undefined) return true;
    const pkg = packageParam(c.values.specDesc);
    return pkg === undefined || sameParam(stored.get(pkg.code), pkg);
  }
  const wanted = productParamsOf({
    parameters: c.row.parameters,
    package: c.values.specDesc,
    description: c.values.productDesc,
    categoryNames: c.categoryNames,
  });
  if (wanted.length !== (stored?.size ?? 0)) return false;
  return wanted.every((w) => sameParam(stored?.get(w.code), w));
}

/** The candidates whose rows would change nothing. */
export async function unchangedRows(
  db: Db,
  candidates: readonly UpdateCandidate[],
): Promise<Set<UpdateCandidate>> {
  const alike = candidates.filter((c) => sameColumns(c) && sameStock(c));
  if (!alike.length) return new Set();
  const ids = alike.map((c) => c.existing.id);

  const breaksOf = new Map<number, Awaited<ReturnType<typeof findPriceBreaks>>>();
  const priced = alike.filter((c) => c.row.breaks !== undefined).map((c) => c.existing.id);
  for (const b of await findPriceBreaks(db, priced)) {
    const list = breaksOf.get(b.productId) ?? [];
    breaksOf.set(b.productId, [...list, b]);
  }
  const paramsOf = new Map<number, Map<string, StoredParam>>();
  for (const p of await findProductParams(db, ids)) {
    const map = paramsOf.get(p.productId) ?? new Map<string, StoredParam>();
    paramsOf.set(p.productId, map.set(p.code, p));
  }

  const sameBreaks = (c: UpdateCandidate): boolean => {
    if (c.row.breaks === undefined) return true;
    const wanted = breakRows(c.existing.id, c.row.breaks, c.values.taxRate);
    const stored = breaksOf.get(c.existing.id) ?? [];
    return (
      wanted.length === stored.length &&
      wanted.every((w, i) => {
        const s = stored[i];
        return (
          s !== undefined &&
          s.qtyFrom === w.qtyFrom &&
          s.qtyTo === w.qtyTo &&
          compareMoney(s.taxPrice, w.taxPrice) === 0 &&
          compareMoney(s.notTaxPrice, w.notTaxPrice) === 0
        );
      })
    );
  };
  return new Set(alike.filter((c) => sameBreaks(c) && sameParams(c, paramsOf.get(c.existing.id))));
}
