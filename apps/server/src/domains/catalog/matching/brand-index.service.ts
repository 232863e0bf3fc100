import type { Db } from '../../../platform/db.js';
import { buildBrandIndex, type BrandIndex } from './manufacturer-match.js';
import { brandAliasRows } from './part-matching.queries.js';
import { staleWhileRevalidate } from '../../../platform/stale-while-revalidate.js';

/**
 * The brand index of the BOM matcher and the upload's column detection, shared by the requests of a minute in
 * each server copy: building it from every brand and its spellings costs more than matching a chunk of 500 BOM
 * lines, and every chunk paid it again. The console's brand edits and merges and the catalog imports forget it in their copy
 * (the other copies follow within the minute).
 */
const BRAND_INDEX_TTL_MS = 60_000;
const indexes = staleWhileRevalidate<BrandIndex>(BRAND_INDEX_TTL_MS);

export function brandIndex(db: Db): Promise<BrandIndex> {
  return indexes.get(db, '', async () => buildBrandIndex(await brandAliasRows(db)));
}

export function forgetBrandIndex(db: Db): void {
  indexes.forget(db);
}
