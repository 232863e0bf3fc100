import { buyQuantity, compareMoney, priceAtQuantity, SUBSTITUTES_PAGE_SIZE_MAX } from '@emall/contract';
import type { ChooseBomSubstitutesAnswer, ChooseBomSubstitutesBody, Lang, Product } from '@emall/contract';
import { bodyId } from '../../platform/db.js';
import type { StaffContext } from '../../platform/request-context.js';
import { productsForLines, substituteIdsOf } from '../catalog/catalog.service.js';
import { linesAtBuild, type LineAtBuild } from './costing/buying.js';
import { costingPage } from './costing/costing-page.js';
import { applySubstitutes, bomCosting } from './bom-costing.service.js';
import { bomOwner, catalogOf, type BomDeps } from './bom.settings.js';

type Unchanged = ChooseBomSubstitutesAnswer['unchanged'][number];

/** A line needs a substitute at a build when our stock does not cover its buy quantity, or its part is no longer sold. */
function isShort({ line, build }: LineAtBuild): boolean {
  return build.shortQty > 0 || line.issue === 'inactive' || line.part?.isActive === false;
}

/** A candidate as the line would buy it: its own buy quantity for the line's need, priced at its breaks. */
interface PricedCandidate {
  spuId: string;
  mfrPartNumber: string;
  currency: string;
  extTaxAmount: string;
}

/**
 * The cheapest drop-in for a line: among the substitutes the catalog answered (drop-ins of the line's part,
 * best first), those still sold and priced whose stock covers what the line would buy of them (the need
 * rounded up by their own minimum and package), the lowest extended price with tax; a part in the line's
 * currency before one in another (amounts in two currencies do not compare); on a tie the catalog's order.
 */
function cheapestSubstitute(at: LineAtBuild, candidates: readonly Product[]): PricedCandidate | undefined {
  const currency = at.line.part?.currency;
  let best: PricedCandidate | undefined;
  for (const product of candidates) {
    if (product.isActive !== 'T' || product.spuId === at.line.part?.spuId) continue;
    const qty = buyQuantity(at.build.need, product);
    if (product.stock < qty) continue;
    const price = priceAtQuantity(product.priceBreaks, qty);
    if (!price) continue;
    const candidate = {
      spuId: product.spuId,
      mfrPartNumber: product.mfrPartNumber,
      currency: product.currency,
      extTaxAmount: price.extTaxAmount,
    };
    if (!best || cheaper(candidate, best, currency)) best = candidate;
  }
  return best;
}

function cheaper(a: PricedCandidate, b: PricedCandidate, currency: string | undefined): boolean {
  const aHome = a.currency === currency;
  const bHome = b.currency === currency;
  if (aHome !== bHome) return aHome;
  return a.currency === b.currency && compareMoney(a.extTaxAmount, b.extTaxAmount) < 0;
}

/**
 * chooseBomSubstitutes: for each line short at `boards` (or each given line), the cheapest in-stock drop-in
 * substitute at that line's need, applied through the costing's applySubstitutes (the line remembers its
 * part; modifyBomDetail {substituteSpuId: null} puts it back). Only the catalog's drop-ins of the line's own
 * part are candidates, and a line without a part is never touched. A given line that is not short stays as
 * it is ('notShort'), as does a line with no drop-in in stock ('noSubstitute'). Answers the new costing at the
 * body's page (filtered at `boards`).
 */
export async function chooseBomSubstitutes(
  deps: Pick<BomDeps, 'db' | 'readDb'>,
  staff: StaffContext,
  lang: Lang,
  body: ChooseBomSubstitutesBody,
): Promise<ChooseBomSubstitutesAnswer> {
  const owner = bomOwner(staff);
  const bomId = bodyId(body.tenantBomLogId);
  const costing = await bomCosting(deps, owner, bomId, lang);
  const given = body.detailIds !== undefined;
  const unchanged: Unchanged[] = [];
  const asked: LineAtBuild[] = [];
  for (const at of linesAtBuild(costing, body.boards, body.detailIds)) {
    if (!at.line.part) {
      if (given) unchanged.push({ detailId: at.line.detailId, reason: 'noSubstitute' });
    } else if (isShort(at)) {
      asked.push(at);
    } else if (given) {
      unchanged.push({ detailId: at.line.detailId, reason: 'notShort' });
    }
  }
  const substitutes = await substitutesOf(deps, asked, lang);
  const changed: ChooseBomSubstitutesAnswer['changed'] = [];
  for (const at of asked) {
    const chosen = cheapestSubstitute(at, substitutes.get(at.line.part?.spuId ?? '') ?? []);
    if (chosen)
      changed.push({
        detailId: at.line.detailId,
        lineNo: at.line.lineNo,
        spuId: chosen.spuId,
        mfrPartNumber: chosen.mfrPartNumber,
      });
    else unchanged.push({ detailId: at.line.detailId, reason: 'noSubstitute' });
  }
  if (changed.length === 0) return { changed, unchanged, costing: costingPage(costing, body) };
  await applySubstitutes(
    deps.db,
    owner,
    bomId,
    changed.map((c) => ({ detailId: Number(c.detailId), productId: Number(c.spuId) })),
  );
  return { changed, unchanged, costing: costingPage(await bomCosting(deps, owner, bomId, lang), body) };
}

/**
 * The in-stock drop-ins of the asked lines' parts, as products, by the original's spuId. A part on several
 * lines is asked once, at the largest need among them: a substitute whose stock covers that covers the others.
 */
async function substitutesOf(
  deps: Pick<BomDeps, 'readDb'>,
  asked: readonly LineAtBuild[],
  lang: Lang,
): Promise<Map<string, Product[]>> {
  const needs = new Map<number, number>();
  for (const { line, build } of asked) {
    const productId = Number(line.part?.spuId);
    needs.set(productId, Math.max(needs.get(productId) ?? 0, build.need));
  }
  if (needs.size === 0) return new Map();
  const ids = await substituteIdsOf(
    deps.readDb,
    [...needs].map(([productId, quantity]) => ({ productId, quantity })),
    { inStockOnly: true, limit: SUBSTITUTES_PAGE_SIZE_MAX },
  );
  const all = [...new Set([...ids.values()].flat())];
  const products = await productsForLines(
    catalogOf(deps),
    all.map((id) => ({ spuId: String(id) })),
    lang,
  );
  return new Map(
    [...ids].map(([original, list]) => [
      String(original),
      list.flatMap((id) => products.get(String(id)) ?? []),
    ]),
  );
}
