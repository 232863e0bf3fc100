import type { FastifyRequest } from 'fastify';
import { pickText, TEXTS } from '@emall/contract';
import type { Lang } from '@emall/contract';
import { feedbackStatusSchema } from '@emall/contract/ops';
import type { OpsFeedbackQuery, OpsFeedbackRow, OpsHandleFeedbackBody } from '@emall/contract/ops';
import { AppError } from '../../platform/app-error.js';
import { containsPattern, type Db, bodyId } from '../../platform/db.js';
import type { OperatorContext } from '../../platform/request-context.js';
import { auditActor, recordAudit } from '../operator/audit.service.js';
import { handlingNames } from '../operator/operator-names.service.js';
import type { OpsRouteDeps } from '../operator/operator.settings.js';
import {
  countFeedbackInStatus,
  feedbackById,
  lockFeedback,
  markFeedbackHandled,
  pageFeedback,
  type FeedbackRow,
} from './feedback-ops.queries.js';
import { shopDayRange } from '../../platform/shop-day.js';

function statusName(status: string, lang: Lang): string {
  const text = TEXTS[`ops.feedback.status.${status}`];
  return text ? pickText(text, lang) : status;
}

/** The rows in the console's shape, with the senders' tenants and the handling operators by name. */
async function toRows(db: Db, lang: Lang, rows: readonly FeedbackRow[]): Promise<OpsFeedbackRow[]> {
  const names = await handlingNames(db, rows);
  return rows.map((row) => ({
    feedbackId: String(row.id),
    status: feedbackStatusSchema.parse(row.status),
    statusName: statusName(row.status, lang),
    content: row.content,
    companyName: row.tenantName,
    tel: row.tel,
    email: row.email,
    tenantName: names.tenant(row.tenantId),
    tenantId: row.tenantId,
    staffId: row.staffId,
    lang: row.lang,
    clientIp: row.clientIp,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
    handledBy: names.operator(row.handledBy),
    handlingNote: row.handlingNote,
  }));
}

/** qryFeedbackByPage: every row carries the whole content (the drawer shows it in full). */
export async function opsFeedbackPage(
  deps: OpsRouteDeps,
  lang: Lang,
  query: OpsFeedbackQuery,
): Promise<{ rows: OpsFeedbackRow[]; total: number; pageNo: number; pageSize: number }> {
  const { rows, total } = await pageFeedback(
    deps.db,
    {
      status: query.status,
      pattern: query.keyword ? containsPattern(query.keyword) : undefined,
      ...shopDayRange(query.dateFrom, query.dateTo),
    },
    (query.pageNo - 1) * query.pageSize,
    query.pageSize,
  );
  return { rows: await toRows(deps.db, lang, rows), total, pageNo: query.pageNo, pageSize: query.pageSize };
}

const audited = (row: Pick<FeedbackRow, 'status' | 'handlingNote'>) => ({
  status: row.status,
  handlingNote: row.handlingNote,
});

/**
 * handleFeedback: NEW → HANDLED with the operator's note, audited in the same transaction. Feedback
 * already handled answers 409 in the caller's language.
 */
export async function opsHandleFeedback(
  deps: OpsRouteDeps,
  lang: Lang,
  body: OpsHandleFeedbackBody,
  operator: OperatorContext,
  request: FastifyRequest,
): Promise<OpsFeedbackRow> {
  const id = bodyId(body.feedbackId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockFeedback(tx, id);
    if (!before) throw new AppError('NOT_FOUND');
    if (before.status !== 'NEW') throw new AppError('OPS_FEEDBACK_STATE_CONFLICT');
    const step = {
      status: 'HANDLED',
      handledAt: now,
      handledBy: operator.operatorId,
      handlingNote: body.note,
    };
    await markFeedbackHandled(tx, id, step);
    await recordAudit(
      tx,
      auditActor(operator, request),
      {
        action: 'feedback.handle',
        targetType: 'feedback',
        targetId: before.id,
        before: audited(before),
        after: audited(step),
      },
      now,
    );
  });
  const row = await feedbackById(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const [answer] = await toRows(deps.db, lang, [row]);
  if (!answer) throw new AppError('NOT_FOUND');
  return answer;
}

/** Feedback nobody has handled yet (NEW): a dashboard figure of the console. */
export function feedbackAwaitingHandling(db: Db): Promise<number> {
  return countFeedbackInStatus(db, 'NEW');
}
