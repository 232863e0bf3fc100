import type { FastifyRequest } from 'fastify';
import { pickText, shopToday, TEXTS } from '@emall/contract';
import type { Lang } from '@emall/contract';
import type {
  OpsEnquiryDetail,
  OpsEnquiryQuery,
  OpsEnquiryRow,
  OpsQuoteBody,
  OpsTenantRef,
} from '@emall/contract/ops';
import { AppError } from '../../platform/app-error.js';
import type { OperatorContext } from '../../platform/request-context.js';
import { containsPattern, bodyId } from '../../platform/db.js';
import { tenantIdsMatching, tenantRefsByIds } from '../account/account-ops.service.js';
import { auditActor, recordAudit } from '../operator/audit.service.js';
import { quoteEnquiry } from './enquiry-quote.service.js';
import { detailOf } from './enquiry-read.service.js';
import { toEnquirySummary } from './enquiry-view.js';
import { findEnquiryForSeller } from './enquiry.queries.js';
import { pageSellerEnquiries } from './enquiry-ops.queries.js';
import type { EnquiryDeps } from './enquiry.settings.js';
import { shopDayRange } from '../../platform/shop-day.js';

/** A tenant that no longer exists still shows its id rather than failing the list. */
function tenantOf(refs: Map<number, OpsTenantRef>, tenantId: number): OpsTenantRef {
  return refs.get(tenantId) ?? { tenantId, tenantCode: String(tenantId), tenantName: '' };
}

/** qryOpsEnquiryByPage: every tenant's enquiries, newest first, by derived status, tenant, reference and days. */
export async function opsEnquiryPage(
  deps: EnquiryDeps,
  lang: Lang,
  query: OpsEnquiryQuery,
): Promise<{ rows: OpsEnquiryRow[]; total: number; pageNo: number; pageSize: number }> {
  const today = shopToday(deps.clock.now());
  const tenantIds = query.tenant ? await tenantIdsMatching(deps.db, query.tenant) : undefined;
  const { rows, total } = await pageSellerEnquiries(deps.db, {
    status: query.status,
    tenantIds,
    enquiryNoPattern: query.enquiryNo ? containsPattern(query.enquiryNo) : undefined,
    ...shopDayRange(query.dateFrom, query.dateTo),
    today,
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const refs = await tenantRefsByIds(
    deps.db,
    rows.map((r) => r.tenantId),
  );
  return {
    rows: rows.map((row) => ({
      ...toEnquirySummary(row, row, lang, today),
      ...tenantOf(refs, row.tenantId),
    })),
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}

/** qryOpsEnquiryDetail: any tenant's enquiry with its tenant and lines; 404 for an unknown id. */
export async function opsEnquiryDetail(
  deps: EnquiryDeps,
  lang: Lang,
  enquiryId: string,
): Promise<OpsEnquiryDetail> {
  const row = await findEnquiryForSeller(deps.db, bodyId(enquiryId));
  if (!row) throw new AppError('NOT_FOUND');
  const refs = await tenantRefsByIds(deps.db, [row.tenantId]);
  return { ...(await detailOf(deps, row, lang)), ...tenantOf(refs, row.tenantId) };
}

/**
 * quoteEnquiry from the console: the whole quote (lines left out are not supplied), through the enquiry
 * domain's quoteEnquiry, which tells the buyer; the audit entry is written in the quote's transaction.
 */
export async function opsQuoteEnquiry(
  deps: EnquiryDeps,
  lang: Lang,
  body: OpsQuoteBody,
  operator: OperatorContext,
  request: FastifyRequest,
): Promise<OpsEnquiryDetail> {
  const enquiryId = bodyId(body.enquiryId);
  const now = deps.clock.now();
  // Checked here too so the form's field says why; quoteEnquiry refuses it as well.
  if (body.validUntil < shopToday(now)) {
    const text = TEXTS['ops.enquiries.validUntilPast'];
    throw new AppError(
      'VALIDATION_FAILED',
      {},
      { validUntil: text ? pickText(text, lang) : body.validUntil },
    );
  }
  await quoteEnquiry(
    deps.db,
    {
      enquiryId,
      validUntil: body.validUntil,
      unquoteOthers: true,
      lines: body.lines.map((l) => ({
        lineId: bodyId(l.lineId),
        unitPrice: l.unitPrice,
        ...(l.remarks === undefined ? {} : { remarks: l.remarks }),
        ...(l.productId === undefined ? {} : { productId: Number(l.productId) }),
      })),
    },
    now,
    lang,
    (tx, change) =>
      recordAudit(
        tx,
        auditActor(operator, request),
        {
          action: 'enquiry.quote',
          targetType: 'enquiry',
          targetId: change.enquiry.enquiryNo,
          before: change.before,
          after: change.after,
        },
        now,
      ),
  );
  return opsEnquiryDetail(deps, lang, body.enquiryId);
}
