import { compareMoney, SYS_PARAM } from '@emall/contract';
import type { Product, SampleLimits } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import { serverParamValues } from '../system/system.service.js';
import { countRequestsIn, countRequestsSince } from './sample-request.queries.js';
import { FEEDBACK_OPEN_STATUSES, NOT_COUNTED_STATUSES } from './sample-status.js';
import {
  SAMPLE_LIMIT_DEFAULTS,
  SAMPLE_PARAM,
  SAMPLE_REQUEST_PERIOD_DAYS,
  type SampleDeps,
} from './sample.settings.js';

/** Every sample limit, read from sys_param on each use so an operator's change applies at once. */
export interface SampleLimitValues extends SampleLimits {
  requestTimes: number;
  feedbackPending: number;
}

/** A positive number from a parameter value, or the fallback (a typo must not lift or close the gate). */
function positive(value: string | undefined, fallback: number, whole: boolean): number {
  const n = Number(value?.trim());
  const ok = Number.isFinite(n) && n > 0 && (!whole || Number.isSafeInteger(n));
  return ok ? n : fallback;
}

export async function sampleLimits(deps: Pick<SampleDeps, 'db'>): Promise<SampleLimitValues> {
  const values = await serverParamValues(deps, [
    SYS_PARAM.sampleAmountLimit,
    SYS_PARAM.sampleSkuLimit,
    SYS_PARAM.sampleQuantityLimit,
    SAMPLE_PARAM.requestTimes,
    SAMPLE_PARAM.feedbackPending,
  ]);
  const d = SAMPLE_LIMIT_DEFAULTS;
  return {
    amountLimit: positive(values[SYS_PARAM.sampleAmountLimit], d.amount, false),
    skuLimit: positive(values[SYS_PARAM.sampleSkuLimit], d.sku, true),
    qtyLimit: positive(values[SYS_PARAM.sampleQuantityLimit], d.qty, true),
    requestTimes: positive(values[SAMPLE_PARAM.requestTimes], d.requestTimes, true),
    feedbackPending: positive(values[SAMPLE_PARAM.feedbackPending], d.feedbackPending, true),
  };
}

/** The most pieces of one product one request may hold: PAR_OMS_0005, or the product's own lower limit. */
export function lineQtyLimit(product: Product, limits: SampleLimits): number {
  const own = product.sampleUnitLimit;
  return own !== null && own > 0 ? Math.min(own, limits.qtyLimit) : limits.qtyLimit;
}

/** A product open to sampling, or 422 SAMPLE_NOT_OFFERED (404 when it does not exist at all). */
export function assertSampleProduct(product: Product | undefined): Product {
  if (!product) throw new AppError('PRODUCT_UNAVAILABLE');
  if (product.isSample !== 'T' || product.isActive !== 'T') throw new AppError('SAMPLE_NOT_OFFERED');
  return product;
}

export function checkLineQty(product: Product, qty: number, limits: SampleLimits): void {
  const n = lineQtyLimit(product, limits);
  if (qty > n) throw new AppError('SAMPLE_QTY_LIMIT', { n, mfrPartNumber: product.mfrPartNumber });
}

/** PAR_OMS_0004 and PAR_OMS_0003 over the lines of one request; both limits themselves are allowed. */
export function checkRequestTotals(lineCount: number, amount: string, limits: SampleLimits): void {
  if (lineCount > limits.skuLimit) throw new AppError('SAMPLE_SKU_LIMIT', { n: limits.skuLimit });
  if (compareMoney(amount, String(limits.amountLimit)) > 0) {
    throw new AppError('SAMPLE_AMOUNT_LIMIT', { n: limits.amountLimit, amount });
  }
}

/** checkRequestTimesLimit: fewer than `requestTimes` counted requests of the tenant in the period. */
export async function requestTimesAllowance(db: Db, tenantId: number, now: Date, limits: SampleLimitValues) {
  const since = new Date(now.getTime() - SAMPLE_REQUEST_PERIOD_DAYS * 86_400_000);
  const used = await countRequestsSince(db, tenantId, since, NOT_COUNTED_STATUSES);
  const answer = {
    allowed: true as const,
    used,
    limit: limits.requestTimes,
    days: SAMPLE_REQUEST_PERIOD_DAYS,
  };
  if (used >= limits.requestTimes) {
    throw new AppError('SAMPLE_REQUEST_TIMES_LIMIT', {
      n: limits.requestTimes,
      days: SAMPLE_REQUEST_PERIOD_DAYS,
    });
  }
  return answer;
}

/** checkFeedbackLimit: a tenant with more than `feedbackPending` shipped, unrated requests must rate first. */
export async function feedbackAllowance(db: Db, tenantId: number, limits: SampleLimitValues) {
  const pending = await countRequestsIn(db, tenantId, FEEDBACK_OPEN_STATUSES);
  if (pending > limits.feedbackPending) throw new AppError('SAMPLE_FEEDBACK_PENDING', { pending });
  return { allowed: true as const, pending, limit: limits.feedbackPending };
}
