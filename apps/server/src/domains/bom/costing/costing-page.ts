import type {
  BomCostLine,
  BomCosting,
  BomCostingPage,
  BomCostingShow,
  BomCostingView,
  BomLineBuildCost,
} from '@emall/contract';
import { bodyId } from '../../../platform/db.js';

/**
 * The costing a call answers (docs/bom-costing.md, "The calls"): the full costing's settings, version and
 * totals, and one page of its lines. A 5,000-line costing is megabytes of JSON to write, compress and parse
 * while the buyer looks at 50 lines; the page keeps it to kilobytes. The totals stay those of every line.
 */

/** Whether a line belongs to a filter at one build; the same tests the build's counts use (buildTotals). */
function shows(show: BomCostingShow, line: BomCostLine, build: BomLineBuildCost | undefined): boolean {
  if (show === 'all') return true;
  if (!build) return false;
  const isCosted = build.coverage !== 'none' && line.part !== null;
  if (show === 'uncovered') return !isCosted;
  if (show === 'short') return isCosted && build.shortQty > 0;
  return isCosted && build.buyUp !== null;
}

/**
 * Cuts a full costing to the page `view` asks for: the lines the filter holds at `view.boards` (the first build
 * when that is not one of the BOM's), narrowed to `detailIds` when given, in line order; a page beyond the end
 * is empty, with the count of the lines the filter holds.
 */
export function costingPage(
  costing: BomCosting,
  view: BomCostingView,
  detailIds?: readonly string[],
): BomCostingPage {
  const quantities = costing.settings.buildQuantities;
  const found = view.boards === undefined ? -1 : quantities.indexOf(view.boards);
  const index = found < 0 ? 0 : found;
  // '007' and 7 name the same line.
  const wanted = detailIds ? new Set(detailIds.map((id) => String(bodyId(id)))) : undefined;
  const held = costing.lines.filter(
    (line) => (!wanted || wanted.has(line.detailId)) && shows(view.show, line, line.builds[index]),
  );
  const start = (view.page - 1) * view.pageSize;
  return {
    ...costing,
    lines: held.slice(start, start + view.pageSize),
    page: view.page,
    pageSize: view.pageSize,
    show: view.show,
    boards: quantities[index] ?? 1,
    lineCount: held.length,
    lineTotal: costing.lines.length,
    anyBuyUpAccepted: costing.lines.some((line) => line.acceptBuyUp),
  };
}
