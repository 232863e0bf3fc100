import { CUST_PN_MAX_LENGTH } from '../constants.js';
import { cleanSearchInput } from './part-number.js';
import { isDecimalString } from './money.js';

/**
 * The rules of one enquiry line (request for quotation), shared by the /enquiry table (per-cell messages
 * as the buyer types) and the server (the create call's schema). Dates are calendar days 'YYYY-MM-DD';
 * "today" is the shop's day (Asia/Shanghai), so a buyer abroad and the server agree on it.
 */

/** Most lines one enquiry may hold. */
export const ENQUIRY_MAX_LINES = 200;
/** Most characters of a line's remarks and of the enquiry's remarks. */
export const ENQUIRY_REMARKS_MAX = 200;
/** Most characters of a brand as the buyer writes it. */
export const ENQUIRY_BRAND_MAX = 60;
/** Largest quantity (the 8-character quantity box, docs/orders.md). */
export const ENQUIRY_QUANTITY_MAX = 99_999_999;
/** Most decimals of a target price (a unit price, like the catalog's). */
export const ENQUIRY_PRICE_DECIMALS = 6;
/** Largest target price: 12 integer digits, what numeric(18, 6) holds. */
const PRICE_PATTERN = /^\d{1,12}(\.\d{1,6})?$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export type EnquiryLineField =
  'mfrPartNumber' | 'brand' | 'quantity' | 'targetPrice' | 'custPn' | 'deliveryDate' | 'remarks';

/** Why a cell is refused; each has a text `rules.enquiry.<reason>` carrying its numbers (it travels in zod issues). */
export type EnquiryLineReason =
  | 'partRequired'
  | 'partTooShort'
  | 'partTooLong'
  | 'brandTooLong'
  | 'quantityInvalid'
  | 'priceInvalid'
  | 'custPnTooLong'
  | 'dateInvalid'
  | 'dateInPast'
  | 'remarksTooLong';

export function enquiryReasonText(reason: EnquiryLineReason): string {
  return `rules.enquiry.${reason}`;
}

/** A line as the table holds it: every cell is text. */
export interface EnquiryLineDraft {
  mfrPartNumber: string;
  brand?: string | undefined;
  quantity: string | number;
  targetPrice?: string | undefined;
  custPn?: string | undefined;
  deliveryDate?: string | undefined;
  remarks?: string | undefined;
}

/** A quantity: a positive whole number without leading zero, at most 99,999,999. */
export function parseEnquiryQuantity(value: string | number): number | undefined {
  const text = String(value).trim();
  if (!/^[1-9]\d{0,7}$/.test(text)) return undefined;
  return Number(text);
}

/** A target price: empty, or a decimal ≥ 0 with at most 6 decimals and 12 integer digits. */
export function isTargetPrice(value: string): boolean {
  return isDecimalString(value) && PRICE_PATTERN.test(value);
}

/** True for a real calendar day written 'YYYY-MM-DD'. */
export function isCalendarDay(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** The shop's calendar day (Asia/Shanghai, UTC+8 all year) at an instant, as 'YYYY-MM-DD'. */
export function shopToday(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** The first problem of each cell of a line; `today` is shopToday() of the checking side. */
export function checkEnquiryLine(
  line: EnquiryLineDraft,
  today: string,
): Partial<Record<EnquiryLineField, EnquiryLineReason>> {
  const problems: Partial<Record<EnquiryLineField, EnquiryLineReason>> = {};
  const part = cleanSearchInput(line.mfrPartNumber);
  if (!part.ok)
    problems.mfrPartNumber =
      part.reason === 'EMPTY' ? 'partRequired' : part.reason === 'TOO_SHORT' ? 'partTooShort' : 'partTooLong';
  if ((line.brand ?? '').trim().length > ENQUIRY_BRAND_MAX) problems.brand = 'brandTooLong';
  if (parseEnquiryQuantity(line.quantity) === undefined) problems.quantity = 'quantityInvalid';
  const price = (line.targetPrice ?? '').trim();
  if (price !== '' && !isTargetPrice(price)) problems.targetPrice = 'priceInvalid';
  if ((line.custPn ?? '').trim().length > CUST_PN_MAX_LENGTH) problems.custPn = 'custPnTooLong';
  const date = (line.deliveryDate ?? '').trim();
  if (date !== '') {
    if (!isCalendarDay(date)) problems.deliveryDate = 'dateInvalid';
    else if (date < today) problems.deliveryDate = 'dateInPast';
  }
  if ((line.remarks ?? '').trim().length > ENQUIRY_REMARKS_MAX) problems.remarks = 'remarksTooLong';
  return problems;
}
