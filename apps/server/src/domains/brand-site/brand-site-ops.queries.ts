import { and, count, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { LocalizedText } from '@emall/contract';
import type { Db } from '../../platform/db.js';
import { brandCustomizedRequest as lead, brandProduct } from './brand-site.tables.js';

export type LeadRow = typeof lead.$inferSelect;
/** A lead with the name of the product line it asks about (null: none chosen or the line is gone). */
export type NamedLead = LeadRow & { productName: LocalizedText | null };

export interface LeadFilter {
  status?: string | undefined;
  /** A LIKE pattern over company, contact, email, mobile and number. */
  pattern?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function whereOf(filter: LeadFilter) {
  return and(
    filter.status ? eq(lead.status, filter.status) : undefined,
    filter.pattern
      ? or(
          ilike(lead.company, filter.pattern),
          ilike(lead.contact, filter.pattern),
          ilike(lead.email, filter.pattern),
          ilike(lead.mobile, filter.pattern),
          ilike(lead.requestNo, filter.pattern),
        )
      : undefined,
    filter.from ? gte(lead.createdAt, filter.from) : undefined,
    filter.to ? lt(lead.createdAt, filter.to) : undefined,
  );
}

const named = () => ({ lead, productName: brandProduct.name }) as const;

function withName(row: { lead: LeadRow; productName: LocalizedText | null }): NamedLead {
  return { ...row.lead, productName: row.productName };
}

/** A page of leads, newest first. */
export async function pageLeads(
  db: Db,
  filter: LeadFilter,
  offset: number,
  limit: number,
): Promise<{ rows: NamedLead[]; total: number }> {
  const where = whereOf(filter);
  const [totalRow] = await db.select({ n: count() }).from(lead).where(where);
  const rows = await db
    .select(named())
    .from(lead)
    .leftJoin(brandProduct, eq(brandProduct.productCode, lead.productCode))
    .where(where)
    .orderBy(desc(lead.createdAt), desc(lead.id))
    .offset(offset)
    .limit(limit);
  return { rows: rows.map(withName), total: totalRow?.n ?? 0 };
}

export async function namedLead(db: Db, id: number): Promise<NamedLead | undefined> {
  const [row] = await db
    .select(named())
    .from(lead)
    .leftJoin(brandProduct, eq(brandProduct.productCode, lead.productCode))
    .where(eq(lead.id, id));
  return row ? withName(row) : undefined;
}

/** The lead's row, locked for the handling step's transaction. */
export async function lockLead(tx: Db, id: number): Promise<LeadRow | undefined> {
  const [row] = await tx.select().from(lead).where(eq(lead.id, id)).for('update');
  return row;
}

export async function markLeadHandled(
  tx: Db,
  id: number,
  step: { status: string; handledAt: Date; handledBy: number; handlingNote: string },
): Promise<void> {
  await tx.update(lead).set(step).where(eq(lead.id, id));
}

export async function countLeadsInStatus(db: Db, status: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lead)
    .where(eq(lead.status, status));
  return row?.n ?? 0;
}
