import { SAMPLE_STATUSES } from '@emall/contract';
import type { Lang, SampleStatus } from '@emall/contract';
import type {
  OpsSampleDetail,
  OpsSampleFeedbackPage,
  OpsSampleFeedbackQuery,
  OpsSampleListQuery,
  OpsSamplePage,
  OpsSampleStep,
} from '@emall/contract/ops';
import { AppError } from '../../platform/app-error.js';
import { productsForLines } from '../catalog/catalog.service.js';
import { lineQtyLimit, sampleLimits } from './sample-limits.js';
import { containsPattern } from '../../platform/db.js';
import { namesOf, tenantFilter } from './sample-ops-names.js';
import {
  countOpsRequestsByStatus,
  feedbackSummary,
  findRequestById,
  pageOpsFeedback,
  pageOpsRequests,
} from './sample-ops.queries.js';
import { feedbackOfRequests, linesOfRequests, type SampleRequestRow } from './sample-request.queries.js';
import { statusName } from './sample-request.service.js';
import { canMove } from './sample-status.js';
import type { SampleDeps } from './sample.settings.js';
import { shopDayRange } from '../../platform/shop-day.js';

function emptyCounts(): Record<SampleStatus, number> {
  return Object.fromEntries(SAMPLE_STATUSES.map((s) => [s, 0])) as Record<SampleStatus, number>;
}

/** qrySampleReqByPage: every tenant's requests with the counts of the status tabs under the same filters. */
export async function opsSamplePage(
  deps: SampleDeps,
  query: OpsSampleListQuery,
  lang: Lang,
): Promise<OpsSamplePage> {
  const statusCounts = emptyCounts();
  const empty = { rows: [], total: 0, pageNo: query.pageNo, pageSize: query.pageSize, statusCounts };
  const tenantIds = await tenantFilter(deps.db, query.tenant);
  // A tenant search that names no tenant matches no request; `in ()` is not valid SQL anyway.
  if (tenantIds?.length === 0) return empty;
  const filter = {
    status: query.status,
    tenantIds,
    requestNoPattern: query.sampleReqNo ? containsPattern(query.sampleReqNo) : undefined,
    ...shopDayRange(query.dateFrom, query.dateTo),
  };
  const [page, counts] = await Promise.all([
    pageOpsRequests(deps.db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize),
    countOpsRequestsByStatus(deps.db, filter),
  ]);
  for (const { status, n } of counts) statusCounts[status as SampleStatus] = n;
  const names = await namesOf(
    deps.db,
    page.rows.map((r) => r.tenantId),
    page.rows.map((r) => r.staffId),
  );
  return {
    ...empty,
    total: page.total,
    rows: page.rows.map((row) => {
      const status = row.status as SampleStatus;
      return {
        sampleReqId: String(row.id),
        sampleReqNo: row.requestNo,
        status,
        statusName: statusName(status, lang),
        tenantId: row.tenantId,
        ...names.tenant(row.tenantId),
        requesterName: names.staffName(row.staffId),
        lineCount: row.lineCount,
        totalQty: row.totalQty,
        amount: row.amount,
        createTime: row.createdAt.toISOString(),
        rating: row.rating,
      };
    }),
  };
}

/** The seller's steps the request's status allows, in the order the screen offers them. */
function allowedSteps(status: SampleStatus): OpsSampleStep[] {
  const steps: [OpsSampleStep, SampleStatus][] = [
    ['approve', 'APPROVED'],
    ['ship', 'SHIPPED'],
    ['requestFeedback', 'AWAITING_FEEDBACK'],
    ['reject', 'REJECTED'],
  ];
  return steps.filter(([, to]) => canMove(status, to)).map(([step]) => step);
}

/** What happened when, from the request's own stamps (older requests may lack some). */
function timelineOf(row: SampleRequestRow, feedbackAt: Date | undefined, lang: Lang) {
  const stamps: [SampleStatus, Date | null | undefined][] = [
    ['SUBMITTED', row.createdAt],
    ['APPROVED', row.approvedAt],
    ['SHIPPED', row.shippedAt],
    ['AWAITING_FEEDBACK', row.feedbackRequestedAt],
    ['REJECTED', row.rejectedAt],
    ['FEEDBACK_GIVEN', feedbackAt],
  ];
  return stamps
    .filter((stamp): stamp is [SampleStatus, Date] => stamp[1] instanceof Date)
    .sort((a, b) => a[1].getTime() - b[1].getTime())
    .map(([status, at]) => ({ status, statusName: statusName(status, lang), at: at.toISOString() }));
}

