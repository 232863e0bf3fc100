import { and, asc, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { STATUS_ACTIVE } from '@emall/contract';
import { arrayParam, queryRows, type Db } from '../../../platform/db.js';
import type { BomOwner } from './log.queries.js';
import type { SheetLine } from '../sheet/sheet-lines.js';
import { bomDetail } from './bom.tables.js';

export type BomLineRow = typeof bomDetail.$inferSelect;

function owned(owner: BomOwner): SQL | undefined {
  return and(eq(bomDetail.tenantId, owner.tenantId), eq(bomDetail.staffId, owner.staffId));
}

/** Writes a BOM's lines, all in one statement (the rows travel as one array per column). */
export async function insertBomLines(
  db: Db,
  owner: BomOwner,
  logId: number,
  lines: readonly SheetLine[],
  now: Date,
): Promise<void> {
  if (!lines.length) return;
  const column = <K extends keyof SheetLine>(key: K) => lines.map((line) => line[key]);
  // The alternates travel as JSON text, one per line: [{ partText, manufacturer, supplierPn }].
  const alternates = lines.map((line) => JSON.stringify(line.alternates ?? []));
  const namesPartNumber = lines.map((line) => line.namesPartNumber === true);
  await db.execute(sql`
    insert into bom_detail (log_id, tenant_id, staff_id, line_no, qry_param, brand_name, qty, designators,
      cust_product_code, supplier_pn, description, package, cust_json, alternates, names_part_number,
      status_time, updated_at)
    select ${logId}, ${owner.tenantId}, ${owner.staffId}, l.line_no, l.qry_param, l.brand_name, l.qty,
      l.designators, l.cust_product_code, l.supplier_pn, l.description, l.package, l.cust_json,
      l.alternates::jsonb, l.names_part_number, ${now.toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz
    from unnest(${arrayParam(column('lineNo'), 'int')}, ${arrayParam(column('qryParam'), 'text')},
      ${arrayParam(column('brandName'), 'text')}, ${arrayParam(column('qty'), 'int')},
      ${arrayParam(column('designators'), 'text')}, ${arrayParam(column('custProductCode'), 'text')},
      ${arrayParam(column('supplierPn'), 'text')}, ${arrayParam(column('description'), 'text')},
      ${arrayParam(column('package'), 'text')}, ${arrayParam(column('custJson'), 'text')},
      ${arrayParam(alternates, 'text')}, ${arrayParam(namesPartNumber, 'bool')})
      as l(line_no, qry_param, brand_name, qty, designators, cust_product_code, supplier_pn, description,
        package, cust_json, alternates, names_part_number)`);
}

export async function deleteBomLines(db: Db, owner: BomOwner, logId: number): Promise<void> {
  await db.delete(bomDetail).where(and(eq(bomDetail.logId, logId), owned(owner)));
}

export type MatchFilter = 'all' | 'matched' | 'unmatched' | 'conflict';

/** A line with a conflict the buyer has not settled by choosing a part. */
const openConflict = and(isNotNull(bomDetail.conflict), isNull(bomDetail.productId));

/** A page of a BOM's active lines in BOM order, and how many lines the filter keeps. */
export async function pageBomLines(
  db: Db,
  owner: BomOwner,
  logId: number,
  filter: MatchFilter,
  limit: number,
  offset: number,
): Promise<{ rows: BomLineRow[]; total: number }> {
  const where = and(
    eq(bomDetail.logId, logId),
    owned(owner),
    eq(bomDetail.status, STATUS_ACTIVE),
    filter === 'matched'
      ? isNotNull(bomDetail.productId)
      : filter === 'unmatched'
        ? isNull(bomDetail.productId)
        : filter === 'conflict'
          ? openConflict
          : undefined,
  );
  const rows = await db
    .select()
    .from(bomDetail)
    .where(where)
    .orderBy(asc(bomDetail.lineNo), asc(bomDetail.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(bomDetail).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One active line of the owner, or undefined (another staff member's line is not found). */
export async function findBomLine(db: Db, owner: BomOwner, id: number): Promise<BomLineRow | undefined> {
  const [row] = await db
    .select()
    .from(bomDetail)
    .where(and(eq(bomDetail.id, id), owned(owner), eq(bomDetail.status, STATUS_ACTIVE)));
  return row;
}

/** The owner's active lines of one BOM in line order, or only those of `ids` (an enquiry made from the BOM). */
export function activeBomLines(
  db: Db,
  owner: BomOwner,
  logId: number,
  ids?: readonly number[],
): Promise<BomLineRow[]> {
  return db
    .select()
    .from(bomDetail)
    .where(
      and(
        eq(bomDetail.logId, logId),
        owned(owner),
        eq(bomDetail.status, STATUS_ACTIVE),
        ids ? inArray(bomDetail.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(bomDetail.lineNo));
}

export type BomLinePatch = Partial<
  Omit<typeof bomDetail.$inferInsert, 'id' | 'logId' | 'tenantId' | 'staffId'>
>;

export async function updateBomLine(
  db: Db,
  owner: BomOwner,
  id: number,
  patch: BomLinePatch,
): Promise<BomLineRow | undefined> {
  const [row] = await db
    .update(bomDetail)
    .set(patch)
    .where(and(eq(bomDetail.id, id), owned(owner), eq(bomDetail.status, STATUS_ACTIVE)))
    .returning();
  return row;
}

export async function insertBomLine(db: Db, values: typeof bomDetail.$inferInsert): Promise<BomLineRow> {
  const [row] = await db.insert(bomDetail).values(values).returning();
  if (!row) throw new Error('bom_detail not inserted');
  return row;
}

/** The next line number of a BOM (added lines go to its end). */
export async function nextLineNo(db: Db, owner: BomOwner, logId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${bomDetail.lineNo}), 0)::int` })
    .from(bomDetail)
    .where(and(eq(bomDetail.logId, logId), owned(owner)));
  return (row?.n ?? 0) + 1;
}

/** How many of a BOM's active lines have a conflict and no part chosen yet. */
export async function openConflictCount(db: Db, owner: BomOwner, logId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bomDetail)
    .where(and(eq(bomDetail.logId, logId), owned(owner), eq(bomDetail.status, STATUS_ACTIVE), openConflict));
  return row?.n ?? 0;
}

/** What matching reads of a line. */
export type LineToMatch = Pick<
  BomLineRow,
  | 'id'
  | 'qryParam'
  | 'brandName'
  | 'supplierPn'
  | 'custProductCode'
  | 'designators'
  | 'description'
  | 'package'
  | 'alternates'
  | 'namesPartNumber'
>;

/** The next lines the matching job has not done yet, in order of insertion. */
export function pendingLines(db: Db, owner: BomOwner, logId: number, limit: number): Promise<LineToMatch[]> {
  return db
    .select({
      id: bomDetail.id,
      qryParam: bomDetail.qryParam,
      brandName: bomDetail.brandName,
      supplierPn: bomDetail.supplierPn,
      custProductCode: bomDetail.custProductCode,
      designators: bomDetail.designators,
      description: bomDetail.description,
      package: bomDetail.package,
      alternates: bomDetail.alternates,
      namesPartNumber: bomDetail.namesPartNumber,
    })
    .from(bomDetail)
    .where(and(eq(bomDetail.logId, logId), owned(owner), eq(bomDetail.matchState, 'PENDING')))
    .orderBy(asc(bomDetail.id))
    .limit(limit);
}

/**
 * The part this tenant chose last for each customer part number (matching stage custPn): lines of its
 * BOMs that have a chosen part, newest first. Any staff member's BOM counts: the part numbers are the
 * tenant's.
 */
export async function partsChosenForCustPns(
  db: Db,
  tenantId: number,
  custPns: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(custPns.filter((c) => c !== ''))];
  if (!wanted.length) return new Map();
  const rows = await queryRows<{ cust_product_code: string; product_id: string | number }>(
    db,
    sql`select distinct on (cust_product_code) cust_product_code, product_id
        from bom_detail
        where tenant_id = ${tenantId} and product_id is not null and cust_product_code <> ''
          and cust_product_code = any(${arrayParam(wanted, 'text')}) and status = ${STATUS_ACTIVE}
        order by cust_product_code, updated_at desc, id desc`,
  );
  return new Map(rows.map((r) => [r.cust_product_code, String(r.product_id)]));
}

/** What matching found for one line. */
export interface LineMatchWrite {
  id: number;
  isFreeText: boolean;
  productId: string | null;
  matchRule: string | null;
  confidence: number;
  brandAgrees: boolean | null;
  candidates: string;
  /** Which alternate the chosen part came from; null (or absent): the line's own part. */
  matchedAlternate?: number | null;
  /** The conflict as JSON text; null (or absent): none. */
  conflict?: string | null;
}

/**
 * Records the matches of lines of one BOM still PENDING, in one statement; answers how many it wrote. A
 * line the buyer changed meanwhile is DONE already and keeps the buyer's change. The BOM's id is part of
 * the condition on purpose: without it the planner may read the whole partial pending index, dead entries
 * of deleted BOMs included, for every chunk (5.8-9.6 s per 5,000 lines after 100,000 deleted lines).
 */
export async function writeMatches(
  db: Db,
  owner: BomOwner,
  logId: number,
  writes: readonly LineMatchWrite[],
  now: Date,
): Promise<number> {
  if (!writes.length) return 0;
  const column = <K extends keyof LineMatchWrite>(key: K) => writes.map((w) => w[key]);
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`update bom_detail d
        set match_state = 'DONE', is_free_text = u.free, product_id = u.product_id, match_rule = u.rule,
          confidence = u.confidence, brand_agrees = u.agrees, candidates = u.candidates::jsonb,
          matched_alternate = u.alternate, conflict = u.conflict::jsonb,
          updated_at = ${now.toISOString()}::timestamptz
        from unnest(${arrayParam(column('id'), 'bigint')}, ${arrayParam(column('isFreeText'), 'boolean')},
          ${arrayParam(column('productId'), 'bigint')}, ${arrayParam(column('matchRule'), 'text')},
          ${arrayParam(column('confidence'), 'real')}, ${arrayParam(column('brandAgrees'), 'boolean')},
          ${arrayParam(column('candidates'), 'text')},
          ${arrayParam(
            writes.map((w) => w.matchedAlternate ?? null),
            'smallint',
          )}, ${arrayParam(
            writes.map((w) => w.conflict ?? null),
            'text',
          )}) as u(id, free, product_id, rule, confidence, agrees, candidates, alternate, conflict)
        where d.id = u.id and d.log_id = ${logId} and d.tenant_id = ${owner.tenantId}
          and d.staff_id = ${owner.staffId} and d.match_state = 'PENDING'
        returning d.id`,
  );
  return rows.length;
}
