import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db.js';
import { priceBreak } from '../core/catalog.tables.js';

/** What the import reads to tell a row that would change nothing (import-unchanged.ts). */

/** The price breaks of these products, in quantity order. */
export async function findPriceBreaks(
  db: Db,
  productIds: readonly number[],
): Promise<
  { productId: number; qtyFrom: number; qtyTo: number | null; taxPrice: string; notTaxPrice: string }[]
> {
  if (!productIds.length) return [];
  const rows = await queryRows<{
    product_id: number | string;
    qty_from: number;
    qty_to: number | null;
    tax_price: string;
    not_tax_price: string;
  }>(
    db,
    sql`select product_id, qty_from, qty_to, tax_price::text as tax_price, not_tax_price::text as not_tax_price
          from ${priceBreak} where product_id = any(${sql.param([...productIds])}::bigint[])
         order by product_id, qty_from`,
  );
  return rows.map((r) => ({
    productId: Number(r.product_id),
    qtyFrom: r.qty_from,
    qtyTo: r.qty_to,
    taxPrice: r.tax_price,
    notTaxPrice: r.not_tax_price,
  }));
}

/** The search and filter parameters (product_param) of these products, by the parameter's code. */
export async function findProductParams(
  db: Db,
  productIds: readonly number[],
): Promise<
  { productId: number; code: string; valueText: string; valueNum: number | null; valueKey: string }[]
> {
  if (!productIds.length) return [];
  const rows = await queryRows<{
    product_id: number | string;
    code: string;
    value_text: string;
    value_num: number | null;
    value_key: string;
  }>(
    db,
    sql`select pp.product_id, p.code, pp.value_text, pp.value_num, pp.value_key
          from product_param pp join parameter p on p.id = pp.parameter_id
         where pp.product_id = any(${sql.param([...productIds])}::bigint[])`,
  );
  return rows.map((r) => ({
    productId: Number(r.product_id),
    code: r.code,
    valueText: r.value_text,
    valueNum: r.value_num,
    valueKey: r.value_key,
  }));
}
