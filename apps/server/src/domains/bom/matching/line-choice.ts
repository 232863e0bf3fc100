import type { Lang } from '@emall/contract';
import { AppError } from '../../../platform/app-error.js';
import type { CatalogDeps } from '../../catalog/catalog.settings.js';
import { productsAtQuantities } from '../../catalog/line-products.service.js';
import type { BomLinePatch, BomLineRow } from '../core/detail.queries.js';
import { storedCandidates, type StoredCandidate } from '../core/view.js';

/**
 * The buyer's choice of a line's part (modifyBomDetail spuId): any active catalog product, recorded with
 * rule `manual` and kept first among the candidates; null clears the choice, and the line shows its best
 * proposal again. A chosen candidate remembers the rule that found it, so clearing the choice gives it back.
 * A candidate an alternate found switches the line to that alternate (`matchedAlternate`); any other part
 * is the line's own. A conflict stays on the line: a chosen part settles it (the conflict filter counts
 * lines with a conflict and no part), clearing the choice opens it again.
 */

/** The candidates as matching left them: a manual choice back to its own rule, or gone if none found it. */
function withoutChoice(candidates: readonly StoredCandidate[]): StoredCandidate[] {
  return candidates.flatMap((c) => {
    if (c.rule !== 'manual') return [c];
    return c.foundBy
      ? [{ ...c, rule: c.foundBy.rule, confidence: c.foundBy.confidence, foundBy: undefined }]
      : [];
  });
}

export async function chosenPartPatch(
  catalog: CatalogDeps,
  row: BomLineRow,
  spuId: string | null,
  lang: Lang,
): Promise<BomLinePatch> {
  const candidates = withoutChoice(storedCandidates(row.candidates));
  if (spuId === null) {
    const best = candidates[0];
    return {
      productId: null,
      matchedAlternate: null,
      matchRule: best?.rule ?? null,
      confidence: best?.confidence ?? 0,
      brandAgrees: best?.brandAgrees ?? null,
      candidates,
    };
  }
  const [product] = await productsAtQuantities(catalog, [{ spuId, quantity: row.qty }], lang);
  if (!product) throw new AppError('PRODUCT_UNAVAILABLE');
  const found = candidates.find((c) => c.productId === spuId);
  const chosen: StoredCandidate = {
    productId: spuId,
    rule: 'manual',
    confidence: 1,
    brandAgrees: found?.brandAgrees ?? null,
    ...(found ? { foundBy: { rule: found.rule, confidence: found.confidence } } : {}),
    ...(found?.alternate === undefined ? {} : { alternate: found.alternate }),
  };
  return {
    productId: Number(spuId),
    matchedAlternate: found?.alternate ?? null,
    matchRule: 'manual',
    confidence: 1,
    brandAgrees: chosen.brandAgrees,
    matchState: 'DONE',
    candidates: [chosen, ...candidates.filter((c) => c.productId !== spuId)],
  };
}
