import type { FastifyRequest } from 'fastify';
import { shopToday } from '@emall/contract';
import type { AuditEntry } from '@emall/contract/ops';
import type { Db } from '../../platform/db.js';
import type { OperatorContext } from '../../platform/request-context.js';
import { insertAudit, selectAuditPage } from './audit.queries.js';
import { shopDayEnd, shopDayStart } from '../../platform/shop-day.js';

/** Who made a change and through which request: what every audit entry carries. */
export interface AuditActor {
  operatorId: number;
  requestId: string | null;
  ip: string | null;
}

/** What changed: an action on one target, with the target's state before and after (null: none). */
export interface AuditChange {
  /** A verb naming the step: 'order.confirmPayment', 'product.update', … */
  action: string;
  targetType: string;
  targetId: string | number;
  before: unknown;
  after: unknown;
}

/** The actor of a console call. */
export function auditActor(operator: OperatorContext, request: FastifyRequest): AuditActor {
  return { operatorId: operator.operatorId, requestId: request.id, ip: request.ip };
}

/**
 * Writes one audit entry. Call it with the transaction of the change itself: the change and its record
 * commit together or not at all.
 */
export async function recordAudit(db: Db, actor: AuditActor, change: AuditChange, now: Date): Promise<void> {
  await insertAudit(db, {
    operatorId: actor.operatorId,
    action: change.action,
    targetType: change.targetType,
    targetId: String(change.targetId),
    before: change.before,
    after: change.after,
    requestId: actor.requestId,
    ip: actor.ip,
    createdAt: now,
  });
}

export interface AuditQuery {
  pageNo: number;
  pageSize: number;
  operatorId?: number | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

export async function auditPage(
  db: Db,
  query: AuditQuery,
  now: Date,
): Promise<{ rows: AuditEntry[]; total: number; pageNo: number; pageSize: number }> {
  const to = shopDayEnd(query.dateTo ?? shopToday(now));
  const page = await selectAuditPage(
    db,
    {
      operatorId: query.operatorId,
      targetType: query.targetType,
      targetId: query.targetId,
      from: query.dateFrom ? shopDayStart(query.dateFrom) : undefined,
      to: query.dateTo ? to : undefined,
    },
    query.pageSize,
    (query.pageNo - 1) * query.pageSize,
  );
  return { ...page, pageNo: query.pageNo, pageSize: query.pageSize };
}
