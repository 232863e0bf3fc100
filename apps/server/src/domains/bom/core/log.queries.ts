import { and, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { STATUS_ACTIVE } from '@emall/contract';
import type { BomJobState } from '@emall/contract';
import { containsPattern, type Db } from '../../../platform/db.js';
import { bomDetail, bomLog } from './bom.tables.js';

/**
 * Whose BOMs a query may touch: the caller's tenant and staff id, from the session (docs/security.md, tenant
 * isolation).
 */
export interface BomOwner {
  tenantId: number;
  staffId: number;
}

export type BomLogRow = Omit<typeof bomLog.$inferSelect, 'sheet'>;

const logColumns = {
  id: bomLog.id,
  tenantId: bomLog.tenantId,
  staffId: bomLog.staffId,
  bomName: bomLog.bomName,
  fileName: bomLog.fileName,
  status: bomLog.status,
  jobState: bomLog.jobState,
  mapping: bomLog.mapping,
  lineCount: bomLog.lineCount,
  doneCount: bomLog.doneCount,
  progress: bomLog.progress,
  matchMs: bomLog.matchMs,
  buildQuantities: bomLog.buildQuantities,
  passiveAttritionBp: bomLog.passiveAttritionBp,
  passiveSpares: bomLog.passiveSpares,
  otherAttritionBp: bomLog.otherAttritionBp,
  otherSpares: bomLog.otherSpares,
  buyUpLimitBp: bomLog.buyUpLimitBp,
  leaseUntil: bomLog.leaseUntil,
  createdAt: bomLog.createdAt,
  updatedAt: bomLog.updatedAt,
};

function ownedActive(owner: BomOwner, id: number): SQL | undefined {
  return and(
    eq(bomLog.id, id),
    eq(bomLog.tenantId, owner.tenantId),
    eq(bomLog.staffId, owner.staffId),
    eq(bomLog.status, STATUS_ACTIVE),
  );
}

export async function insertBomLog(
  db: Db,
  owner: BomOwner,
  values: { bomName: string; fileName: string; sheet: string[][]; now: Date },
): Promise<BomLogRow> {
  const [row] = await db
    .insert(bomLog)
    .values({ ...owner, ...values, createdAt: values.now, updatedAt: values.now })
    .returning(logColumns);
  if (!row) throw new Error('bom_log not inserted');
  return row;
}

/** One active BOM of the owner, or undefined: another staff member's BOM is not found (never refused). */
export async function findBomLog(db: Db, owner: BomOwner, id: number): Promise<BomLogRow | undefined> {
  const [row] = await db.select(logColumns).from(bomLog).where(ownedActive(owner, id));
  return row;
}

/** The BOM with the rows read from its file. */
export async function findBomSheet(
  db: Db,
  owner: BomOwner,
  id: number,
): Promise<(BomLogRow & { sheet: string[][] }) | undefined> {
  const [row] = await db
    .select({ ...logColumns, sheet: bomLog.sheet })
    .from(bomLog)
    .where(ownedActive(owner, id));
  return row ? { ...row, sheet: row.sheet as string[][] } : undefined;
}

export async function updateBomLog(
  db: Db,
  owner: BomOwner,
  id: number,
  patch: Partial<
    Pick<
      typeof bomLog.$inferInsert,
      | 'bomName'
      | 'status'
      | 'jobState'
      | 'mapping'
      | 'lineCount'
      | 'doneCount'
      | 'progress'
      | 'matchMs'
      | 'leaseUntil'
    >
  > & { updatedAt: Date },
): Promise<BomLogRow | undefined> {
  const [row] = await db.update(bomLog).set(patch).where(ownedActive(owner, id)).returning(logColumns);
  return row;
}

export interface BomLogFilter {
  jobState?: BomJobState | undefined;
  bomName?: string | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
  limit: number;
  offset: number;
}

/** A page of the owner's active BOMs, newest first, and how many there are under the filter. */
export async function pageBomLogs(
  db: Db,
  owner: BomOwner,
  filter: BomLogFilter,
): Promise<{ rows: BomLogRow[]; total: number }> {
  const where = and(
    eq(bomLog.tenantId, owner.tenantId),
    eq(bomLog.staffId, owner.staffId),
    eq(bomLog.status, STATUS_ACTIVE),
    filter.jobState ? eq(bomLog.jobState, filter.jobState) : undefined,
    filter.bomName ? ilike(bomLog.bomName, containsPattern(filter.bomName)) : undefined,
    filter.from ? gte(bomLog.createdAt, filter.from) : undefined,
    filter.before ? lt(bomLog.createdAt, filter.before) : undefined,
  );
  const rows = await db
    .select(logColumns)
    .from(bomLog)
    .where(where)
    .orderBy(desc(bomLog.createdAt), desc(bomLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(bomLog).where(where);
  return { rows, total: total?.n ?? 0 };
}

export interface LineCounts {
  all: number;
  matched: number;
}

/** Active lines and lines with a chosen part, per BOM of the owner. */
export async function lineCounts(
  db: Db,
  owner: BomOwner,
  logIds: readonly number[],
): Promise<Map<number, LineCounts>> {
  if (!logIds.length) return new Map();
  const rows = await db
    .select({
      logId: bomDetail.logId,
      all: count(),
      matched: sql<number>`count(${bomDetail.productId})::int`.mapWith(Number),
    })
    .from(bomDetail)
    .where(
      and(
        inArray(bomDetail.logId, [...logIds]),
        eq(bomDetail.tenantId, owner.tenantId),
        eq(bomDetail.staffId, owner.staffId),
        eq(bomDetail.status, STATUS_ACTIVE),
      ),
    )
    .groupBy(bomDetail.logId);
  return new Map(rows.map((r) => [r.logId, { all: r.all, matched: r.matched }]));
}

/**
 * Takes the BOM from MAPPING (or FAILED) to QUEUED, or answers false when it is not in either state: of
 * two confirmations at once, one creates the lines and the other is refused.
 */
export async function queueForMatching(db: Db, owner: BomOwner, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(bomLog)
    .set({ jobState: 'QUEUED', updatedAt: now })
    .where(and(ownedActive(owner, id), inArray(bomLog.jobState, ['MAPPING', 'FAILED'])))
    .returning({ id: bomLog.id });
  return rows.length > 0;
}

/** Recounts a BOM's lines after the buyer added or changed one (the job's own chunks count themselves). */
export async function refreshLineCounts(db: Db, owner: BomOwner, id: number): Promise<void> {
  await db.execute(sql`
    update bom_log l set line_count = c.lines, done_count = c.done,
      progress = case when l.job_state = 'DONE' or c.lines = 0 then l.progress
                      else least(99, floor(c.done * 100.0 / c.lines))::int end
    from (select count(*)::int as lines, count(*) filter (where match_state = 'DONE')::int as done
          from bom_detail where log_id = ${id} and tenant_id = ${owner.tenantId} and staff_id = ${owner.staffId}) c
    where l.id = ${id} and l.tenant_id = ${owner.tenantId} and l.staff_id = ${owner.staffId}`);
}
