import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db.js';

export interface CatalogNodeRow {
  id: number;
  parent_id: number | null;
  level: number;
  name_en: string;
  name_zh_cn: string;
  name_zh_tw: string;
  /** Active products filed directly under the node. */
  n: number;
}

/**
 * Every catalog node with its active products, in one statement: the count per node is an index-only scan of
 * product_catalog_stock_idx (it carries is_active), so a million products cost one pass of that index.
 */
export function readCatalogNodes(db: Db): Promise<CatalogNodeRow[]> {
  return queryRows<CatalogNodeRow>(
    db,
    sql`select c.id, c.parent_id, c.level, c.name_en, c.name_zh_cn, c.name_zh_tw, coalesce(x.n, 0)::int as n
        from catalog c
        left join (select p.catalog_id, count(*)::int as n from product p
                   where p.is_active and p.catalog_id is not null group by p.catalog_id) x on x.catalog_id = c.id
        order by c.level, c.id`,
  );
}

/** The node each id folded away by the category repair now answers with (catalog_alias). */
export async function readCatalogAliases(db: Db): Promise<Map<number, number>> {
  const rows = await queryRows<{ old_id: number; catalog_id: number }>(
    db,
    sql`select old_id, catalog_id from catalog_alias`,
  );
  return new Map(rows.map((r) => [r.old_id, r.catalog_id]));
}
