import { randomUUID } from 'node:crypto';
import { DEFAULT_LANG, DIC_CODE, normalizeLang, STATUS_ACTIVE, STATUS_REMOVED } from '@emall/contract';
import { MAX_BANNERS } from '@emall/contract/ops';
import type { OpsBanner, bannerInputSchema } from '@emall/contract/ops';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import { recordAudit, type AuditActor } from '../operator/audit.service.js';
import {
  findDicValueRow,
  insertDicValueIfAbsent,
  listBannerRows,
  updateDicValueRow,
  type DicValueRow,
} from './content-ops.queries.js';

type BannerFields = z.output<typeof bannerInputSchema>;

/** The JSON text the home page reads from dic_value_desc (apps/web/src/features/home/banner.ts). */
function descObject(text: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text ?? '');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function textOf(record: Record<string, unknown>, name: string): string {
  const value = record[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export function bannerOf(row: DicValueRow): OpsBanner {
  const desc = descObject(row.dicValueDesc);
  return {
    id: row.id,
    bannerCode: row.dicValue,
    names: { zhCn: row.nameZhCn, zhTw: row.nameZhTw, enUs: row.nameEnUs },
    image: row.property ?? '',
    // Banners saved before banners had a language were written in Chinese.
    lang: normalizeLang(textOf(desc, 'lang')) ?? DEFAULT_LANG,
    type: textOf(desc, 'type'),
    url: textOf(desc, 'url'),
    brandCode: textOf(desc, 'brandCode'),
    brandName: textOf(desc, 'brandName'),
    mfrPn: textOf(desc, 'mfrPn'),
    sort: row.sort,
    enabled: textOf(desc, 'status') === STATUS_ACTIVE,
  };
}

/** The row's columns for a banner; keys of the old description the console does not know are kept. */
function bannerColumns(fields: BannerFields, oldDesc: Record<string, unknown>) {
  const target =
    fields.type === 'advertisement'
      ? { url: fields.url, brandCode: '', brandName: '', mfrPn: '' }
      : { url: '', brandCode: fields.brandCode, brandName: fields.brandName, mfrPn: fields.mfrPn };
  return {
    nameZhCn: fields.names.zhCn,
    nameZhTw: fields.names.zhTw,
    nameEnUs: fields.names.enUs,
    property: fields.image,
    dicValueDesc: JSON.stringify({
      ...oldDesc,
      status: fields.enabled ? STATUS_ACTIVE : STATUS_REMOVED,
      lang: fields.lang,
      type: fields.type,
      ...target,
    }),
  };
}

export async function listBanners(db: Db): Promise<OpsBanner[]> {
  return (await listBannerRows(db)).map(bannerOf);
}

/** A banner not removed, locked for the change, or 404. */
async function lockedBanner(tx: Db, id: number): Promise<DicValueRow> {
  const row = await findDicValueRow(tx, id, true);
  if (row?.dicCode !== DIC_CODE.bannerConfig || row.status !== STATUS_ACTIVE) throw new AppError('NOT_FOUND');
  return row;
}

export async function addBanner(
  db: Db,
  actor: AuditActor,
  fields: BannerFields,
  now: Date,
): Promise<OpsBanner> {
  return db.transaction(async (tx) => {
    const current = await listBannerRows(tx, true);
    if (current.length >= MAX_BANNERS) throw new AppError('OPS_CONTENT_BANNER_LIMIT', { n: MAX_BANNERS });
    const row = await insertDicValueIfAbsent(tx, {
      dicCode: DIC_CODE.bannerConfig,
      dicValue: `BANNER_${randomUUID().slice(0, 8).toUpperCase()}`,
      sort: Math.max(0, ...current.map((b) => b.sort)) + 1,
      status: STATUS_ACTIVE,
      ...bannerColumns(fields, {}),
    });
    if (!row) throw new Error('banner code collided');
    const banner = bannerOf(row);
    await recordAudit(
      tx,
      actor,
      { action: 'content.banner.add', targetType: 'banner', targetId: row.id, before: null, after: banner },
      now,
    );
    return banner;
  });
}

export async function updateBanner(
  db: Db,
  actor: AuditActor,
  id: number,
  fields: BannerFields,
  now: Date,
): Promise<OpsBanner> {
  return db.transaction(async (tx) => {
    const before = await lockedBanner(tx, id);
    const row = await updateDicValueRow(tx, id, bannerColumns(fields, descObject(before.dicValueDesc)));
    const banner = bannerOf(row);
    await recordAudit(
      tx,
      actor,
      {
        action: 'content.banner.update',
        targetType: 'banner',
        targetId: id,
        before: bannerOf(before),
        after: banner,
      },
      now,
    );
    return banner;
  });
}

/**
 * Removes a banner from the console and the home page. The row stays, marked removed: the seed inserts the
 * banners it knows when their code is missing, so deleting a seeded one would bring it back at the next start.
 */
export async function removeBanner(db: Db, actor: AuditActor, id: number, now: Date): Promise<null> {
  await db.transaction(async (tx) => {
    const before = await lockedBanner(tx, id);
    await updateDicValueRow(tx, id, { status: STATUS_REMOVED });
    await recordAudit(
      tx,
      actor,
      {
        action: 'content.banner.remove',
        targetType: 'banner',
        targetId: id,
        before: bannerOf(before),
        after: null,
      },
      now,
    );
  });
  return null;
}

/** Numbers the banners 1…n in the order given, which must name every current banner once. */
export async function reorderBanners(
  db: Db,
  actor: AuditActor,
  ids: number[],
  now: Date,
): Promise<OpsBanner[]> {
  return db.transaction(async (tx) => {
    const current = await listBannerRows(tx, true);
    const known = new Set(current.map((b) => b.id));
    if (
      ids.length !== current.length ||
      new Set(ids).size !== ids.length ||
      ids.some((id) => !known.has(id))
    ) {
      throw new AppError('OPS_CONTENT_BANNER_ORDER');
    }
    for (const [i, id] of ids.entries()) await updateDicValueRow(tx, id, { sort: i + 1 });
    await recordAudit(
      tx,
      actor,
      {
        action: 'content.banner.reorder',
        targetType: 'banner',
        targetId: 'order',
        before: current.map((b) => b.id),
        after: ids,
      },
      now,
    );
    return (await listBannerRows(tx)).map(bannerOf);
  });
}
