import { shopToday } from '@emall/contract';
import type { EnquiryDetail, EnquiryStatus, EnquirySummary, Lang } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { StaffContext } from '../../platform/request-context.js';
import { productsForLines } from '../catalog/catalog.service.js';
import {
  findEnquiry,
  linesOfEnquiry,
  moveEnquiry,
  pageEnquiries,
  type EnquiryRow,
} from './enquiry.queries.js';
import { quoteHolds, shownStatus, statusName, toEnquiryLine, toEnquirySummary } from './enquiry-view.js';
import { bodyId } from '../../platform/db.js';
import type { EnquiryDeps } from './enquiry.settings.js';

/** qryEnquiryByPage: the tenant's enquiries, newest first; EXPIRED and QUOTED filter on the derived status. */
export async function enquiryPage(
  deps: EnquiryDeps,
  staff: StaffContext,
  lang: Lang,
  body: { pageNo: number; pageSize: number; status?: EnquiryStatus | undefined },
): Promise<{ rows: EnquirySummary[]; total: number; pageNo: number; pageSize: number }> {
  const today = shopToday(deps.clock.now());
  const { rows, total } = await pageEnquiries(deps.db, staff.tenantId, {
    status: body.status,
    today,
    offset: (body.pageNo - 1) * body.pageSize,
    limit: body.pageSize,
  });
  return {
    rows: rows.map((row) => toEnquirySummary(row, row, lang, today)),
    total,
    pageNo: body.pageNo,
    pageSize: body.pageSize,
  };
}

/** The tenant's enquiry, or 404 (another tenant's id is not found, never refused). */
export async function ownEnquiry(
  deps: Pick<EnquiryDeps, 'db'>,
  staff: StaffContext,
  id: string,
): Promise<EnquiryRow> {
  const row = await findEnquiry(deps.db, staff.tenantId, bodyId(id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function detailOf(deps: EnquiryDeps, row: EnquiryRow, lang: Lang): Promise<EnquiryDetail> {
  const today = shopToday(deps.clock.now());
  const lines = await linesOfEnquiry(deps.db, row.id);
  const products = await productsForLines(
    { readDb: deps.readDb },
    lines.flatMap((l) =>
      l.productId === null ? [] : [{ spuId: String(l.productId), quantity: l.quantity }],
    ),
    lang,
  );
  const holds = quoteHolds(row, today);
  const counts = {
    lineCount: lines.length,
    quotedLineCount: lines.filter((l) => l.quotedUnitPrice !== null).length,
  };
  return {
    ...toEnquirySummary(row, counts, lang, today),
    lines: lines.map((l) => toEnquiryLine(l, products.get(String(l.productId)), holds)),
  };
}

/** qryEnquiryDetail. */
export async function enquiryDetail(
  deps: EnquiryDeps,
  staff: StaffContext,
  lang: Lang,
  enquiryId: string,
): Promise<EnquiryDetail> {
  return detailOf(deps, await ownEnquiry(deps, staff, enquiryId), lang);
}

/** cancelEnquiry: a submitted or still valid quoted enquiry; 422 naming the state otherwise. */
export async function cancelEnquiry(
  deps: EnquiryDeps,
  staff: StaffContext,
  lang: Lang,
  enquiryId: string,
): Promise<EnquiryDetail> {
  const row = await ownEnquiry(deps, staff, enquiryId);
  const now = deps.clock.now();
  const status = shownStatus(row, shopToday(now));
  const refuse = () => new AppError('ENQUIRY_STATE_FORBIDS', { status: statusName(status, lang) });
  if (status !== 'SUBMITTED' && status !== 'QUOTED') throw refuse();
  // The stored status is checked again by the update itself: a quote or an order meanwhile wins.
  const moved = await moveEnquiry(deps.db, staff.tenantId, row.id, [row.status], {
    status: 'CANCELLED',
    updatedAt: now,
  });
  if (!moved) throw new AppError('CONFLICT');
  return enquiryDetail(deps, staff, lang, enquiryId);
}
