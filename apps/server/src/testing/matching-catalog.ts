import { normalizePartNumber } from '@emall/contract';
import type { Db } from '../platform/db.js';
import { brand, product } from '../domains/catalog/core/catalog.tables.js';
import { forgetBrandIndex } from '../domains/catalog/matching/brand-index.service.js';
import {
  matchBomLines,
  type PartMatch,
  type PartMatchLine,
} from '../domains/catalog/matching/part-matching.service.js';

/** A brand of a small matching catalog: code, English name, aliases. */
export type TestBrand = readonly [string, string, readonly string[]];
/** A part: product code, part number, brand code, stock. */
export type TestPart = readonly [string, string, string, number];

/**
 * Inserts a small catalog for the part-matching tests (each part proving one rule) and answers the product
 * id of each product code. A part whose brand is not listed gets brand id 0 (no such brand).
 */
export async function insertMatchingCatalog(
  db: Db,
  brands: readonly TestBrand[],
  parts: readonly TestPart[],
): Promise<Map<string, string>> {
  const brandIds = new Map<string, number>();
  for (const [code, name, aliases] of brands) {
    const [row] = await db
      .insert(brand)
      .values({ brandCode: code, nameEn: name, nameZhCn: name, nameZhTw: name, aliases: [...aliases] })
      .returning({ id: brand.id });
    if (row) brandIds.set(code, row.id);
  }
  // The matcher holds the brands a minute; these were written behind its back.
  forgetBrandIndex(db);
  const idOf = new Map<string, string>();
  for (const [code, mpn, brandCode, stock] of parts) {
    const [row] = await db
      .insert(product)
      .values({
        productCode: code,
        mfrPartNumber: mpn,
        mfrPnKey: normalizePartNumber(mpn),
        brandId: brandIds.get(brandCode) ?? 0,
        redundantStock: stock,
      })
      .returning({ id: product.id });
    if (row) idOf.set(code, String(row.id));
  }
  return idOf;
}

/** One BOM line matched on its own: the fields not given are empty. */
export async function matchOneLine(db: Db, line: Partial<Omit<PartMatchLine, 'ref'>>): Promise<PartMatch> {
  const [answer] = await matchBomLines({ readDb: db }, [
    { ref: 0, partText: '', manufacturer: '', supplierPn: '', ...line },
  ]);
  if (!answer) throw new Error('no answer');
  return answer;
}
