import { STATUS_REMOVED } from '@emall/contract';
import type {
  AddBomDetailBody,
  BomCounts,
  BomDetail,
  BomDetailChange,
  BomState,
  Lang,
  ModifyBomDetailBody,
} from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { bodyId, type Db } from '../../platform/db.js';
import type { StaffContext } from '../../platform/request-context.js';
import { productsAtQuantities } from '../catalog/line-products.service.js';
import { productLabels } from '../catalog/catalog.service.js';
import {
  findBomLine,
  insertBomLine,
  nextLineNo,
  openConflictCount,
  pageBomLines,
  updateBomLine,
  writeMatches,
  type BomLineRow,
  type MatchFilter,
} from './core/detail.queries.js';
import { findBomLog, lineCounts, refreshLineCounts, type BomOwner } from './core/log.queries.js';
import { chooseSubstitute, lineCostingPatch, NO_SUBSTITUTE } from './costing/build-settings.js';
import { chosenPartPatch } from './matching/line-choice.js';
import { matchLineRows } from './matching/line-match.js';
import { bomOwner, catalogOf, type BomDeps } from './bom.settings.js';
import { jobStateOf, namedProductIds, toBomDetail } from './core/view.js';

/** The lines of a BOM and the buyer's changes to them (addBomDetail, modifyBomDetail). */

/** Lines with their chosen parts, priced at each line's quantity, and their candidates' names. */
export async function detailsOf(
  deps: Pick<BomDeps, 'readDb'>,
  rows: readonly BomLineRow[],
  lang: Lang,
): Promise<BomDetail[]> {
  const catalog = catalogOf(deps);
  const products = await productsAtQuantities(
    catalog,
    rows.map((r) => ({ spuId: r.productId === null ? '' : String(r.productId), quantity: r.qty })),
    lang,
  );
  const labels = await productLabels(catalog, [...new Set(rows.flatMap(namedProductIds))], lang);
  return rows.map((row, i) => toBomDetail(row, products[i], labels));
}

async function countsOf(db: Db, owner: BomOwner, logId: number): Promise<BomCounts> {
  const counts = (await lineCounts(db, owner, [logId])).get(logId) ?? { all: 0, matched: 0 };
  return {
    all: counts.all,
    matched: counts.matched,
    unmatched: counts.all - counts.matched,
    conflict: await openConflictCount(db, owner, logId),
  };
}

/** qryBomDetailByBomId: one page of the lines under the filter, the BOM, its progress and counts. */
export async function bomState(
  deps: BomDeps,
  staff: StaffContext,
  body: { tenantBomLogId: string; matchFilter: MatchFilter; pageNo: number; pageSize: number },
  lang: Lang,
): Promise<BomState> {
  const owner = bomOwner(staff);
  const log = await findBomLog(deps.db, owner, bodyId(body.tenantBomLogId));
  if (!log) throw new AppError('NOT_FOUND');
  const offset = (body.pageNo - 1) * body.pageSize;
  const page = await pageBomLines(deps.db, owner, log.id, body.matchFilter, body.pageSize, offset);
  return {
    list: await detailsOf(deps, page.rows, lang),
    bomInfo: {
      tenantBomLogId: String(log.id),
      bomName: log.bomName,
      fileName: log.fileName,
      jobState: jobStateOf(log),
      createTime: log.createdAt.toISOString(),
    },
    progress: log.progress,
    counts: await countsOf(deps.db, owner, log.id),
    total: page.total,
    pageNo: body.pageNo,
    pageSize: body.pageSize,
  };
}

/** Matches one line now (the buyer added or changed it) and answers it as stored. */
async function matchNow(deps: BomDeps, owner: BomOwner, row: BomLineRow): Promise<BomLineRow> {
  const writes = await matchLineRows(deps, owner, [row]);
  await writeMatches(deps.db, owner, row.logId, writes, deps.clock.now());
  return (await findBomLine(deps.db, owner, row.id)) ?? row;
}

async function answer(
  deps: BomDeps,
  owner: BomOwner,
  row: BomLineRow | null,
  logId: number,
  lang: Lang,
): Promise<BomDetailChange> {
  await refreshLineCounts(deps.db, owner, logId);
  const [detail] = row ? await detailsOf(deps, [row], lang) : [];
  return { detail: detail ?? null, counts: await countsOf(deps.db, owner, logId) };
}

