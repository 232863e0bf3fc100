import type { FastifyRequest } from 'fastify';
import { LICENCE_KINDS, pickText, REGISTRATION_STATUS_TEXT, registrationStatusSchema } from '@emall/contract';
import type { FileDownload, Lang } from '@emall/contract';
import type {
  OpsApproveBody,
  OpsRegistrationDetail,
  OpsRegistrationQuery,
  OpsRegistrationRow,
} from '@emall/contract/ops';
import { AppError } from '../../platform/app-error.js';
import type { OperatorContext } from '../../platform/request-context.js';
import { containsPattern, bodyId } from '../../platform/db.js';
import { FILE_CONTENT_TYPES, servedFileName } from '../../platform/uploads.js';
import { auditActor, recordAudit } from '../operator/audit.service.js';
import {
  applicationLicence,
  describedApplication,
  pageApplications,
  type DescribedApplication,
} from './registration-ops.queries.js';
import type { ApplicationRow } from './registration.queries.js';
import {
  approveRegistration,
  rejectRegistration,
  tenantCodeOf,
  type OnDecided,
} from './registration-review.service.js';
import { licenceStem, type RegistrationDeps } from './registration.settings.js';

function statusName(status: string, lang: Lang): string {
  const known = registrationStatusSchema.safeParse(status);
  return known.success ? pickText(REGISTRATION_STATUS_TEXT[known.data], lang) : status;
}

function toRow(row: DescribedApplication, lang: Lang): OpsRegistrationRow {
  return {
    applicationId: String(row.id),
    applicationNo: row.applicationNo,
    status: registrationStatusSchema.parse(row.status),
    statusName: statusName(row.status, lang),
    companyName: row.companyName,
    creditCode: row.creditCode,
    contactName: row.contactName,
    staffCode: row.staffCode,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    decidedBy: row.decidedBy,
  };
}

function toDetail(row: DescribedApplication, lang: Lang): OpsRegistrationDetail {
  return {
    ...toRow(row, lang),
    mobile: row.mobile,
    email: row.email,
    lang: row.lang,
    licenceFileName: licenceFileName({
      applicationNo: row.applicationNo,
      fileName: row.licenceFileName,
      kind: row.licenceKind,
    }),
    licenceKind: row.licenceKind,
    licenceSize: row.licenceSize,
    ip: row.ip,
    rejectReason: row.rejectReason,
    tenantId: row.tenantId,
    tenantCode: row.tenantId === null ? null : tenantCodeOf(row.id),
    staffId: row.staffId,
  };
}

/** qryOpsRegistrationByPage. */
export async function opsRegistrationPage(
  deps: RegistrationDeps,
  lang: Lang,
  query: OpsRegistrationQuery,
): Promise<{ rows: OpsRegistrationRow[]; total: number; pageNo: number; pageSize: number }> {
  const { rows, total } = await pageApplications(deps.db, {
    status: query.status,
    pattern: query.keyword ? containsPattern(query.keyword) : undefined,
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { rows: rows.map((r) => toRow(r, lang)), total, pageNo: query.pageNo, pageSize: query.pageSize };
}

/** qryOpsRegistrationDetail: 404 for an unknown id. */
export async function opsRegistrationDetail(
  deps: RegistrationDeps,
  lang: Lang,
  applicationId: string,
): Promise<OpsRegistrationDetail> {
  const row = await describedApplication(deps.db, bodyId(applicationId));
  if (!row) throw new AppError('NOT_FOUND');
  return toDetail(row, lang);
}

function isLicenceKind(kind: string): kind is (typeof LICENCE_KINDS)[number] {
  return LICENCE_KINDS.some((k) => k === kind);
}

/** The name a stored licence is shown and served under: `licence-<applicationNo>.<ext>` (uploads.ts). */
function licenceFileName(row: { applicationNo: string; fileName: string; kind: string }): string {
  return servedFileName(
    row.fileName,
    licenceStem(row.applicationNo),
    isLicenceKind(row.kind) ? row.kind : 'pdf',
  );
}

/**
 * downloadLicence: the file's bytes as uploaded, named by the shop and typed by its sniffed kind (never by the
 * name the browser sent).
 */
export async function opsLicenceFile(deps: RegistrationDeps, applicationId: string): Promise<FileDownload> {
  const licence = await applicationLicence(deps.db, bodyId(applicationId));
  if (!licence) throw new AppError('NOT_FOUND');
  return {
    kind: 'file',
    filename: licenceFileName(licence),
    contentType: isLicenceKind(licence.kind) ? FILE_CONTENT_TYPES[licence.kind] : 'application/octet-stream',
    bytes: new Uint8Array(licence.content),
  };
}

/** The record of a decision: what the operator sees of the application, before and after. */
function auditState(row: ApplicationRow) {
  return {
    status: row.status,
    decidedBy: row.decidedBy,
    rejectReason: row.rejectReason,
    tenantId: row.tenantId,
    staffId: row.staffId,
  };
}

function auditing(
  deps: RegistrationDeps,
  operator: OperatorContext,
  request: FastifyRequest,
  action: string,
  extra: Record<string, unknown> = {},
): OnDecided {
  return (tx, before, after) =>
    recordAudit(
      tx,
      auditActor(operator, request),
      {
        action,
        targetType: 'registration',
        targetId: before.applicationNo,
        before: auditState(before),
        after: { ...auditState(after), ...extra },
      },
      deps.clock.now(),
    );
}

/** The review service says a decided application 'does not allow this' (422); the console says 409. */
async function decidedIsConflict<T>(decision: Promise<T>): Promise<T> {
  try {
    return await decision;
  } catch (error) {
    if (error instanceof AppError && error.code === 'REGISTRATION_STATE_FORBIDS') {
      throw new AppError('OPS_REGISTRATION_DECIDED', error.params);
    }
    throw error;
  }
}

/** approveRegistration from the console, with the terms the operator chose; audited in the same transaction. */
export function opsApprove(
  deps: RegistrationDeps,
  lang: Lang,
  body: OpsApproveBody,
  operator: OperatorContext,
  request: FastifyRequest,
) {
  const terms = { custAccountType: body.custAccountType, billingCycle: body.billingCycle };
  return decidedIsConflict(
    approveRegistration(
      deps,
      bodyId(body.applicationId),
      {
        operator: operator.loginCode,
        ...terms,
        onDecided: auditing(deps, operator, request, 'registration.approve', terms),
      },
      lang,
    ),
  );
}

/** rejectRegistration from the console with the applicant's reason; audited in the same transaction. */
export async function opsReject(
  deps: RegistrationDeps,
  lang: Lang,
  body: { applicationId: string; reason: string },
  operator: OperatorContext,
  request: FastifyRequest,
): Promise<OpsRegistrationDetail> {
  await decidedIsConflict(
    rejectRegistration(
      deps,
      bodyId(body.applicationId),
      body.reason,
      { operator: operator.loginCode, onDecided: auditing(deps, operator, request, 'registration.reject') },
      lang,
    ),
  );
  return opsRegistrationDetail(deps, lang, body.applicationId);
}
