import type { FastifyRequest } from 'fastify';
import type { BomCostAmount, BomCosting, BomProgress, Lang } from '@emall/contract';
import type { z } from 'zod';
import type { v1BomCostingSchema, v1BomSchema } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { StaffContext } from '../../platform/request-context.js';
import { readUploadedFile } from '../../platform/uploads.js';
import { bomProgress } from '../bom/bom-log.service.js';
import { modifyBomBuild, qryBomCosting } from '../bom/bom-costing.service.js';
import { confirmBomMapping, uploadBom } from '../bom/bom-upload.service.js';
import type { BuyerApiDeps } from './buyer-api.settings.js';

/**
 * The BOM domain's own steps for a machine: upload, the detected columns confirmed at once, matching by this
 * copy's BOM job runner, woken as a page's upload wakes it.
 */
function bomDeps(deps: BuyerApiDeps) {
  return { db: deps.db, readDb: deps.readDb, clock: deps.clock, jobs: deps.bomJobs };
}

function toV1Bom(p: BomProgress): z.input<typeof v1BomSchema> {
  return {
    bomId: p.tenantBomLogId,
    state: p.jobState,
    progress: p.progress,
    lineCount: p.lineCount,
    matchedLines: p.matchedCount,
    unmatchedLines: p.unmatchedCount,
  };
}

export async function v1UploadBom(
  deps: BuyerApiDeps,
  staff: StaffContext,
  request: FastifyRequest,
  lang: Lang,
): Promise<z.input<typeof v1BomSchema>> {
  const preview = await uploadBom(bomDeps(deps), staff, await readUploadedFile(request));
  // No column read as a part number: the page would ask the buyer to point at it; a machine gets the refusal.
  if (!preview.mapping) throw new AppError('IMPORT_COLUMNS_MISSING');
  const progress = await confirmBomMapping(
    bomDeps(deps),
    staff,
    { tenantBomLogId: preview.tenantBomLogId, mapping: preview.mapping },
    lang,
  );
  return toV1Bom(progress);
}

export async function v1Bom(deps: BuyerApiDeps, staff: StaffContext, bomId: string) {
  return toV1Bom(await bomProgress(bomDeps(deps), staff, bomId));
}

const amounts = (list: BomCostAmount[]) =>
  list.map((a) => ({ currency: a.currency, amount: a.taxAmount, amountExcludingTax: a.notTaxAmount }));

function toV1Costing(c: BomCosting): z.input<typeof v1BomCostingSchema> {
  return {
    bomId: c.tenantBomLogId,
    name: c.bomName,
    builds: c.builds.map((b) => ({
      boards: b.boards,
      total: amounts(b.total),
      perBoard: amounts(b.perBoard),
      costedLines: b.costedCount,
      shortLines: b.shortCount,
      uncoveredLines: b.uncoveredCount,
    })),
    lines: c.lines.map((l) => ({
      line: l.lineNo,
      partNumber: l.qryParam,
      references: l.designators,
      quantityPerBoard: l.qtyPerBoard,
      productId: l.part?.spuId ?? null,
      maker: l.part?.brandName ?? null,
      issue: l.issue,
      builds: l.builds.map((b) => ({
        boards: b.boards,
        need: b.need,
        buyQuantity: b.buyQty,
        unitPrice: b.unitTaxPrice,
        amount: b.extTaxAmount,
        shortQuantity: b.shortQty,
        coverage: b.coverage,
        deliveryDays: b.deliveryDays,
      })),
    })),
  };
}

/** The costing the BOM page shows, every line on one page; the build quantities set first when given. */
export async function v1BomCosting(
  deps: BuyerApiDeps,
  staff: StaffContext,
  bomId: string,
  buildQuantities: string | undefined,
  lang: Lang,
) {
  const view = { tenantBomLogId: bomId, page: 1, pageSize: 100_000, show: 'all' as const };
  const costing = buildQuantities
    ? await modifyBomBuild(
        bomDeps(deps),
        staff,
        { ...view, buildQuantities: buildQuantities.split(',').map(Number) },
        lang,
      )
    : await qryBomCosting(bomDeps(deps), staff, view, lang);
  return toV1Costing(costing);
}