export async function addBomDetail(
  deps: BomDeps,
  staff: StaffContext,
  body: AddBomDetailBody,
  lang: Lang,
): Promise<BomDetailChange> {
  const owner = bomOwner(staff);
  const log = await findBomLog(deps.db, owner, bodyId(body.logId));
  if (!log) throw new AppError('NOT_FOUND');
  // Before its columns are confirmed a BOM has no lines yet: the confirmation would replace this one.
  if (log.jobState === 'MAPPING') throw new AppError('CONFLICT');
  const now = deps.clock.now();
  const row = await insertBomLine(deps.db, {
    logId: log.id,
    ...owner,
    lineNo: await nextLineNo(deps.db, owner, log.id),
    qryParam: body.qryParam,
    namesPartNumber: true,
    brandName: body.brandName,
    qty: body.qty,
    custProductCode: body.custProductCode,
    custJson: '{}',
    statusTime: now,
    updatedAt: now,
  });
  return answer(deps, owner, await matchNow(deps, owner, row), log.id, lang);
}

/**
 * modifyBomDetail: status 00X removes the line; a new part text, brand or customer part number re-matches
 * it (its alternates with it); a quantity is kept as is; `spuId` chooses the part (rule `manual`) or,
 * null, clears the choice. Choosing a part an alternate found switches the line to that alternate. Costing
 * (docs/bom-costing.md): `substituteSpuId` chooses a drop-in substitute (null undoes it; choosing a part
 * otherwise or re-matching forgets it), `attritionPercent` / `attritionSpares` the line's own attrition
 * (null: its class's default), `acceptBuyUp` whether its buy-ups are bought.
 */
export async function modifyBomDetail(
  deps: BomDeps,
  staff: StaffContext,
  body: ModifyBomDetailBody,
  lang: Lang,
): Promise<BomDetailChange> {
  const owner = bomOwner(staff);
  const line = await findBomLine(deps.db, owner, bodyId(body.detailId));
  if (!line) throw new AppError('NOT_FOUND');
  const now = deps.clock.now();
  if (body.status === STATUS_REMOVED) {
    await updateBomLine(deps.db, owner, line.id, { status: STATUS_REMOVED, statusTime: now, updatedAt: now });
    return answer(deps, owner, null, line.logId, lang);
  }
  const text = { qryParam: body.qryParam, brandName: body.brandName, custProductCode: body.custProductCode };
  const isNewText = (Object.keys(text) as (keyof typeof text)[]).some(
    (k) => text[k] !== undefined && text[k] !== line[k],
  );
  let row =
    (await updateBomLine(deps.db, owner, line.id, {
      ...(body.qty === undefined ? {} : { qty: body.qty }),
      ...(isNewText
        ? { ...withoutUndefined(text), matchState: 'PENDING', productId: null, ...NO_SUBSTITUTE }
        : {}),
      // The buyer types a part number into the line: a distributor code's part must then be that number.
      ...(body.qryParam !== undefined && body.qryParam !== line.qryParam ? { namesPartNumber: true } : {}),
      updatedAt: now,
    })) ?? line;
  if (isNewText) row = await matchNow(deps, owner, row);
  if (body.spuId !== undefined) {
    const patch = await chosenPartPatch(catalogOf(deps), row, body.spuId, lang);
    row =
      (await updateBomLine(deps.db, owner, row.id, { ...patch, ...NO_SUBSTITUTE, updatedAt: now })) ?? row;
  }
  if (body.substituteSpuId !== undefined) {
    await chooseSubstitute(deps, owner, row, body.substituteSpuId, now);
    row = (await findBomLine(deps.db, owner, row.id)) ?? row;
  }
  const costing = await lineCostingPatch(deps.db, owner, row, body);
  if (Object.keys(costing).length)
    row = (await updateBomLine(deps.db, owner, row.id, { ...costing, updatedAt: now })) ?? row;
  return answer(deps, owner, row, row.logId, lang);
}

function withoutUndefined<T extends Record<string, string | undefined>>(
  values: T,
): Partial<Record<keyof T, string>> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<
    Record<keyof T, string>
  >;
}
