import type { FastifyRequest } from 'fastify';
import type { OpsMessageAudience, OpsMessageRow, OpsMessageTexts } from '@emall/contract/ops';
import type { Db } from '../../platform/db.js';
import type { OperatorContext } from '../../platform/request-context.js';
import { activeTenantIds, assertRecipient, tenantAndStaffNames } from '../account/account-ops.service.js';
import { auditActor, recordAudit } from '../operator/audit.service.js';
import { operatorNames } from '../operator/operator-names.service.js';
import type { OpsRouteDeps } from '../operator/operator.settings.js';
import { insertOpsMessage, insertTenantWideMessages, selectOpsMessagePage } from './message-ops.queries.js';
import { sendMessage } from './message.service.js';

/**
 * The catalogue key of every operator-written message: its title and body are just `{title}` and `{body}`,
 * and the params carry the operator's three texts as `title.zhCn`, `title.zhTw`, … which the renderer
 * (message-render.ts) picks in the reader's language.
 */
export const OPS_MESSAGE_TEXT_KEY = 'ops.messages.letter';

export interface OpsMessageInput {
  audience: OpsMessageAudience;
  tenantId?: number | undefined;
  staffId?: number | undefined;
  title: OpsMessageTexts;
  body: OpsMessageTexts;
  link?: string | undefined;
}

/** The message params: each text under `<name>.<language>`, and the console's record for tracing. */
function letterParams(opsMessageId: number, input: OpsMessageInput): Record<string, string | number> {
  return {
    opsMessageId,
    'title.zhCn': input.title.zhCn,
    'title.zhTw': input.title.zhTw,
    'title.enUs': input.title.enUs,
    'body.zhCn': input.body.zhCn,
    'body.zhTw': input.body.zhTw,
    'body.enUs': input.body.enUs,
  };
}

/**
 * Sends an operator's message: a record of the send, the buyers' message rows (and their live pushes) and
 * the audit entry, in one transaction. An announcement to every tenant lands in the buyers' announcement
 * group ('system') with one set-based insert; a message to one tenant or staff member in 'account'.
 */
export async function sendOpsMessage(
  deps: OpsRouteDeps,
  operator: OperatorContext,
  request: FastifyRequest,
  input: OpsMessageInput,
): Promise<{ id: number; tenantCount: number }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    let tenantIds: number[];
    if (input.audience === 'ALL') {
      tenantIds = await activeTenantIds(tx);
    } else {
      // The contract requires a tenant (and a staff member for STAFF) for these audiences.
      const tenantId = input.tenantId ?? 0;
      await assertRecipient(tx, tenantId, input.audience === 'STAFF' ? input.staffId : undefined);
      tenantIds = [tenantId];
    }
    const staffId = input.audience === 'STAFF' ? (input.staffId ?? null) : null;
    const record = {
      audience: input.audience,
      tenantId: input.audience === 'ALL' ? null : (tenantIds[0] ?? null),
      staffId,
      title: input.title,
      body: input.body,
      link: input.link ?? null,
      tenantCount: tenantIds.length,
    };
    const id = await insertOpsMessage(tx, { ...record, operatorId: operator.operatorId, createdAt: now });
    const params = letterParams(id, input);
    const [tenantId] = tenantIds;
    if (input.audience === 'ALL') {
      await insertTenantWideMessages(tx, tenantIds, {
        group: 'system',
        textKey: OPS_MESSAGE_TEXT_KEY,
        params,
        link: record.link,
        createdAt: now,
      });
    } else if (tenantId !== undefined) {
      const message = { tenantId, staffId, group: 'account' as const, textKey: OPS_MESSAGE_TEXT_KEY, params };
      await sendMessage(tx, input.link ? { ...message, link: input.link } : message, now);
    }
    await recordAudit(
      tx,
      auditActor(operator, request),
      { action: 'message.send', targetType: 'opsMessage', targetId: id, before: null, after: record },
      now,
    );
    return { id, tenantCount: tenantIds.length };
  });
}

export interface OpsMessageQuery {
  pageNo: number;
  pageSize: number;
  audience?: OpsMessageAudience | undefined;
}

/** The sent messages, newest first, with the names of their tenant, staff member and operator. */
export async function opsMessagePage(
  db: Db,
  query: OpsMessageQuery,
): Promise<{ rows: OpsMessageRow[]; total: number; pageNo: number; pageSize: number }> {
  const page = await selectOpsMessagePage(
    db,
    query.audience,
    query.pageSize,
    (query.pageNo - 1) * query.pageSize,
  );
  const present = (ids: (number | null)[]) => ids.filter((id): id is number => id !== null);
  const [names, operators] = await Promise.all([
    tenantAndStaffNames(
      db,
      present(page.rows.map((r) => r.tenantId)),
      present(page.rows.map((r) => r.staffId)),
    ),
    operatorNames(
      db,
      page.rows.map((r) => r.operatorId),
    ),
  ]);
  const rows = page.rows.map((r) => ({
    id: r.id,
    audience: r.audience as OpsMessageAudience,
    tenantId: r.tenantId,
    tenantName: r.tenantId === null ? null : (names.tenants.get(r.tenantId) ?? null),
    staffId: r.staffId,
    staffName: r.staffId === null ? null : (names.staff.get(r.staffId) ?? null),
    title: r.title,
    body: r.body,
    link: r.link,
    tenantCount: r.tenantCount,
    operatorName: operators.get(r.operatorId) ?? '',
    createdAt: r.createdAt.toISOString(),
  }));
  return { rows, total: page.total, pageNo: query.pageNo, pageSize: query.pageSize };
}
