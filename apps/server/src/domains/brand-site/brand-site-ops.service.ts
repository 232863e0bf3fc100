import type { FastifyRequest } from 'fastify';
import { pickText, TEXTS } from '@emall/contract';
import type { Lang } from '@emall/contract';
import { LEAD_NEXT, leadStatusSchema } from '@emall/contract/ops';
import type {
  LeadStatus,
  OpsHandleLeadBody,
  OpsLeadDetail,
  OpsLeadQuery,
  OpsLeadRow,
} from '@emall/contract/ops';
import { AppError } from '../../platform/app-error.js';
import { containsPattern, type Db, bodyId } from '../../platform/db.js';
import type { OperatorContext } from '../../platform/request-context.js';
import { auditActor, recordAudit } from '../operator/audit.service.js';
import { handlingNames, type HandlingNames } from '../operator/operator-names.service.js';
import type { OpsRouteDeps } from '../operator/operator.settings.js';
import {
  countLeadsInStatus,
  lockLead,
  markLeadHandled,
  namedLead,
  pageLeads,
  type LeadRow,
  type NamedLead,
} from './brand-site-ops.queries.js';
import { shopDayRange } from '../../platform/shop-day.js';

/** A stored status as the contract's; a value the check constraint allows always parses. */
function statusOf(status: string): LeadStatus {
  return leadStatusSchema.parse(status);
}

export function leadStatusName(status: string, lang: Lang): string {
  const text = TEXTS[`ops.leads.status.${status}`];
  return text ? pickText(text, lang) : status;
}

function toRow(row: NamedLead, lang: Lang, names: HandlingNames): OpsLeadRow {
  return {
    leadId: String(row.id),
    requestNo: row.requestNo,
    status: statusOf(row.status),
    statusName: leadStatusName(row.status, lang),
    company: row.company,
    contact: row.contact,
    mobile: row.mobile,
    email: row.email,
    productCode: row.productCode,
    productName: row.productName ? pickText(row.productName, lang) : null,
    annualQty: row.annualQty,
    tenantName: names.tenant(row.tenantId),
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
    handledBy: names.operator(row.handledBy),
  };
}

/** qryLeadByPage. */
export async function opsLeadPage(
  deps: OpsRouteDeps,
  lang: Lang,
  query: OpsLeadQuery,
): Promise<{ rows: OpsLeadRow[]; total: number; pageNo: number; pageSize: number }> {
  const { rows, total } = await pageLeads(
    deps.db,
    {
      status: query.status,
      pattern: query.keyword ? containsPattern(query.keyword) : undefined,
      ...shopDayRange(query.dateFrom, query.dateTo),
    },
    (query.pageNo - 1) * query.pageSize,
    query.pageSize,
  );
  const names = await handlingNames(deps.db, rows);
  return {
    rows: rows.map((r) => toRow(r, lang, names)),
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}

/** qryLeadDetail: 404 for an unknown id. */
export async function opsLeadDetail(deps: OpsRouteDeps, lang: Lang, leadId: string): Promise<OpsLeadDetail> {
  const row = await namedLead(deps.db, bodyId(leadId));
  if (!row) throw new AppError('NOT_FOUND');
  const names = await handlingNames(deps.db, [row]);
  return {
    ...toRow(row, lang, names),
    description: row.description,
    lang: row.lang,
    ip: row.ip,
    userAgent: row.userAgent,
    staffId: row.staffId,
    tenantId: row.tenantId,
    handlingNote: row.handlingNote,
    nextStatuses: [...LEAD_NEXT[statusOf(row.status)]],
  };
}

const audited = (row: Pick<LeadRow, 'status' | 'handlingNote'>) => ({
  status: row.status,
  handlingNote: row.handlingNote,
});

/**
 * handleLead: one step of the lead's handling with the operator's note, audited in the same transaction.
 * A step the status does not allow (the screen was out of date) answers 409 in the caller's language.
 */
export async function opsHandleLead(
  deps: OpsRouteDeps,
  lang: Lang,
  body: OpsHandleLeadBody,
  operator: OperatorContext,
  request: FastifyRequest,
): Promise<OpsLeadDetail> {
  const id = bodyId(body.leadId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockLead(tx, id);
    if (!before) throw new AppError('NOT_FOUND');
    if (!LEAD_NEXT[statusOf(before.status)].includes(body.status)) {
      throw new AppError('OPS_LEAD_STATE_CONFLICT', { status: leadStatusName(before.status, lang) });
    }
    const step = {
      status: body.status,
      handledAt: now,
      handledBy: operator.operatorId,
      handlingNote: body.note,
    };
    await markLeadHandled(tx, id, step);
    await recordAudit(
      tx,
      auditActor(operator, request),
      {
        action: `lead.${body.status === 'CONTACTED' ? 'contact' : 'close'}`,
        targetType: 'lead',
        targetId: before.requestNo,
        before: audited(before),
        after: audited(step),
      },
      now,
    );
  });
  return opsLeadDetail(deps, lang, body.leadId);
}

/** Brand-site leads nobody has handled yet (NEW): a dashboard figure of the console. */
export function leadsAwaitingHandling(db: Db): Promise<number> {
  return countLeadsInStatus(db, 'NEW');
}
