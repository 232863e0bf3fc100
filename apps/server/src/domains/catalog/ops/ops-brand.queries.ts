import { sql } from 'drizzle-orm';
import { arrayParam, queryRows, type Db } from '../../../platform/db.js';

/** The SQL of the console's brands: the list and the merge of two brands (ops-brand.service.ts). */

export interface OpsBrandRecord {
  id: number;
  brand_code: string;
  name_en: string;
  name_zh_cn: string;
  name_zh_tw: string;
  aliases: string[];
  is_mainstream: boolean;
  sort: number;
}

const BRAND_COLUMNS = sql`id, brand_code, name_en, name_zh_cn, name_zh_tw, aliases, is_mainstream, sort`;

/** Every brand, mainstream first (by sort), then by code: a few thousand rows at most. */
export function allBrands(db: Db): Promise<OpsBrandRecord[]> {
  return queryRows<OpsBrandRecord>(db, sql`select ${BRAND_COLUMNS} from brand order by sort, brand_code`);
}

/** The brands of these ids, locked for the rest of the transaction. */
export function lockBrands(db: Db, ids: readonly number[]): Promise<OpsBrandRecord[]> {
  return queryRows<OpsBrandRecord>(
    db,
    sql`select ${BRAND_COLUMNS} from brand where id = any(${arrayParam(ids, 'int')}) order by id for update`,
  );
}

/** How many products each of these brands has, on sale or not. */
export async function productCounts(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{ brand_id: number; n: number }>(
    db,
    sql`select brand_id, count(*)::int as n from product
         where brand_id = any(${arrayParam(ids, 'int')}) group by brand_id`,
  );
  return new Map(rows.map((r) => [r.brand_id, r.n]));
}

/** Part numbers both brands list as written (product_brand_mpn_uq forbids moving them): how many, and one. */
export async function sharedPartNumbers(
  db: Db,
  sourceId: number,
  targetId: number,
): Promise<{ count: number; example: string | null }> {
  const [row] = await queryRows<{ count: number; example: string | null }>(
    db,
    sql`select count(*)::int as count, min(s.mfr_part_number) as example
          from product s join product t on t.brand_id = ${targetId} and t.mfr_part_number = s.mfr_part_number
         where s.brand_id = ${sourceId}`,
  );
  return row ?? { count: 0, example: null };
}

/**
 * Moves the products, supplier quotes and hot part numbers of one brand to another (a hot part number the
 * target already lists is dropped), gives the target the names and the mainstream standing of the source,
 * and removes the source. Answers what moved.
 */
export async function mergeBrandRows(
  db: Db,
  source: OpsBrandRecord,
  target: { id: number; aliases: string[]; nameZhCn: string; nameZhTw: string },
  now: Date,
): Promise<{ products: number; quotes: number; hotParts: number }> {
  const [products] = await queryRows<{ n: number }>(
    db,
    sql`with moved as (update product set brand_id = ${target.id}, updated_at = ${now}
                        where brand_id = ${source.id} returning 1)
        select count(*)::int as n from moved`,
  );
  const [quotes] = await queryRows<{ n: number }>(
    db,
    sql`with moved as (update stock_quote set brand_id = ${target.id} where brand_id = ${source.id} returning 1)
        select count(*)::int as n from moved`,
  );
  await db.execute(sql`
    delete from hot_mfr_pn s
     where s.brand_id = ${source.id}
       and exists (select 1 from hot_mfr_pn t where t.brand_id = ${target.id} and t.mfr_part_number = s.mfr_part_number)`);
  const [hotParts] = await queryRows<{ n: number }>(
    db,
    sql`with moved as (update hot_mfr_pn set brand_id = ${target.id} where brand_id = ${source.id} returning 1)
        select count(*)::int as n from moved`,
  );
  await db.execute(sql`
    update brand
       set aliases = ${arrayParam(target.aliases, 'text')},
           name_zh_cn = ${target.nameZhCn},
           name_zh_tw = ${target.nameZhTw},
           is_mainstream = is_mainstream or ${source.is_mainstream},
           sort = least(sort, ${source.sort})
     where id = ${target.id}`);
  await db.execute(sql`delete from brand where id = ${source.id}`);
  return { products: products?.n ?? 0, quotes: quotes?.n ?? 0, hotParts: hotParts?.n ?? 0 };
}
