import { AppError } from '../../platform/app-error.js';
import { bodyId, type Db } from '../../platform/db.js';
import type { StaffContext } from '../../platform/request-context.js';
import { activeBomLines } from './core/detail.queries.js';
import { findBomLog } from './core/log.queries.js';
import { bomOwner } from './bom.settings.js';

/** What an enquiry takes of a BOM line: part, maker, quantity, the buyer's part number and the chosen part. */
export interface BomLineForEnquiry {
  detailId: string;
  partText: string;
  manufacturer: string;
  qty: number;
  custPn: string;
  productId: number | null;
}

/**
 * The caller's own BOM lines for an enquiry (the BOM match view's 'enquire' button): the active lines of
 * `detailIds`. Another staff member's BOM, or a line of another BOM, is not found (404), as every BOM call
 * answers.
 */
export async function bomLinesForEnquiry(
  deps: { db: Db },
  staff: StaffContext,
  bomId: string,
  detailIds: readonly string[],
): Promise<BomLineForEnquiry[]> {
  const owner = bomOwner(staff);
  const log = await findBomLog(deps.db, owner, bodyId(bomId));
  if (!log) throw new AppError('NOT_FOUND');
  const ids = [...new Set(detailIds.map(bodyId))];
  const rows = await activeBomLines(deps.db, owner, log.id, ids);
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
  return rows.map((row) => ({
    detailId: String(row.id),
    partText: row.qryParam,
    manufacturer: row.brandName,
    qty: row.qty,
    custPn: row.custProductCode,
    productId: row.productId,
  }));
}