/** qrySampleReqDetail: one request of any tenant, or 404. */
export async function opsSampleDetail(
  deps: SampleDeps,
  sampleReqId: number,
  lang: Lang,
): Promise<OpsSampleDetail> {
  const row = await findRequestById(deps.db, sampleReqId);
  if (!row) throw new AppError('NOT_FOUND');
  const [lines, [feedback], limits] = await Promise.all([
    linesOfRequests(deps.db, [row.id]),
    feedbackOfRequests(deps.db, [row.id]),
    sampleLimits(deps),
  ]);
  const [products, names] = await Promise.all([
    productsForLines(
      deps,
      lines.map((line) => ({ spuId: String(line.productId), quantity: line.qty })),
      lang,
    ),
    namesOf(deps.db, [row.tenantId], feedback ? [row.staffId, feedback.staffId] : [row.staffId]),
  ]);
  const status = row.status as SampleStatus;
  return {
    sampleReqId: String(row.id),
    sampleReqNo: row.requestNo,
    status,
    statusName: statusName(status, lang),
    tenantId: row.tenantId,
    ...names.tenant(row.tenantId),
    requesterName: names.staffName(row.staffId),
    lineCount: lines.length,
    totalQty: lines.reduce((sum, line) => sum + line.qty, 0),
    amount: row.amount,
    createTime: row.createdAt.toISOString(),
    rating: feedback?.rating ?? null,
    recipient: row.recipient,
    contactPhone1: row.contactPhone1,
    contactPhone2: row.contactPhone2,
    regionPath: row.regionPath,
    detailAddr: row.detailAddr,
    projectName: row.projectName,
    projectDesc: row.projectDesc,
    lines: lines.map((line) => {
      const product = products.get(String(line.productId));
      return {
        spuId: String(line.productId),
        mfrPartNumber: line.mfrPartNumber,
        brandCode: line.brandCode,
        qty: line.qty,
        // A product gone from the catalog has no limit to show.
        unitLimit: product ? lineQtyLimit(product, limits) : null,
        unitPrice: line.unitPrice,
        amount: line.amount,
      };
    }),
    rejectReason: row.rejectReason,
    carrier: row.carrier,
    trackingNo: row.trackingNo,
    timeline: timelineOf(row, feedback?.createdAt, lang),
    feedback: feedback
      ? {
          rating: feedback.rating,
          feedbackText: feedback.feedbackText,
          createTime: feedback.createdAt.toISOString(),
          staffName: names.staffName(feedback.staffId),
        }
      : null,
    steps: allowedSteps(status),
  };
}

/** qrySampleFeedbackByPage: the ratings, newest first, with their average and spread. */
export async function opsFeedbackPage(
  deps: SampleDeps,
  query: OpsSampleFeedbackQuery,
): Promise<OpsSampleFeedbackPage> {
  const ratingCounts: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  const empty = {
    rows: [],
    total: 0,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    averageRating: null,
    ratedCount: 0,
    ratingCounts,
  };
  const tenantIds = await tenantFilter(deps.db, query.tenant);
  if (tenantIds?.length === 0) return empty;
  const filter = { rating: query.rating, tenantIds, ...shopDayRange(query.dateFrom, query.dateTo) };
  const [page, summary] = await Promise.all([
    pageOpsFeedback(deps.db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize),
    feedbackSummary(deps.db, filter),
  ]);
  for (const { rating, n } of summary.byRating) ratingCounts[String(rating)] = n;
  const ids = page.rows.map((r) => r.requestId);
  const [lines, names] = await Promise.all([
    linesOfRequests(deps.db, ids),
    namesOf(
      deps.db,
      page.rows.map((r) => r.tenantId),
      page.rows.map((r) => r.staffId),
    ),
  ]);
  return {
    ...empty,
    total: page.total,
    averageRating: summary.average,
    ratedCount: summary.count,
    rows: page.rows.map((row) => ({
      sampleReqId: String(row.requestId),
      sampleReqNo: row.requestNo,
      ...names.tenant(row.tenantId),
      staffName: names.staffName(row.staffId),
      rating: row.rating,
      feedbackText: row.feedbackText,
      parts: lines.filter((line) => line.requestId === row.requestId).map((line) => line.mfrPartNumber),
      createTime: row.createdAt.toISOString(),
    })),
  };
}
