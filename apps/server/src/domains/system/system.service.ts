import type { DicItem, DicValue, Lang, RegionOption, SysParam, TranslationEntry } from '@emall/contract';
import { pickText } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { StaffContext } from '../../platform/request-context.js';
import {
  findParams,
  findRegionByPath,
  findRegionsByIds,
  findRegionsByName,
  insertActionLog,
  listChildRegions,
  listDicValues,
  listTexts,
  listTopRegions,
  pagePublicParams,
} from './system.queries.js';

export interface SystemDeps {
  db: Db;
  clock: Clock;
}

export function translations(deps: SystemDeps): Promise<TranslationEntry[]> {
  return listTexts(deps.db);
}

function localName(row: { nameZhCn: string; nameZhTw: string; nameEnUs: string }, lang: Lang): string {
  return pickText({ zhCn: row.nameZhCn, zhTw: row.nameZhTw, enUs: row.nameEnUs }, lang);
}

/** Each dictionary code answers a JSON string of {dic_value, dic_value_name, property, dic_value_desc}. */
export async function dictionariesByCodes(
  deps: SystemDeps,
  dicCodes: string[],
  lang: Lang,
): Promise<Record<string, string>> {
  const rows = await listDicValues(deps.db, dicCodes, true);
  const grouped = new Map<string, DicItem[]>(dicCodes.map((code) => [code, []]));
  for (const row of rows) {
    grouped.get(row.dicCode)?.push({
      dic_value: row.dicValue,
      dic_value_name: localName(row, lang),
      property: row.property,
      dic_value_desc: row.dicValueDesc,
    });
  }
  return Object.fromEntries([...grouped].map(([code, items]) => [code, JSON.stringify(items)]));
}

export async function dictionaryValues(deps: SystemDeps, dicCode: string, lang: Lang): Promise<DicValue[]> {
  const rows = await listDicValues(deps.db, [dicCode], true);
  return rows.map((row) => ({
    dicCode: row.dicCode,
    dicValue: row.dicValue,
    dicValueName: localName(row, lang),
    property: row.property,
    sort: row.sort,
  }));
}

export async function paramPage(
  deps: SystemDeps,
  query: { paramCode?: string | undefined; paramType?: string | undefined; pageNo: number; pageSize: number },
) {
  const page = await pagePublicParams(deps.db, query, query.pageNo, query.pageSize);
  return { ...page, pageNo: query.pageNo, pageSize: query.pageSize };
}

export async function paramInfo(deps: SystemDeps, paramCode: string): Promise<SysParam> {
  const [row] = await findParams(deps.db, [paramCode]);
  if (!row) throw new AppError('NOT_FOUND');
  if (!row.isPublic) throw new AppError('PARAM_NOT_PUBLIC');
  const { isPublic: _public, ...param } = row;
  return param;
}

/**
 * A parameter as a positive whole number, for other domains' limits (the cart capacity): the fallback when it
 * is missing or not such a number, so an operator's typo cannot close the shop.
 */
export async function positiveIntParam(
  deps: Pick<SystemDeps, 'db'>,
  paramCode: string,
  fallback: number,
): Promise<number> {
  const [row] = await findParams(deps.db, [paramCode]);
  const value = Number(row?.paramValue.trim());
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

/** Values of the requested public parameters; unknown codes are left out, private ones refused. */
export async function paramValues(deps: SystemDeps, codes: string[]): Promise<Record<string, string>> {
  const rows = await findParams(deps.db, codes);
  if (rows.some((r) => !r.isPublic)) throw new AppError('PARAM_NOT_PUBLIC');
  return Object.fromEntries(rows.map((r) => [r.paramCode, r.paramValue]));
}

/**
 * Values of parameters for other domains' own use, public or not (the seller's bank details, which
 * buyers see only through their orders); unknown codes are left out.
 */
export async function serverParamValues(
  deps: Pick<SystemDeps, 'db'>,
  codes: string[],
): Promise<Record<string, string>> {
  const rows = await findParams(deps.db, codes);
  return Object.fromEntries(rows.map((r) => [r.paramCode, r.paramValue]));
}

/**
 * Provinces when isTop (or nothing names a parent); otherwise the children of the region named by
 * regionPathName ('广东省/广州市', or a unique single name), at regionLevel when given.
 */
export async function regions(
  deps: SystemDeps,
  query: {
    regionPathName?: string | undefined;
    regionLevel?: number | undefined;
    isTop?: boolean | undefined;
  },
): Promise<RegionOption[]> {
  const pathName = query.regionPathName?.replace(/\s*\/\s*/g, '/').replace(/^\/|\/$/g, '');
  if (query.isTop || !pathName) {
    return query.regionLevel && query.regionLevel > 1 && !query.isTop ? [] : listTopRegions(deps.db);
  }
  const parentLevel = query.regionLevel ? query.regionLevel - 1 : undefined;
  if (parentLevel === 0) return [];
  let parent = await findRegionByPath(deps.db, pathName, parentLevel);
  if (!parent && !pathName.includes('/')) {
    const named = await findRegionsByName(deps.db, pathName, parentLevel);
    parent = named.length === 1 ? named[0] : undefined;
  }
  return parent ? listChildRegions(deps.db, parent.regionId) : [];
}

export interface ActionLogInput {
  eventName: string;
  eventType: string;
  eventParam: { key: string; value?: string | null | undefined; remark?: string | null | undefined }[];
  createTime?: number | undefined;
  leaveTime?: number | null | undefined;
  currentUrl: string;
  lastUrl?: string | null | undefined;
}

export async function recordAction(
  deps: SystemDeps,
  staff: StaffContext | null,
  input: ActionLogInput,
  ip: string,
): Promise<null> {
  const now = deps.clock.now();
  // Client clocks drift or lie: a time more than a day away from ours is replaced by ours.
  const trusted = (ms: number | null | undefined): Date | null =>
    ms === undefined || ms === null ? null : Math.abs(ms - now.getTime()) < 86_400_000 ? new Date(ms) : now;
  await insertActionLog(deps.db, {
    staffId: staff?.staffId ?? null,
    tenantId: staff?.tenantId ?? null,
    eventName: input.eventName,
    eventType: input.eventType,
    eventParam: input.eventParam,
    currentUrl: input.currentUrl,
    lastUrl: input.lastUrl ?? null,
    createTime: trusted(input.createTime) ?? now,
    leaveTime: trusted(input.leaveTime),
    ip,
  });
  return null;
}

/**
 * A province, city and district chosen in the cascader (qryChinaRegion), checked to be one chain: each a
 * child of the one before. Answers the names joined as 'Province/City/District', or undefined when they do
 * not form a chain. Other domains (samples) call this rather than reading the region table.
 */
export async function regionChainPath(
  deps: Pick<SystemDeps, 'db'>,
  ids: { provinceId: string; cityId: string; districtId: string },
): Promise<string | undefined> {
  const rows = await findRegionsByIds(deps.db, [ids.provinceId, ids.cityId, ids.districtId]);
  const byId = new Map(rows.map((row) => [row.regionId, row]));
  const province = byId.get(ids.provinceId);
  const city = byId.get(ids.cityId);
  const district = byId.get(ids.districtId);
  if (!province || !city || !district) return undefined;
  if (province.regionLevel !== 1 || city.parentId !== province.regionId) return undefined;
  if (district.parentId !== city.regionId) return undefined;
  return [province.regionName, city.regionName, district.regionName].join('/');
}
