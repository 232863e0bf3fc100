import type { FastifyRequest } from 'fastify';
import { mailStateSchema, type OpsMailPage, type OpsMailPreview, type OpsMailRow } from '@emall/contract';
import type { z } from 'zod';
import type { opsMailQuerySchema } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { bodyId } from '../../platform/db.js';
import type { OperatorContext } from '../../platform/request-context.js';
import { auditActor, recordAudit } from '../operator/audit.service.js';
import { findMail, mailPage, requeueFailed, type MailRow } from './mail.queries.js';
import { renderMail } from './mail-render.js';
import type { MailDeps } from './mail.settings.js';

/**
 * The console renders with a key of its own: the preview shows the unsubscribe link's place, never a working
 * signature, so an answer of the console carries no capability of a buyer's.
 */
const PREVIEW_KEY = 'console-preview';

function toRow(row: MailRow, deps: MailDeps): OpsMailRow {
  return {
    mailId: String(row.id),
    kind: row.kind,
    recipient: row.toAddress ?? '',
    subject: renderMail(row, { baseUrl: deps.baseUrl, opsLang: deps.opsLang, linkSecret: PREVIEW_KEY })
      .subject,
    state: mailStateSchema.parse(row.state),
    attempts: row.attempts,
    lastAnswer: row.lastAnswer,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The console's outbox page: newest first, by state, each with its subject as its recipient reads it. */
export async function opsMailPage(
  deps: MailDeps,
  query: z.output<typeof opsMailQuerySchema>,
): Promise<OpsMailPage> {
  const { rows, total } = await mailPage(
    deps.db,
    { state: query.state },
    (query.pageNo - 1) * query.pageSize,
    query.pageSize,
  );
  return {
    rows: rows.map((r) => toRow(r, deps)),
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    isSending: deps.isSending,
  };
}

async function requireMail(deps: MailDeps, mailId: string): Promise<MailRow> {
  const row = await findMail(deps.db, bodyId(mailId));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** One mail as its recipient gets it, but for the unsubscribe link's signature (PREVIEW_KEY). */
export async function opsMailPreview(deps: MailDeps, mailId: string): Promise<OpsMailPreview> {
  const row = await requireMail(deps, mailId);
  const mail = renderMail(row, {
    baseUrl: deps.baseUrl,
    opsLang: deps.opsLang,
    linkSecret: PREVIEW_KEY,
  });
  return { subject: mail.subject, html: mail.html, text: mail.text };
}

/** "Send again": a failed mail waits again, due at once, with the step in the audit log. */
export async function opsResendMail(
  deps: MailDeps,
  mailId: string,
  operator: OperatorContext,
  request: FastifyRequest,
): Promise<OpsMailRow> {
  const now = deps.clock.now();
  const row = await requireMail(deps, mailId);
  await deps.db.transaction(async (tx) => {
    if (!(await requeueFailed(tx, row.id, now))) throw new AppError('MAIL_NOT_FAILED');
    await recordAudit(
      tx,
      auditActor(operator, request),
      {
        action: 'mail.resend',
        targetType: 'mail',
        targetId: row.id,
        before: { state: row.state, attempts: row.attempts, lastAnswer: row.lastAnswer },
        after: { state: 'waiting', attempts: 0 },
      },
      now,
    );
  });
  return toRow(await requireMail(deps, mailId), deps);
}
