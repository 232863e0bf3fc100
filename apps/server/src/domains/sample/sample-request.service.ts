import { randomInt } from 'node:crypto';
import { formatOrderAmount, IDEMPOTENCY_KEY_HEADER, pickText, sumMoney, TEXTS } from '@emall/contract';
import type { CreateFreeSampleReqBody, CreatedSampleReq, Lang, SampleStatus } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import type { StaffContext } from '../../platform/request-context.js';
import { requestHash, requireIdempotencyKey } from '../../platform/idempotency-key.js';
import { regionChainPath } from '../system/system.service.js';
import { deleteSampleCartLines, listSampleCartLines, lockSampleCart } from './sample-cart.queries.js';
import { pricedSampleLines, productIdOf, sampleAmount, sampleOwner } from './sample-cart.service.js';
import {
  assertSampleProduct,
  checkLineQty,
  checkRequestTotals,
  feedbackAllowance,
  requestTimesAllowance,
  sampleLimits,
} from './sample-limits.js';
import {
  findRequestByKey,
  insertRequest,
  insertRequestLines,
  linesOfRequests,
  lockTenantSampleRequests,
  type SampleRequestRow,
} from './sample-request.queries.js';
import type { SampleDeps } from './sample.settings.js';
import { sendSampleMessage } from './sample-messages.js';
import { enqueueOpsMail } from '../mail/mail.service.js';

export function statusName(status: SampleStatus, lang: Lang): string {
  const text = TEXTS[`sample.status.${status}`];
  return text ? pickText(text, lang) : status;
}

/** The create answer of a stored request: what a retry with the same key answers again. */
async function answerOf(db: Db, row: SampleRequestRow): Promise<CreatedSampleReq> {
  const lines = await linesOfRequests(db, [row.id]);
  return {
    sampleReqId: String(row.id),
    sampleReqNo: row.requestNo,
    status: row.status as SampleStatus,
    spuIds: lines.map((line) => String(line.productId)),
  };
}

/** An earlier request of this key: its answer, or 422 when it was made with another body. */
async function replay(db: Db, staffId: number, key: string, hash: string) {
  const row = await findRequestByKey(db, staffId, key);
  if (!row) return undefined;
  if (row.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return answerOf(db, row);
}

/** 'SR' + UTC date and time + 4 random digits: readable, and the unique index catches the rare clash. */
function newRequestNo(at: Date): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 14);
  return `SR${stamp}${String(randomInt(10_000)).padStart(4, '0')}`;
}

/**
 * The request number is the second it was made plus four random digits, so two requests of the same second
 * can draw the same number (one in 10,000 for a pair): a drawn number that is taken is drawn again, under
 * the same transaction, rather than failing the buyer's request.
 */
export async function insertNumberedRequest(
  tx: Db,
  now: Date,
  row: Omit<Parameters<typeof insertRequest>[1], 'requestNo'>,
): Promise<{ id: number; requestNo: string }> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const requestNo = newRequestNo(now);
    const id = await insertRequest(tx, { ...row, requestNo });
    if (id !== undefined) return { id, requestNo };
  }
  throw new AppError('CONFLICT');
}

/**
 * createFreeSampleReq: the caller's sample cart lines (all, or those of spuIds) become one request, after
 * every limit is checked again inside one transaction that also holds the sample-cart lock; the requested
 * lines leave the cart in the same transaction, so any failure leaves the cart as it was.
 */
export async function createSampleRequest(
  deps: SampleDeps,
  staff: StaffContext,
  lang: Lang,
  body: CreateFreeSampleReqBody,
  headers: Record<string, string | string[] | undefined>,
): Promise<CreatedSampleReq> {
  const key = requireIdempotencyKey(headers[IDEMPOTENCY_KEY_HEADER], lang);
  const hash = requestHash(body);
  const earlier = await replay(deps.db, staff.staffId, key, hash);
  if (earlier) return earlier;
  const regionPath = await regionChainPath(deps, body);
  if (!regionPath) throw new AppError('REGION_INVALID');
  const owner = sampleOwner(staff);
  const wanted = body.spuIds ? new Set(body.spuIds.flatMap((s) => productIdOf(s) ?? [])) : undefined;
  return deps.db.transaction(async (tx) => {
    // Tenant first, then the cart: every creation takes them in this order, so they cannot deadlock.
    await lockTenantSampleRequests(tx, staff.tenantId);
    await lockSampleCart(tx, owner);
    const raced = await replay(tx, staff.staffId, key, hash);
    if (raced) return raced;
    const rows = (await listSampleCartLines(tx, owner)).filter((r) => !wanted || wanted.has(r.productId));
    // Products read in the transaction itself (PGlite has one connection; PostgreSQL sees the same rows).
    const lines = await pricedSampleLines({ ...deps, readDb: tx }, rows, lang);
    if (lines.length === 0) throw new AppError('SAMPLE_CART_EMPTY');
    const limits = await sampleLimits({ db: tx });
    for (const { product, qty } of lines) checkLineQty(assertSampleProduct(product), qty, limits);
    const amount = formatOrderAmount(sumMoney(lines.map(({ product, qty }) => sampleAmount(product, qty))));
    checkRequestTotals(lines.length, amount, limits);
    const now = deps.clock.now();
    await requestTimesAllowance(tx, staff.tenantId, now, limits);
    await feedbackAllowance(tx, staff.tenantId, limits);
    const { id, requestNo } = await insertNumberedRequest(tx, now, {
      tenantId: staff.tenantId,
      staffId: staff.staffId,
      status: 'SUBMITTED',
      recipient: body.recipient,
      contactPhone1: body.contactPhone1,
      contactPhone2: body.contactPhone2 ?? '',
      provinceId: body.provinceId,
      cityId: body.cityId,
      districtId: body.districtId,
      regionPath,
      detailAddr: body.detailAddr,
      projectName: body.projectName ?? '',
      projectDesc: body.projectDesc ?? '',
      amount,
      idempotencyKey: key,
      requestHash: hash,
      createdAt: now,
      updatedAt: now,
    });
    await insertRequestLines(
      tx,
      lines.map(({ product, qty }) => ({
        requestId: id,
        productId: Number(product.spuId),
        mfrPartNumber: product.mfrPartNumber,
        brandCode: product.brandCode,
        qty,
        unitPrice: product.taxPrice ?? '0',
        amount: formatOrderAmount(sampleAmount(product, qty)),
      })),
    );
    const spuIds = lines.map(({ product }) => product.spuId);
    await deleteSampleCartLines(tx, owner, spuIds.map(Number));
    await sendSampleMessage(
      tx,
      { tenantId: staff.tenantId, staffId: staff.staffId, requestNo },
      'submitted',
      now,
    );
    await enqueueOpsMail(
      tx,
      { kind: 'newSampleRequest', params: { sampleReqNo: requestNo }, link: '/ops/samples' },
      now,
    );
    return { sampleReqId: String(id), sampleReqNo: requestNo, status: 'SUBMITTED' as const, spuIds };
  });
}
