import { and, avg, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { SampleStatus } from '@emall/contract';
import type { Db } from '../../platform/db.js';
import { sampleFeedback, sampleRequest, sampleRequestLine } from './sample.tables.js';

/** SQL of the operator console's sample screens: every tenant's requests, unlike the buyer's reads. */

export interface OpsRequestFilter {
  status?: SampleStatus | undefined;
  /** Only these tenants (a tenant search already resolved); undefined: every tenant. */
  tenantIds?: readonly number[] | undefined;
  /** A LIKE pattern on the request number, wildcards escaped by the caller. */
  requestNoPattern?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function requestWhere(filter: OpsRequestFilter, withStatus: boolean): SQL | undefined {
  return and(
    withStatus && filter.status ? eq(sampleRequest.status, filter.status) : undefined,
    filter.tenantIds ? inArray(sampleRequest.tenantId, [...filter.tenantIds]) : undefined,
    filter.requestNoPattern ? ilike(sampleRequest.requestNo, filter.requestNoPattern) : undefined,
    filter.from ? gte(sampleRequest.createdAt, filter.from) : undefined,
    filter.to ? lt(sampleRequest.createdAt, filter.to) : undefined,
  );
}

export interface OpsRequestListRow {
  id: number;
  requestNo: string;
  tenantId: number;
  staffId: number;
  status: string;
  amount: string;
  createdAt: Date;
  lineCount: number;
  totalQty: number;
  rating: number | null;
}

/** One page of requests, newest first, with their line count, pieces and rating, and the number matching. */
export async function pageOpsRequests(
  db: Db,
  filter: OpsRequestFilter,
  limit: number,
  offset: number,
): Promise<{ rows: OpsRequestListRow[]; total: number }> {
  const where = requestWhere(filter, true);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: sampleRequest.id,
        requestNo: sampleRequest.requestNo,
        tenantId: sampleRequest.tenantId,
        staffId: sampleRequest.staffId,
        status: sampleRequest.status,
        amount: sampleRequest.amount,
        createdAt: sampleRequest.createdAt,
        lineCount: sql<number>`(select count(*)::int from ${sampleRequestLine} where ${sampleRequestLine.requestId} = ${sampleRequest.id})`,
        totalQty: sql<number>`(select coalesce(sum(${sampleRequestLine.qty}), 0)::int from ${sampleRequestLine} where ${sampleRequestLine.requestId} = ${sampleRequest.id})`,
        rating: sampleFeedback.rating,
      })
      .from(sampleRequest)
      .leftJoin(sampleFeedback, eq(sampleFeedback.requestId, sampleRequest.id))
      .where(where)
      .orderBy(desc(sampleRequest.createdAt), desc(sampleRequest.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(sampleRequest).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** How many requests each status holds under the filter's other conditions (the status tabs). */
export async function countOpsRequestsByStatus(
  db: Db,
  filter: OpsRequestFilter,
): Promise<{ status: string; n: number }[]> {
  return db
    .select({ status: sampleRequest.status, n: count() })
    .from(sampleRequest)
    .where(requestWhere(filter, false))
    .groupBy(sampleRequest.status);
}

export async function findRequestById(db: Db, id: number) {
  const [row] = await db.select().from(sampleRequest).where(eq(sampleRequest.id, id));
  return row;
}

export interface OpsFeedbackFilter {
  rating?: number | undefined;
  tenantIds?: readonly number[] | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function feedbackWhere(filter: OpsFeedbackFilter, withRating: boolean): SQL | undefined {
  return and(
    withRating && filter.rating !== undefined ? eq(sampleFeedback.rating, filter.rating) : undefined,
    filter.tenantIds ? inArray(sampleFeedback.tenantId, [...filter.tenantIds]) : undefined,
    filter.from ? gte(sampleFeedback.createdAt, filter.from) : undefined,
    filter.to ? lt(sampleFeedback.createdAt, filter.to) : undefined,
  );
}

/** One page of ratings, newest first, with their request's number. */
export async function pageOpsFeedback(db: Db, filter: OpsFeedbackFilter, limit: number, offset: number) {
  const where = feedbackWhere(filter, true);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        requestId: sampleFeedback.requestId,
        requestNo: sampleRequest.requestNo,
        tenantId: sampleFeedback.tenantId,
        staffId: sampleFeedback.staffId,
        rating: sampleFeedback.rating,
        feedbackText: sampleFeedback.feedbackText,
        createdAt: sampleFeedback.createdAt,
      })
      .from(sampleFeedback)
      .innerJoin(sampleRequest, eq(sampleRequest.id, sampleFeedback.requestId))
      .where(where)
      .orderBy(desc(sampleFeedback.createdAt), desc(sampleFeedback.requestId))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(sampleFeedback).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/**
 * The ratings under the filter's tenant and dates (not its rating): the average to 2 decimals, computed
 * as numeric by the database (no float), and how many of each rating.
 */
export async function feedbackSummary(db: Db, filter: OpsFeedbackFilter) {
  const where = feedbackWhere(filter, false);
  const [[overall], byRating] = await Promise.all([
    db
      .select({
        average: sql<string | null>`round(${avg(sampleFeedback.rating)}, 2)::text`,
        n: count(),
      })
      .from(sampleFeedback)
      .where(where),
    db
      .select({ rating: sampleFeedback.rating, n: count() })
      .from(sampleFeedback)
      .where(where)
      .groupBy(sampleFeedback.rating),
  ]);
  return { average: overall?.average ?? null, count: overall?.n ?? 0, byRating };
}
