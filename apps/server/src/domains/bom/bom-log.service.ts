import type { STATUS_REMOVED } from '@emall/contract';
import type { BomLog, BomLogPage, BomProgress, QryBomLogByPageBody } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { StaffContext } from '../../platform/request-context.js';
import { findBomLog, lineCounts, pageBomLogs, updateBomLog } from './core/log.queries.js';
import { bodyId } from '../../platform/db.js';
import { bomOwner, type BomDeps } from './bom.settings.js';
import { toBomLog, toProgress } from './core/view.js';

/** The caller's BOMs as a list (My BOMs), one BOM's job progress, renaming and removing a BOM. */

/** Dates without a time are days in China (UTC+8), as the buyer picks them. */
const CHINA_OFFSET = '+08:00';
const DAY_MS = 86_400_000;

function startOf(bound: string): Date {
  return new Date(bound.length === 10 ? `${bound}T00:00:00${CHINA_OFFSET}` : bound);
}

/** The first moment after the bound: a date's whole day counts, a time is included. */
function endOf(bound: string): Date {
  return bound.length === 10
    ? new Date(startOf(bound).getTime() + DAY_MS)
    : new Date(new Date(bound).getTime() + 1);
}

export async function bomProgress(
  deps: BomDeps,
  staff: StaffContext,
  tenantBomLogId: string,
): Promise<BomProgress> {
  const owner = bomOwner(staff);
  const log = await findBomLog(deps.db, owner, bodyId(tenantBomLogId));
  if (!log) throw new AppError('NOT_FOUND');
  return toProgress(log, (await lineCounts(deps.db, owner, [log.id])).get(log.id));
}

/** modifybomlog: a new name, or status 00X to remove the BOM from My BOMs. */
export async function modifyBomLog(
  deps: BomDeps,
  staff: StaffContext,
  body: { tenantBomLogId: string; bomName?: string | undefined; status?: typeof STATUS_REMOVED | undefined },
): Promise<BomLog> {
  const owner = bomOwner(staff);
  const id = bodyId(body.tenantBomLogId);
  const counts = (await lineCounts(deps.db, owner, [id])).get(id);
  const updated = await updateBomLog(deps.db, owner, id, {
    ...(body.bomName ? { bomName: body.bomName } : {}),
    ...(body.status ? { status: body.status } : {}),
    updatedAt: deps.clock.now(),
  });
  if (!updated) throw new AppError('NOT_FOUND');
  return toBomLog(updated, counts);
}

/** qryBomLogByPage: the caller's BOMs, newest first, with their line counts. */
export async function bomLogPage(
  deps: BomDeps,
  staff: StaffContext,
  body: QryBomLogByPageBody,
): Promise<BomLogPage> {
  const owner = bomOwner(staff);
  const { rows, total } = await pageBomLogs(deps.db, owner, {
    jobState: body.jobState,
    bomName: body.bomName,
    from: body.startTime ? startOf(body.startTime) : undefined,
    before: body.endTime ? endOf(body.endTime) : undefined,
    limit: body.pageSize,
    offset: (body.pageNo - 1) * body.pageSize,
  });
  const counts = await lineCounts(
    deps.db,
    owner,
    rows.map((r) => r.id),
  );
  return {
    rows: rows.map((r) => toBomLog(r, counts.get(r.id))),
    total,
    pageNo: body.pageNo,
    pageSize: body.pageSize,
  };
}
