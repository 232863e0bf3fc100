import { DIC_CODE, pickText, STATUS_ACTIVE, STATUS_REMOVED, TEXTS } from '@emall/contract';
import type { Lang } from '@emall/contract';
import { isValidParamValue, paramValueKind } from '@emall/contract/ops';
import type {
  DictionaryEntry,
  OpsSysParam,
  addDictionaryEntryBodySchema,
  updateDictionaryEntryBodySchema,
} from '@emall/contract/ops';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import { recordAudit, type AuditActor } from '../operator/audit.service.js';
import {
  findDicValueRow,
  findSysParamRow,
  insertDicValueIfAbsent,
  listDictionaryCodes,
  maxDictionarySort,
  pageDictionaryEntries,
  pageSysParams,
  updateDicValueRow,
  updateSysParamValue,
  type DicValueRow,
  type SysParamRow,
} from './content-ops.queries.js';

interface PageQuery {
  pageNo: number;
  pageSize: number;
}

// ---------------------------------------------------------------- system parameters

function paramOf(row: SysParamRow): OpsSysParam {
  return {
    paramCode: row.paramCode,
    paramType: row.paramType,
    paramName: row.paramName,
    paramValue: row.paramValue,
    remark: row.remark,
    isPublic: row.isPublic,
    valueKind: paramValueKind(row.paramCode),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function sysParamPage(db: Db, query: PageQuery & { keyword?: string | undefined }) {
  const page = await pageSysParams(db, query.keyword || undefined, query.pageNo, query.pageSize);
  return { rows: page.rows.map(paramOf), total: page.total, pageNo: query.pageNo, pageSize: query.pageSize };
}

/**
 * Sets a parameter. The value is checked against what the parameter means (a limit is a positive number, a flag
 * 'T' or 'F', …): a 400 names the rule in the caller's language. The shop reads parameters on every use, so the
 * new value applies at once.
 */
export async function updateSysParam(
  db: Db,
  actor: AuditActor,
  input: { paramCode: string; paramValue: string },
  lang: Lang,
  now: Date,
): Promise<OpsSysParam> {
  const kind = paramValueKind(input.paramCode);
  // Only a split pattern may carry meaningful outer spaces.
  const value = kind === 'regex' ? input.paramValue : input.paramValue.trim();
  if (!isValidParamValue(kind, value)) {
    const rule = TEXTS[`ops.content.paramRule.${kind}`];
    throw new AppError('VALIDATION_FAILED', {}, { paramValue: rule ? pickText(rule, lang) : kind });
  }
  return db.transaction(async (tx) => {
    const before = await findSysParamRow(tx, input.paramCode);
    if (!before) throw new AppError('NOT_FOUND');
    const after = paramOf(await updateSysParamValue(tx, input.paramCode, value, now));
    await recordAudit(
      tx,
      actor,
      {
        action: 'content.param.update',
        targetType: 'sysParam',
        targetId: input.paramCode,
        before: { paramValue: before.paramValue },
        after: { paramValue: after.paramValue },
      },
      now,
    );
    return after;
  });
}

// ---------------------------------------------------------------- dictionaries

function entryOf(row: DicValueRow): DictionaryEntry {
  return {
    id: row.id,
    dicCode: row.dicCode,
    dicValue: row.dicValue,
    names: { zhCn: row.nameZhCn, zhTw: row.nameZhTw, enUs: row.nameEnUs },
    property: row.property,
    sort: row.sort,
    enabled: row.status === STATUS_ACTIVE,
  };
}

export function dictionaries(db: Db) {
  return listDictionaryCodes(db);
}

/** A dictionary the console edits here: it exists and is not the banners' (edited on their own screen). */
async function assertDictionary(db: Db, dicCode: string): Promise<void> {
  const known = await listDictionaryCodes(db);
  if (!known.some((d) => d.dicCode === dicCode)) throw new AppError('NOT_FOUND');
}

export async function dictionaryEntryPage(db: Db, query: PageQuery & { dicCode: string }) {
  await assertDictionary(db, query.dicCode);
  const page = await pageDictionaryEntries(db, query.dicCode, query.pageNo, query.pageSize);
  return { rows: page.rows.map(entryOf), total: page.total, pageNo: query.pageNo, pageSize: query.pageSize };
}

function entryColumns(input: { names: DictionaryEntry['names']; sort: number; enabled: boolean }) {
  return {
    nameZhCn: input.names.zhCn,
    nameZhTw: input.names.zhTw,
    nameEnUs: input.names.enUs,
    sort: input.sort,
    status: input.enabled ? STATUS_ACTIVE : STATUS_REMOVED,
  };
}

export async function addDictionaryEntry(
  db: Db,
  actor: AuditActor,
  input: z.output<typeof addDictionaryEntryBodySchema>,
  now: Date,
): Promise<DictionaryEntry> {
  return db.transaction(async (tx) => {
    await assertDictionary(tx, input.dicCode);
    const sort = input.sort || (await maxDictionarySort(tx, input.dicCode)) + 1;
    const row = await insertDicValueIfAbsent(tx, {
      dicCode: input.dicCode,
      dicValue: input.dicValue,
      ...entryColumns({ ...input, sort }),
    });
    if (!row) throw new AppError('OPS_CONTENT_DIC_VALUE_TAKEN', { value: input.dicValue });
    const entry = entryOf(row);
    await recordAudit(
      tx,
      actor,
      {
        action: 'content.dictionary.add',
        targetType: 'dictionaryEntry',
        targetId: row.id,
        before: null,
        after: entry,
      },
      now,
    );
    return entry;
  });
}

export async function updateDictionaryEntry(
  db: Db,
  actor: AuditActor,
  input: z.output<typeof updateDictionaryEntryBodySchema>,
  now: Date,
): Promise<DictionaryEntry> {
  return db.transaction(async (tx) => {
    const before = await findDicValueRow(tx, input.id, true);
    if (!before || before.dicCode === DIC_CODE.bannerConfig) throw new AppError('NOT_FOUND');
    const entry = entryOf(await updateDicValueRow(tx, input.id, entryColumns(input)));
    await recordAudit(
      tx,
      actor,
      {
        action: 'content.dictionary.update',
        targetType: 'dictionaryEntry',
        targetId: input.id,
        before: entryOf(before),
        after: entry,
      },
      now,
    );
    return entry;
  });
}
