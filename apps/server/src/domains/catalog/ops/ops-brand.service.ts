import type { OpsBrand, OpsBrandMerge, OpsBrandMergeResult } from '@emall/contract/ops';
import { AppError } from '../../../platform/app-error.js';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db.js';
import { recordAudit, type AuditActor } from '../../operator/audit.service.js';
import { nameKey, nameKeys } from '../core/catalog-naming.js';
import {
  allBrands,
  lockBrands,
  mergeBrandRows,
  productCounts,
  sharedPartNumbers,
  type OpsBrandRecord,
} from './ops-brand.queries.js';
import { forgetSearchDictionary } from '../search/search-dictionary.js';
import { forgetBrandIndex } from '../matching/brand-index.service.js';

/**
 * The console's brands: the list, and the merge of two brands that are one maker (the import folds the
 * spellings of a maker it meets, maker-identity.ts; brands made before, or spellings the maker key cannot tell,
 * are merged here).
 */

export interface BrandOpsDeps {
  db: Db;
  readDb: Db;
  clock: Clock;
}

function toOpsBrand(row: OpsBrandRecord, productCount: number): OpsBrand {
  return {
    brandId: row.id,
    brandCode: row.brand_code,
    nameEn: row.name_en,
    nameZhCn: row.name_zh_cn,
    nameZhTw: row.name_zh_tw,
    aliases: row.aliases,
    isMainstream: row.is_mainstream,
    productCount,
  };
}

/** Whether a brand answers to a keyword: by key, inside its code, names or aliases. */
function brandHas(row: OpsBrandRecord, key: string): boolean {
  return [row.brand_code, row.name_en, row.name_zh_cn, row.name_zh_tw, ...row.aliases].some((name) =>
    nameKey(name).includes(key),
  );
}

export async function opsBrandPage(
  deps: BrandOpsDeps,
  query: { pageNo: number; pageSize: number; keyword?: string | undefined },
) {
  const key = nameKey(query.keyword ?? '');
  const all = await allBrands(deps.readDb);
  const matching = key === '' ? all : all.filter((b) => brandHas(b, key));
  const page = matching.slice((query.pageNo - 1) * query.pageSize, query.pageNo * query.pageSize);
  const counts = await productCounts(
    deps.readDb,
    page.map((b) => b.id),
  );
  return {
    rows: page.map((b) => toOpsBrand(b, counts.get(b.id) ?? 0)),
    total: matching.length,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}

/** Whether a brand's Chinese name is only its English one (the import names new brands so). */
function lacksChinese(row: OpsBrandRecord): boolean {
  return row.name_zh_cn === row.name_en || row.name_zh_cn.trim() === '';
}

/**
 * Folds the brand `sourceId` into `targetId` in one transaction with its audit entry: the source's products
 * keep their ids (carts, orders and BOM choices point at products, so they stay valid; orders keep the brand
 * code they were placed with), move with its supplier quotes and hot part numbers to the target; the source's
 * code, names and aliases become the target's aliases (its Chinese name the target's, if the target has none);
 * the source is removed. Refused for one brand twice, an unknown id, or part numbers both brands list.
 */
export async function mergeOpsBrand(
  deps: BrandOpsDeps,
  actor: AuditActor,
  input: OpsBrandMerge,
): Promise<OpsBrandMergeResult> {
  if (input.sourceId === input.targetId) throw new AppError('OPS_BRAND_MERGE_SELF');
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockBrands(tx, [input.sourceId, input.targetId]);
    const source = locked.find((b) => b.id === input.sourceId);
    const target = locked.find((b) => b.id === input.targetId);
    if (!source || !target) throw new AppError('NOT_FOUND');
    const shared = await sharedPartNumbers(tx, source.id, target.id);
    if (shared.count > 0)
      throw new AppError('OPS_BRAND_MERGE_CLASH', { count: shared.count, example: shared.example ?? '' });

    const before = await productCounts(tx, [source.id, target.id]);
    const takesChinese = lacksChinese(target) && !lacksChinese(source);
    const merged = {
      id: target.id,
      aliases: nameKeys([
        ...target.aliases,
        source.brand_code,
        source.name_en,
        source.name_zh_cn,
        source.name_zh_tw,
        ...source.aliases,
      ]),
      nameZhCn: takesChinese ? source.name_zh_cn : target.name_zh_cn,
      nameZhTw: takesChinese ? source.name_zh_tw : target.name_zh_tw,
    };
    const moved = await mergeBrandRows(tx, source, merged, now);
    const [after] = await lockBrands(tx, [target.id]);
    if (!after) throw new AppError('NOT_FOUND');
    const answer: OpsBrandMergeResult = {
      target: toOpsBrand(after, (before.get(target.id) ?? 0) + moved.products),
      productsMoved: moved.products,
      quotesMoved: moved.quotes,
      hotPartsMoved: moved.hotParts,
    };
    await recordAudit(
      tx,
      actor,
      {
        action: 'brand.merge',
        targetType: 'brand',
        targetId: target.id,
        before: {
          source: toOpsBrand(source, before.get(source.id) ?? 0),
          target: toOpsBrand(target, before.get(target.id) ?? 0),
        },
        after: answer,
      },
      now,
    );
    return answer;
  });
  // Search and BOM matching read brands from cached indexes: the source's names now lead to the target.
  forgetSearchDictionary(deps.db);
  forgetSearchDictionary(deps.readDb);
  forgetBrandIndex(deps.db);
  forgetBrandIndex(deps.readDb);
  return result;
}
