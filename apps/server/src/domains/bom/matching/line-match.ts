import { matchBomLines } from '../../catalog/catalog.service.js';
import type { LineMatchWrite, LineToMatch } from '../core/detail.queries.js';
import { partsChosenForCustPns } from '../core/detail.queries.js';
import type { BomOwner } from '../core/log.queries.js';
import { catalogOf, type BomDeps } from '../bom.settings.js';
import { storedAlternates } from '../core/view.js';
import { isWrittenPartNumber } from '../sheet/cell-values.js';

/**
 * Matches BOM lines through the catalog's matching service (docs/bom-matching.md), giving it what only the BOM
 * domain knows: the part this tenant chose before for each customer part number, and the line's alternates.
 * Answers what to write on each line: the chosen part and which alternate it came from, the rule and
 * confidence (of the choice, else of the best proposal), the candidates, and a conflict if any.
 */
export async function matchLineRows(
  deps: Pick<BomDeps, 'db' | 'readDb'>,
  owner: BomOwner,
  rows: readonly LineToMatch[],
): Promise<LineMatchWrite[]> {
  const known = await partsChosenForCustPns(
    deps.db,
    owner.tenantId,
    rows.map((r) => r.custProductCode),
  );
  const matches = await matchBomLines(
    catalogOf(deps),
    rows.map((row, ref) => ({
      ref,
      partText: row.qryParam,
      manufacturer: row.brandName,
      supplierPn: row.supplierPn,
      knownProductId: known.get(row.custProductCode),
      designators: row.designators,
      description: row.description,
      package: row.package,
      alternates: storedAlternates(row.alternates),
      namesPartNumber: row.namesPartNumber,
    })),
  );
  return matches.flatMap((match) => {
    const row = rows[match.ref];
    if (!row) return [];
    const best = match.selected ?? match.candidates[0];
    return [
      {
        id: row.id,
        // A description-shaped part number with its maker named is a part number even when nothing matched.
        isFreeText: match.kind === 'freeText' && !isWrittenPartNumber(row.qryParam, row.brandName !== ''),
        productId: match.selected?.productId ?? null,
        matchRule: best?.rule ?? null,
        confidence: best?.confidence ?? 0,
        brandAgrees: best?.brandAgrees ?? null,
        candidates: JSON.stringify(match.candidates),
        matchedAlternate: match.matchedAlternate,
        conflict: match.conflict && JSON.stringify(match.conflict),
      },
    ];
  });
}
