import { sql } from 'drizzle-orm';
import { normalizePartNumber } from '@emall/contract';
import { containsPattern, queryRows, type Db } from '../../platform/db.js';

/**
 * SQL of the sample catalog: active products open to sampling (product.is_sample). Kept apart from the
 * search queries, whose plans are tuned for a million products; sample products are a few hundred.
 */
export interface SampleCatalogFilter {
  /** A catalog entry of any level: products whose catalog path passes through it. */
  catalogId?: number | undefined;
  productId?: number | undefined;
  /** Part of a part number (by its normalised key) or of the brand's code or name in any language. */
  keyword?: string | undefined;
  limit: number;
  offset: number;
}

function sampleWhere(filter: SampleCatalogFilter) {
  const catalogPart =
    filter.catalogId === undefined ? sql`` : sql` and c.id_path like ${`%/${filter.catalogId}/%`}`;
  const productPart = filter.productId === undefined ? sql`` : sql` and p.id = ${filter.productId}`;
  return sql`p.is_sample and p.is_active${catalogPart}${productPart}${keywordPart(filter.keyword)}`;
}

/** The keyword's condition: a part whose key holds the keyword's key, or a brand whose code or name holds it. */
function keywordPart(keyword: string | undefined) {
  if (keyword === undefined) return sql``;
  const key = normalizePartNumber(keyword);
  const pattern = containsPattern(keyword);
  const byPart = key === '' ? sql`false` : sql`p.mfr_pn_key like ${containsPattern(key)}`;
  return sql` and (${byPart} or exists (
    select 1 from brand b where b.id = p.brand_id and (b.brand_code ilike ${pattern}
      or b.name_en ilike ${pattern} or b.name_zh_cn ilike ${pattern} or b.name_zh_tw ilike ${pattern})))`;
}

/** One page of sample product ids, by part number, and how many there are in all. */
export async function pageSampleProductIds(
  db: Db,
  filter: SampleCatalogFilter,
): Promise<{ ids: string[]; total: number }> {
  const rows = await queryRows<{ id: string; total: string }>(
    db,
    sql`select p.id::text as id, count(*) over ()::text as total
        from product p left join catalog c on c.id = p.catalog_id
        where ${sampleWhere(filter)}
        order by p.mfr_part_number, p.id
        limit ${filter.limit} offset ${filter.offset}`,
  );
  if (rows.length > 0) return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) };
  // A page past the end still reports the total.
  const [count] = await queryRows<{ n: string }>(
    db,
    sql`select count(*)::text as n from product p left join catalog c on c.id = p.catalog_id
        where ${sampleWhere(filter)}`,
  );
  return { ids: [], total: Number(count?.n ?? 0) };
}

/** The top catalog entries holding at least one sample product, in catalog order. */
export function listSampleCatalogs(db: Db) {
  return queryRows<{ id: number; name_en: string; name_zh_cn: string; name_zh_tw: string }>(
    db,
    sql`select t.id, t.name_en, t.name_zh_cn, t.name_zh_tw
        from catalog t
        where t.level = 1 and exists (
          select 1 from product p join catalog c on c.id = p.catalog_id
          where p.is_sample and p.is_active and c.id_path like '/' || t.id || '/%')
        order by t.catalog_code`,
  );
}
