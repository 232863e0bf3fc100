import type { Db } from '../../../platform/db.js';
import {
  productsByCodes,
  productsByIds,
  productsByKeyPrefix,
  productsByKeys,
} from './part-matching.queries.js';
import { runProbes, unselected, type MatchItem, type StageProbe } from './part-matching-stage.js';
import { FREE_TEXT_CONFIDENCE, settleSupplierCode } from './part-matching-state.js';
import { mayBePartNumber } from './part-matching-shapes.js';
import {
  distributorKeys,
  isPackagingOf,
  lcscCode,
  PACKAGING_MAX_EXTRA,
  withoutPackaging,
} from './part-variants.js';

/**
 * The stages that identify a part (docs/bom-matching.md) and so may select it by themselves: the text as written and
 * its normalised key, distributor codes and packaging suffixes, and the part the tenant chose before for
 * the same customer part number. Each stage looks up only the lines still without a part.
 */

/**
 * Exact text (rule `exact`, 1) and normalised key (`key`, 0.97); a description only proposes, unless it
 * has the shape of a part number (digits only, or words with spaces) and the line names a maker: then a
 * product of that maker is chosen as for any part number.
 */
async function exactStage(db: Db, items: readonly MatchItem[]): Promise<void> {
  const probes: StageProbe[] = [];
  for (const item of unselected(items)) {
    const { text, brands } = item.state;
    if (text.kind === 'freeText' && brands !== null && mayBePartNumber(item.line.partText)) {
      probes.push({
        item,
        key: text.key,
        rule: 'key',
        confidence: 0.97,
        mode: 'selectIfMakerAgrees',
        sameTextIsExact: true,
      });
      for (const key of text.lookupKeys.filter((k) => k !== text.key))
        probes.push({ item, key, rule: 'freeText', confidence: FREE_TEXT_CONFIDENCE, mode: 'propose' });
    } else if (text.kind === 'partNumber') {
      probes.push({
        item,
        key: text.key,
        rule: 'key',
        confidence: 0.97,
        mode: 'select',
        sameTextIsExact: true,
      });
    } else if (text.kind === 'freeText') {
      // The whole description may be a catalog part number ('M3螺母'): proposed, never chosen.
      for (const key of new Set([text.key, ...text.lookupKeys]))
        probes.push({ item, key, rule: 'freeText', confidence: FREE_TEXT_CONFIDENCE, mode: 'propose' });
    }
  }
  await runProbes(probes, (keys) => productsByKeys(db, keys));
}

/**
 * LCSC C-numbers, from the supplier column or as the part text (rule `lcsc`, 0.99). The supplier column's
 * code is looked up even when the part text chose a part already: the two must name the same part.
 */
async function lcscStage(db: Db, items: readonly MatchItem[]): Promise<void> {
  const probes: StageProbe[] = [];
  for (const item of items) {
    const code = lcscCode(item.line.supplierPn);
    if (code)
      probes.push({ item, key: code, rule: 'lcsc', confidence: 0.99, mode: 'select', fromSupplierPn: true });
  }
  for (const item of unselected(items)) {
    const code = lcscCode(item.line.partText);
    if (code) probes.push({ item, key: code, rule: 'lcsc', confidence: 0.99, mode: 'select' });
  }
  await runProbes(probes, (keys) => productsByCodes(db, keys));
}

/**
 * DigiKey and Mouser codes (rule `distributor`, 0.93), then the part number without its packaging suffix
 * (`packaging`, 0.85: chosen only when the line names the maker and exactly one of its parts is found).
 */
async function distributorStage(db: Db, items: readonly MatchItem[]): Promise<void> {
  const probes: StageProbe[] = [];
  for (const item of items) {
    // The supplier column's code, unless an LCSC code there spoke already.
    if (item.state.codeFinds) continue;
    for (const key of distributorKeys(item.line.supplierPn))
      probes.push({ item, key, rule: 'distributor', confidence: 0.93, mode: 'select', fromSupplierPn: true });
  }
  for (const item of unselected(items)) {
    const fromCode = new Set(distributorKeys(item.line.supplierPn));
    for (const key of distributorKeys(item.line.partText))
      if (!fromCode.has(key) || item.state.codeFinds)
        probes.push({ item, key, rule: 'distributor', confidence: 0.93, mode: 'select' });
  }
  for (const item of unselected(items)) {
    if (item.state.text.kind !== 'partNumber') continue;
    for (const key of withoutPackaging(item.line.partText))
      probes.push({ item, key, rule: 'packaging', confidence: 0.85, mode: 'selectIfNamed' });
  }
  await runProbes(probes, (keys) => productsByKeys(db, keys));
}

/** Catalog part numbers that are the line's plus a packaging suffix ('LM358D' → 'LM358DR'). */
async function longerPackagingStage(db: Db, items: readonly MatchItem[]): Promise<void> {
  const probes: StageProbe[] = unselected(items)
    .filter((item) => item.state.text.kind === 'partNumber' && item.state.text.key.length >= 4)
    .map((item) => ({
      item,
      key: item.state.text.key,
      rule: 'packaging',
      confidence: 0.85,
      mode: 'selectIfNamed',
    }));
  await runProbes(
    probes,
    (keys) => productsByKeyPrefix(db, keys, PACKAGING_MAX_EXTRA, 10),
    (probe, product) => isPackagingOf(probe.key, product.key),
  );
}

/** The part this tenant chose before for the line's customer part number (rule `custPn`, 0.9). */
async function custPnStage(db: Db, items: readonly MatchItem[]): Promise<void> {
  const probes: StageProbe[] = unselected(items).flatMap((item) =>
    item.line.knownProductId
      ? [
          {
            item,
            key: item.line.knownProductId,
            rule: 'custPn' as const,
            confidence: 0.9,
            mode: 'select' as const,
          },
        ]
      : [],
  );
  await runProbes(probes, (keys) => productsByIds(db, keys));
}

/**
 * The identifying stages for these sources, one statement each. The distributor code of the supplier
 * column is weighed against the part text's choice before the tenant's earlier choice is asked for.
 */
export async function runIdentityStages(db: Db, items: readonly MatchItem[]): Promise<void> {
  await exactStage(db, items);
  await lcscStage(db, items);
  await distributorStage(db, items);
  await longerPackagingStage(db, items);
  for (const item of items) settleSupplierCode(item.state, item.line.supplierPn);
  await custPnStage(db, items);
}
