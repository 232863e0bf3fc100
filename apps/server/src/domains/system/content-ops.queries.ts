import { and, asc, count, eq, ilike, max, ne, or, sql, type SQL } from 'drizzle-orm';
import { DIC_CODE, STATUS_ACTIVE } from '@emall/contract';
import { containsPattern, type Db } from '../../platform/db.js';
import { dicValue, sysParam, uiText } from './system.tables.js';

export type DicValueRow = typeof dicValue.$inferSelect;

// ---------------------------------------------------------------- banners

/** The banners not removed, in carousel order; `forUpdate` locks them for a change of the order or count. */
export function listBannerRows(db: Db, forUpdate = false): Promise<DicValueRow[]> {
  const query = db
    .select()
    .from(dicValue)
    .where(and(eq(dicValue.dicCode, DIC_CODE.bannerConfig), eq(dicValue.status, STATUS_ACTIVE)))
    .orderBy(asc(dicValue.sort), asc(dicValue.id));
  return forUpdate ? query.for('update') : query;
}

export async function findDicValueRow(
  db: Db,
  id: number,
  forUpdate = false,
): Promise<DicValueRow | undefined> {
  const query = db.select().from(dicValue).where(eq(dicValue.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** Inserts an entry unless its (code, value) exists: undefined then. */
export async function insertDicValueIfAbsent(
  db: Db,
  row: typeof dicValue.$inferInsert,
): Promise<DicValueRow | undefined> {
  const [inserted] = await db.insert(dicValue).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function updateDicValueRow(
  db: Db,
  id: number,
  set: Partial<typeof dicValue.$inferInsert>,
): Promise<DicValueRow> {
  const [row] = await db.update(dicValue).set(set).where(eq(dicValue.id, id)).returning();
  if (!row) throw new Error(`dic_value ${id} vanished`);
  return row;
}

// ---------------------------------------------------------------- dictionaries

/** Every dictionary but the banners' (they have their own screen), with its entry count. */
export function listDictionaryCodes(db: Db) {
  return db
    .select({ dicCode: dicValue.dicCode, entryCount: count() })
    .from(dicValue)
    .where(ne(dicValue.dicCode, DIC_CODE.bannerConfig))
    .groupBy(dicValue.dicCode)
    .orderBy(asc(dicValue.dicCode));
}

export async function pageDictionaryEntries(db: Db, dicCode: string, pageNo: number, pageSize: number) {
  const where = eq(dicValue.dicCode, dicCode);
  const rows = await db
    .select()
    .from(dicValue)
    .where(where)
    .orderBy(asc(dicValue.sort), asc(dicValue.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(dicValue).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function maxDictionarySort(db: Db, dicCode: string): Promise<number> {
  const [row] = await db
    .select({ sort: max(dicValue.sort) })
    .from(dicValue)
    .where(eq(dicValue.dicCode, dicCode));
  return row?.sort ?? 0;
}

// ---------------------------------------------------------------- system parameters

export type SysParamRow = typeof sysParam.$inferSelect;

export async function pageSysParams(db: Db, keyword: string | undefined, pageNo: number, pageSize: number) {
  const where = keyword
    ? or(
        ilike(sysParam.paramCode, containsPattern(keyword)),
        ilike(sysParam.paramName, containsPattern(keyword)),
        ilike(sysParam.remark, containsPattern(keyword)),
      )
    : undefined;
  const rows = await db
    .select()
    .from(sysParam)
    .where(where)
    .orderBy(asc(sysParam.paramType), asc(sysParam.paramCode))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(sysParam).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findSysParamRow(db: Db, paramCode: string): Promise<SysParamRow | undefined> {
  const [row] = await db.select().from(sysParam).where(eq(sysParam.paramCode, paramCode)).for('update');
  return row;
}

export async function updateSysParamValue(
  db: Db,
  paramCode: string,
  paramValue: string,
  now: Date,
): Promise<SysParamRow> {
  const [row] = await db
    .update(sysParam)
    .set({ paramValue, updatedAt: now })
    .where(eq(sysParam.paramCode, paramCode))
    .returning();
  if (!row) throw new Error(`sys_param ${paramCode} vanished`);
  return row;
}

// ---------------------------------------------------------------- interface texts

export type UiTextRow = typeof uiText.$inferSelect;

export async function pageUiTexts(
  db: Db,
  filter: { keyword?: string | undefined; editedOnly: boolean },
  pageNo: number,
  pageSize: number,
) {
  const conditions: SQL[] = [];
  if (filter.editedOnly) conditions.push(eq(uiText.editedByOperator, true));
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    conditions.push(
      sql`(${uiText.keyValue} ilike ${pattern} or ${uiText.zhCn} ilike ${pattern}
        or ${uiText.zhTw} ilike ${pattern} or ${uiText.enUs} ilike ${pattern})`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(uiText)
    .where(where)
    .orderBy(asc(uiText.keyValue))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(uiText).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findUiTextRow(db: Db, keyValue: string): Promise<UiTextRow | undefined> {
  const [row] = await db.select().from(uiText).where(eq(uiText.keyValue, keyValue)).for('update');
  return row;
}

export async function updateUiTextRow(
  db: Db,
  keyValue: string,
  set: { zhCn: string; zhTw: string; enUs: string; editedByOperator: boolean; updatedAt: Date },
): Promise<UiTextRow> {
  const [row] = await db.update(uiText).set(set).where(eq(uiText.keyValue, keyValue)).returning();
  if (!row) throw new Error(`ui_text ${keyValue} vanished`);
  return row;
}
