import { shopToday } from '@emall/contract';
import type { Product } from '@emall/contract';
import type { Db } from '../../platform/db.js';
import { markEnquiriesOrdered, tenantLinesWithEnquiry } from './enquiry.queries.js';
import { isBuyableQuote, quoteHolds } from './enquiry-view.js';

/**
 * Quotes as the cart and the order see them. The cart line keeps only the enquiry line's id; whether its
 * quote still prices the line is decided here, from the enquiry itself, every time: a quote that expired
 * or an enquiry that was cancelled stops pricing at once, and no copy of a price can go stale.
 */
export interface HeldQuote {
  enquiryLineId: number;
  enquiryId: number;
  enquiryNo: string;
  productId: number;
  qty: number;
  taxPrice: string;
  notTaxPrice: string;
  validUntil: string;
  /** False once the quote expired (or the enquiry was cancelled): the line is priced by the catalog again. */
  holds: boolean;
}

/** The caller's tenant's quotes of these enquiry lines (other tenants' lines are absent), by line id. */
export async function quotesOfLines(
  db: Db,
  tenantId: number,
  lineIds: readonly number[],
  now: Date,
): Promise<Map<number, HeldQuote>> {
  const today = shopToday(now);
  const rows = await tenantLinesWithEnquiry(db, tenantId, [...new Set(lineIds)]);
  const quotes = new Map<number, HeldQuote>();
  for (const { line, enquiry } of rows) {
    if (!isBuyableQuote(line) || enquiry.validUntil === null) continue;
    quotes.set(line.id, {
      enquiryLineId: line.id,
      enquiryId: enquiry.id,
      enquiryNo: enquiry.enquiryNo,
      productId: line.productId ?? 0,
      qty: line.quotedQty ?? 0,
      taxPrice: line.quotedUnitPrice ?? '0',
      notTaxPrice: line.quotedNotTaxPrice ?? '0',
      validUntil: enquiry.validUntil,
      holds: quoteHolds(enquiry, today) && enquiry.status !== 'CANCELLED',
    });
  }
  return quotes;
}

/**
 * Whether a quote prices this line now: it holds, names this product and the line is for the quoted
 * quantity (a quote is for that quantity; another quantity is priced by the catalog's breaks).
 */
export function quotePrices(quote: HeldQuote | undefined, productId: number, quantity: number): boolean {
  return quote !== undefined && quote.holds && quote.productId === productId && quote.qty === quantity;
}

/** The product as the quote prices it: the seller's unit prices, priced and orderable. */
export function withQuotedPrice(product: Product, quote: HeldQuote): Product {
  return {
    ...product,
    taxPrice: quote.taxPrice,
    notTaxPrice: quote.notTaxPrice,
    isMatch: true,
    isErrPrice: false,
    // The catalog's breaks do not apply to a quoted line: it has one price, for its quantity.
    priceBreaks: [],
  };
}

/** An order used these quotes: their enquiries become ORDERED (in the order's transaction). */
export async function markQuotesOrdered(
  tx: Db,
  tenantId: number,
  quotes: readonly HeldQuote[],
  at: Date,
): Promise<void> {
  await markEnquiriesOrdered(tx, tenantId, [...new Set(quotes.map((q) => q.enquiryId))], at);
}
