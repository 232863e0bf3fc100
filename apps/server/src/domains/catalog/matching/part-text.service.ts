import { pickText } from '@emall/contract';
import type { Lang } from '@emall/contract';
import type { CatalogDeps } from '../catalog.settings.js';
import { brandsNamed, buildBrandIndex, type BrandAliasRow, type BrandIndex } from './manufacturer-match.js';
import { productSummaries } from './part-matching.queries.js';
import { brandIndex } from './brand-index.service.js';
import { classifyPartText } from './part-text.js';
import { distributorKeys, lcscCode } from './part-variants.js';

/**
 * What other domains may ask the catalog about part texts (a domain reaches another only through its service): whether a
 * text is a part number, a description or a distributor code, whether a maker is known, and what a list
 * of products is called.
 */

/** Whether a BOM's part text is a description ('0603 4.7k电阻') that never selects a part by itself. */
export function isDescriptionText(text: string): boolean {
  return classifyPartText(text).kind === 'freeText';
}

export interface PartTextHints {
  isKnownManufacturer(text: string): boolean;
  isPartNumber(text: string): boolean;
  isDistributorCode(text: string): boolean;
}

/** The catalog's readings of part texts, with the brands it knows (the shared brand index). */
export async function partTextHints(deps: CatalogDeps): Promise<PartTextHints> {
  return hintsForIndex(await brandIndex(deps.readDb));
}

/** The readings with a given brand list (tests read the demo brands without a database). */
export function hintsForBrands(rows: readonly BrandAliasRow[]): PartTextHints {
  return hintsForIndex(buildBrandIndex(rows));
}

function hintsForIndex(brands: BrandIndex): PartTextHints {
  return {
    isKnownManufacturer: (text) => (brandsNamed(brands, text)?.size ?? 0) > 0,
    isPartNumber: (text) => classifyPartText(text).kind === 'partNumber',
    isDistributorCode: (text) => lcscCode(text) !== null || distributorKeys(text).length > 0,
  };
}

export interface ProductLabel {
  spuId: string;
  mfrPartNumber: string;
  brandCode: string;
  brandName: string;
}

/** Part number and brand name (in `lang`) of each product, by spuId; unknown ids are absent. */
export async function productLabels(
  deps: CatalogDeps,
  spuIds: readonly string[],
  lang: Lang,
): Promise<Map<string, ProductLabel>> {
  const ids = [...new Set(spuIds.filter((id) => /^\d{1,18}$/.test(id)))];
  const rows = await productSummaries(deps.readDb, ids);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        spuId: r.id,
        mfrPartNumber: r.mfr_part_number,
        brandCode: r.brand_code,
        brandName: pickText({ enUs: r.name_en, zhCn: r.name_zh_cn, zhTw: r.name_zh_tw }, lang),
      },
    ]),
  );
}
