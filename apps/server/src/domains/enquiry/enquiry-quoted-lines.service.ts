import { shopToday } from '@emall/contract';
import type { Lang } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { bodyId } from '../../platform/db.js';
import type { StaffContext } from '../../platform/request-context.js';
import { linesOfEnquiry } from './enquiry.queries.js';
import { ownEnquiry } from './enquiry-read.service.js';
import { isBuyableQuote, quoteHolds, shownStatus, statusName } from './enquiry-view.js';
import type { EnquiryDeps } from './enquiry.settings.js';

/** A quoted enquiry line as the cart takes it: the part, the quoted quantity and the line's custPn. */
export interface QuotedLine {
  productId: number;
  quantity: number;
  enquiryLineId: number;
  custPn: string;
}

/**
 * The enquiry's half of addQuotedToCart (the cart, which sits above the enquiry, does the rest): the
 * enquiry's quoted lines (all, or those of lineIds) at the quoted quantity. A quote that expired, or an
 * enquiry not quoted, answers 422 naming its state; lines of another enquiry (or tenant) are 404.
 */
export async function quotedLinesToBuy(
  deps: Pick<EnquiryDeps, 'db' | 'clock'>,
  staff: StaffContext,
  lang: Lang,
  body: { enquiryId: string; lineIds?: string[] | undefined },
): Promise<QuotedLine[]> {
  const row = await ownEnquiry(deps, staff, body.enquiryId);
  const today = shopToday(deps.clock.now());
  if (!quoteHolds(row, today)) {
    const status = shownStatus(row, today);
    throw new AppError('ENQUIRY_STATE_FORBIDS', { status: statusName(status, lang) });
  }
  const lines = await linesOfEnquiry(deps.db, row.id);
  const wanted = body.lineIds ? new Set(body.lineIds.map(bodyId)) : undefined;
  if (wanted && [...wanted].some((id) => !lines.some((l) => l.id === id))) throw new AppError('NOT_FOUND');
  const chosen = lines.filter((l) => (wanted ? wanted.has(l.id) : true) && isBuyableQuote(l));
  if (!chosen.length) throw new AppError('ENQUIRY_NOTHING_TO_ADD');
  return chosen.map((l) => ({
    productId: l.productId ?? 0,
    quantity: l.quotedQty ?? l.quantity,
    enquiryLineId: l.id,
    custPn: l.custPn,
  }));
}
