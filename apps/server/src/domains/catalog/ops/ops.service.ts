import { pickText } from '@emall/contract';
import type { Lang } from '@emall/contract';
import {
  OPS_WAREHOUSES,
  type OpsProduct,
  type OpsProductDetail,
  type OpsProductUpdate,
} from '@emall/contract/ops';
import { AppError } from '../../../platform/app-error.js';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db.js';
import { recordAudit, type AuditActor } from '../../operator/audit.service.js';
import { breakRows } from '../import/import-prices.js';
import { replacePriceBreaks, setStock } from '../import/import.queries.js';
import { readParamInputs, toOpsParams } from './ops-params.js';
import {
  findOpsProduct,
  pageOpsProducts,
  syncRedundantStock,
  updateProductFlags,
  type OpsProductRecord,
  filterKey,
} from './ops.queries.js';
import { forgetParameterVocabulary } from '../parameters/parameter-cache.js';
import { forgetCategoryOverviews } from '../browse/browse.service.js';
import { forgetValueTables } from '../substitutes/value-tables.js';
import { forgetBusyKeysOf } from '../search/busy-prefix.queries.js';
import {
  readProductParams,
  recountCategoryFacets,
  replaceProductParams,
  type StoredProductParam,
} from '../parameters/product-param.queries.js';

/** The console's product search and edit. */
export interface CatalogOpsDeps {
  db: Db;
  readDb: Db;
  clock: Clock;
}

export function brandNameOf(row: { name_en: string; name_zh_cn: string; name_zh_tw: string }, lang: Lang) {
  return pickText({ enUs: row.name_en, zhCn: row.name_zh_cn, zhTw: row.name_zh_tw }, lang);
}

function toOpsProduct(row: OpsProductRecord, lang: Lang): OpsProduct {
  const stock: Record<string, number> = {};
  for (const [warehouse, qty] of Object.entries(row.stocks ?? {})) stock[warehouse] = Number(qty);
  return {
    productId: row.id,
    productCode: row.product_code,
    mfrPartNumber: row.mfr_part_number,
    brandCode: row.brand_code,
    brandName: brandNameOf(row, lang),
    productDesc: row.product_desc,
    taxRate: row.tax_rate,
    miniQty: row.mini_qty,
    miniPkg: row.mini_pkg,
    isActive: row.is_active,
    isSample: row.is_sample,
    sampleUnitLimit: row.sample_unit_limit,
    totalStock: Number(row.redundant_stock),
    stock,
    priceBreaks: row.breaks ?? [],
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function opsProductPage(
  deps: CatalogOpsDeps,
  input: {
    pageNo: number;
    pageSize: number;
    mfrPartNumber?: string | undefined;
    brandCode?: string | undefined;
    isActive?: 'T' | 'F' | undefined;
  },
  lang: Lang,
) {
  const page = await pageOpsProducts(
    deps.readDb,
    {
      key: filterKey(input.mfrPartNumber),
      brand: input.brandCode || undefined,
      isActive: input.isActive === undefined ? undefined : input.isActive === 'T',
    },
    input.pageSize,
    (input.pageNo - 1) * input.pageSize,
  );
  return {
    rows: page.rows.map((r) => toOpsProduct(r, lang)),
    total: page.total,
    pageNo: input.pageNo,
    pageSize: input.pageSize,
  };
}

function toOpsDetail(
  row: OpsProductRecord,
  params: readonly StoredProductParam[],
  lang: Lang,
): OpsProductDetail {
  return { ...toOpsProduct(row, lang), parameters: toOpsParams(params, lang) };
}

/** One product with its parameters, as the editor loads it. */
export async function opsProduct(
  deps: CatalogOpsDeps,
  productId: string,
  lang: Lang,
): Promise<OpsProductDetail> {
  const row = await findOpsProduct(deps.readDb, productId);
  if (!row) throw new AppError('NOT_FOUND');
  return toOpsDetail(row, await readProductParams(deps.readDb, Number(row.id)), lang);
}

/** The editable fields of a product, as the audit entry records them. */
function editable(p: OpsProductDetail) {
  return {
    parameters: p.parameters.map((param) => ({ code: param.code, value: param.value })),
    priceBreaks: p.priceBreaks.map((b) => ({ qtyFrom: b.qtyFrom, taxPrice: b.taxPrice })),
    stock: Object.fromEntries(OPS_WAREHOUSES.map((w) => [w, p.stock[w] ?? 0])),
    isSample: p.isSample,
    sampleUnitLimit: p.sampleUnitLimit,
    isActive: p.isActive,
  };
}

/** Only the fields whose value changed, before and after. */
function changedFields(before: OpsProductDetail, after: OpsProductDetail) {
  const a = editable(before);
  const b = editable(after);
  const keys = (Object.keys(a) as (keyof typeof a)[]).filter(
    (k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, a[k]])),
    after: Object.fromEntries(keys.map((k) => [k, b[k]])),
  };
}

