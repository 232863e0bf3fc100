import type { Lang, ProductPage } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { bodyId, type Db } from '../../platform/db.js';
import type { StaffContext } from '../../platform/request-context.js';
import { candidateProductPage } from '../catalog/line-products.service.js';
import { findBomLine } from './core/detail.queries.js';
import { bomOwner } from './bom.settings.js';
import { storedCandidates } from './core/view.js';

/**
 * qryProduct4Emall with a detailId (the search call serves the BOM detail too): the candidates of
 * the caller's own BOM line as full products, best first, priced at the line's quantity (or the body's).
 * A line needs a session; another staff member's line is not found. The catalog binds the call; app.ts
 * hands it this function (the catalog sits below the bom and may not import it).
 */
export async function bomLineCandidates(
  deps: { readDb: Db },
  staff: StaffContext | null,
  body: { detailId: string | number; quantity?: number | undefined; pageNo: number; pageSize: number },
  lang: Lang,
): Promise<ProductPage> {
  if (!staff) throw new AppError('UNAUTHENTICATED');
  const id = String(body.detailId).trim();
  const line = /^\d{1,18}$/.test(id)
    ? await findBomLine(deps.readDb, bomOwner(staff), bodyId(id))
    : undefined;
  if (!line) throw new AppError('NOT_FOUND');
  const candidates = storedCandidates(line.candidates).map((c) => ({
    spuId: c.productId,
    matchRule: c.rule,
  }));
  return candidateProductPage(deps, candidates, body.quantity ?? line.qty, body, lang);
}
