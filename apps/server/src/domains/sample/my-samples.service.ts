import type { Lang, SampleOrder, SampleStatus } from '@emall/contract';
import type { StaffContext } from '../../platform/request-context.js';
import {
  feedbackOfRequests,
  linesOfRequests,
  pageTenantRequests,
  type SampleFeedbackRow,
  type SampleRequestLineRow,
  type SampleRequestRow,
} from './sample-request.queries.js';
import { statusName } from './sample-request.service.js';
import { FEEDBACK_OPEN_STATUSES } from './sample-status.js';
import type { SampleDeps } from './sample.settings.js';

function toSampleOrder(
  row: SampleRequestRow,
  lines: readonly SampleRequestLineRow[],
  feedback: SampleFeedbackRow | undefined,
  lang: Lang,
): SampleOrder {
  const status = row.status as SampleStatus;
  return {
    sampleReqId: String(row.id),
    sampleReqNo: row.requestNo,
    status,
    statusName: statusName(status, lang),
    createTime: row.createdAt.toISOString(),
    recipient: row.recipient,
    contactPhone1: row.contactPhone1,
    contactPhone2: row.contactPhone2,
    regionPath: row.regionPath,
    detailAddr: row.detailAddr,
    projectName: row.projectName,
    amount: row.amount,
    lines: lines.map((line) => ({
      spuId: String(line.productId),
      mfrPartNumber: line.mfrPartNumber,
      brandCode: line.brandCode,
      qty: line.qty,
      unitPrice: line.unitPrice,
      amount: line.amount,
    })),
    feedback: feedback
      ? {
          rating: feedback.rating,
          feedbackText: feedback.feedbackText,
          createTime: feedback.createdAt.toISOString(),
        }
      : null,
    canFeedback: FEEDBACK_OPEN_STATUSES.includes(status),
    rejectReason: row.rejectReason,
    carrier: row.carrier,
    trackingNo: row.trackingNo,
  };
}

/** qryFreeSampleForEmall: the tenant's requests (colleagues' too), newest first, a page at a time. */
export async function mySamples(
  deps: SampleDeps,
  staff: StaffContext,
  lang: Lang,
  query: { pageNo: number; pageSize: number; status?: SampleStatus | undefined },
) {
  const page = await pageTenantRequests(
    deps.db,
    staff.tenantId,
    query.status,
    query.pageSize,
    (query.pageNo - 1) * query.pageSize,
  );
  const ids = page.rows.map((row) => row.id);
  const [lines, feedback] = await Promise.all([
    linesOfRequests(deps.db, ids),
    feedbackOfRequests(deps.db, ids),
  ]);
  const feedbackById = new Map(feedback.map((f) => [f.requestId, f]));
  return {
    rows: page.rows.map((row) =>
      toSampleOrder(
        row,
        lines.filter((line) => line.requestId === row.id),
        feedbackById.get(row.id),
        lang,
      ),
    ),
    total: page.total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}
