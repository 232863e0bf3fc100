import type { OrderLineInput, Product } from '@emall/contract';
import type { Db } from '../../../platform/db.js';
import type { StaffContext } from '../../../platform/request-context.js';
import { quotesForCartOrder } from '../../cart/cart-quote.service.js';
import {
  markQuotesOrdered,
  withQuotedPrice,
  type HeldQuote,
} from '../../enquiry/enquiry-held-quotes.service.js';

/**
 * Enquiry quotes in an order (docs/enquiry.md). The order still prices every line on the server: a line
 * from the cart that carries a quote of the caller's tenant, still valid, for this part and exactly the
 * quoted quantity, is priced at the quote; every other line at the catalog's break. Answers the quotes used.
 */
export async function applyCartQuotes(
  tx: Db,
  staff: StaffContext,
  lines: readonly OrderLineInput[],
  products: Map<string, Product>,
  now: Date,
): Promise<HeldQuote[]> {
  const quotes = await quotesForCartOrder(
    tx,
    staff,
    lines.map((l) => l.spuId),
    now,
  );
  const used: HeldQuote[] = [];
  for (const line of lines) {
    const quote = quotes.get(line.spuId);
    const product = products.get(line.spuId);
    if (!quote || !product || quote.qty !== line.qty) continue;
    products.set(line.spuId, withQuotedPrice(product, quote));
    used.push(quote);
  }
  return used;
}

/** The enquiries whose quotes the order used become ORDERED, in the order's transaction. */
export function markOrderedQuotes(tx: Db, staff: StaffContext, used: readonly HeldQuote[], now: Date) {
  return markQuotesOrdered(tx, staff.tenantId, used, now);
}
