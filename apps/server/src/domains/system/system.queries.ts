import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { actionLog, dicValue, region, sysParam, uiText } from './system.tables.js';

export function listTexts(db: Db) {
  return db
    .select({ keyValue: uiText.keyValue, zhCn: uiText.zhCn, zhTw: uiText.zhTw, enUs: uiText.enUs })
    .from(uiText)
    .orderBy(asc(uiText.keyValue));
}

export function listDicValues(db: Db, dicCodes: string[], activeOnly: boolean) {
  const conditions: SQL[] = [inArray(dicValue.dicCode, dicCodes)];
  if (activeOnly) conditions.push(eq(dicValue.status, '00A'));
  return db
    .select()
    .from(dicValue)
    .where(and(...conditions))
    .orderBy(asc(dicValue.dicCode), asc(dicValue.sort), asc(dicValue.id));
}

const publicParamColumns = {
  paramCode: sysParam.paramCode,
  paramType: sysParam.paramType,
  paramName: sysParam.paramName,
  paramValue: sysParam.paramValue,
  remark: sysParam.remark,
};

export async function pagePublicParams(
  db: Db,
  filter: { paramCode?: string | undefined; paramType?: string | undefined },
  pageNo: number,
  pageSize: number,
) {
  const conditions: SQL[] = [eq(sysParam.isPublic, true)];
  if (filter.paramCode) conditions.push(eq(sysParam.paramCode, filter.paramCode));
  if (filter.paramType) conditions.push(eq(sysParam.paramType, filter.paramType));
  const where = and(...conditions);
  const rows = await db
    .select(publicParamColumns)
    .from(sysParam)
    .where(where)
    .orderBy(asc(sysParam.paramCode))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const total = await db.select({ n: count() }).from(sysParam).where(where);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findParams(db: Db, codes: string[]) {
  return db
    .select({ ...publicParamColumns, isPublic: sysParam.isPublic })
    .from(sysParam)
    .where(inArray(sysParam.paramCode, codes));
}

export function listTopRegions(db: Db) {
  return db
    .select({ regionId: region.regionId, regionName: region.regionName })
    .from(region)
    .where(eq(region.regionLevel, 1))
    .orderBy(asc(region.sort));
}

export async function findRegionByPath(db: Db, pathName: string, level?: number) {
  const conditions: SQL[] = [eq(region.pathName, pathName)];
  if (level !== undefined) conditions.push(eq(region.regionLevel, level));
  const rows = await db
    .select({ regionId: region.regionId, regionLevel: region.regionLevel })
    .from(region)
    .where(and(...conditions))
    .orderBy(asc(region.regionLevel))
    .limit(1);
  return rows[0];
}

/** Regions named by their own name alone; several can share a name (e.g. 朝阳区). */
export function findRegionsByName(db: Db, name: string, level?: number) {
  const conditions: SQL[] = [eq(region.regionName, name)];
  if (level !== undefined) conditions.push(eq(region.regionLevel, level));
  return db
    .select({ regionId: region.regionId, regionLevel: region.regionLevel })
    .from(region)
    .where(and(...conditions))
    .limit(2);
}

export function listChildRegions(db: Db, parentId: string) {
  return db
    .select({ regionId: region.regionId, regionName: region.regionName })
    .from(region)
    .where(eq(region.parentId, parentId))
    .orderBy(asc(region.sort));
}

export async function insertActionLog(db: Db, row: typeof actionLog.$inferInsert): Promise<void> {
  await db.insert(actionLog).values(row);
}

export function findRegionsByIds(db: Db, regionIds: string[]) {
  return db
    .select({
      regionId: region.regionId,
      regionName: region.regionName,
      regionLevel: region.regionLevel,
      parentId: region.parentId,
    })
    .from(region)
    .where(inArray(region.regionId, regionIds));
}
