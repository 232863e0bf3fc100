import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '@emall/contract/ops';
import type { Db } from '../../platform/db.js';
import { auditLog, operator } from './operator.tables.js';

export interface AuditInsert {
  operatorId: number;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
  ip: string | null;
  createdAt: Date;
}

export async function insertAudit(db: Db, row: AuditInsert): Promise<void> {
  await db.insert(auditLog).values({
    ...row,
    // jsonb null and SQL NULL differ; an absent state is stored as SQL NULL.
    before: row.before ?? null,
    after: row.after ?? null,
  });
}

export interface AuditFilter {
  operatorId?: number | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  /** Inclusive start and exclusive end, as instants. */
  from?: Date | undefined;
  to?: Date | undefined;
}

function conditions(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.operatorId !== undefined) parts.push(eq(auditLog.operatorId, filter.operatorId));
  if (filter.targetType) parts.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) parts.push(eq(auditLog.targetId, filter.targetId));
  if (filter.from) parts.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) parts.push(lt(auditLog.createdAt, filter.to));
  return parts.length ? and(...parts) : undefined;
}

export async function selectAuditPage(
  db: Db,
  filter: AuditFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const where = conditions(filter);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where);
  const rows = await db
    .select({
      id: auditLog.id,
      operatorId: auditLog.operatorId,
      loginCode: operator.loginCode,
      operatorName: operator.operatorName,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      requestId: auditLog.requestId,
    })
    .from(auditLog)
    .innerJoin(operator, eq(operator.id, auditLog.operatorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return {
    total: counted?.n ?? 0,
    rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
