import type { EnquirySummary, Lang } from '@emall/contract';
import type { z } from 'zod';
import type { v1QuoteSchema, v1QuoteSummarySchema } from '@emall/contract';
import type { StaffContext } from '../../platform/request-context.js';
import { enquiryDetail, enquiryPage } from '../enquiry/enquiry-read.service.js';
import type { BuyerApiDeps } from './buyer-api.settings.js';
import { cursorOf, offsetOf } from './v1-cursor.js';

function enquiryDeps(deps: BuyerApiDeps) {
  return { db: deps.db, readDb: deps.readDb, clock: deps.clock, account: deps.account };
}

function toV1Quote(e: EnquirySummary): z.input<typeof v1QuoteSummarySchema> {
  return {
    quoteId: e.enquiryId,
    enquiryNumber: e.enquiryNo,
    status: e.status,
    createdAt: e.createTime,
    quotedAt: e.quotedTime,
    validUntil: e.validUntil,
    lineCount: e.lineCount,
    quotedLineCount: e.quotedLineCount,
  };
}

export async function v1Quotes(
  deps: BuyerApiDeps,
  staff: StaffContext,
  query: { limit: number; cursor?: string | undefined },
  lang: Lang,
) {
  const offset = offsetOf(query.cursor, lang);
  const pageNo = Math.floor(offset / query.limit) + 1;
  const page = await enquiryPage(enquiryDeps(deps), staff, lang, { pageNo, pageSize: query.limit });
  const end = (pageNo - 1) * query.limit + page.rows.length;
  return {
    items: page.rows.map(toV1Quote),
    nextCursor: end < page.total && page.rows.length > 0 ? cursorOf(end) : null,
  };
}

export async function v1Quote(
  deps: BuyerApiDeps,
  staff: StaffContext,
  quoteId: string,
  lang: Lang,
): Promise<z.input<typeof v1QuoteSchema>> {
  const detail = await enquiryDetail(enquiryDeps(deps), staff, lang, quoteId);
  return {
    ...toV1Quote(detail),
    lines: detail.lines.map((l) => ({
      lineId: l.lineId,
      partNumber: l.mfrPartNumber,
      maker: l.brand,
      quantity: l.quantity,
      productId: l.spuId,
      quotedUnitPrice: l.quotedUnitPrice,
      quotedUnitPriceExcludingTax: l.quotedNotTaxPrice,
      quotedQuantity: l.quotedQty,
      sellerRemarks: l.sellerRemarks,
    })),
  };
}
