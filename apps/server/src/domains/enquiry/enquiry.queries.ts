import { and, asc, count, desc, eq, gte, inArray, like, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { EnquiryStatus } from '@emall/contract';
import { prefixPattern, type Db } from '../../platform/db.js';
import { enquiry, enquiryLine } from './enquiry.tables.js';

/**
 * SQL of enquiries. Every read and write of an enquiry names the tenant from the session: another tenant's
 * enquiry or line is simply not found (docs/security.md, tenant isolation).
 */
export type EnquiryRow = typeof enquiry.$inferSelect;
export type EnquiryLineRow = typeof enquiryLine.$inferSelect;

function ownedBy(tenantId: number, id: number) {
  return and(eq(enquiry.tenantId, tenantId), eq(enquiry.id, id));
}

/** The stored condition behind each shown status; `today` is the shop day (EXPIRED is derived). */
export function statusIs(status: EnquiryStatus, today: string): SQL | undefined {
  if (status === 'EXPIRED') return and(eq(enquiry.status, 'QUOTED'), lt(enquiry.validUntil, today));
  if (status === 'QUOTED') return and(eq(enquiry.status, 'QUOTED'), gte(enquiry.validUntil, today));
  return eq(enquiry.status, status);
}

export async function findEnquiryByKey(db: Db, staffId: number, key: string) {
  const [row] = await db
    .select()
    .from(enquiry)
    .where(and(eq(enquiry.staffId, staffId), eq(enquiry.idempotencyKey, key)));
  return row;
}

export async function findEnquiry(db: Db, tenantId: number, id: number): Promise<EnquiryRow | undefined> {
  const [row] = await db.select().from(enquiry).where(ownedBy(tenantId, id));
  return row;
}

/** Any tenant's enquiry by id: only for the seller's side (quoting), never behind a buyer's call. */
export async function findEnquiryForSeller(db: Db, id: number): Promise<EnquiryRow | undefined> {
  const [row] = await db.select().from(enquiry).where(eq(enquiry.id, id));
  return row;
}

/** Serialises the numbering of one shop day's enquiries until the transaction ends. */
export async function lockEnquiryNumbering(tx: Db, day: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ENQUIRY_LOCK_SPACE}, ${day})`);
}
const ENQUIRY_LOCK_SPACE = 0xe9a1;

/** How many enquiry numbers start with `prefix` (EQ20261123-): the day's sequence so far. */
export async function countNumbersWithPrefix(db: Db, prefix: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enquiry)
    .where(like(enquiry.enquiryNo, prefixPattern(prefix)));
  return row?.n ?? 0;
}

/** Inserts an enquiry; undefined when the staff member's idempotency key is already taken. */
export async function insertEnquiry(tx: Db, row: typeof enquiry.$inferInsert): Promise<number | undefined> {
  const [inserted] = await tx
    .insert(enquiry)
    .values(row)
    .onConflictDoNothing({ target: [enquiry.staffId, enquiry.idempotencyKey] })
    .returning({ id: enquiry.id });
  return inserted?.id;
}

export async function insertEnquiryLines(
  tx: Db,
  rows: readonly (typeof enquiryLine.$inferInsert)[],
): Promise<void> {
  if (rows.length) await tx.insert(enquiryLine).values([...rows]);
}

export function linesOfEnquiry(db: Db, enquiryId: number): Promise<EnquiryLineRow[]> {
  return db
    .select()
    .from(enquiryLine)
    .where(eq(enquiryLine.enquiryId, enquiryId))
    .orderBy(asc(enquiryLine.lineNo));
}

export interface EnquiryListRow extends EnquiryRow {
  lineCount: number;
  quotedLineCount: number;
}

/** A page of the tenant's enquiries, newest first, with their line counts, and the total. */
export async function pageEnquiries(
  db: Db,
  tenantId: number,
  filter: { status?: EnquiryStatus | undefined; today: string; offset: number; limit: number },
): Promise<{ rows: EnquiryListRow[]; total: number }> {
  const where = and(
    eq(enquiry.tenantId, tenantId),
    filter.status ? statusIs(filter.status, filter.today) : undefined,
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

/** Moves the tenant's enquiry from one stored status to another; answers whether it moved. */
export async function moveEnquiry(
  db: Db,
  tenantId: number,
  id: number,
  from: readonly string[],
  changes: Partial<Pick<EnquiryRow, 'status' | 'quotedAt' | 'validUntil'>> & { updatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(enquiry)
    .set(changes)
    .where(and(ownedBy(tenantId, id), inArray(enquiry.status, [...from])))
    .returning({ id: enquiry.id });
  return rows.length > 0;
}

export async function quoteLine(
  tx: Db,
  enquiryId: number,
  lineId: number,
  quote: Pick<
    EnquiryLineRow,
    'productId' | 'quotedUnitPrice' | 'quotedNotTaxPrice' | 'quotedQty' | 'sellerRemarks'
  >,
): Promise<boolean> {
  const rows = await tx
    .update(enquiryLine)
    .set(quote)
    .where(and(eq(enquiryLine.enquiryId, enquiryId), eq(enquiryLine.id, lineId)))
    .returning({ id: enquiryLine.id });
  return rows.length > 0;
}

/** Removes the quote of the enquiry's lines other than `keepIds` (a whole new quote leaves them out). */
export async function clearLineQuotes(tx: Db, enquiryId: number, keepIds: readonly number[]): Promise<void> {
  await tx
    .update(enquiryLine)
    .set({ quotedUnitPrice: null, quotedNotTaxPrice: null, quotedQty: null, sellerRemarks: '' })
    .where(
      and(
        eq(enquiryLine.enquiryId, enquiryId),
        keepIds.length ? notInArray(enquiryLine.id, [...keepIds]) : undefined,
      ),
    );
}

/** Lines by id with their enquiry, of this tenant only (cart and order ask about quotes by line id). */
export async function tenantLinesWithEnquiry(
  db: Db,
  tenantId: number,
  lineIds: readonly number[],
): Promise<{ line: EnquiryLineRow; enquiry: EnquiryRow }[]> {
  if (!lineIds.length) return [];
  return db
    .select({ line: enquiryLine, enquiry })
    .from(enquiryLine)
    .innerJoin(enquiry, eq(enquiry.id, enquiryLine.enquiryId))
    .where(and(eq(enquiry.tenantId, tenantId), inArray(enquiryLine.id, [...lineIds])));
}

/** Marks the tenant's quoted enquiries ordered (an order used one of their quotes). */
export async function markEnquiriesOrdered(
  tx: Db,
  tenantId: number,
  ids: readonly number[],
  at: Date,
): Promise<void> {
  if (!ids.length) return;
  await tx
    .update(enquiry)
    .set({ status: 'ORDERED', updatedAt: at })
    .where(and(eq(enquiry.tenantId, tenantId), inArray(enquiry.id, [...ids]), eq(enquiry.status, 'QUOTED')));
}

/** Whether the tenant has any enquiry (the demo seed runs once per tenant). */
export async function tenantHasEnquiries(db: Db, tenantId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: enquiry.id })
    .from(enquiry)
    .where(eq(enquiry.tenantId, tenantId))
    .limit(1);
  return row !== undefined;
}
