import type { Db } from '../platform/db.js';
import { brand } from '../domains/catalog/core/catalog.tables.js';
import { OTHER_BRAND_GROUPS, planBrands } from './catalog-brands.js';

/**
 * The makers every shop knows by all their spellings: the 45 mainstream brands and the hand-made groups of
 * catalog-brands.ts, with their aliases and the names of the companies they bought. A shop started without
 * the demo catalog, or a catalog import into an empty database, then still folds 'Samsung Electro-Mechanics'
 * into SAMSUNG and reads 'TI' in a BOM as Texas Instruments. Brands that exist already (by code) are kept as
 * they are: the operator's edits and merges win. Safe to run on every start.
 */
export async function seedBrandList(db: Db): Promise<number> {
  const rows = planBrands(OTHER_BRAND_GROUPS.map((group) => group.nameEn)).rows;
  const inserted = await db
    .insert(brand)
    .values(rows)
    .onConflictDoNothing({ target: brand.brandCode })
    .returning({ id: brand.id });
  return inserted.length;
}
