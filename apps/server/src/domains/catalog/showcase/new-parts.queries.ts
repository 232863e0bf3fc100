import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db.js';

/**
 * The `limit` active parts written last (added or changed by an import or the console) that can be bought now:
 * stock to sell and at least one price break. Newest first, id as the tie-break (an import writes one time for
 * its whole batch). It walks product_updated_idx backwards from its newest end, checking stock inside the index,
 * so it reads a few dozen entries of the 580,000, never the table in full.
 */
export function newPartsQuery(limit: number): SQL {
  return sql`select p.id::text as id from product p
             where p.is_active and p.redundant_stock > 0
               and exists (select 1 from price_break pb where pb.product_id = p.id)
             order by p.updated_at desc, p.id desc
             limit ${limit}`;
}

export async function selectNewPartIds(db: Db, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, newPartsQuery(limit));
  return rows.map((r) => r.id);
}
