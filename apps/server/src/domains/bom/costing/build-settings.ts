import { percentToBp } from '@emall/contract';
import type { ModifyBomDetailBody } from '@emall/contract';
import { AppError } from '../../../platform/app-error.js';
import type { Db } from '../../../platform/db.js';
import { isDropInSubstitute } from '../../catalog/catalog.service.js';
import { isChipPassive } from './costing.js';
import { partClassOf, restoreReplacedPart, writeSubstitutes } from './costing.queries.js';
import type { BomLinePatch, BomLineRow } from '../core/detail.queries.js';
import { findBomLog, type BomOwner } from '../core/log.queries.js';

/**
 * A line's costing choices (modifyBomDetail, docs/bom-costing.md): its own attrition, whether it accepts
 * buy-ups, and a drop-in substitute for its part.
 */

/**
 * The patch of a line's attrition and buy-up choice. Null for either figure returns the line to its class's
 * default (both are cleared: a line's own attrition is the pair). Setting one figure on a line that has none
 * of its own takes the other from the default its class uses now, so the pair is complete and the line keeps
 * the figure the buyer did not touch.
 */
export async function lineCostingPatch(
  db: Db,
  owner: BomOwner,
  row: BomLineRow,
  body: Pick<ModifyBomDetailBody, 'attritionPercent' | 'attritionSpares' | 'acceptBuyUp'>,
): Promise<BomLinePatch> {
  const patch: BomLinePatch = body.acceptBuyUp === undefined ? {} : { acceptBuyUp: body.acceptBuyUp };
  const { attritionPercent: percent, attritionSpares: spares } = body;
  if (percent === undefined && spares === undefined) return patch;
  if (percent === null || spares === null) return { ...patch, attritionBp: null, attritionSpares: null };
  const own = row.attritionBp !== null && row.attritionSpares !== null;
  const fallback = own
    ? { bp: row.attritionBp ?? 0, spares: row.attritionSpares ?? 0 }
    : await classDefault(db, owner, row);
  return {
    ...patch,
    attritionBp: percent === undefined ? fallback.bp : percentToBp(percent),
    attritionSpares: spares ?? fallback.spares,
  };
}

async function classDefault(
  db: Db,
  owner: BomOwner,
  row: BomLineRow,
): Promise<{ bp: number; spares: number }> {
  const log = await findBomLog(db, owner, row.logId);
  if (!log) throw new AppError('NOT_FOUND');
  const part = row.productId === null ? null : await partClassOf(db, row.productId);
  return isChipPassive(part)
    ? { bp: log.passiveAttritionBp, spares: log.passiveSpares }
    : { bp: log.otherAttritionBp, spares: log.otherSpares };
}

/** What choosing a part the ordinary way (or re-matching the line) does to a substitute: forgets it. */
export const NO_SUBSTITUTE: BomLinePatch = {
  replacedProductId: null,
  replacedRule: null,
  replacedConfidence: null,
  replacedAlternate: null,
};

/**
 * modifyBomDetail substituteSpuId: a drop-in substitute of the line's part (of the part the line had first,
 * when a substitute is chosen already), or null to put the first part back. A line without a part, or a part
 * that is not a drop-in substitute, is refused (SUBSTITUTE_NOT_DROP_IN). Choosing the original part again
 * undoes the substitute.
 */
export async function chooseSubstitute(
  deps: { db: Db; readDb: Db },
  owner: BomOwner,
  row: BomLineRow,
  substituteSpuId: string | null,
  now: Date,
): Promise<void> {
  const original = row.replacedRule === null ? row.productId : row.replacedProductId;
  const candidate = substituteSpuId === null ? null : Number(substituteSpuId);
  if (candidate === null || (row.replacedRule !== null && candidate === original)) {
    await restoreReplacedPart(deps.db, owner, row.id, now);
    return;
  }
  if (original === null || !(await isDropInSubstitute(deps.readDb, original, candidate)))
    throw new AppError('SUBSTITUTE_NOT_DROP_IN');
  await writeSubstitutes(deps.db, owner, row.logId, [{ detailId: row.id, productId: candidate }], now);
}
