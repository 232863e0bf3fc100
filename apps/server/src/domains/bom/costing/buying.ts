import type { BomCostLine, BomCosting, BomLineBuildCost } from '@emall/contract';
import { AppError } from '../../../platform/app-error.js';
import { bodyId } from '../../../platform/db.js';

/** What buying from a costed BOM shares: the build a call names and the lines it acts on. */

/** A line with its cost at the build a call names. */
export interface LineAtBuild {
  line: BomCostLine;
  build: BomLineBuildCost;
}

/**
 * The position of `boards` among the BOM's build quantities (each line's `builds` follow them);
 * BOM_BUILD_NOT_SET when the buyer has not set that build quantity, since nothing was costed for it.
 */
export function buildIndexOf(costing: BomCosting, boards: number): number {
  const index = costing.settings.buildQuantities.indexOf(boards);
  if (index < 0) throw new AppError('BOM_BUILD_NOT_SET');
  return index;
}

/**
 * The lines a call acts on at one build: the given ones, in the BOM's order, or every line when none are
 * given. A given id that is not an active line of this BOM is NOT_FOUND: the buyer's view is stale, and
 * acting on the others alone would hide it.
 */
export function linesAtBuild(
  costing: BomCosting,
  boards: number,
  detailIds: readonly string[] | undefined,
): LineAtBuild[] {
  const index = buildIndexOf(costing, boards);
  // '007' and 7 name the same line.
  const wanted = detailIds ? new Set(detailIds.map((id) => String(bodyId(id)))) : undefined;
  if (wanted) {
    const known = new Set(costing.lines.map((line) => line.detailId));
    if ([...wanted].some((id) => !known.has(id))) throw new AppError('NOT_FOUND');
  }
  return costing.lines.flatMap((line) => {
    const build = line.builds[index];
    if (!build || (wanted && !wanted.has(line.detailId))) return [];
    return [{ line, build }];
  });
}
