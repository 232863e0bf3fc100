import { and, count, desc, gte, ilike, inArray, lt, sql } from 'drizzle-orm';
import type { EnquiryStatus } from '@emall/contract';
import type { Db } from '../../platform/db.js';
import { statusIs, type EnquiryListRow } from './enquiry.queries.js';
import { enquiry } from './enquiry.tables.js';

/** The console's view of enquiries: every tenant's, so these queries never sit behind a buyer's call. */
export interface SellerEnquiryFilter {
  status?: EnquiryStatus | undefined;
  /** Only these tenants (a tenant search's answer); undefined: every tenant. */
  tenantIds?: readonly number[] | undefined;
  /** A LIKE pattern on the reference. */
  enquiryNoPattern?: string | undefined;
  /** Submitted at or after `from` and before `to`. */
  from?: Date | undefined;
  to?: Date | undefined;
  /** The shop day, for the derived EXPIRED status. */
  today: string;
  offset: number;
  limit: number;
}

/** A page of all tenants' enquiries, newest first, with their line counts, and the total. */
export async function pageSellerEnquiries(
  db: Db,
  filter: SellerEnquiryFilter,
): Promise<{ rows: EnquiryListRow[]; total: number }> {
  if (filter.tenantIds && !filter.tenantIds.length) return { rows: [], total: 0 };
  const where = and(
    filter.status ? statusIs(filter.status, filter.today) : undefined,
    filter.tenantIds ? inArray(enquiry.tenantId, [...filter.tenantIds]) : undefined,
    filter.enquiryNoPattern ? ilike(enquiry.enquiryNo, filter.enquiryNoPattern) : undefined,
    filter.from ? gte(enquiry.createdAt, filter.from) : undefined,
    filter.to ? lt(enquiry.createdAt, filter.to) : undefined,
  );
  const [totalRow] = await db.select({ n: count() }).from(enquiry).where(where);
  const rows = await db
    .select({
      enquiry,
      // Written out: inside a subquery Drizzle would print the outer id as a bare "id", which l.id shadows.
      lineCount: sql<number>`(select count(*) from enquiry_line l where l.enquiry_id = enquiry.id)::int`,
      quotedLineCount: sql<number>`(select count(*) from enquiry_line l
        where l.enquiry_id = enquiry.id and l.quoted_unit_price is not null)::int`,
    })
    .from(enquiry)
    .where(where)
    .orderBy(desc(enquiry.createdAt), desc(enquiry.id))
    .offset(filter.offset)
    .limit(filter.limit);
  return {
    rows: rows.map((r) => ({ ...r.enquiry, lineCount: r.lineCount, quotedLineCount: r.quotedLineCount })),
    total: totalRow?.n ?? 0,
  };
}
