import { BOM_MAX_LINES, bomMappingSchema, FIELD_MESSAGES, fillText, pickText } from '@emall/contract';
import type { BomMapping, BomPreview, BomProgress, Lang } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { StaffContext } from '../../platform/request-context.js';
import type { UploadedFile } from '../../platform/uploads.js';
import { partTextHints } from '../catalog/catalog.service.js';
import { deleteBomLines, insertBomLines } from './core/detail.queries.js';
import { readBomFileRows } from './sheet/file-rows.js';
import {
  findBomSheet,
  insertBomLog,
  lineCounts,
  queueForMatching,
  updateBomLog,
  type BomLogRow,
} from './core/log.queries.js';
import { mappingForUpload, rememberConfirmedMapping } from './upload/mapping.js';
import { buildPreview } from './upload/preview.js';
import { readSheetLines } from './sheet/sheet-lines.js';
import { bodyId } from '../../platform/db.js';
import { bomOwner, catalogOf, type BomDeps } from './bom.settings.js';
import { toProgress } from './core/view.js';

/**
 * Upload, preview and confirmation of a BOM: the file is read safely (kind by content, spreadsheet or text,
 * parsed in a child process; see sheet/file-rows.ts), its rows kept with the BOM, the columns detected or
 * recalled, and the buyer's confirmed mapping creates the lines and queues the matching job.
 */

function nameOfFile(filename: string): string {
  const base = filename.replace(/\.(xlsx|xls|csv|tsv|txt)$/i, '').trim();
  return Array.from(base || 'BOM')
    .slice(0, 100)
    .join('');
}

export async function uploadBom(deps: BomDeps, staff: StaffContext, file: UploadedFile): Promise<BomPreview> {
  // Read (or refused) before anything is written: an empty or unreadable file leaves no BOM behind.
  const rows = await readBomFileRows(file.bytes, file.turn);
  const owner = bomOwner(staff);
  const hints = await partTextHints(catalogOf(deps));
  const chosen = await mappingForUpload(deps.db, owner.tenantId, rows, hints);
  const given = file.fields.bomName?.trim();
  const log = await insertBomLog(deps.db, owner, {
    bomName: given ? Array.from(given).slice(0, 100).join('') : nameOfFile(file.filename),
    fileName: file.filename,
    sheet: rows,
    now: deps.clock.now(),
  });
  return buildPreview(log, rows, chosen.mapping, chosen.source, hints);
}

async function ownSheet(deps: BomDeps, staff: StaffContext, tenantBomLogId: string) {
  const log = await findBomSheet(deps.db, bomOwner(staff), bodyId(tenantBomLogId));
  if (!log) throw new AppError('NOT_FOUND');
  return log;
}

/** A mapping must point into the sheet: its header rows exist. */
function checkMapping(mapping: BomMapping, rowCount: number, lang: Lang): void {
  if (mapping.tables.every((t) => t.headerRow < rowCount)) return;
  throw new AppError(
    'VALIDATION_FAILED',
    {},
    {
      mapping: fillText(pickText(FIELD_MESSAGES.tooBig, lang), { n: Math.max(rowCount - 1, 0) }),
    },
  );
}

function storedMapping(log: BomLogRow): BomMapping | null {
  const parsed = bomMappingSchema.safeParse(log.mapping);
  return parsed.success ? parsed.data : null;
}

/** The preview under the body's mapping, else the confirmed one, else the detected or remembered one. */
export async function previewBom(
  deps: BomDeps,
  staff: StaffContext,
  body: { tenantBomLogId: string; mapping?: BomMapping | undefined },
  lang: Lang,
): Promise<BomPreview> {
  const log = await ownSheet(deps, staff, body.tenantBomLogId);
  // The warnings are computed again under every mapping previewed, the buyer's corrections included.
  const hints = await partTextHints(catalogOf(deps));
  if (body.mapping) {
    checkMapping(body.mapping, log.sheet.length, lang);
    return buildPreview(log, log.sheet, body.mapping, 'given', hints);
  }
  const confirmed = storedMapping(log);
  if (confirmed) return buildPreview(log, log.sheet, confirmed, 'confirmed', hints);
  const chosen = await mappingForUpload(deps.db, staff.tenantId, log.sheet, hints);
  return buildPreview(log, log.sheet, chosen.mapping, chosen.source, hints);
}

/**
 * Confirms the mapping: the lines are (re)created from the stored rows, the mapping remembered for the
 * tenant, and the matching job queued. Only before matching, or after a failed one: once lines are matched
 * the buyer's choices on them are kept (409).
 */
export async function confirmBomMapping(
  deps: BomDeps,
  staff: StaffContext,
  body: { tenantBomLogId: string; mapping: BomMapping; bomName?: string | undefined },
  lang: Lang,
): Promise<BomProgress> {
  const owner = bomOwner(staff);
  const log = await ownSheet(deps, staff, body.tenantBomLogId);
  if (log.jobState !== 'MAPPING' && log.jobState !== 'FAILED') throw new AppError('CONFLICT');
  checkMapping(body.mapping, log.sheet.length, lang);
  const { lines } = readSheetLines(log.sheet, body.mapping);
  if (!lines.length) throw new AppError('IMPORT_EMPTY');
  if (lines.length > BOM_MAX_LINES) throw new AppError('IMPORT_TOO_MANY_ROWS', { n: BOM_MAX_LINES });
  const now = deps.clock.now();
  const updated = await deps.db.transaction(async (tx) => {
    if (!(await queueForMatching(tx, owner, log.id, now))) throw new AppError('CONFLICT');
    await deleteBomLines(tx, owner, log.id);
    await insertBomLines(tx, owner, log.id, lines, now);
    await rememberConfirmedMapping(tx, owner, log.sheet, body.mapping, now);
    return updateBomLog(tx, owner, log.id, {
      ...(body.bomName ? { bomName: body.bomName } : {}),
      mapping: body.mapping,
      lineCount: lines.length,
      doneCount: 0,
      progress: 0,
      matchMs: null,
      leaseUntil: null,
      updatedAt: now,
    });
  });
  if (!updated) throw new AppError('NOT_FOUND');
  deps.jobs.wake();
  return toProgress(updated, (await lineCounts(deps.db, owner, [updated.id])).get(updated.id));
}