/**
 * Changes a product's breaks, stock, sample settings, on-sale state and parameters in one transaction with
 * its audit entry. Breaks are written the import's way (prices before tax from the product's tax rate, each
 * break running to one below the next); stock rows of 0 are removed and redundant_stock is their new sum.
 * Parameters given replace the product's, each value read as the import reads it (ops-params.ts);
 * when they or the on-sale state change, the rows of the category's filter table they touch are counted
 * again in the same transaction.
 */
export async function updateOpsProduct(
  deps: CatalogOpsDeps,
  actor: AuditActor,
  input: OpsProductUpdate,
  lang: Lang,
): Promise<OpsProductDetail> {
  const now = deps.clock.now();
  const answer = await deps.db.transaction(async (tx) => {
    const row = await findOpsProduct(tx, input.productId, true);
    if (!row) throw new AppError('NOT_FOUND');
    const id = Number(row.id);
    const paramsBefore = await readProductParams(tx, id);
    const before = toOpsDetail(row, paramsBefore, lang);
    // Read (and refused) before anything is written.
    const params = input.parameters && (await readParamInputs(tx, input.parameters, paramsBefore, lang));
    if (params)
      await replaceProductParams(
        tx,
        [id],
        params.map((p) => ({ ...p, productId: id })),
      );
    if (input.priceBreaks) await replacePriceBreaks(tx, [id], breakRows(id, input.priceBreaks, row.tax_rate));
    if (input.stock) {
      const rows = Object.entries(input.stock).map(([warehouse, qty]) => ({ productId: id, warehouse, qty }));
      await setStock(tx, rows);
      await syncRedundantStock(tx, row.id);
    }
    await updateProductFlags(
      tx,
      row.id,
      {
        ...(input.isSample === undefined ? {} : { isSample: input.isSample }),
        ...(input.sampleUnitLimit === undefined ? {} : { sampleUnitLimit: input.sampleUnitLimit }),
        ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
      },
      now,
    );
    const updated = await findOpsProduct(tx, row.id);
    if (!updated) throw new AppError('NOT_FOUND');
    // A part shown or hidden changes the counts of the searches held ahead that list it (its part number's
    // beginnings, its values), a new stock their order: they are counted as they come until the next count.
    if (updated.is_active !== row.is_active || input.stock)
      await forgetBusyKeysOf(tx, { id: row.id, partNumberKey: row.mfr_pn_key });
    const paramsAfter = params ? await readProductParams(tx, id) : paramsBefore;
    const after = toOpsDetail(updated, paramsAfter, lang);
    if (row.catalog_id !== null && (params || updated.is_active !== row.is_active))
      await recountCategoryFacets(
        tx,
        row.catalog_id,
        [...paramsBefore, ...paramsAfter].map((p) => ({
          parameterId: p.parameter_id,
          valueKey: p.value_key,
        })),
      );
    await recordAudit(
      tx,
      actor,
      {
        action: 'product.update',
        targetType: 'product',
        targetId: row.id,
        ...changedFields(before, after),
      },
      now,
    );
    return after;
  });
  // A parameter first named here is listed by the category pages at once, not within the minute; so are the
  // recounted filter table and a part shown or hidden (in this copy: the others within the minute).
  if (input.parameters) {
    forgetParameterVocabulary(deps.db);
    forgetParameterVocabulary(deps.readDb);
  }
  if (input.parameters || input.isActive !== undefined) {
    forgetCategoryOverviews(deps.db);
    forgetCategoryOverviews(deps.readDb);
    forgetValueTables(deps.db);
    forgetValueTables(deps.readDb);
  }
  return answer;
}
