import { multiplyMoney, pickText, roundHalfUp, TEXTS } from '@emall/contract';
import type { EnquiryLine, EnquiryStatus, EnquirySummary, Lang, Product } from '@emall/contract';
import type { EnquiryLineRow, EnquiryListRow, EnquiryRow } from './enquiry.queries.js';

/** Decimals of a quoted amount: a line amount (docs/orders.md, quantities and money). */
const LINE_AMOUNT_DECIMALS = 6;

/**
 * The status a buyer sees: a QUOTED enquiry whose last valid day (`validUntil`, a shop day) is before
 * `today` is EXPIRED. Deriving it when read needs no clock job and is exact to the day.
 */
export function shownStatus(row: Pick<EnquiryRow, 'status' | 'validUntil'>, today: string): EnquiryStatus {
  if (row.status === 'QUOTED' && row.validUntil !== null && row.validUntil < today) return 'EXPIRED';
  return row.status as EnquiryStatus;
}

/** Whether the enquiry's quotes may still be bought: quoted (or already partly ordered) and not past validUntil. */
export function quoteHolds(row: Pick<EnquiryRow, 'status' | 'validUntil'>, today: string): boolean {
  return (
    (row.status === 'QUOTED' || row.status === 'ORDERED') &&
    row.validUntil !== null &&
    today <= row.validUntil
  );
}

/** A line's quote that can go to the cart: a price, a quantity and a catalog part. */
export function isBuyableQuote(line: EnquiryLineRow): boolean {
  return (
    line.quotedUnitPrice !== null &&
    line.quotedNotTaxPrice !== null &&
    line.quotedQty !== null &&
    line.productId !== null
  );
}

export function statusName(status: EnquiryStatus, lang: Lang): string {
  const text = TEXTS[`enquiry.status.${status}`];
  return text ? pickText(text, lang) : status;
}

export function toEnquirySummary(
  row: EnquiryRow,
  counts: Pick<EnquiryListRow, 'lineCount' | 'quotedLineCount'>,
  lang: Lang,
  today: string,
): EnquirySummary {
  const status = shownStatus(row, today);
  return {
    enquiryId: String(row.id),
    enquiryNo: row.enquiryNo,
    status,
    statusName: statusName(status, lang),
    staffName: row.staffName,
    remarks: row.remarks,
    lineCount: counts.lineCount,
    quotedLineCount: counts.quotedLineCount,
    createTime: row.createdAt.toISOString(),
    quotedTime: row.quotedAt ? row.quotedAt.toISOString() : null,
    validUntil: row.validUntil,
  };
}

/** Decimal strings from numeric columns, without the padding PostgreSQL adds ('5.200000' → '5.2'). */
function decimal(value: string | null): string | null {
  if (value === null) return null;
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

export function toEnquiryLine(
  line: EnquiryLineRow,
  product: Product | undefined,
  holds: boolean,
): EnquiryLine {
  const quotedAmount =
    line.quotedUnitPrice !== null && line.quotedQty !== null
      ? roundHalfUp(multiplyMoney(line.quotedUnitPrice, String(line.quotedQty)), LINE_AMOUNT_DECIMALS)
      : null;
  return {
    lineId: String(line.id),
    lineNo: line.lineNo,
    mfrPartNumber: line.mfrPartNumber,
    brand: line.brand,
    quantity: line.quantity,
    targetPrice: decimal(line.targetPrice),
    custPn: line.custPn,
    deliveryDate: line.deliveryDate,
    remarks: line.remarks,
    spuId: line.productId === null ? null : String(line.productId),
    matchedPartNumber: product?.mfrPartNumber ?? null,
    matchedBrandCode: product?.brandCode ?? null,
    quotedUnitPrice: line.quotedUnitPrice,
    quotedNotTaxPrice: line.quotedNotTaxPrice,
    quotedQty: line.quotedQty,
    quotedAmount,
    sellerRemarks: line.sellerRemarks,
    canAddToCart: holds && isBuyableQuote(line) && product?.isActive === 'T',
  };
}
